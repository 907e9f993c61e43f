// A game saved as a "marshal/1" script and loaded back is the same game: same table, same log.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../src/engine/types.ts';
import type { GameSnapshot, LogLine } from '../../src/host/contract.ts';
import { setup, startHost, type TestHost } from './helpers.ts';

const withoutTime = (log: LogLine[]) => log.map(({ at: _at, ...rest }) => rest);
const asTheTableSees = (log: LogLine[]) =>
  log.filter((l) => l.status === 'active').map(({ entry, flags, text }) => ({ entry, flags, text }));

async function play(host: TestHost, entries: Entry[]): Promise<GameSnapshot> {
  const { id } = await host.ask('newGame', { setup });
  for (const entry of entries) {
    const result = await host.ask('enter', { gameId: id, entry });
    expect(result.accepted, JSON.stringify(result.flags)).toBe(true);
  }
  return host.ask('state', { gameId: id });
}

const aTurn: Entry[] = [
  { type: 'play', card: 'bang', target: 'Bob', force: true }, // before drawing: flagged, kept anyway
  { type: 'pass', player: 'Bob' },
  { type: 'draw' },
  { type: 'set', player: 'Cid', life: 2, hand: 5 },
];

describe('export and import', () => {
  it('export then import gives the identical table and log', async () => {
    const host = startHost();
    const original = await play(host, aTurn);
    const script = await host.ask('exportGame', { gameId: original.id });
    expect(script.format).toBe('marshal/1');
    expect(script.entries[0]).toEqual({ type: 'play', card: 'bang', target: 'Bob', force: true });

    // Through a file and into another Marshal.
    const other = startHost();
    const imported = await other.ask('importGame', { script: JSON.parse(JSON.stringify(script)) });
    expect(imported.view).toEqual(original.view);
    expect(imported.setup).toEqual(original.setup);
    expect(withoutTime(imported.log)).toEqual(withoutTime(original.log));
    expect(imported.log[0]?.flags.map((f) => f.code)).toEqual(['draw-first']);
    expect(imported.name).toBe('Ann, Bob, Cid, Dee');
    expect(await other.ask('state', { gameId: imported.id })).toEqual(imported);
  });

  it('only the game as it stands is exported: undone and dropped entries stay home', async () => {
    const host = startHost();
    const { id } = await play(host, aTurn);
    await host.ask('undo', { gameId: id });
    await host.ask('undo', { gameId: id });
    await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Dee', life: 1 } });
    await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Ann', life: 3 } });
    await host.ask('undo', { gameId: id });
    const original = await host.ask('state', { gameId: id });
    const script = await host.ask('exportGame', { gameId: id });
    expect(script.entries).toEqual([...aTurn.slice(0, 2), { type: 'set', player: 'Dee', life: 1 }]);

    const imported = await host.ask('importGame', { name: 'Replay', script });
    expect(imported.name).toBe('Replay');
    expect(imported.view).toEqual(original.view);
    expect(asTheTableSees(imported.log)).toEqual(asTheTableSees(original.log));
    expect([imported.canUndo, imported.canRedo]).toEqual([true, false]);
  });

  it('a script with an entry the engine cannot judge is refused whole, naming the entry', async () => {
    const host = startHost();
    const entries = [
      { type: 'draw' },
      { type: 'set', player: 'Bob', life: 1 },
      { type: 'pass', player: 'Zed' },
    ];
    const answer = await host.handle('importGame', { script: { format: 'marshal/1', setup, entries } });
    expect(answer).toEqual({
      ok: false,
      error: { code: 'invalid-entry', message: 'entries[2].player: no player called "Zed"' },
    });
    expect(await host.ask('listGames', {})).toEqual([]);
  });

  it('a flagged entry without "force" refuses the import, and nothing is stored', async () => {
    const host = startHost();
    const entries = [{ type: 'draw' }, { type: 'end-turn' }];
    const answer = await host.handle('importGame', { script: { format: 'marshal/1', setup, entries } });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid-entry');
    expect(answer.error.message).toMatch(
      /^entries\[1\] is flagged \(.+\); add "force": true to keep it anyway\.$/,
    );
    expect(await host.ask('listGames', {})).toEqual([]);
  });

  it('a script whose setup the engine refuses is a bad request', async () => {
    const host = startHost();
    const players = setup.players.map((p, i) => (i === 1 ? { ...p, character: 'doc-nobody' } : p));
    const answer = await host.handle('importGame', {
      script: { format: 'marshal/1', setup: { ...setup, players }, entries: [] },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: /players\[1\]\.character/ },
    });
    expect(await host.ask('listGames', {})).toEqual([]);
  });
});
