// Rebuilding a damaged game from what it was entered as. Entries are what the table said; events, flags,
// log parts and snapshots are derived from them. So a game whose setup and entries read back can be decided
// again (by the host, which has the engine's deciding half) and its derived data written afresh.
import type Database from 'better-sqlite3';
import type { Entry, Setup, State } from '../engine/index.ts';
import { read, readSetup, type Damage } from './check.ts';
import type { EntryStatus, NewEntry, StoreEngine } from './types.ts';

/** One line as stored; `events`, `flags` and `parts` as their stored text (possibly damaged). */
export interface StoredLine {
  seq: number;
  status: EntryStatus;
  entry: Entry;
  events: string;
  flags: string;
  parts: string | null;
}

export type Readback = { ok: true; setup: Setup; lines: StoredLine[] } | { ok: false; damage: Damage };

/** The setup and every line's entry, or the first of them that does not read back (nothing rebuilds it). */
export function readBack(db: Database.Database, gameId: number): Readback | null {
  const game = db.prepare<[number], { setup: string }>('SELECT setup FROM games WHERE id = ?').get(gameId);
  if (!game) return null;
  const setup = readSetup(game.setup);
  if (!setup) return { ok: false, damage: { part: 'setup', seq: null } };
  const rows = db
    .prepare<[number], Omit<StoredLine, 'entry'> & { entry: string }>(
      'SELECT seq, status, entry, events, flags, parts FROM entries WHERE game_id = ? ORDER BY seq',
    )
    .all(gameId);
  const lines: StoredLine[] = [];
  for (const row of rows) {
    const entry = read(row.entry) as Entry | undefined;
    if (typeof entry !== 'object' || entry === null || typeof entry.type !== 'string') {
      return { ok: false, damage: { part: 'entry', seq: row.seq } };
    }
    lines.push({ ...row, entry });
  }
  return { ok: true, setup, lines };
}

/** A derived column kept when it reads back, else its empty value. */
function keptOr<T extends string | null>(text: T, empty: T): T {
  return text !== null && read(text) !== undefined ? text : empty;
}

/** What writing a rebuilt game needs from the store. */
export interface RebuildWriter {
  engine: StoreEngine;
  snapshotEvery: number;
  snapshot(seq: number, state: State): void;
}

/**
 * Rewrites each line of a game (inside the caller's transaction) and returns the state it leads to: the active
 * lines from `decided`, in order; the others keep their entries and what of their events, flags and parts reads
 * back, and are marked dropped (an undone line's stored events are not trusted to be redone).
 */
export function writeRebuilt(
  db: Database.Database,
  writer: RebuildWriter,
  gameId: number,
  setup: Setup,
  lines: readonly StoredLine[],
  decided: readonly NewEntry[],
): State {
  const update = db.prepare<[string, string, string, string | null, string, number, number]>(
    'UPDATE entries SET events = ?, flags = ?, text = ?, parts = ?, status = ? WHERE game_id = ? AND seq = ?',
  );
  const updateKept = db.prepare<[string, string, string | null, string, number, number]>(
    'UPDATE entries SET events = ?, flags = ?, parts = ?, status = ? WHERE game_id = ? AND seq = ?',
  );
  let state = writer.engine.createGame(setup);
  let active = 0;
  for (const line of lines) {
    if (line.status !== 'active') {
      const kept = [keptOr(line.events, '[]'), keptOr(line.flags, '[]'), keptOr(line.parts, null)] as const;
      updateKept.run(...kept, 'dropped', gameId, line.seq);
      continue;
    }
    const e = decided[active++];
    if (!e) throw new Error(`no decided entry for line ${line.seq}`);
    state = writer.engine.apply(state, e.events);
    const parts = e.parts ? JSON.stringify(e.parts) : null;
    update.run(JSON.stringify(e.events), JSON.stringify(e.flags), e.text, parts, 'active', gameId, line.seq);
    if (active % writer.snapshotEvery === 0) writer.snapshot(line.seq, state);
  }
  return state;
}
