// Backups from the app: a game that ends is copied; deleting a game and restoring the copy brings it back.
import { describe, expect, test } from 'vitest';
import { askHost, openPage, screenshot, useMarshal } from './harness.ts';

const world = useMarshal();

const ask = (name: string, payload: unknown) => askHost(world.marshal, name, payload);

/** A short game in which the Sheriff falls: its end makes a backup. */
async function finishedGame(): Promise<number> {
  const setup = {
    players: [
      { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
      { name: 'Bob', character: 'kit-carlson', role: 'outlaw' },
      { name: 'Cid', character: 'kit-carlson', role: 'outlaw' },
      { name: 'Dee', character: 'kit-carlson', role: 'renegade' },
    ],
  };
  const game = (await ask('newGame', { name: 'Saturday', setup })) as { value: { id: number } };
  const gameId = game.value.id;
  for (const entry of [
    { type: 'set', player: 'Ann', life: 1 },
    { type: 'draw' },
    { type: 'discard', count: 6 },
    { type: 'end-turn' },
    { type: 'draw' },
    { type: 'play', card: 'bang', target: 'Ann' },
    { type: 'pass', player: 'Ann' },
    { type: 'pass', player: 'Ann' },
  ]) {
    const r = (await ask('enter', { gameId, entry })) as { value: { accepted: boolean } };
    expect(r.value.accepted).toBe(true);
  }
  return gameId;
}

describe('backups', () => {
  test('a game that ends is backed up; after deleting it, restoring the backup brings it back', async () => {
    await finishedGame();
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(world.marshal.url);
    await page.getByTestId('game-row').first().waitFor();

    await page.getByTestId('delete-game').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('no-games').waitFor();

    await page.getByTestId('toggle-backups').click();
    await expect.poll(() => page.getByTestId('backup-row').count()).toBe(1);
    await page.getByTestId('restore-backup').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('backup-restored').waitFor();
    await expect.poll(() => page.getByTestId('game-name').first().textContent()).toBe('Saturday');
    // The games as they were before the restore (none) were kept as a backup too.
    await expect.poll(() => page.getByTestId('backup-row').count()).toBe(2);
    await screenshot(page, 'backups-restored-1280x800');
    expect(problems).toEqual([]);
    await context.close();
  });
});
