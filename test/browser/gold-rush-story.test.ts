// Gold Rush in the game list, a game's story and on the Stats page: the nuggets each player earned and the equipment each
// bought, and the equipment bought most across games.
import { describe, expect, test } from 'vitest';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { importGame } from './flows.ts';
import { goldRushGame } from '../stats/gold-rush-game.ts';

const world = useMarshal();

/** Ann earns 3 nuggets on Bob; Bob earns 3 from his wounds and 2 from Beers sold, and buys the Rucksack. */
const script = goldRushGame();

describe('Gold Rush in the story and the statistics', () => {
  test('the story lists each player’s nuggets earned and equipment bought; Stats the equipment bought most', async () => {
    const id = await importGame(world, 'Gold story', script);
    const { context, page, problems } = await openPage(world.browser);
    // The game list names who earned the most nuggets.
    await page.goto(world.marshal.url);
    const row = page.locator(`[data-testid="game-row"][data-game-id="${id}"]`);
    await expect.poll(() => row.getByTestId('game-gold').textContent()).toBe(' · most nuggets: Bob (5)');
    await page.goto(`${world.marshal.url}#/story/${id}`);
    const gold = page.getByTestId('story-gold');
    await gold.waitFor();
    expect(await gold.locator('[data-player="Bob"]').textContent()).toMatch(/Bob · 5 nuggets · Rucksack/);
    expect(await gold.locator('[data-player="Ann"]').getAttribute('data-nuggets')).toBe('3');
    await screenshot(page, 'gold-rush-story-1280x800');

    await page.goto(`${world.marshal.url}#/stats`);
    const bought = page.getByTestId('stats-equipment');
    await bought.waitFor();
    expect(await bought.locator('li').first().textContent()).toMatch(/Rucksack\s*1/);
    const bob = page.locator('[data-testid="player-row"][data-player="Bob"]');
    expect(await bob.getByTestId('player-nuggets').textContent()).toBe('5');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
