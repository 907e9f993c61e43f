// The saved games: one SQLite file, an append-only entry log per game, and snapshots for fast loading.
// Every change is one transaction, committed before the caller can show it (synchronous=FULL, WAL).
import type Database from 'better-sqlite3';
import type { Entry, GameEvent, LogPart, Setup, State } from '../engine/index.ts';
import { checkGame, readSetup, unreadableGames, type Damage } from './check.ts';
import { openDatabase, type Recovery } from './open.ts';
import { fillLogParts } from './fill-parts.ts';
import { readBack, writeRebuilt, type Readback, type StoredLine } from './rebuild.ts';
import { statements, type GameRow, type LogRow, type Statements } from './statements.ts';
import type {
  ActiveEntry,
  GameRecord,
  HouseRulePreset,
  HouseRules,
  LogRecord,
  NewEntry,
  PlayedSpan,
  StoreEngine,
} from './types.ts';

export interface StoreOptions {
  /** Write a snapshot every this many active entries (default 50). */
  snapshotEvery?: number;
  /** The engine that builds and replays a game's state (the host passes Marshal's). */
  engine: StoreEngine;
  now?: () => Date;
  /** A better-sqlite3 binary built for another runtime (Electron's ABI). */
  nativeBinding?: string;
}

export function openStore(dataDir: string, options: StoreOptions): Store {
  return new Store(dataDir, options);
}

export class Store {
  readonly file: string;
  /** Set when the old file could not be opened and was moved aside: tell the user. */
  readonly recovered: Recovery | null;
  private readonly db: Database.Database;
  private readonly sql: Statements;
  private readonly engine: StoreEngine;
  private readonly snapshotEvery: number;
  private readonly now: () => Date;

  constructor(dataDir: string, options: StoreOptions) {
    this.now = options.now ?? (() => new Date());
    this.engine = options.engine;
    this.snapshotEvery = Math.max(1, Math.floor(options.snapshotEvery ?? 50));
    const opened = openDatabase(dataDir, this.now, options.nativeBinding);
    this.db = opened.db;
    this.file = opened.file;
    this.recovered = opened.recovered;
    this.sql = statements(this.db);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** The open database, for the rulings index (src/rulings/), whose tables live beside the games. */
  get database(): Database.Database {
    return this.db;
  }

  /** A consistent copy of the whole database in `file`, made with SQLite's online backup. */
  async backup(file: string): Promise<void> {
    await this.db.backup(file);
  }

  listGames(): GameRecord[] {
    return this.sql.listGames.all().map(toGame);
  }

  getGame(id: number): GameRecord | null {
    const row = this.sql.getGame.get(id);
    return row ? toGame(row) : null;
  }

  createGame(name: string, setup: Setup): GameRecord {
    const at = this.stamp();
    const { lastInsertRowid } = this.sql.insertGame.run(name, JSON.stringify(setup), at, at);
    return this.getGame(Number(lastInsertRowid)) as GameRecord;
  }

  /** A whole game in one transaction: it is stored completely or not at all. `played`: when it was played. */
  importGame(name: string, setup: Setup, entries: readonly NewEntry[], played?: PlayedSpan): GameRecord {
    return this.db.transaction(() => {
      const game = this.createGame(name, setup);
      if (played) this.sql.setPlayed.run(played.from, played.to, game.id);
      let state = this.engine.createGame(setup);
      entries.forEach((e, i) => {
        state = this.engine.apply(state, e.events);
        this.insertEntry(game.id, i + 1, e, state, i + 1);
      });
      this.touch(game.id, state);
      return this.getGame(game.id) as GameRecord;
    })();
  }

  /** The saved house-rule presets, the latest saved first. */
  listPresets(): HouseRulePreset[] {
    return this.db
      .prepare<[], { name: string; rules: string; saved_at: string }>(
        'SELECT name, rules, saved_at FROM house_rule_presets ORDER BY saved_at DESC, name',
      )
      .all()
      .map((r) => ({ name: r.name, houseRules: JSON.parse(r.rules) as HouseRules, savedAt: r.saved_at }));
  }

  /** Saves a preset under its name (replacing the one of that name); `keep`: an existing one stays as it is (an
   *  imported game's preset never overwrites the table's own). */
  savePreset(name: string, houseRules: HouseRules, keep = false): HouseRulePreset {
    const at = this.stamp();
    const verb = keep ? 'INSERT OR IGNORE' : 'INSERT OR REPLACE';
    this.db
      .prepare<[string, string, string]>(
        `${verb} INTO house_rule_presets (name, rules, saved_at) VALUES (?, ?, ?)`,
      )
      .run(name, JSON.stringify(houseRules), at);
    return this.listPresets().find((p) => p.name === name) as HouseRulePreset;
  }

  deletePreset(name: string): boolean {
    return this.db.prepare<[string]>('DELETE FROM house_rule_presets WHERE name = ?').run(name).changes > 0;
  }

  renameGame(id: number, name: string): GameRecord | null {
    const { changes } = this.sql.renameGame.run(name, this.stamp(), this.now().getTime(), id);
    return changes ? this.getGame(id) : null;
  }

  /** Removes a whole game (its log and snapshots go with it). */
  deleteGame(id: number): boolean {
    return this.sql.deleteGame.run(id).changes > 0;
  }

  /**
   * Appends an accepted entry. `after` is the state it leads to (the caller already has it).
   * Entries undone before it can no longer be redone: they are marked dropped, and kept.
   * Returns the line and the game's revision with it, so the caller need not read the game back.
   */
  append(gameId: number, entry: NewEntry, after: State): { line: LogRecord; revision: number } {
    return this.db.transaction(() => {
      this.sql.dropUndone.run(gameId);
      const seq = (this.sql.lastSeq.get(gameId)?.seq ?? 0) + 1;
      const line = this.insertEntry(gameId, seq, entry, after, this.activeCount(gameId) + 1);
      return { line, revision: this.touch(gameId, after) };
    })();
  }

  /** Takes back the last active entry; null when there is nothing to undo. */
  undo(gameId: number): LogRecord | null {
    return this.db.transaction(() => {
      const last = this.sql.lastActive.get(gameId);
      if (!last) return null;
      this.sql.setStatus.run('undone', gameId, last.seq);
      // Snapshots are derived data: the ones that include the undone entry are no longer true.
      this.sql.deleteSnapshotsFrom.run(gameId, last.seq);
      this.touch(gameId, this.loadState(gameId) as State);
      return this.line(gameId, last.seq);
    })();
  }

  /** Puts back the earliest undone entry with its stored events (no re-deciding); null when none. */
  redo(gameId: number): LogRecord | null {
    return this.db.transaction(() => {
      const next = this.sql.firstUndone.get(gameId);
      if (!next) return null;
      this.sql.setStatus.run('active', gameId, next.seq);
      const state = this.loadState(gameId) as State;
      if (this.activeCount(gameId) % this.snapshotEvery === 0) {
        this.sql.insertSnapshot.run(gameId, next.seq, JSON.stringify(state), this.engine.version);
      }
      this.touch(gameId, state);
      return this.line(gameId, next.seq);
    })();
  }

  /** The `limit` newest lines before `before` (all lines: Infinity), oldest first. */
  logBefore(gameId: number, before: number, limit: number): LogRecord[] {
    const beforeSeq = Number.isFinite(before) ? before : Number.MAX_SAFE_INTEGER;
    return this.sql.logBefore.all(gameId, beforeSeq, limit).reverse().map(toLog);
  }

  logCount(gameId: number): number {
    return this.sql.logCount.get(gameId)?.n ?? 0;
  }

  canUndo(gameId: number): boolean {
    return this.sql.lastActive.get(gameId) !== undefined;
  }

  canRedo(gameId: number): boolean {
    return this.sql.firstUndone.get(gameId) !== undefined;
  }

  /** Every entry ever made in the game, undone and dropped ones included, oldest first. */
  log(gameId: number): LogRecord[] {
    return this.sql.log.all(gameId).map(toLog);
  }

  /** The active entries with their events and times, oldest first: the game as it stands, read once. */
  activeLog(gameId: number): ActiveEntry[] {
    return this.sql.activeLog.all(gameId).map((row) => ({
      seq: row.seq,
      entry: JSON.parse(row.entry) as Entry,
      events: JSON.parse(row.events) as GameEvent[],
      at: row.at,
    }));
  }

  /** The game as it stands: the latest snapshot plus the events of the active entries after it. */
  loadState(gameId: number): State | null {
    const game = this.sql.getGame.get(gameId);
    if (!game) return null;
    const snap = this.sql.latestSnapshot.get(gameId, this.engine.version, gameId);
    let state: State = snap ? (JSON.parse(snap.state) as State) : this.engine.createGame(parseSetup(game));
    for (const row of this.sql.activeEventsAfter.iterate(gameId, snap?.seq ?? 0)) {
      state = this.engine.apply(state, JSON.parse(row.events));
    }
    return state;
  }

  /** Games with a row that is not JSON at all (one cheap pass; see check.ts). */
  unreadableGames(): Map<number, Damage> {
    return unreadableGames(this.db);
  }

  /** Reads one game back whole and replays its stored events: where it is damaged, or null. */
  checkGame(gameId: number): Damage | null {
    return checkGame(this.db, this.engine, gameId);
  }

  /** The setup and entries a rebuild starts from (see rebuild.ts). */
  readBack(gameId: number): Readback | null {
    return readBack(this.db, gameId);
  }

  /**
   * Writes a game's derived data afresh, in one transaction: `decided` holds the active lines decided again,
   * in order. The other lines keep their entries and what of their events, flags and parts reads back; an
   * undone line can no longer be redone (its stored events are not trusted), so it is marked dropped.
   */
  rebuild(gameId: number, setup: Setup, lines: readonly StoredLine[], decided: readonly NewEntry[]): void {
    this.db.transaction(() => {
      this.sql.deleteSnapshotsFrom.run(gameId, 0);
      const snapshot = (seq: number, state: State) =>
        this.sql.insertSnapshot.run(gameId, seq, JSON.stringify(state), this.engine.version);
      const rebuilt = { engine: this.engine, snapshotEvery: this.snapshotEvery, snapshot };
      this.touch(gameId, writeRebuilt(this.db, rebuilt, gameId, setup, lines, decided));
    })();
  }

  /** Lines stored before log parts were kept get them (see fill-parts.ts); returns how many were filled. */
  fillLogParts(describe: (before: State, entry: Entry, events: GameEvent[]) => LogPart[]): number {
    return fillLogParts(this.db, this.engine, describe);
  }

  /** The game right after entry `seq`: the setup plus the events of the active entries up to it. */
  stateAfter(gameId: number, seq: number): State | null {
    const game = this.sql.getGame.get(gameId);
    if (!game) return null;
    let state: State = this.engine.createGame(parseSetup(game));
    const rows = this.db.prepare<[number, number], { events: string }>(
      "SELECT events FROM entries WHERE game_id = ? AND status = 'active' AND seq <= ? ORDER BY seq",
    );
    for (const row of rows.iterate(gameId, seq)) state = this.engine.apply(state, JSON.parse(row.events));
    return state;
  }

  /** Writes one active entry, and a snapshot of `after` when it is the Nth active entry. */
  private insertEntry(gameId: number, seq: number, e: NewEntry, after: State, active: number): LogRecord {
    const at = this.stamp();
    const json = {
      entry: JSON.stringify(e.entry),
      events: JSON.stringify(e.events),
      flags: JSON.stringify(e.flags),
    };
    const parts = e.parts ? JSON.stringify(e.parts) : null;
    this.sql.insertEntry.run(gameId, seq, json.entry, json.events, json.flags, e.text, parts, at);
    if (active % this.snapshotEvery === 0) {
      this.sql.insertSnapshot.run(gameId, seq, JSON.stringify(after), this.engine.version);
    }
    return {
      seq,
      entry: e.entry,
      flags: e.flags,
      status: 'active',
      text: e.text,
      parts: e.parts ?? null,
      at,
    };
  }

  private activeCount(gameId: number): number {
    return this.sql.activeCount.get(gameId)?.n ?? 0;
  }

  private line(gameId: number, seq: number): LogRecord {
    const row = this.sql.logLine.get(gameId, seq);
    if (!row) throw new Error(`entry ${seq} of game ${gameId} is missing`);
    return toLog(row);
  }

  /** Marks the game changed; returns its new revision. */
  private touch(gameId: number, state: State): number {
    const row = this.sql.touchGame.get(this.stamp(), state.over ? 1 : 0, this.now().getTime(), gameId);
    if (!row) throw new Error(`game ${gameId} is missing`);
    return row.revision;
  }

  private stamp(): string {
    return this.now().toISOString();
  }
}

function parseSetup(row: GameRow): Setup {
  return JSON.parse(row.setup) as Setup;
}

function toGame(row: GameRow): GameRecord {
  return {
    id: row.id,
    name: row.name,
    // A game whose setup does not read back is still listed (as damaged), never a failed list.
    setup: readSetup(row.setup),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    over: row.over === 1,
    entries: row.entries,
    revision: row.revision,
    played: row.played_from ? { from: row.played_from, to: row.played_to } : null,
  };
}

function toLog(row: LogRow): LogRecord {
  return {
    seq: row.seq,
    entry: JSON.parse(row.entry),
    flags: JSON.parse(row.flags),
    status: row.status as LogRecord['status'],
    text: row.text,
    parts: row.parts === null ? null : (JSON.parse(row.parts) as LogPart[]),
    at: row.at,
  };
}
