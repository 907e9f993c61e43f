// Statistics across games and each game's story, read from the games the store keeps.
import type { Store } from '../store/index.ts';
import { replayMoments } from './moments.ts';
import { foldName, personOf } from './names.ts';
import { report } from './report.ts';
import { tellStory } from './story.ts';
import { SUMMARY_VERSION, Summaries } from './summaries.ts';
import type { GameStory, StatsFilter, StatsReport } from './types.ts';

export type * from './types.ts';
export { SIDES } from './types.ts';
export { SUMMARY_VERSION } from './summaries.ts';
export { foldName } from './names.ts';

export type MergeProblem = 'same-person' | 'unknown-name';

export class Stats {
  private readonly summaries: Summaries;

  constructor(private readonly store: Store) {
    this.summaries = new Summaries(store);
  }

  /** The figures over the games the filter picks; summaries of games changed since are made first. */
  report(filter: StatsFilter = {}): StatsReport {
    this.summaries.refresh();
    return report(this.store.database, filter);
  }

  /** Gold Rush: for each game whose summary is up to date (finished or imported), the player who earned the
   *  most nuggets. Read from the summaries only: the game list replays nothing. */
  goldLeaders(): Map<number, { name: string; nuggets: number }> {
    const rows = this.store.database
      .prepare<[number], { game_id: number; name: string; nuggets: number }>(
        `SELECT p.game_id, p.name, p.nuggets FROM summary_players p
         JOIN game_summaries s ON s.game_id = p.game_id JOIN games g ON g.id = p.game_id
         WHERE p.nuggets > 0 AND s.revision = g.revision AND s.version = ?
         ORDER BY p.game_id, p.nuggets DESC, p.seat`,
      )
      .all(SUMMARY_VERSION);
    const leaders = new Map<number, { name: string; nuggets: number }>();
    for (const r of rows)
      if (!leaders.has(r.game_id)) leaders.set(r.game_id, { name: r.name, nuggets: r.nuggets });
    return leaders;
  }

  /** Keeps a game's summary now (its end, an import), so the Stats page opens without replaying it. */
  gameChanged(gameId: number): void {
    this.summaries.refreshGame(gameId);
  }

  story(gameId: number): GameStory | null {
    const game = this.store.getGame(gameId);
    // A damaged game (its setup unreadable) has no story until it is rebuilt or restored.
    if (!game?.setup) return null;
    const { moments, state } = replayMoments(game.setup, this.store.activeLog(gameId));
    return tellStory({ ...game, setup: game.setup }, moments, state);
  }

  /** From now on `from` counts as the same person as `into` (two spellings of one name). */
  merge(from: string, into: string): MergeProblem | null {
    const db = this.store.database;
    const aliases = this.aliases();
    const source = foldName(from);
    const target = personOf(foldName(into), aliases);
    if (personOf(source, aliases) === target) return 'same-person';
    const known = db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM summary_players WHERE folded = ?',
    );
    this.summaries.refresh();
    if (!known.get(source)?.n || !known.get(foldName(into))?.n) return 'unknown-name';
    const name = finalName(into.trim(), aliases);
    db.prepare<[string, string, string]>(
      'INSERT OR REPLACE INTO player_aliases (folded, spelling, name) VALUES (?, ?, ?)',
    ).run(source, from.trim(), name);
    return null;
  }

  /** Undoes a merge: `spelling` counts as itself again. Returns whether it had been merged. */
  separate(spelling: string): boolean {
    return (
      this.store.database
        .prepare<[string]>('DELETE FROM player_aliases WHERE folded = ?')
        .run(foldName(spelling)).changes > 0
    );
  }

  private aliases(): Map<string, string> {
    const rows = this.store.database
      .prepare<[], { folded: string; name: string }>('SELECT folded, name FROM player_aliases')
      .all();
    return new Map(rows.map((r) => [r.folded, r.name]));
  }
}

/** The name a spelling ends up as when its merges are followed. */
function finalName(name: string, aliases: ReadonlyMap<string, string>): string {
  const seen = new Set<string>();
  let at = name;
  for (let next = aliases.get(foldName(at)); next !== undefined && !seen.has(foldName(at));) {
    seen.add(foldName(at));
    at = next;
    next = aliases.get(foldName(at));
  }
  return at;
}
