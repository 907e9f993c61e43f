// Rebuilding a damaged game from what it was entered as. Entries are what the table said; events, flags,
// log parts and snapshots are derived from them. So a game whose setup and entries read back can be decided
// again (by the host, which has the engine's deciding half) and its derived data written afresh.
import type Database from 'better-sqlite3';
import type { Entry, Setup } from '../engine/index.ts';
import { read, readSetup, type Damage } from './check.ts';
import type { EntryStatus } from './types.ts';

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
export function keptOr<T extends string | null>(text: T, empty: T): T {
  return text !== null && read(text) !== undefined ? text : empty;
}
