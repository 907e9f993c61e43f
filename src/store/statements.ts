// Every SQL statement the store runs, prepared once per connection.
import type Database from 'better-sqlite3';

export interface GameRow {
  id: number;
  name: string;
  setup: string;
  created_at: string;
  updated_at: string;
  over: number;
  entries: number;
  revision: number;
  played_from: string | null;
  played_to: string | null;
}

export interface LogRow {
  seq: number;
  entry: string;
  flags: string;
  status: string;
  text: string;
  parts: string | null;
  at: string;
}

const GAME_COLUMNS = `id, name, setup, created_at, updated_at, over, revision, played_from, played_to,
  (SELECT count(*) FROM entries e WHERE e.game_id = games.id AND e.status = 'active') AS entries`;
const LOG_COLUMNS = 'seq, entry, flags, status, text, parts, at';

export function statements(db: Database.Database) {
  return {
    listGames: db.prepare<[], GameRow>(`SELECT ${GAME_COLUMNS} FROM games ORDER BY updated_at DESC, id DESC`),
    getGame: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = ?`),
    insertGame: db.prepare<[string, string, string, string]>(
      'INSERT INTO games (name, setup, created_at, updated_at) VALUES (?, ?, ?, ?)',
    ),
    setPlayed: db.prepare<[string, string | null, number]>(
      'UPDATE games SET played_from = ?, played_to = ? WHERE id = ?',
    ),
    renameGame: db.prepare<[string, string, number, number]>(
      'UPDATE games SET name = ?, updated_at = ?, revision = max(revision + 1, ?) WHERE id = ?',
    ),
    touchGame: db.prepare<[string, number, number, number], { revision: number }>(
      'UPDATE games SET updated_at = ?, over = ?, revision = max(revision + 1, ?) WHERE id = ? RETURNING revision',
    ),
    deleteGame: db.prepare<[number]>('DELETE FROM games WHERE id = ?'),

    insertEntry: db.prepare<[number, number, string, string, string, string, string | null, string]>(
      `INSERT INTO entries (game_id, seq, entry, events, flags, text, parts, status, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?)`,
    ),
    lastSeq: db.prepare<[number], { seq: number }>(
      'SELECT coalesce(max(seq), 0) AS seq FROM entries WHERE game_id = ?',
    ),
    activeCount: db.prepare<[number], { n: number }>(
      "SELECT count(*) AS n FROM entries WHERE game_id = ? AND status = 'active'",
    ),
    lastActive: db.prepare<[number], { seq: number }>(
      "SELECT seq FROM entries WHERE game_id = ? AND status = 'active' ORDER BY seq DESC LIMIT 1",
    ),
    firstUndone: db.prepare<[number], { seq: number }>(
      "SELECT seq FROM entries WHERE game_id = ? AND status = 'undone' ORDER BY seq ASC LIMIT 1",
    ),
    setStatus: db.prepare<[string, number, number]>(
      'UPDATE entries SET status = ? WHERE game_id = ? AND seq = ?',
    ),
    dropUndone: db.prepare<[number]>(
      "UPDATE entries SET status = 'dropped' WHERE game_id = ? AND status = 'undone'",
    ),
    log: db.prepare<[number], LogRow>(`SELECT ${LOG_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq`),
    // The newest lines before a seq, newest first (the caller turns them round).
    logBefore: db.prepare<[number, number, number], LogRow>(
      `SELECT ${LOG_COLUMNS} FROM entries WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
    ),
    logCount: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM entries WHERE game_id = ?'),
    logLine: db.prepare<[number, number], LogRow>(
      `SELECT ${LOG_COLUMNS} FROM entries WHERE game_id = ? AND seq = ?`,
    ),
    activeLog: db.prepare<[number], { seq: number; entry: string; events: string; at: string }>(
      "SELECT seq, entry, events, at FROM entries WHERE game_id = ? AND status = 'active' ORDER BY seq",
    ),
    activeEventsAfter: db.prepare<[number, number], { events: string }>(
      "SELECT events FROM entries WHERE game_id = ? AND status = 'active' AND seq > ? ORDER BY seq",
    ),

    // Only a snapshot at or before the last active entry describes the game as it stands.
    // A snapshot from another rules version is ignored: the stored events are replayed instead.
    latestSnapshot: db.prepare<[number, number, number], { seq: number; state: string }>(
      `SELECT seq, state FROM snapshots WHERE game_id = ? AND rules = ? AND seq <= (
         SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = ? AND status = 'active'
       ) ORDER BY seq DESC LIMIT 1`,
    ),
    insertSnapshot: db.prepare<[number, number, string, number]>(
      'INSERT OR REPLACE INTO snapshots (game_id, seq, state, rules) VALUES (?, ?, ?, ?)',
    ),
    deleteSnapshotsFrom: db.prepare<[number, number]>('DELETE FROM snapshots WHERE game_id = ? AND seq >= ?'),
  };
}

export type Statements = ReturnType<typeof statements>;
