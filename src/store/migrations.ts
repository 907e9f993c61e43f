// Numbered migrations. migrations[i] brings the database from user_version i to i + 1.
// They only ever add (tables, columns, indexes): a released migration is never edited or removed,
// so any older Marshal's database can be brought forward.
import type Database from 'better-sqlite3';

export const migrations: readonly string[] = [
  // 1: games, the entry log, and snapshots (derived data for fast loading, valid only for the engine
  //    RULES_VERSION that wrote them).
  `
  CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    setup TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    over INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE entries (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,
    events TEXT NOT NULL,
    flags TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'undone', 'dropped')),
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
  ) WITHOUT ROWID;
  CREATE INDEX entries_by_status ON entries (game_id, status, seq);
  CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    rules INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
  ) WITHOUT ROWID;
  `,
  // 2: the rulings library (src/rulings/): derived from the shipped texts and rewritten whenever a locale's
  //    version changes. Names are searched with instr on folded text (one- and two-character Chinese
  //    queries); the texts through FTS5's trigram index.
  `
  CREATE TABLE ruling_versions (locale TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE ruling_entries (
    id TEXT NOT NULL,
    locale TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (id, locale)
  ) WITHOUT ROWID;
  CREATE TABLE ruling_names (
    id TEXT NOT NULL,
    locale TEXT NOT NULL,
    alias INTEGER NOT NULL,
    name TEXT NOT NULL,
    folded TEXT NOT NULL,
    PRIMARY KEY (id, locale, alias, name)
  ) WITHOUT ROWID;
  CREATE VIRTUAL TABLE ruling_text USING fts5(id UNINDEXED, locale UNINDEXED, folded, tokenize = 'trigram');
  `,
  // 3: a game's revision grows with every change (from the clock, so it also grows past a restored backup):
  //    a window that gets the same snapshot as an answer and as a push renders it once.
  `
  ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
  `,
  // 4: a log line's parts (the engine's LogPart list as JSON), so the window can say it in the table's
  //    language. Lines stored before get them when the host opens the file (active ones; the index finds
  //    them without reading the whole log); the others are said from their entry.
  `
  ALTER TABLE entries ADD COLUMN parts TEXT;
  CREATE INDEX entries_without_parts ON entries (game_id, status) WHERE parts IS NULL;
  `,
  // 5: statistics across games (src/stats/). A summary per game, derived from its active entries and rewritten
  //    whenever its revision or the summariser's version changes; the players, deaths and cards of each game
  //    beside it, so the Stats page is a few SQL aggregates. player_aliases is the table's own word: a spelling
  //    (`folded`, as written: `spelling`) that is the same person as `name`. played_from/played_to: when an imported game was played, as
  //    its script says (a game entered here is dated by its entries).
  `
  ALTER TABLE games ADD COLUMN played_from TEXT;
  ALTER TABLE games ADD COLUMN played_to TEXT;
  CREATE TABLE game_summaries (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    minutes REAL,
    players INTEGER NOT NULL,
    expansions TEXT NOT NULL,
    over INTEGER NOT NULL,
    side TEXT,
    turns INTEGER NOT NULL
  );
  CREATE INDEX game_summaries_by_start ON game_summaries (started_at);
  CREATE TABLE summary_players (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    folded TEXT NOT NULL,
    character TEXT NOT NULL,
    role TEXT,
    won INTEGER,
    first_blood INTEGER NOT NULL,
    died INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
  ) WITHOUT ROWID;
  CREATE INDEX summary_players_by_name ON summary_players (folded);
  CREATE TABLE summary_deaths (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    player TEXT NOT NULL,
    cause TEXT NOT NULL,
    killer TEXT,
    turn INTEGER NOT NULL,
    PRIMARY KEY (game_id, n)
  ) WITHOUT ROWID;
  CREATE TABLE summary_cards (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    card TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (game_id, card)
  ) WITHOUT ROWID;
  CREATE TABLE player_aliases (folded TEXT PRIMARY KEY, spelling TEXT NOT NULL, name TEXT NOT NULL) WITHOUT ROWID;
  `,
  // 6: what lets the screens a Marshal served carry on after a restart (src/store/keep.ts): the SHA-256 of each
  //    recent launch token and of each paired phone's token (never a token itself), a phone's game and seat,
  //    and a few settings (the port, the phones' listener, the game shown). Not game data: a restored backup
  //    leaves them as they are.
  `
  CREATE TABLE kept_screens (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('window', 'phone')),
    id TEXT NOT NULL,
    game_id INTEGER,
    seat TEXT,
    since TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE kept_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  `,
  // 7: a group's house rules, remembered by name ("Friday group") and offered first at the next New Game
  //    (the latest saved first). `rules`: the setup's houseRules as JSON.
  `
  CREATE TABLE house_rule_presets (
    name TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    saved_at TEXT NOT NULL
  ) WITHOUT ROWID;
  `,
  // 8: Gold Rush: the nuggets each player earned in a game (NULL in a game without Gold Rush). The summaries
  //    are made again (their version moved), so older games of Gold Rush get theirs.
  `
  ALTER TABLE summary_players ADD COLUMN nuggets INTEGER;
  `,
];

export const SCHEMA_VERSION = migrations.length;

export class FutureVersionError extends Error {
  constructor(readonly found: number) {
    super(`the database was written by a newer Marshal (schema ${found}; this one knows ${SCHEMA_VERSION})`);
  }
}

/** Brings the database up to SCHEMA_VERSION, each step in its own transaction. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) throw new FutureVersionError(current);
  for (let version = current; version < SCHEMA_VERSION; version++) {
    const sql = migrations[version] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
