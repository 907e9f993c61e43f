// Finding a damaged game. SQLite's quick_check sees only the file's structure: a row whose JSON was cut or
// overwritten passes it. So a game is read back the way Marshal reads it — its setup, every line's entry,
// events, flags and parts, its snapshots — and its stored events are replayed from the setup: a snapshot must
// be the table that replay gives after its entry. The first thing that does not hold says where the damage is.
import { isDeepStrictEqual } from 'node:util';
import type Database from 'better-sqlite3';
import type { GameEvent, Setup, State } from '../engine/index.ts';
import type { StoreEngine } from './types.ts';

export type DamagePart = 'setup' | 'entry' | 'events' | 'flags' | 'parts' | 'snapshot';

export interface Damage {
  part: DamagePart;
  /** The log line (or the line a snapshot follows); null for the setup. */
  seq: number | null;
}

/** Games with a row that is not JSON at all, found in one pass inside SQLite: cheap enough for every start. */
export function unreadableGames(db: Database.Database): Map<number, Damage> {
  const rows = db
    .prepare<[], { game: number; seq: number | null; part: DamagePart }>(
      `SELECT id AS game, NULL AS seq, 'setup' AS part FROM games WHERE NOT json_valid(setup)
       UNION ALL
       SELECT game_id, seq, CASE
           WHEN NOT json_valid(entry) THEN 'entry'
           WHEN NOT json_valid(events) THEN 'events'
           WHEN NOT json_valid(flags) THEN 'flags'
           ELSE 'parts' END
         FROM entries
         WHERE NOT json_valid(entry) OR NOT json_valid(events) OR NOT json_valid(flags)
           OR (parts IS NOT NULL AND NOT json_valid(parts))
       UNION ALL
       SELECT game_id, seq, 'snapshot' FROM snapshots WHERE NOT json_valid(state)
       ORDER BY 1, 2`,
    )
    .all();
  const found = new Map<number, Damage>();
  for (const { game, seq, part } of rows) if (!found.has(game)) found.set(game, { part, seq });
  return found;
}

interface Row {
  seq: number;
  entry: string;
  events: string;
  flags: string;
  parts: string | null;
  status: string;
}

/** Reads one game back whole; null when it is sound (or there is no such game). */
export function checkGame(db: Database.Database, engine: StoreEngine, gameId: number): Damage | null {
  const game = db.prepare<[number], { setup: string }>('SELECT setup FROM games WHERE id = ?').get(gameId);
  if (!game) return null;
  const setup = readSetup(game.setup);
  let state: State | null = null;
  try {
    if (setup) state = engine.createGame(setup);
  } catch {
    // A setup the engine cannot start from is as damaged as one that does not parse.
  }
  if (!state) return { part: 'setup', seq: null };
  const snapshots = new Map(
    db
      .prepare<[number, number], { seq: number; state: string }>(
        'SELECT seq, state FROM snapshots WHERE game_id = ? AND rules = ?',
      )
      .all(gameId, engine.version)
      .map((s) => [s.seq, s.state]),
  );
  const rows = db
    .prepare<[number], Row>(
      'SELECT seq, entry, events, flags, parts, status FROM entries WHERE game_id = ? ORDER BY seq',
    )
    .iterate(gameId);
  for (const row of rows) {
    const damage = lineDamage(row);
    if (damage) return { part: damage, seq: row.seq };
    if (row.status === 'active') {
      try {
        state = engine.apply(state, JSON.parse(row.events) as GameEvent[]);
      } catch {
        return { part: 'events', seq: row.seq };
      }
    }
    const snapshot = snapshots.get(row.seq);
    snapshots.delete(row.seq);
    if (snapshot !== undefined && !sameTable(snapshot, state)) return { part: 'snapshot', seq: row.seq };
  }
  // A snapshot after every entry is never read; one that does not even parse is still damage.
  for (const [seq, snapshot] of snapshots) if (read(snapshot) === undefined) return { part: 'snapshot', seq };
  return null;
}

/** The setup when it reads back as one (players with names and characters), else null. */
export function readSetup(text: string): Setup | null {
  const setup = read(text) as { players?: unknown } | undefined;
  if (!isObject(setup) || !Array.isArray(setup.players)) return null;
  const players: unknown[] = setup.players;
  const sound = players.every(
    (p) => isObject(p) && typeof p.name === 'string' && typeof p.character === 'string',
  );
  return sound ? (setup as unknown as Setup) : null;
}

/** Which column of a log line does not read back, if any. */
function lineDamage(row: Row): DamagePart | null {
  const entry = read(row.entry);
  if (!isObject(entry) || typeof entry.type !== 'string') return 'entry';
  const events = read(row.events);
  if (!Array.isArray(events) || !events.every((e) => isObject(e) && typeof e.type === 'string')) {
    return 'events';
  }
  if (!Array.isArray(read(row.flags))) return 'flags';
  if (row.parts !== null && !Array.isArray(read(row.parts))) return 'parts';
  return null;
}

function sameTable(snapshot: string, state: State): boolean {
  const stored = read(snapshot);
  // Compared as JSON: the snapshot went through it, the replayed state may still hold `undefined` fields.
  return stored !== undefined && isDeepStrictEqual(stored, JSON.parse(JSON.stringify(state)));
}

/** The parsed JSON, or undefined when the text is not JSON. */
export function read(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
