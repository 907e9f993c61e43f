// Looking back: the table as it stood right after any entry of the log, undone entries left out.
import { describe, expect, it } from 'vitest';
import { setup, startHost } from './helpers.ts';

describe('stateAt', () => {
  it('shows the table after each entry, and before the first one at 0', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const first = setup.players[0]?.name as string;
    const second = setup.players[1]?.name as string;
    await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    await host.ask('enter', { gameId: id, entry: { type: 'set', player: second, life: 2 } });
    await host.ask('enter', { gameId: id, entry: { type: 'set', player: second, life: 1 } });

    const life = (v: { players: { name: string; life: number }[] }) =>
      v.players.find((p) => p.name === second)?.life;
    const start = await host.ask('stateAt', { gameId: id, seq: 0 });
    expect(start.turn.phase).toBe('draw');
    const hand = start.players.find((p) => p.name === first)?.hand ?? 0;
    const afterDraw = await host.ask('stateAt', { gameId: id, seq: 1 });
    expect(afterDraw.turn.phase).toBe('play');
    expect(afterDraw.players.find((p) => p.name === first)?.hand).toBe(hand + 2);
    expect(life(await host.ask('stateAt', { gameId: id, seq: 2 }))).toBe(2);
    expect(life(await host.ask('stateAt', { gameId: id, seq: 3 }))).toBe(1);
    expect(afterDraw.distances[first]?.[second]).toBe(1);

    // An undone entry is not part of the game: the table after it is the table before it.
    await host.ask('undo', { gameId: id });
    expect(life(await host.ask('stateAt', { gameId: id, seq: 3 }))).toBe(2);
  });

  it('answers "not found" for a game that does not exist', async () => {
    const host = startHost();
    const answer = await host.request('stateAt', { gameId: 99, seq: 1 });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.code).toBe('not-found');
  });
});
