// The Stats page's figures, checked against four games whose outcomes are known: the law wins (deaths by
// Indians!, Duel and Gatling), the Sheriff is killed by Dynamite (the Outlaws win), a Renegade wins, and an
// unfinished game. "Anna" and "ann" are the same person as "Ann": one by case, one once the table merges them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHost, type TestHost } from '../host/helpers.ts';
import type { StatsReport } from '../../src/host/contract.ts';

const GAMES = ['law-wins', 'sheriff-dynamite', 'renegade-wins', 'unfinished'] as const;
export const gameScript = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'games', `${name}.json`), 'utf8'));

async function nightOfGames(): Promise<{ host: TestHost; ids: Record<string, number> }> {
  const host = startHost();
  const ids: Record<string, number> = {};
  for (const name of GAMES) ids[name] = (await host.ask('importGame', { name, script: gameScript(name) })).id;
  return { host, ids };
}

const player = (report: StatsReport, name: string) => report.players.find((p) => p.name === name);

describe('statistics across games', () => {
  it('counts games, finished games and wins by side; an unfinished game is no loss', async () => {
    const { host } = await nightOfGames();
    const report = await host.ask('stats', {});
    expect(report).toMatchObject({ games: 4, finished: 3, unfinished: 1 });
    expect(report.wins).toEqual({ law: 1, outlaws: 1, renegade: 1 });
    expect(report.byPlayerCount).toEqual([
      { players: 4, games: 3, finished: 3, law: 1, outlaws: 1, renegade: 1 },
      { players: 5, games: 1, finished: 0, law: 0, outlaws: 0, renegade: 0 },
    ]);
    // Eve sat only at the unfinished table: a game played, neither won nor lost.
    expect(player(report, 'Eve')).toMatchObject({ games: 1, decided: 0, wins: 0, deaths: 0 });
  });

  it('names each death by its cause: BANG!, Dynamite, Indians!, Duel, Gatling', async () => {
    const { host } = await nightOfGames();
    const { deaths } = await host.ask('stats', {});
    expect(deaths).toEqual([
      { cause: 'bang', count: 3 },
      { cause: 'duel', count: 1 },
      { cause: 'dynamite', count: 1 },
      { cause: 'gatling', count: 1 },
      { cause: 'indians', count: 1 },
    ]);
  });

  it('wins by role and by character come from the roles turned up', async () => {
    const { host } = await nightOfGames();
    const report = await host.ask('stats', {});
    expect(report.byRole).toEqual([
      // The unfinished game's Sheriff counts as a game, not as a loss.
      { role: 'sheriff', games: 4, decided: 3, wins: 1 },
      { role: 'outlaw', games: 6, decided: 6, wins: 2 },
      { role: 'renegade', games: 3, decided: 3, wins: 1 },
    ]);
    // Dee played Suzy Lafayette in the law's game (lost), at the Dynamite table (lost) and the unfinished one.
    expect(report.byCharacter.find((c) => c.id === 'suzy-lafayette')).toEqual({
      id: 'suzy-lafayette',
      games: 3,
      decided: 2,
      wins: 0,
    });
    expect(report.byCharacter.find((c) => c.id === 'rose-doolan')).toEqual({
      id: 'rose-doolan',
      games: 1,
      decided: 1,
      wins: 1,
    });
  });

  it('a name is a person whatever its case; two spellings are one once merged, and can be separated again', async () => {
    const { host } = await nightOfGames();
    const before = await host.ask('stats', {});
    // "ann" of the unfinished game is Ann.
    expect(player(before, 'Ann')).toMatchObject({ games: 3, decided: 2, wins: 1, spellings: ['Ann', 'ann'] });
    expect(player(before, 'Anna')).toMatchObject({ games: 1, decided: 1, wins: 0 });

    await host.ask('mergePlayers', { from: 'Anna', into: 'Ann' });
    const merged = await host.ask('stats', {});
    expect(player(merged, 'Anna')).toBeUndefined();
    expect(player(merged, 'Ann')).toMatchObject({
      games: 4,
      decided: 3,
      wins: 1,
      deaths: 2,
      spellings: ['Ann', 'Anna', 'ann'],
    });
    expect(merged.merged).toEqual([{ from: 'Anna', into: 'Ann' }]);

    const again = await host.request('mergePlayers', { from: 'anna', into: 'ANN' });
    expect(again.ok).toBe(false);
    expect((await host.request('mergePlayers', { from: 'Zed', into: 'Ann' })).ok).toBe(false);

    expect(await host.ask('separatePlayer', { name: 'Anna' })).toEqual({ separated: true });
    expect(player(await host.ask('stats', {}), 'Anna')).toMatchObject({ games: 1 });
  });

  it('players: games, wins, first blood and deaths', async () => {
    const { host } = await nightOfGames();
    const report = await host.ask('stats', {});
    // Bob: an Outlaw in the three finished games (won at the Dynamite table), role unknown in the unfinished one.
    expect(player(report, 'Bob')).toMatchObject({ games: 4, decided: 3, wins: 1, deaths: 2 });
    // Ann drew first blood with Indians! and in the unfinished game; Bob at the Dynamite table; Anna in hers.
    expect(player(report, 'Ann')).toMatchObject({ firstBlood: 2 });
    expect(player(report, 'Bob')).toMatchObject({ firstBlood: 1 });
    expect(player(report, 'Anna')).toMatchObject({ firstBlood: 1 });
  });

  it('average length over finished games; the most-played cards', async () => {
    const { host } = await nightOfGames();
    const report = await host.ask('stats', {});
    // 1 turn (law), 5 turns (Dynamite), 1 turn (Renegade): the game ended in its killing turn.
    expect(report.length.turns).toBe(2.3);
    expect(report.cards[0]).toEqual({ id: 'bang', count: 9 });
  });

  it('filters by player count, expansions and the date the game was played', async () => {
    const { host } = await nightOfGames();
    expect(await host.ask('stats', { filter: { players: 5 } })).toMatchObject({ games: 1, finished: 0 });
    expect(await host.ask('stats', { filter: { expansions: ['dodge-city'] } })).toMatchObject({ games: 1 });
    expect(await host.ask('stats', { filter: { expansions: ['high-noon'] } })).toMatchObject({
      games: 1,
      wins: { law: 0, outlaws: 1, renegade: 0 },
    });
    expect(await host.ask('stats', { filter: { expansions: 'base-only' } })).toMatchObject({ games: 2 });
    const old = gameScript('law-wins') as Record<string, unknown>;
    await host.ask('importGame', {
      name: 'last year',
      script: { ...old, played: { from: '2024-03-01T19:00:00Z', to: '2024-03-01T20:30:00Z' } },
    });
    const lastYear = await host.ask('stats', {
      filter: { from: '2024-01-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' },
    });
    expect(lastYear).toMatchObject({ games: 1, finished: 1, length: { turns: 1, minutes: 90 } });
    expect(await host.ask('stats', { filter: { from: '2025-01-01T00:00:00.000Z' } })).toMatchObject({
      games: 4,
    });
  });

  it('follows the games as they change: an entry, an undo, a deleted game', async () => {
    const { host, ids } = await nightOfGames();
    const gameId = ids.unfinished as number;
    await host.ask('enter', { gameId, entry: { type: 'play', card: 'bang', target: 'ann', player: 'Bob' } });
    await host.ask('enter', { gameId, entry: { type: 'pass', player: 'ann' } });
    expect((await host.ask('stats', {})).cards[0]).toEqual({ id: 'bang', count: 10 });
    await host.ask('undo', { gameId });
    await host.ask('undo', { gameId });
    expect((await host.ask('stats', {})).cards[0]).toEqual({ id: 'bang', count: 9 });
    await host.ask('deleteGame', { gameId });
    expect(await host.ask('stats', {})).toMatchObject({ games: 3, unfinished: 0 });
  });
});

describe("a game's story", () => {
  it("every player's life over the turns, with the Beer, the event, the Dynamite and the death marked", async () => {
    const { host, ids } = await nightOfGames();
    const story = await host.ask('gameStory', { gameId: ids['sheriff-dynamite'] as number });
    expect(story).toMatchObject({ turns: 5, over: true, winner: 'outlaws' });
    const ann = story.players.find((p) => p.name === 'Ann');
    expect(ann?.life[0]).toEqual({ x: 1, life: 5 });
    expect(ann?.life.at(-1)?.life).toBe(0);
    const marks = story.marks.map(({ kind, turn, ...rest }) => ({
      kind,
      turn,
      who: 'player' in rest ? rest.player : rest.card,
    }));
    expect(marks).toEqual([
      { kind: 'beer', turn: 4, who: 'Dee' },
      { kind: 'event', turn: 5, who: 'thirst' },
      { kind: 'dynamite', turn: 5, who: 'Ann' },
      { kind: 'death', turn: 5, who: 'Ann' },
    ]);
    expect(story.marks.at(-1)).toMatchObject({ cause: 'dynamite', killer: null });
  });

  it('never shows a role that was not turned up', async () => {
    const { host, ids } = await nightOfGames();
    const story = await host.ask('gameStory', { gameId: ids.unfinished as number });
    expect(story.players.map((p) => p.role)).toEqual(['sheriff', null, null, null, null]);
    expect(story.over).toBe(false);
  });
});
