// How far the table display trails the main view: from a click that commits an entry in the main view to the
// display (another browser window, following the same host pushes) having painted it. Both pages read one
// clock (performance.timeOrigin + performance.now(), on the same machine). Frames are drawn on demand, as in
// the round-trip measure, so what is measured is the app's own work.
import { chromium } from 'playwright-core';
import { ask, startHost } from './host.ts';
import { percentile } from './stats.ts';
import { AFTER_PAINT, CLICK_AND_PAINT, FLAGS } from './roundtrip.ts';

const WARM_UP = 20;

/** In the display: when each newest log line was painted, by its number. */
const WATCH_DISPLAY = `() => {
  const afterPaint = ${AFTER_PAINT};
  window.__painted = {};
  let seen = 0;
  const newest = () =>
    Math.max(0, ...[...document.querySelectorAll('[data-testid="display-log-line"][data-status="active"]')].map((l) => Number(l.dataset.seq)));
  new MutationObserver(() => {
    const seq = newest();
    if (seq <= seen) return;
    seen = seq;
    afterPaint(() => { window.__painted[seq] = performance.timeOrigin + performance.now(); });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
}`;

/** In the display: when line `seq` was painted (waiting for it, up to 5 s). */
const PAINTED = `(seq) => new Promise((resolve, reject) => {
  const until = performance.now() + 5000;
  const check = () => {
    const at = window.__painted[seq];
    if (at) resolve(at);
    else if (performance.now() > until) reject(new Error('the display did not show entry ' + seq));
    else setTimeout(check, 1);
  };
  check();
})`;

export interface DisplayFollow {
  /** Click in the main view → the display painted the entry. */
  followP50: number;
  followP99: number;
  /** The main view painted it → the display painted it. */
  lagP50: number;
  lagP99: number;
}

export async function displayFollow(root: string, entries = 200): Promise<DisplayFollow | null> {
  const host = await startHost(root);
  // Frames on demand, as in the round-trip measure.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...FLAGS, '--disable-frame-rate-limit'],
  });
  try {
    const setup = {
      players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' })),
    };
    const created = (await (await ask(host.url, 'newGame', { setup })).json()) as { value: { id: number } };
    // Two windows, as the laptop and the TV: each its own context, so neither is a background tab.
    const main = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const display = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await main.goto(`${host.url}#/game/${created.value.id}`);
    await main.getByTestId('action-draw').waitFor();
    await display.goto(`${host.url}#/display`);
    await display.getByTestId('table-display').waitFor();
    await display.evaluate(`(${WATCH_DISPLAY})()`);
    const cycle = [
      '[data-testid="action-draw"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-end-turn"]',
    ];
    const follow: number[] = [];
    const lag: number[] = [];
    while (follow.length < WARM_UP + entries) {
      for (const selector of cycle) {
        // The main view's own click probe (roundtrip.ts): [seq, clicked at, ready at, painted at].
        const [seq, clicked, , mainPainted] = await main.evaluate<[number, number, number, number]>(
          `(${CLICK_AND_PAINT})(${JSON.stringify(selector)})`,
        );
        const painted = await display.evaluate<number>(`(${PAINTED})(${seq})`);
        follow.push(painted - clicked);
        lag.push(painted - mainPainted);
      }
    }
    const f = follow.slice(WARM_UP, WARM_UP + entries);
    const l = lag.slice(WARM_UP, WARM_UP + entries);
    return {
      followP50: percentile(f, 50),
      followP99: percentile(f, 99),
      lagP50: percentile(l, 50),
      lagP99: percentile(l, 99),
    };
  } catch (error) {
    process.stderr.write(`display not measured: ${error instanceof Error ? error.message : String(error)}\n`);
    return null;
  } finally {
    await browser.close();
    host.stop();
  }
}
