// From a click that commits an entry to the updated table being painted, in Chromium against the web host.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { percentile } from './stats.ts';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function startHost(root: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts', '--port', '0'], {
    cwd: root,
    env: { ...process.env, MARSHAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'marshal-bench-rt-')) },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`the host exited: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Clicks in the page and waits for a new active log line plus the next frame (the paint). Kept as source text:
 * the TypeScript loader would otherwise add helpers the page does not have.
 */
const CLICK_AND_PAINT = `async (selector) => {
  // The newest entry's number: the log shows a window of lines, so their count stops growing.
  const count = () =>
    Math.max(0, ...[...document.querySelectorAll('[data-testid="log-line"][data-status="active"]')].map((l) => Number(l.dataset.seq)));
  const before = count();
  const button = document.querySelector(selector);
  if (!button) throw new Error('no ' + selector);
  // The previous entry's answer re-enables the buttons; only then does a click commit anything.
  for (let i = 0; button.disabled && i < 300; i++) await new Promise((r) => setTimeout(r, 5));
  const start = performance.now();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(selector + ' did not add a log line')), 5000);
    const observer = new MutationObserver(() => {
      if (count() > before) {
        observer.disconnect();
        clearTimeout(timeout);
        requestAnimationFrame(() => resolve());
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    button.click();
  });
  return performance.now() - start;
}`;

export async function roundTrip(root: string, entries = 200): Promise<number | null> {
  const host = await startHost(root);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const token = new URL(host.url).searchParams.get('token') ?? '';
    const created = (await (
      await fetch(new URL('/api/newGame', host.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-marshal-token': token },
        body: JSON.stringify({
          setup: {
            players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' })),
          },
        }),
      })
    ).json()) as { ok: boolean; value: { id: number } };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${host.url}#/game/${created.value.id}`);
    await page.getByTestId('action-draw').waitFor();
    const samples: number[] = [];
    // A turn is four clicks, each an entry: draw, discard one, discard one, end the turn.
    const cycle = [
      '[data-testid="action-draw"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-end-turn"]',
    ];
    while (samples.length < entries) {
      for (const selector of cycle) {
        samples.push(await page.evaluate<number>(`(${CLICK_AND_PAINT})(${JSON.stringify(selector)})`));
      }
    }
    const kept = samples.slice(0, entries);
    if (process.env.MARSHAL_BENCH_VERBOSE) {
      process.stderr.write(
        `round trip p50 ${percentile(kept, 50).toFixed(1)} p90 ${percentile(kept, 90).toFixed(1)} max ${Math.max(...kept).toFixed(1)}\n`,
      );
    }
    return percentile(kept, 99);
  } catch (error) {
    process.stderr.write(
      `round trip not measured: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return null;
  } finally {
    await browser.close();
    host.stop();
  }
}
