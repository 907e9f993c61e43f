// The host as the table uses it: start a game, enter what happens, take it back, and every window follows.
import { createGame, RULES_VERSION } from '../../src/engine/index.ts';
import { describe, expect, it } from 'vitest';
import type { Push } from '../../src/host/contract.ts';
import { createHost } from '../../src/host/host.ts';
import { setup, startHost, tempDir } from './helpers.ts';

const bob = (game: { view: { players: { name: string; life: number }[] } }) =>
  game.view.players.find((p) => p.name === 'Bob');

describe('games through the host', () => {
  it('a new game is named after its players unless given a name', async () => {
    const host = startHost();
    const game = await host.ask('newGame', { setup });
    expect(game.name).toBe('Ann, Bob, Cid, Dee');
    expect(game.log).toEqual([]);
    expect([game.canUndo, game.canRedo]).toEqual([false, false]);
    expect(game.view.turn.player).toBe('Ann');
    const named = await host.ask('newGame', { name: 'Friday night', setup });
    expect(named.name).toBe('Friday night');
    const list = await host.ask('listGames', {});
    expect(list.map((g) => g.name).sort()).toEqual(['Ann, Bob, Cid, Dee', 'Friday night']);
    expect(list[0]?.players).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
  });

  it('a setup with an unknown character is refused, naming the place', async () => {
    const host = startHost();
    const players = [...setup.players.slice(0, 3), { name: 'Dee', character: 'doc-nobody' }];
    const answer = await host.handle('newGame', { setup: { ...setup, players } });
    expect(answer).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'setup.players[3].character: unknown character "doc-nobody"' },
    });
    expect(await host.ask('listGames', {})).toEqual([]);
  });

  it('an accepted entry is stored, logged in plain words, and pushed to every window', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const pushes: Push[] = [];
    const stop = host.subscribe((p) => pushes.push(p));
    await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    const result = await host.ask('enter', {
      gameId: id,
      entry: { type: 'play', card: 'bang', target: 'Bob' },
    });
    expect(result.accepted).toBe(true);
    expect(result.game.log.map((l) => l.text)).toEqual([
      'Ann draws',
      expect.stringMatching(/^Ann plays BANG! at Bob/),
    ]);
    expect(result.game.canUndo).toBe(true);
    expect(pushes.filter((p) => p.type === 'game').at(-1)).toEqual({ type: 'game', game: result.game });
    stop();
    await host.ask('enter', { gameId: id, entry: { type: 'pass', player: 'Bob' } });
    expect(pushes.filter((p) => p.type === 'game')).toHaveLength(2);
  });

  it('a flagged entry is not stored; the table sees the flag and may force it', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const flagged = await host.ask('enter', {
      gameId: id,
      entry: { type: 'play', card: 'bang', target: 'Bob' },
    });
    expect(flagged.accepted).toBe(false);
    expect(flagged.flags.map((f) => f.code)).toEqual(['draw-first']);
    expect(flagged.game.log).toEqual([]);
    expect((await host.ask('state', { gameId: id })).log).toEqual([]);

    const forced = { type: 'play', card: 'bang', target: 'Bob', force: true } as const;
    const kept = await host.ask('enter', { gameId: id, entry: forced });
    expect(kept.accepted).toBe(true);
    expect(kept.game.log[0]?.flags.map((f) => f.code)).toEqual(['draw-first']);
  });

  it('an entry naming nobody at the table is an error, and nothing is stored', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const result = await host.ask('enter', { gameId: id, entry: { type: 'pass', player: 'Zed' } });
    expect(result.accepted).toBe(false);
    expect(result.error).toEqual({ path: 'player', message: 'no player called "Zed"' });
    expect(result.game.log).toEqual([]);
  });

  it('undo and redo walk the log; with nothing to walk they are politely refused', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    expect(await host.handle('undo', { gameId: id })).toEqual({
      ok: false,
      error: { code: 'refused', message: 'There is nothing to undo.' },
    });
    await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Bob', life: 2 } });
    const undone = await host.ask('undo', { gameId: id });
    expect(bob(undone)?.life).toBe(4);
    expect(undone.log.map((l) => l.status)).toEqual(['undone']);
    expect([undone.canUndo, undone.canRedo]).toEqual([false, true]);
    const redone = await host.ask('redo', { gameId: id });
    expect(bob(redone)?.life).toBe(2);
    expect([redone.canUndo, redone.canRedo]).toEqual([true, false]);
    const refused = await host.handle('redo', { gameId: id });
    expect(refused).toEqual({ ok: false, error: { code: 'refused', message: 'There is nothing to redo.' } });
  });

  it('an entry after undo drops the redo branch; the dropped entries stay in the log', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    for (const life of [3, 2, 1])
      await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Bob', life } });
    await host.ask('undo', { gameId: id });
    await host.ask('undo', { gameId: id });
    const after = await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Cid', life: 1 } });
    expect(after.game.log.map((l) => [l.text, l.status])).toEqual([
      ['Correction: Bob life 3', 'active'],
      ['Correction: Bob life 2', 'dropped'],
      ['Correction: Bob life 1', 'dropped'],
      ['Correction: Cid life 1', 'active'],
    ]);
    expect(after.game.canRedo).toBe(false);
    expect(bob(after.game)?.life).toBe(3);
  });

  it('a game reopened by a new host is at the same moment', async () => {
    const dataDir = tempDir();
    const first = createHost({ dataDir });
    const { id } = await first
      .request('newGame', { setup })
      .then((a) => (a.ok ? a.value : Promise.reject(a)));
    await first.handle('enter', { gameId: id, entry: { type: 'draw' } });
    const before = await first.handle('state', { gameId: id });
    first.close();
    const second = createHost({ dataDir });
    expect(await second.handle('state', { gameId: id })).toEqual(before);
    expect(second.recovered).toBeNull();
    second.close();
  });

  it('rename and delete; a game that is not there is "not-found"', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    expect((await host.ask('rename', { gameId: id, name: '  Saloon  ' })).name).toBe('Saloon');
    expect((await host.ask('state', { gameId: id })).name).toBe('Saloon');
    expect((await host.ask('rename', { gameId: id, name: '' })).name).toBe('Ann, Bob, Cid, Dee');
    expect(await host.ask('deleteGame', { gameId: id })).toEqual({ deleted: id });
    for (const name of ['state', 'undo', 'redo', 'deleteGame', 'exportGame'] as const) {
      expect(await host.handle(name, { gameId: id })).toEqual({
        ok: false,
        error: { code: 'not-found', message: `There is no game ${id}.` },
      });
    }
    expect(await host.ask('listGames', {})).toEqual([]);
  });

  it('an unexpected failure answers "internal" in plain words, is logged, and is never thrown', async () => {
    // The engine the store replays with fails once there is something to replay: the check on opening
    // passes (nothing stored yet), the entries are stored (the host holds the state they lead to), and
    // undoing the second, which replays the first from the store, fails.
    const failing = {
      version: RULES_VERSION,
      createGame,
      apply: () => {
        throw new Error('boom: {"secret":"stored text"}');
      },
    };
    const host = startHost({ store: { engine: failing } });
    const { id } = await host.ask('newGame', { setup });
    await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    await host.ask('enter', { gameId: id, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    const answer = await host.handle('undo', { gameId: id });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: 'Marshal failed while answering "undo"; the details are in its log.',
      },
    });
    expect(host.logged).toHaveLength(1);
  });

  it('a window whose listener throws does not stop the entry', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    host.subscribe(() => {
      throw new Error('window gone');
    });
    const result = await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    expect(result.accepted).toBe(true);
    expect(host.logged.length).toBeGreaterThan(0);
  });

  it('after close, requests are refused', async () => {
    const host = startHost();
    host.close();
    expect(await host.handle('listGames', {})).toMatchObject({ ok: false, error: { code: 'refused' } });
  });
});
