// The right-hand pane at a laptop's size: the palette says when more cards are below, a card picked far down
// shows its panel, the log comes back to the newest lines after looking back, and keeps five lines in sight.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot, useMarshal } from './harness.ts';
import { LONG_NAMES, openImported, paletteCard, waitForLog } from './flows.ts';

const world = useMarshal();

/** Five of the seven: the first four and Dee. */
const PLAYERS = LONG_NAMES.filter((p, i) => i < 4 || p.name === 'Dee');

/** Everyone draws, puts a card in play and discards down to the limit, then the Sheriff draws: phase 2, 21
 *  lines in the log. */
function script(): unknown {
  const entries: object[] = [];
  for (const card of ['barrel', 'mustang', 'volcanic', 'scope', 'remington']) {
    entries.push(
      { type: 'draw' },
      { type: 'play', card },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
    );
  }
  entries.push({ type: 'draw' });
  return {
    format: 'marshal/1',
    setup: {
      players: PLAYERS,
      expansions: ['base', 'dodge-city', 'armed-and-dangerous', 'high-noon'],
      seed: 4,
    },
    entries,
  };
}

/** Wholly inside the window and every clipping parent. */
function inSight(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    let top = 0;
    let bottom = window.innerHeight;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const c = p.getBoundingClientRect();
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    return r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
  });
}

async function linesInSight(page: Page): Promise<number> {
  let n = 0;
  for (const line of await page.getByTestId('log-line').all()) if (await inSight(line)) n += 1;
  return n;
}

async function openGame(): Promise<Page> {
  return (await openImported(world, 'Pane', script(), 'Dee')).page;
}

describe('the right-hand pane at 1366×768', () => {
  test('the palette says how many cards are below its fold, until it is scrolled to the end', async () => {
    const page = await openGame();
    const more = page.getByTestId('palette-more');
    await more.waitFor();
    expect(await more.textContent()).toMatch(/^▾ \d+ more below$/);
    await screenshot(page, 'side-pane-more-below-en-1366x768');
    const count = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThan(10);
    await more.click();
    await expect
      .poll(async () => Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]))
      .toBeLessThan(count);
    await page.getByTestId('move-pad').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => more.count()).toBe(0);
    await page.close();
  }, 60_000);

  test('a card picked after scrolling the palette shows its Play button in sight', async () => {
    const page = await openGame();
    await page.getByTestId('move-pad').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = page.getByTestId('palette-card').last();
    const name = ((await last.textContent()) ?? '').trim();
    await last.click();
    const play = page.getByTestId('draft-play').or(page.getByText('Click the target seat'));
    await play.first().waitFor();
    await screenshot(page, 'side-pane-picked-far-down');
    expect(await inSight(page.getByTestId('draft')), `${name}'s panel`).toBe(true);
    await page.close();
  }, 60_000);

  test('after looking back at an old line, "Back to now" and the next entry bring the newest line into sight', async () => {
    const page = await openGame();
    expect(await linesInSight(page), 'log lines in sight in phase 2').toBeGreaterThanOrEqual(5);
    const old = page.locator('[data-testid="log-line"][data-seq="3"]');
    await old.scrollIntoViewIfNeeded();
    await old.getByTestId('log-show').click();
    await page.getByTestId('back-to-now').click();
    await paletteCard(page, 'beer').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 22);
    const newest = page.locator('[data-testid="log-line"][data-seq="22"]');
    await expect.poll(() => inSight(newest)).toBe(true);
    await page.close();
  }, 60_000);

  test('a Reloading armed: its panel in sight, and the log keeps the room the pad leaves', async () => {
    const page = await openGame();
    await paletteCard(page, 'reloading').click();
    await page.getByTestId('draft').waitFor();
    await screenshot(page, 'side-pane-reloading-en-1366x768');
    expect(await inSight(page.getByTestId('draft-play')), 'the Play button').toBe(true);
    expect(await linesInSight(page), 'log lines in sight').toBeGreaterThanOrEqual(3);
    await page.close();
  }, 60_000);
});
