// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by item, read
// from the shell's source: what the window may run, what it may load, whom the main process listens to.
// The behaviour of the guards themselves is tested in test/host/electron-shell.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from '../../electron/security.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/host/static-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const main = read('electron/main.ts');
const preload = read('electron/preload.ts');
const shellFiles = fs
  .readdirSync(path.join(ROOT, 'electron'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => read(`electron/${f}`))
  .join('\n');

/** The webPreferences object literal of the window, as written. */
function webPreferences(): Record<string, string> {
  const block = /webPreferences:\s*\{([^}]*)\}/.exec(main)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(\w+):\s*([^,\n]+)/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe("Electron's security checklist", () => {
  it('the renderer runs isolated and sandboxed, with no Node, no webviews and no insecure content', () => {
    const prefs = webPreferences();
    expect(prefs).toMatchObject({
      contextIsolation: 'true',
      sandbox: 'true',
      nodeIntegration: 'false',
      nodeIntegrationInSubFrames: 'false',
      webSecurity: 'true',
      webviewTag: 'false',
      allowRunningInsecureContent: 'false',
    });
    expect(main).toContain('app.enableSandbox()');
    for (const risky of [
      'experimentalFeatures',
      'enableBlinkFeatures',
      'enableRemoteModule',
      'nodeIntegrationInWorker: true',
      'allowpopups',
    ]) {
      expect(shellFiles, risky).not.toContain(risky);
    }
  });

  it('only our own page is loaded, from the app:// protocol with checked file loading; never file:// or http', () => {
    const loads = [...main.matchAll(/\.load(URL|File)\(([^)]*)\)/g)].map((m) => m[0]);
    expect(loads).toEqual(['.loadURL(`${APP_ORIGIN}/index.html${hash}`)']);
    // The hash is one of our routes, typed: the main view ('') or the table display.
    expect(main).toContain("type Page = '' | typeof DISPLAY_HASH;");
    expect(main).toMatch(/function createWindow\(hash: Page = ''/);
    expect(shellFiles).not.toMatch(/registerFileProtocol|interceptFileProtocol|file:\/\//);
    expect(main).toContain('protocol.handle(APP_SCHEME, rendererHandler(');
    expect(read('electron/app-protocol.ts')).toContain('resolveStaticFile(rendererDir, url.pathname)');
  });

  it("the page's Content-Security-Policy allows only its own scripts", () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*|http:|https:/);
  });

  it('navigation, new windows and webviews are guarded for every web contents; permissions are denied', () => {
    expect(main).toMatch(/app\.on\('web-contents-created',[^]*?guardContents\(contents/);
    expect(main).toContain('denyPermissions(session.defaultSession)');
    const security = read('electron/security.ts');
    for (const guard of [
      'setWindowOpenHandler',
      "'will-navigate'",
      "'will-frame-navigate'",
      "'will-redirect'",
      "'will-attach-webview'",
      'setPermissionRequestHandler',
      'setPermissionCheckHandler',
    ]) {
      expect(security, guard).toContain(guard);
    }
  });

  it('links leave the app only through a checked shell.openExternal: https without credentials', () => {
    const calls = [...shellFiles.matchAll(/openExternal\(([^)]*)\)/g)].map((m) => m[0]);
    expect(calls).toEqual(['openExternal(url)', 'openExternal(url)']);
    expect(read('electron/security.ts')).toContain('if (isSafeExternalUrl(url)) openExternal(url);');
    expect(main).toContain('guardContents(contents, (url) => void shell.openExternal(url))');
    expect(isSafeExternalUrl('https://www.dvgiochi.com/bang/')).toBe(true);
    for (const url of [
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'ms-msdt:/id',
      'https://user:pw@example.com',
      'not a url',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('IPC: one invoke channel whose sender frame is checked, one push channel; the page never sees ipcRenderer', () => {
    expect([...main.matchAll(/ipcMain\.(\w+)\('([^']+)'/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'handle marshal:request',
    ]);
    expect(main).toContain('isAppUrl(event.senderFrame?.url)');
    expect(
      [...preload.matchAll(/exposeInMainWorld\('(\w+)', (\w+)\)/g)].map((m) => `${m[1]}=${m[2]}`),
    ).toEqual(['marshal=api']);
    expect([...preload.matchAll(/ipcRenderer\.(\w+)\('([^']+)'/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'invoke marshal:request',
      'on marshal:push',
      'removeListener marshal:push',
    ]);
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\)/);
  });

  it("the packaged binary has Electron's security fuses set", () => {
    const builder = read('electron-builder.yml');
    for (const fuse of [
      'runAsNode: false',
      'enableNodeOptionsEnvironmentVariable: false',
      'enableNodeCliInspectArguments: false',
      'onlyLoadAppFromAsar: true',
      'grantFileProtocolExtraPrivileges: false',
    ]) {
      expect(builder, fuse).toContain(`  ${fuse}`);
    }
  });
});
