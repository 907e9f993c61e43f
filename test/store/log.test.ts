// The entry log: what the table entered is kept, in order, through closing, undo, redo and corrections.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/engine/types.ts';
import { type Store } from '../../src/store/index.ts';
import { openStore } from '../../src/host/open-store.ts';
import { enter, lifeCorrections, setup, tempDir } from './helpers.ts';

function newGame(store: Store): number {
  return store.createGame('Ann, Bob, Cid, Dee', setup).id;
}

const statuses = (store: Store, id: number) => store.log(id).map((l) => l.status);

describe('the entry log', () => {
  it('an accepted entry survives closing and reopening Marshal', () => {
    const dir = tempDir();
    const first = openStore(dir);
    const id = newGame(first);
    enter(first, id, { type: 'draw' });
    const after = enter(first, id, { type: 'set', player: 'Bob', life: 2 });
    first.close();

    const second = openStore(dir);
    expect(second.loadState(id)).toEqual(after);
    expect(second.log(id).map((l) => l.entry)).toEqual([
      { type: 'draw' },
      { type: 'set', player: 'Bob', life: 2 },
    ]);
    expect(second.log(id)[1]?.text).toMatch(/Bob/);
    expect(second.getGame(id)?.entries).toBe(2);
    second.close();
  });

  it('an entry is on disk the moment it is appended, visible to another connection', () => {
    const dir = tempDir();
    const writer = openStore(dir);
    const id = newGame(writer);
    const after = enter(writer, id, { type: 'set', player: 'Cid', life: 1 });
    // The writer stays open (as if the app were about to crash): a second connection already sees it.
    const reader = openStore(dir);
    expect(reader.loadState(id)).toEqual(after);
    reader.close();
    writer.close();
  });

  it('undo three times then redo three times gives the identical state', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    for (const entry of lifeCorrections(5)) enter(store, id, entry);
    const before = store.loadState(id);
    for (let i = 0; i < 3; i++) expect(store.undo(id)).not.toBeNull();
    expect(statuses(store, id)).toEqual(['active', 'active', 'undone', 'undone', 'undone']);
    expect(store.loadState(id)?.players[1]?.life).toBe(2);
    for (let i = 0; i < 3; i++) expect(store.redo(id)).not.toBeNull();
    expect(store.loadState(id)).toEqual(before);
    expect(statuses(store, id)).toEqual(['active', 'active', 'active', 'active', 'active']);
    store.close();
  });

  it('redo puts back the earliest undone entry first', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    for (const entry of lifeCorrections(3)) enter(store, id, entry);
    store.undo(id);
    store.undo(id);
    expect(store.redo(id)?.seq).toBe(2);
    expect(store.loadState(id)?.players[1]?.life).toBe(2);
    store.close();
  });

  it('a new entry after undo drops the redo branch, but the dropped entries stay in the log', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    for (const entry of lifeCorrections(4)) enter(store, id, entry);
    store.undo(id);
    store.undo(id);
    enter(store, id, { type: 'set', player: 'Dee', life: 1 });
    expect(statuses(store, id)).toEqual(['active', 'active', 'dropped', 'dropped', 'active']);
    expect(store.log(id).map((l) => l.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(store.redo(id)).toBeNull();
    const state = store.loadState(id);
    expect(state?.players[1]?.life).toBe(2);
    expect(state?.players[3]?.life).toBe(1);
    store.close();
  });

  it('undo past the start is refused and changes nothing', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    enter(store, id, { type: 'set', player: 'Bob', life: 3 });
    expect(store.undo(id)).not.toBeNull();
    const log = store.log(id);
    const state = store.loadState(id);
    expect(store.undo(id)).toBeNull();
    expect(store.log(id)).toEqual(log);
    expect(store.loadState(id)).toEqual(state);
    store.close();
  });

  it('redo with nothing undone is refused', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    expect(store.redo(id)).toBeNull();
    enter(store, id, { type: 'draw' });
    expect(store.redo(id)).toBeNull();
    store.close();
  });

  it('accepted flags are kept with their entry', () => {
    const store = openStore(tempDir());
    const id = newGame(store);
    const flag = {
      code: 'no-draw',
      message: 'Ann ends the turn without drawing',
      rule: 'turn-phases',
      params: {},
    };
    const state = store.loadState(id) as State;
    store.append(
      id,
      { entry: { type: 'end-turn', force: true }, events: [], flags: [flag], text: 'x' },
      state,
    );
    expect(store.log(id)[0]?.flags).toEqual([flag]);
    store.close();
  });

  it('games are listed newest first, renamed and deleted with their log', () => {
    let clock = Date.parse('2025-01-01T20:00:00Z');
    const store = openStore(tempDir(), { now: () => new Date((clock += 1000)) });
    const a = newGame(store);
    const b = store.createGame('Friday', setup).id;
    expect(store.listGames().map((g) => g.id)).toEqual([b, a]);
    enter(store, a, { type: 'draw' });
    expect(store.listGames().map((g) => g.id)).toEqual([a, b]);
    expect(store.renameGame(a, 'Saloon')?.name).toBe('Saloon');
    expect(store.deleteGame(a)).toBe(true);
    expect(store.getGame(a)).toBeNull();
    expect(store.log(a)).toEqual([]);
    expect(store.deleteGame(a)).toBe(false);
    expect(store.renameGame(a, 'x')).toBeNull();
    store.close();
  });
});
