// Gold Rush in the statistics and a game's story: the nuggets each player earned (spending is not earning),
// the equipment each bought, and the equipment bought most across games, apart from the cards played.
import { describe, expect, it } from 'vitest';
import { startHost } from '../host/helpers.ts';
import { goldRushGame, hit } from './gold-rush-game.ts';

/** Then Cid's BANG! takes Bob's last life point (Cid 1, Bob 3 more: Simeon Picos earns his own). */
const script = goldRushGame(
  { type: 'discard', count: 3 },
  { type: 'end-turn' },
  { type: 'draw' },
  ...hit('Bob'),
);

describe('Gold Rush in the figures', () => {
  it("a game's story says the nuggets each earned and the equipment each bought", async () => {
    const host = startHost();
    const { id } = await host.ask('importGame', { name: 'Gold', script });
    const story = await host.ask('gameStory', { gameId: id });
    const of = (name: string) => story.players.find((p) => p.name === name);
    // Bob earned 3 (wounds) + 2 (Beers) + 1 (Cid's hit) = 6 and spent 3: earned, not kept, is what counts.
    expect(of('Bob')).toMatchObject({ nuggets: 6, bought: ['rucksack'] });
    expect(of('Ann')).toMatchObject({ nuggets: 3, bought: [] });
    expect(of('Cid')).toMatchObject({ nuggets: 1 });
    expect(of('Dee')).toMatchObject({ nuggets: 0 });
  });

  it('a game without Gold Rush has no nuggets in its story nor in the figures', async () => {
    const host = startHost();
    const { id } = await host.ask('importGame', {
      name: 'Plain',
      script: { ...script, setup: { ...script.setup, expansions: ['base'], shop: undefined }, entries: [] },
    });
    const story = await host.ask('gameStory', { gameId: id });
    expect(story.players.every((p) => p.nuggets === null)).toBe(true);
    const report = await host.ask('stats', {});
    expect(report.players.every((p) => p.nuggets === null)).toBe(true);
  });

  it('the statistics list the equipment bought most, apart from the cards played', async () => {
    const host = startHost();
    await host.ask('importGame', { name: 'Gold 1', script });
    await host.ask('importGame', { name: 'Gold 2', script });
    const report = await host.ask('stats', {});
    expect(report.equipment).toEqual([{ id: 'rucksack', count: 2 }]);
    expect(report.cards.map((c) => c.id)).toContain('bang');
    expect(report.cards.map((c) => c.id)).not.toContain('rucksack');
    // Nuggets earned, summed over the games of Gold Rush.
    const bob = report.players.find((p) => p.name === 'Bob');
    expect(bob?.nuggets).toBe(12);
  });

  it('the game list names who earned the most nuggets in a game whose summary is kept', async () => {
    const host = startHost();
    const { id } = await host.ask('importGame', { name: 'Gold', script });
    const plain = await host.ask('newGame', {
      setup: { ...script.setup, expansions: ['base'], shop: undefined },
    });
    const games = await host.ask('listGames', {});
    expect(games.find((g) => g.id === id)?.gold).toEqual({ name: 'Bob', nuggets: 6 });
    expect(games.find((g) => g.id === plain.id)?.gold).toBeUndefined();
  });
});
