// Shared by the store and host tests: a four-player table, a fresh data folder, and "the table enters X".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { apply, createGame, describeEntry, step } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/types.ts';
import type { Store } from '../../src/store/index.ts';

export const setup: Setup = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'paul-regret' },
    { name: 'Dee', character: 'suzy-lafayette' },
  ],
  expansions: ['base'],
  events: null,
  seed: 7,
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty data folder, removed after the test. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marshal-test-'));
  dirs.push(dir);
  return dir;
}

/** The table enters an entry the engine accepts; it is written to the store like the host does. */
export function enter(store: Store, gameId: number, entry: Entry): State {
  const before = store.loadState(gameId) as State;
  const result = step(before, entry);
  if (!result.accepted) throw new Error(`not accepted: ${JSON.stringify(result.error ?? result.flags)}`);
  const text = describeEntry(before, entry);
  store.append(gameId, { entry, events: result.events, flags: result.flags, text }, result.state);
  return result.state;
}

/** Bob's life going 1, 2, 3, 1, 2, 3…: a long game made of corrections. */
export function lifeCorrections(count: number): Entry[] {
  return Array.from({ length: count }, (_, i) => ({ type: 'set', player: 'Bob', life: (i % 3) + 1 }));
}

/** The state from folding every event of the active log from the start, read straight from the file. */
export function replayFromDisk(file: string, gameId: number): State {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare<[number], { events: string }>(
        "SELECT events FROM entries WHERE game_id = ? AND status = 'active' ORDER BY seq",
      )
      .all(gameId);
    return rows.reduce((state, row) => apply(state, JSON.parse(row.events)), createGame(setup));
  } finally {
    db.close();
  }
}
