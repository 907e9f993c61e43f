// The log shows the newest lines and brings the earlier ones on request; once they are all shown, every new
// entry must join them without losing the line that leaves the newest window (issue: entry #48 vanished and
// "Earlier entries (1 more)" stayed).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { askHost, openPage, useMarshal, type Marshal } from './harness.ts';

const world = useMarshal();

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' }));
/** A turn as three entries: draw, discard down to the limit, end the turn. */
const TURN = [{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }];

/** A game with `turns` whole turns entered through the host, so its log outgrows the newest window. */
async function longGame(marshal: Marshal, turns: number): Promise<number> {
  const created = await askHost(marshal, 'newGame', { setup: { players: PLAYERS } });
  const gameId = (created.value as { id: number }).id;
  for (let turn = 0; turn < turns; turn++) {
    for (const entry of TURN) {
      const answer = await askHost(marshal, 'enter', { gameId, entry });
      expect((answer.value as { accepted: boolean }).accepted).toBe(true);
    }
  }
  return gameId;
}

/** The numbers of the log lines shown, top (newest) first. */
async function shownSeqs(page: Page): Promise<number[]> {
  const lines = page.getByRole('region', { name: 'Log' }).getByRole('listitem');
  return (await lines.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.seq))).map(
    Number,
  );
}

const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => n - i);

describe('the log with every earlier entry shown', () => {
  test('a new entry, made here or in another window, keeps every line and asks for no more', async () => {
    const gameId = await longGame(world.marshal, 16);
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${gameId}`);
    const earlier = page.getByRole('button', { name: /Earlier entries/ });
    await expect.poll(() => earlier.textContent(), { timeout: 60_000 }).toBe('Earlier entries (8 more)');
    expect(await shownSeqs(page)).toEqual(newestFirst(48).slice(0, 40));

    await earlier.click();
    await expect.poll(() => shownSeqs(page)).toEqual(newestFirst(48));
    expect(await earlier.count()).toBe(0);

    // Entry #49 from this window: #9 leaves the newest window and must stay in the log.
    await page.getByTestId('action-draw').click();
    await expect.poll(() => shownSeqs(page)).toEqual(newestFirst(49));
    expect(await earlier.count()).toBe(0);

    // Entries #50 and #51 from elsewhere (another window, the host directly): they arrive as pushes.
    for (const entry of TURN.slice(1)) await askHost(world.marshal, 'enter', { gameId, entry });
    await expect.poll(() => shownSeqs(page)).toEqual(newestFirst(51));
    expect(await earlier.count()).toBe(0);

    // Undo and redo still mark the newest line as they did.
    await page.keyboard.press('Control+Z');
    await expect
      .poll(() => page.locator('[data-testid="log-line"][data-seq="51"]').getAttribute('data-status'))
      .toBe('undone');
    await page.keyboard.press('Control+Shift+Z');
    await expect
      .poll(() => page.locator('[data-testid="log-line"][data-seq="51"]').getAttribute('data-status'))
      .toBe('active');
    expect(await shownSeqs(page)).toEqual(newestFirst(51));
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('without the earlier entries, the count of those not shown grows with each entry', async () => {
    const gameId = await longGame(world.marshal, 14);
    const { context, page } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${gameId}`);
    const earlier = page.getByRole('button', { name: /Earlier entries/ });
    await expect.poll(() => earlier.textContent(), { timeout: 60_000 }).toBe('Earlier entries (2 more)');
    await page.getByTestId('action-draw').click();
    await expect.poll(() => earlier.textContent()).toBe('Earlier entries (3 more)');
    expect(await shownSeqs(page)).toEqual(newestFirst(43).slice(0, 40));
    await earlier.click();
    await expect.poll(() => shownSeqs(page)).toEqual(newestFirst(43));
    await context.close();
  }, 120_000);
});
