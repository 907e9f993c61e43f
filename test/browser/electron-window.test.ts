// The real Electron window, where its binary is installed (a user's machine with internet). Here, without the
// binary, the test says so and is skipped: the browser tests cover the same renderer and host.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DISPLAY_MENU_ID } from '../../electron/display-window.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function electronBinary(): string | null {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary)
  console.log(
    'Electron binary not installed: the Electron window test is skipped (browser tests still run).',
  );

/** Builds the app and starts Electron on a fresh data folder. */
function launchMarshal(): Promise<ElectronApplication> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  return _electron.launch({
    executablePath: binary ?? '',
    args: [path.join(ROOT, 'dist-electron', 'main.cjs')],
    env: { ...process.env, MARSHAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'marshal-electron-')) },
  });
}

describe.skipIf(!binary)('the Electron window', () => {
  it('opens Marshal with the typed API and no Node in the page', async () => {
    const app = await launchMarshal();
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(await page.title()).toContain('Marshal');
      const surface = await page.evaluate(() => ({
        api: typeof (window as unknown as { marshal?: { request?: unknown } }).marshal?.request,
        node: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      }));
      expect(surface).toEqual({ api: 'function', node: 'undefined', process: 'undefined' });
    } finally {
      await app.close();
    }
  }, 180_000); // builds the app, then starts Electron: generous for a slow, busy machine

  it('View → Table display opens a second window showing the table display', async () => {
    const app = await launchMarshal();
    try {
      const main = await app.firstWindow();
      await main.waitForLoadState('domcontentloaded');
      const [display] = await Promise.all([
        app.waitForEvent('window'),
        app.evaluate(
          ({ Menu }, id) => Menu.getApplicationMenu()?.getMenuItemById(id)?.click(),
          DISPLAY_MENU_ID,
        ),
      ]);
      await display.getByTestId('display-page').waitFor({ timeout: 60_000 });
      expect(display.url()).toMatch(/#\/display$/);
      expect(app.windows()).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 180_000);
});
