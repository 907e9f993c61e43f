// Snapshots make a long game open fast; they are derived data and must never change what the game is.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, step, describeEntry, RULES_VERSION } from '../../src/engine/index.ts';
import type { Entry, State } from '../../src/engine/types.ts';
import { type NewEntry, type Store } from '../../src/store/index.ts';
import { openStore } from '../../src/host/open-store.ts';
import { enter, lifeCorrections, replayFromDisk, setup, tempDir } from './helpers.ts';

function snapshotSeqs(store: Store, gameId: number): number[] {
  const db = new Database(store.file, { readonly: true });
  try {
    return db
      .prepare<[number], { seq: number }>('SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq')
      .all(gameId)
      .map((r) => r.seq);
  } finally {
    db.close();
  }
}

/** Corrections across all four players, so every snapshot differs from the one before. */
function mixedCorrections(count: number): Entry[] {
  const names = ['Ann', 'Bob', 'Cid', 'Dee'];
  return Array.from({ length: count }, (_, i) => ({
    type: 'set',
    player: names[i % 4] as string,
    life: (i % 3) + 1,
    hand: i % 7,
  }));
}

describe('snapshots', () => {
  it('opening a 320-entry game gives the same state as replaying every entry', () => {
    const dir = tempDir();
    const store = openStore(dir);
    const id = store.createGame('long', setup).id;
    for (const entry of mixedCorrections(320)) enter(store, id, entry);
    const live = store.loadState(id);
    store.close();

    const reopened = openStore(dir);
    expect(reopened.loadState(id)).toEqual(live);
    expect(reopened.loadState(id)).toEqual(replayFromDisk(reopened.file, id));
    expect(snapshotSeqs(reopened, id)).toEqual([50, 100, 150, 200, 250, 300]);
    reopened.close();
  });

  it('opening a long game folds only the entries after the last snapshot', () => {
    const dir = tempDir();
    const writer = openStore(dir);
    const id = writer.createGame('long', setup).id;
    for (const entry of lifeCorrections(320)) enter(writer, id, entry);
    writer.close();

    let folded = 0;
    const counting = {
      version: RULES_VERSION,
      createGame,
      apply: (state: State, events: Parameters<typeof apply>[1]) => {
        folded++;
        return apply(state, events);
      },
    };
    const reader = openStore(dir, { engine: counting });
    reader.loadState(id);
    expect(folded).toBe(20);
    reader.close();
  });

  it('snapshots written by another rules version are not trusted: the stored events are replayed', () => {
    const dir = tempDir();
    const writer = openStore(dir);
    const id = writer.createGame('long', setup).id;
    for (const entry of mixedCorrections(120)) enter(writer, id, entry);
    const truth = writer.loadState(id);
    writer.close();
    // An older engine's snapshot with a different state must be ignored.
    const db = new Database(join(dir, 'marshal.db'));
    db.prepare('UPDATE snapshots SET rules = ?, state = ?').run(
      RULES_VERSION - 1,
      JSON.stringify({ bogus: true }),
    );
    db.close();

    let folded = 0;
    const counting = {
      version: RULES_VERSION,
      createGame,
      apply: (state: State, events: Parameters<typeof apply>[1]) => {
        folded++;
        return apply(state, events);
      },
    };
    const reader = openStore(dir, { engine: counting });
    expect(reader.loadState(id)).toEqual(truth);
    expect(folded).toBe(120);
    reader.close();
  });

  it('undo removes the snapshots that include the undone entry; redo gives the same state back', () => {
    const store = openStore(tempDir(), { snapshotEvery: 5 });
    const id = store.createGame('short', setup).id;
    for (const entry of mixedCorrections(12)) enter(store, id, entry);
    const full = store.loadState(id);
    expect(snapshotSeqs(store, id)).toEqual([5, 10]);

    for (let i = 0; i < 4; i++) store.undo(id);
    expect(snapshotSeqs(store, id)).toEqual([5]);
    expect(store.loadState(id)).toEqual(replayFromDisk(store.file, id));

    for (let i = 0; i < 4; i++) store.redo(id);
    expect(snapshotSeqs(store, id)).toEqual([5, 10]);
    expect(store.loadState(id)).toEqual(full);
    store.close();
  });

  it('any walk of entries, undos and redos loads the same state as a replay, before and after reopening', () => {
    // Each entry corrects a different player and number, so a stale snapshot would show.
    const correction = fc.record({
      kind: fc.constant('enter' as const),
      player: fc.constantFrom('Ann', 'Bob', 'Cid', 'Dee'),
      life: fc.integer({ min: 1, max: 4 }),
      hand: fc.integer({ min: 0, max: 9 }),
    });
    const op = fc.oneof(
      { weight: 3, arbitrary: correction },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('redo' as const) }) },
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40, size: 'max' }), (ops) => {
        const dir = tempDir();
        const store = openStore(dir, { snapshotEvery: 3 });
        const id = store.createGame('walk', setup).id;
        for (const o of ops) {
          if (o.kind === 'enter')
            enter(store, id, { type: 'set', player: o.player, life: o.life, hand: o.hand });
          else if (o.kind === 'undo') store.undo(id);
          else store.redo(id);
          expect(store.loadState(id)).toEqual(replayFromDisk(store.file, id));
        }
        const live = store.loadState(id);
        store.close();
        const reopened = openStore(dir, { snapshotEvery: 3 });
        expect(reopened.loadState(id)).toEqual(live);
        reopened.close();
      }),
      { numRuns: 40 },
    );
  }, 60_000); // 40 walks of up to 40 steps, each replayed from disk: seconds, more on a busy machine

  it('an imported game is written whole, with its snapshots', () => {
    const store = openStore(tempDir(), { snapshotEvery: 10 });
    let state = createGame(setup);
    const entries: NewEntry[] = [];
    for (const entry of mixedCorrections(25)) {
      const result = step(state, entry);
      entries.push({ entry, events: result.events, flags: result.flags, text: describeEntry(state, entry) });
      state = result.state;
    }
    const game = store.importGame('imported', setup, entries);
    expect(game.entries).toBe(25);
    expect(store.loadState(game.id)).toEqual(state);
    expect(snapshotSeqs(store, game.id)).toEqual([10, 20]);
    store.close();
  });
});
