// The summary rows kept per game (migration 5): written when a game ends or is imported, and for any game whose
// revision moved since (an entry, an undo, a rename) when the statistics are asked for. Reading them is then a
// few SQL aggregates, however many games the table has played.
import type Database from 'better-sqlite3';
import type { GameRecord, Store } from '../store/index.ts';
import { replayMoments } from './moments.ts';
import { summarize } from './summarize.ts';
import { foldName } from './names.ts';

/** Bumped whenever what a summary holds or how it is worked out changes: older rows are made again. */
export const SUMMARY_VERSION = 2;

export class Summaries {
  private readonly sql;

  constructor(
    private readonly store: Store,
    db: Database.Database = store.database,
  ) {
    this.sql = {
      stale: db.prepare<[number], { id: number }>(
        `SELECT g.id FROM games g LEFT JOIN game_summaries s ON s.game_id = g.id
         WHERE s.game_id IS NULL OR s.revision != g.revision OR s.version != ?`,
      ),
      drop: [
        db.prepare<[number]>('DELETE FROM game_summaries WHERE game_id = ?'),
        db.prepare<[number]>('DELETE FROM summary_players WHERE game_id = ?'),
        db.prepare<[number]>('DELETE FROM summary_deaths WHERE game_id = ?'),
        db.prepare<[number]>('DELETE FROM summary_cards WHERE game_id = ?'),
      ],
      game: db.prepare<
        [number, number, number, string, number | null, number, string, number, string | null, number]
      >(
        `INSERT INTO game_summaries (game_id, version, revision, started_at, minutes, players, expansions, over,
           side, turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      player: db.prepare<
        [number, number, string, string, string, string | null, number | null, number, number, number | null]
      >(
        `INSERT INTO summary_players (game_id, seat, name, folded, character, role, won, first_blood, died,
           nuggets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      death: db.prepare<[number, number, string, string, string | null, number]>(
        'INSERT INTO summary_deaths (game_id, n, player, cause, killer, turn) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      card: db.prepare<[number, string, number]>(
        'INSERT INTO summary_cards (game_id, card, n) VALUES (?, ?, ?)',
      ),
    };
    this.transaction = db.transaction((ids: readonly number[]) => {
      for (const id of ids) this.write(id);
    });
  }

  private readonly transaction: (ids: readonly number[]) => void;

  /** Brings every game's summary up to date; returns how many were made again. */
  refresh(): number {
    const ids = this.sql.stale.all(SUMMARY_VERSION).map((r) => r.id);
    if (ids.length > 0) this.transaction(ids);
    return ids.length;
  }

  /** Makes one game's summary again (at its end, after an import). */
  refreshGame(id: number): void {
    this.transaction([id]);
  }

  private write(id: number): void {
    for (const drop of this.sql.drop) drop.run(id);
    const game = this.store.getGame(id);
    // A damaged game counts once it is rebuilt or restored.
    if (!game?.setup) return;
    const setup = game.setup;
    const log = this.store.activeLog(id);
    const { moments, state } = replayMoments(setup, log);
    const facts = summarize(setup, moments, state);
    const span = timesOf(game, log);
    this.sql.game.run(
      id,
      SUMMARY_VERSION,
      game.revision,
      span.started,
      span.minutes,
      setup.players.length,
      // Padded with spaces so that one expansion is found with instr(' dodge-city ').
      ` ${facts.expansions.join(' ')} `,
      facts.over ? 1 : 0,
      facts.side,
      facts.turns,
    );
    for (const p of facts.players) {
      const won = p.won === null ? null : p.won ? 1 : 0;
      this.sql.player.run(
        id,
        p.seat,
        p.name,
        foldName(p.name),
        p.character,
        p.role,
        won,
        +p.firstBlood,
        +p.died,
        p.nuggets,
      );
    }
    facts.deaths.forEach((d, n) => this.sql.death.run(id, n, d.player, d.cause, d.killer, d.turn));
    for (const [card, n] of facts.cards) this.sql.card.run(id, card, n);
  }
}

/** When a game started and how many minutes it took, from the time its script gives (imports) or from its
 *  first and last entries; unknown (null) for an import that did not say how long it took. */
function timesOf(
  game: GameRecord,
  log: readonly { at: string }[],
): { started: string; minutes: number | null } {
  const first = log[0]?.at;
  const last = log.at(-1)?.at;
  if (game.played) {
    const { from, to } = game.played;
    return { started: from, minutes: to ? minutesBetween(from, to) : null };
  }
  if (!first || !last) return { started: game.createdAt, minutes: null };
  return { started: first, minutes: minutesBetween(first, last) };
}

function minutesBetween(from: string, to: string): number {
  return Math.max(0, (Date.parse(to) - Date.parse(from)) / 60_000);
}
