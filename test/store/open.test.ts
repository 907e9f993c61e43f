// Opening the saved-games file: migrations, and a broken file moved aside (never deleted, never a crash).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE, SCHEMA_VERSION, type Store } from '../../src/store/index.ts';
import { openStore } from '../../src/host/open-store.ts';
import { logParts, sayParts } from '../../src/engine/index.ts';
import { enter, lifeCorrections, setup, tempDir } from './helpers.ts';

const at = new Date('2025-03-01T21:15:30.123Z');
const now = () => at;

/** A real saved-games file with one game of 200 entries in it. */
function savedGames(dir: string): string {
  const store = openStore(dir);
  const id = store.createGame('old', setup).id;
  for (const entry of lifeCorrections(200)) enter(store, id, entry);
  store.close();
  return path.join(dir, DB_FILE);
}

/** Where the broken file went; fails the test when nothing was moved. */
function movedTo(store: Store): string {
  if (!store.recovered) throw new Error('expected the old file to be moved aside');
  return store.recovered.movedTo;
}

/** The new database works: a game can be started and played. */
function expectFreshAndWorking(dir: string): void {
  const store = openStore(dir);
  expect(store.recovered).toBeNull();
  expect(store.listGames()).toEqual([]);
  const id = store.createGame('new', setup).id;
  enter(store, id, { type: 'draw' });
  expect(store.log(id)).toHaveLength(1);
  store.close();
}

describe('opening the saved-games file', () => {
  it('a new data folder gets a database at the latest schema, in WAL mode', () => {
    const dir = path.join(tempDir(), 'not', 'yet', 'there');
    const store = openStore(dir);
    expect(store.recovered).toBeNull();
    store.close();
    const db = new Database(path.join(dir, DB_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('reopening keeps the games and does not run migrations again', () => {
    const dir = tempDir();
    savedGames(dir);
    const store = openStore(dir);
    expect(store.recovered).toBeNull();
    expect(store.listGames().map((g) => [g.name, g.entries])).toEqual([['old', 200]]);
    store.close();
  });

  it('a file from before log lines kept their parts is brought forward: its active lines get them, said as before', () => {
    const dir = tempDir();
    const file = savedGames(dir);
    const undoing = openStore(dir);
    const gameId = undoing.listGames()[0]?.id ?? -1;
    undoing.undo(gameId);
    undoing.close();
    // Take the file back to schema 3, as the Marshal before it left it (without what schemas 4 to 7 added).
    const old = new Database(file);
    old.exec(`DROP TABLE house_rule_presets; DROP TABLE kept_screens; DROP TABLE kept_settings; DROP TABLE game_summaries; DROP TABLE summary_players; DROP TABLE summary_deaths;
      DROP TABLE summary_cards; DROP TABLE player_aliases;
      ALTER TABLE games DROP COLUMN played_from; ALTER TABLE games DROP COLUMN played_to`);
    old.exec('DROP INDEX entries_without_parts; ALTER TABLE entries DROP COLUMN parts');
    old.pragma('user_version = 3');
    old.close();

    const store = openStore(dir);
    expect(store.recovered).toBeNull();
    const id = store.listGames()[0]?.id ?? -1;
    const lines = store.log(id);
    expect(lines).toHaveLength(200);
    expect(lines[0]).toMatchObject({ text: 'Correction: Bob life 1', parts: null });

    // The host gives the active lines their parts when it opens the file; the words are the same as before.
    expect(store.fillLogParts(logParts)).toBe(199);
    const filled = store.log(id);
    expect(filled[0]?.parts).toEqual([{ code: 'set', player: 'Bob', life: 1, tokens: [] }]);
    for (const line of filled.slice(0, 199)) expect(sayParts(line.parts ?? [])).toBe(line.text);
    // The undone line keeps none: what stood before it cannot always be told.
    expect(filled[199]).toMatchObject({ status: 'undone', parts: null });
    expect(store.fillLogParts(logParts)).toBe(0);
    store.redo(id);
    const before = store.loadState(id);
    expect(before?.players.find((p) => p.name === 'Bob')?.life).toBe(
      lines.length % 3 === 0 ? 3 : lines.length % 3,
    );
    store.append(
      id,
      {
        entry: { type: 'draw' },
        events: [],
        flags: [],
        text: 'Ann draws',
        parts: [{ code: 'draw', player: 'Ann' }],
      },
      before as NonNullable<typeof before>,
    );
    expect(store.log(id).at(-1)?.parts).toEqual([{ code: 'draw', player: 'Ann' }]);
    store.close();
  });

  it('a truncated file is moved aside, not deleted, and a fresh one works', () => {
    const dir = tempDir();
    const file = savedGames(dir);
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    const damaged = fs.readFileSync(file);

    const store = openStore(dir, { now });
    expect(store.recovered).toEqual({
      code: 'damaged',
      reason: 'The saved-games file was damaged.',
      movedTo: `${file}.broken-2025-03-01T21-15-30-123Z`,
    });
    expect(fs.readFileSync(movedTo(store))).toEqual(damaged);
    store.close();
    expectFreshAndWorking(dir);
  });

  it('a file of random bytes is moved aside as "not a database"', () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    const bytes = crypto.randomBytes(8192);
    fs.writeFileSync(file, bytes);

    const store = openStore(dir, { now });
    expect(store.recovered?.code).toBe('not-a-database');
    expect(store.recovered?.reason).toMatch(/not a Marshal database/);
    expect(fs.readFileSync(movedTo(store))).toEqual(bytes);
    store.close();
    expectFreshAndWorking(dir);
  });

  it('a file from a newer Marshal is moved aside untouched, with its -wal and -shm', () => {
    const dir = tempDir();
    const file = savedGames(dir);
    // A newer Marshal stopped with its last changes still in the -wal: copy its three files as they are.
    const newer = new Database(file);
    const reader = new Database(file);
    reader.prepare('SELECT count(*) FROM games').get();
    newer.pragma('wal_autocheckpoint = 0');
    newer.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    newer.close();
    const other = tempDir();
    const copy = path.join(other, DB_FILE);
    for (const suffix of ['', '-wal', '-shm']) fs.copyFileSync(file + suffix, copy + suffix);
    reader.close();
    const walBytes = fs.readFileSync(`${copy}-wal`);
    expect(walBytes.length).toBeGreaterThan(0);

    const store = openStore(other, { now });
    expect(store.recovered?.code).toBe('newer-version');
    expect(store.recovered?.reason).toMatch(/newer version of Marshal/);
    const moved = movedTo(store);
    expect(fs.readFileSync(`${moved}-wal`)).toEqual(walBytes);
    expect(fs.existsSync(`${moved}-shm`)).toBe(true);
    const old = new Database(moved, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 5);
    old.close();
    store.close();
    expectFreshAndWorking(other);
  });

  it('moving aside twice in the same moment keeps both broken files', () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    fs.writeFileSync(file, 'first');
    openStore(dir, { now }).close();
    fs.rmSync(file);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.writeFileSync(file, 'second');
    const store = openStore(dir, { now });
    store.close();
    const broken = fs.readdirSync(dir).filter((f) => f.includes('.broken-'));
    expect(broken.sort()).toEqual([
      `${DB_FILE}.broken-2025-03-01T21-15-30-123Z`,
      `${DB_FILE}.broken-2025-03-01T21-15-30-123Z-2`,
    ]);
    expect(fs.readFileSync(movedTo(store), 'utf8')).toBe('second');
  });
});
