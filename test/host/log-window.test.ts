// A snapshot carries the newest log lines only, so an entry costs the same in a long game; older lines come
// on request, and every snapshot is numbered so a window keeps the newest.
import { describe, expect, it } from 'vitest';
import { LOG_WINDOW, type GameSnapshot, type LogLine } from '../../src/host/contract.ts';
import { setup, startHost } from './helpers.ts';

describe('the log window', () => {
  it('a long game sends the newest lines and the count; the rest come with the log request', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    let game: GameSnapshot | undefined;
    for (let i = 0; i < LOG_WINDOW + 30; i++) {
      const r = await host.ask('enter', {
        gameId: id,
        entry: { type: 'set', player: 'Bob', life: (i % 3) + 1 },
      });
      game = r.game;
    }
    if (!game) throw new Error('no game');
    expect(game.logCount).toBe(LOG_WINDOW + 30);
    expect(game.log).toHaveLength(LOG_WINDOW);
    expect(game.log[0]?.seq).toBe(31);
    expect(game.log.at(-1)?.seq).toBe(LOG_WINDOW + 30);

    // Without a limit, up to 100 lines come.
    const answer = await host.handle('log', { gameId: id, before: 31 });
    if (!answer.ok) throw new Error(answer.error.message);
    const older = answer.value as LogLine[];
    expect(older.map((l) => l.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const two = (await host.ask('log', { gameId: id, before: 31, limit: 2 })) as LogLine[];
    expect(two.map((l) => l.seq)).toEqual([29, 30]);
  });

  it('every snapshot has a higher revision than the one before', async () => {
    const host = startHost();
    const first = await host.ask('newGame', { setup });
    const entered = await host.ask('enter', { gameId: first.id, entry: { type: 'draw' } });
    const undone = await host.ask('undo', { gameId: first.id });
    expect(entered.game.revision).toBeGreaterThan(first.revision);
    expect(undone.revision).toBeGreaterThan(entered.game.revision);
    expect(undone.canUndo).toBe(false);
    expect(undone.canRedo).toBe(true);
  });

  it('the log request checks its payload', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    expect(await host.handle('log', { gameId: id, before: 0 })).toMatchObject({ ok: false });
    expect(await host.handle('log', { gameId: id, before: 5, limit: 10_000 })).toMatchObject({ ok: false });
    expect(await host.handle('log', { gameId: 999, before: 5 })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });
});
