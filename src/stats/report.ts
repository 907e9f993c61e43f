// The figures across games, as SQL aggregates over the summary rows of the games the filter picks.
import type Database from 'better-sqlite3';
import type { ExpansionId, Role } from '../engine/index.ts';
import { catalogue, houseRuleSpec } from '../engine/index.ts';
import { foldName, personOf } from './names.ts';
import type { PlayerStats, Side, StatsFilter, StatsReport } from './types.ts';

/** How many cards the report lists. */
const TOP_CARDS = 15;
const ROLES: readonly Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];

type Param = string | number;

/** `WITH picked AS (…)`: the games the filter lets through, and its parameters. */
function picked(filter: StatsFilter): { sql: string; params: Param[] } {
  const where: string[] = [];
  const params: Param[] = [];
  if (filter.from !== undefined) {
    where.push('started_at >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    where.push('started_at < ?');
    params.push(filter.to);
  }
  if (filter.players !== undefined) {
    where.push('players = ?');
    params.push(filter.players);
  }
  if (filter.expansions === 'base-only') where.push("expansions = ' base '");
  else {
    for (const id of filter.expansions ?? []) {
      where.push('instr(expansions, ?) > 0');
      params.push(` ${id} `);
    }
  }
  if (filter.houseRule !== undefined) {
    // Only games of its expansion have the house rule; the value in force is the setup's, else the default.
    // SQLite's JSON reads true/false as 1/0.
    const { id, value } = filter.houseRule;
    const spec = houseRuleSpec(id);
    const sql = (v: boolean | string): Param => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
    where.push(
      `instr(expansions, ?) > 0 AND game_id IN (SELECT id FROM games
        WHERE coalesce(json_extract(setup, '$.houseRules."' || ? || '"'), ?) = ?)`,
    );
    params.push(` ${spec?.expansion ?? ''} `, id, sql(spec?.default ?? ''), sql(value));
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return { sql: `WITH picked AS (SELECT * FROM game_summaries ${clause})`, params };
}

interface PlayerRow {
  folded: string;
  name: string;
  games: number;
  decided: number;
  wins: number;
  first_blood: number;
  nuggets: number | null;
  deaths: number;
  last: string;
}

export function report(db: Database.Database, filter: StatsFilter = {}): StatsReport {
  const { sql: withPicked, params } = picked(filter);
  const all = <R>(query: string): R[] => db.prepare<Param[], R>(`${withPicked} ${query}`).all(...params);
  const one = <R>(query: string): R | undefined =>
    db.prepare<Param[], R>(`${withPicked} ${query}`).get(...params);

  const totals = one<{ games: number; finished: number; turns: number | null; minutes: number | null }>(
    `SELECT count(*) AS games, coalesce(sum(over), 0) AS finished,
       avg(CASE WHEN over THEN turns END) AS turns, avg(CASE WHEN over THEN minutes END) AS minutes FROM picked`,
  ) ?? { games: 0, finished: 0, turns: null, minutes: null };

  const byCount = all<{ players: number; games: number; finished: number } & Record<Side, number>>(
    `SELECT players, count(*) AS games, sum(over) AS finished, count(side = 'law' OR NULL) AS law,
       count(side = 'outlaws' OR NULL) AS outlaws, count(side = 'renegade' OR NULL) AS renegade
     FROM picked GROUP BY players ORDER BY players`,
  );
  const wins: Record<Side, number> = { law: 0, outlaws: 0, renegade: 0 };
  for (const row of byCount) {
    wins.law += row.law;
    wins.outlaws += row.outlaws;
    wins.renegade += row.renegade;
  }

  const tally = 'count(*) AS games, count(won) AS decided, count(won = 1 OR NULL) AS wins';
  const byCharacter = all<{ id: string; games: number; decided: number; wins: number }>(
    `SELECT character AS id, ${tally} FROM summary_players JOIN picked USING (game_id)
     GROUP BY character ORDER BY games DESC, id`,
  );
  const roleRows = all<{ role: Role; games: number; decided: number; wins: number }>(
    `SELECT role, ${tally} FROM summary_players JOIN picked USING (game_id)
     WHERE role IS NOT NULL GROUP BY role`,
  );
  const byRole = ROLES.map(
    (role) => roleRows.find((r) => r.role === role) ?? { role, games: 0, decided: 0, wins: 0 },
  ).filter((r) => r.games > 0);

  const playerRows = all<PlayerRow>(
    `SELECT folded, name, ${tally}, sum(first_blood) AS first_blood, sum(died) AS deaths,
       sum(nuggets) AS nuggets,
       max(started_at) AS last
     FROM summary_players JOIN picked USING (game_id) GROUP BY folded, name`,
  );
  const merged = db
    .prepare<[], { folded: string; spelling: string; name: string }>(
      'SELECT folded, spelling, name FROM player_aliases ORDER BY folded',
    )
    .all();
  const aliases = new Map(merged.map((r) => [r.folded, r.name] as const));

  const deaths = all<{ cause: string; count: number }>(
    `SELECT cause, count(*) AS count FROM summary_deaths JOIN picked USING (game_id)
     GROUP BY cause ORDER BY count DESC, cause`,
  );
  // Equipment bought is kept beside the cards played (its ids are never played): told apart here.
  const equipment = catalogue.cards
    .filter((c) => c.equipment)
    .map((c) => `'${c.id}'`)
    .join(', ');
  const counted = (which: 'IN' | 'NOT IN') =>
    all<{ id: string; count: number }>(
      `SELECT card AS id, sum(n) AS count FROM summary_cards JOIN picked USING (game_id)
       WHERE card ${which} (${equipment}) GROUP BY card ORDER BY count DESC, id LIMIT ${TOP_CARDS}`,
    );
  const cards = counted('NOT IN');
  const expansions = db
    .prepare<[], { expansions: string }>('SELECT DISTINCT expansions FROM game_summaries')
    .all()
    .flatMap((r) => r.expansions.trim().split(' ') as ExpansionId[]);

  return {
    games: totals.games,
    finished: totals.finished,
    unfinished: totals.games - totals.finished,
    wins,
    byPlayerCount: byCount,
    byCharacter,
    byRole,
    players: people(playerRows, aliases),
    length: { turns: oneDecimal(totals.turns), minutes: oneDecimal(totals.minutes) },
    deaths,
    cards,
    equipment: counted('IN'),
    merged: merged.map((r) => ({ from: r.spelling, into: r.name })),
    expansions: [...new Set(expansions)].sort(),
  };
}

/** The spelling a person goes by: the one written most often, the latest on a tie. */
function isBetter(row: PlayerRow, than: PlayerRow): boolean {
  return row.games > than.games || (row.games === than.games && row.last > than.last);
}

/** The rows of each spelling folded into one per person: merged spellings count as the name they were merged
 *  into; otherwise a person goes by the spelling the table wrote most. */
function people(rows: readonly PlayerRow[], aliases: ReadonlyMap<string, string>): PlayerStats[] {
  const byPerson = new Map<string, { stats: PlayerStats; best: PlayerRow }>();
  const named = new Map([...aliases.values()].map((name) => [foldName(name), name]));
  for (const row of rows) {
    const key = personOf(row.folded, aliases);
    const seen = byPerson.get(key);
    const stats = seen?.stats ?? {
      name: named.get(key) ?? row.name,
      spellings: [],
      games: 0,
      decided: 0,
      wins: 0,
      firstBlood: 0,
      deaths: 0,
      nuggets: null,
    };
    stats.games += row.games;
    stats.decided += row.decided;
    stats.wins += row.wins;
    stats.firstBlood += row.first_blood;
    stats.deaths += row.deaths;
    if (row.nuggets !== null) stats.nuggets = (stats.nuggets ?? 0) + row.nuggets;
    stats.spellings.push(row.name);
    const best = seen && !isBetter(row, seen.best) ? seen.best : row;
    if (!named.has(key)) stats.name = best.name;
    byPerson.set(key, { stats, best });
  }
  return [...byPerson.values()]
    .map(({ stats }) => ({ ...stats, spellings: [...new Set(stats.spellings)].sort() }))
    .sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
}

const oneDecimal = (n: number | null): number | null => (n === null ? null : Math.round(n * 10) / 10);
