// From a click that commits an entry to the updated table being painted, in Chromium against the web host.
import { chromium } from 'playwright-core';
import { ask, startHost } from './host.ts';
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

/**
 * Clicks in the page and waits for a newer active log line plus the next frame (the paint). Kept as source text:
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
    const setup = {
      players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' })),
    };
    const created = (await (await ask(host.url, 'newGame', { setup })).json()) as { value: { id: number } };
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
