// Lines stored before log parts were kept (schema 3) get them when the file is opened: each active line is
// described from the state before it, replayed from the stored events. Undone and dropped lines keep none
// (which entries stood before them cannot always be told) and a line the describer refuses is left as it is.
// Only the derived `parts` column is written.
import type Database from 'better-sqlite3';
import type { Entry, GameEvent, LogPart, State } from '../engine/index.ts';
import { readSetup } from './check.ts';
import type { StoreEngine } from './types.ts';

/** Returns how many lines were filled. */
export function fillLogParts(
  db: Database.Database,
  engine: StoreEngine,
  describe: (before: State, entry: Entry, events: GameEvent[]) => LogPart[],
): number {
  const games = db
    .prepare<[], { id: number }>(
      "SELECT DISTINCT game_id AS id FROM entries WHERE status = 'active' AND parts IS NULL",
    )
    .all();
  const active = db.prepare<[number], { seq: number; entry: string; events: string; parts: string | null }>(
    "SELECT seq, entry, events, parts FROM entries WHERE game_id = ? AND status = 'active' ORDER BY seq",
  );
  const update = db.prepare<[string, number, number]>(
    'UPDATE entries SET parts = ? WHERE game_id = ? AND seq = ?',
  );
  let filled = 0;
  for (const { id } of games) {
    const game = db.prepare<[number], { setup: string }>('SELECT setup FROM games WHERE id = ?').get(id);
    // A damaged game is left as it is: the host names it damaged, and rebuilding writes its parts.
    const setup = game && readSetup(game.setup);
    if (!setup) continue;
    const rows = active.all(id);
    const fill = db.transaction(() => {
      let n = 0;
      let state: State = engine.createGame(setup);
      for (const row of rows) {
        const events = JSON.parse(row.events) as GameEvent[];
        if (row.parts === null) {
          try {
            update.run(JSON.stringify(describe(state, JSON.parse(row.entry) as Entry, events)), id, row.seq);
            n++;
          } catch {
            // Left without parts: the window says it from its entry, as before.
          }
        }
        state = engine.apply(state, events);
      }
      return n;
    });
    try {
      filled += fill();
    } catch {
      // Events that do not read back: the game is damaged, and rebuilding it writes its parts.
    }
  }
  return filled;
}
