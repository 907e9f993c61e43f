// Rolling backups of the saved games: copies made with SQLite's online backup into <dataDir>/backups/, at the
// end of a game and at least once a day, keeping the newest few. A backup is written to a hidden temporary
// name and renamed when complete, so a crash mid-copy never leaves a half file among the backups.
// Restoring swaps a listed backup in for marshal.db; the caller backs up the current file first.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from './migrations.ts';
import { DB_FILE } from './open.ts';

export const BACKUP_DIR = 'backups';
export const KEEP_BACKUPS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** marshal-2025-03-01T21-15-30-123Z.db, optionally -2, -3… when two are made in the same millisecond. */
const BACKUP_NAME = /^marshal-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-(\d+))?\.db$/;

export interface BackupInfo {
  /** The file name inside backups/ (never a path). */
  file: string;
  /** When it was made (ISO). */
  at: string;
  /** How many games it holds. */
  games: number;
}

/** Anything that can copy itself with SQLite's online backup (the store). */
export interface BackupSource {
  backup(file: string): Promise<unknown>;
}

export class Backups {
  readonly dir: string;

  constructor(
    readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
    readonly keep: number = KEEP_BACKUPS,
  ) {
    this.dir = path.join(dataDir, BACKUP_DIR);
  }

  /** The backups there are, newest first. A file that cannot be read counts 0 games, and is still listed. */
  list(): BackupInfo[] {
    return this.names().map((file) => ({
      file,
      at: atOf(file).toISOString(),
      games: countGames(this.at(file)),
    }));
  }

  /** When the newest backup was made; null when there is none. */
  newest(): Date | null {
    const [first] = this.names();
    return first ? atOf(first) : null;
  }

  /** True when there is no backup younger than a day. */
  due(): boolean {
    const newest = this.newest();
    return newest === null || this.now().getTime() - newest.getTime() >= DAY_MS;
  }

  /** Copies the database into a new backup, then removes the oldest beyond `keep`. Returns its file name. */
  async take(source: BackupSource): Promise<string> {
    fs.mkdirSync(this.dir, { recursive: true });
    // A copy cut short by a crash is of no use to anyone: it was never listed, and goes now.
    for (const f of fs.readdirSync(this.dir))
      if (f.startsWith('.partial-')) fs.rmSync(this.at(f), { force: true });
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    let file = `marshal-${stamp}.db`;
    for (let n = 2; fs.existsSync(this.at(file)); n++) file = `marshal-${stamp}-${n}.db`;
    const temp = this.at(`.partial-${file}`);
    fs.rmSync(temp, { force: true });
    try {
      await source.backup(temp);
      // A backup is a plain file on its own: no -wal or -shm beside it, whoever opens it.
      const copy = new Database(temp);
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
      fs.renameSync(temp, this.at(file));
    } catch (error) {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(temp + suffix, { force: true });
      throw error;
    }
    this.rotate();
    return file;
  }

  /**
   * The full path of a listed backup, or null: only a name exactly as list() gives it, never a path, and
   * only a file SQLite can read as a Marshal database this version understands.
   */
  resolve(file: unknown): string | null {
    if (typeof file !== 'string' || !this.names().includes(file)) return null;
    const full = this.at(file);
    return usable(full) ? full : null;
  }

  /**
   * Puts a listed backup in place of marshal.db. The store must be closed. The copy is made beside the
   * database and renamed over it, so marshal.db is always either the old file or the whole backup.
   */
  swapIn(file: string): void {
    const source = this.resolve(file);
    if (!source) throw new Error(`"${file}" is not one of the backups`);
    const target = path.join(this.dataDir, DB_FILE);
    const temp = `${target}.restoring`;
    fs.copyFileSync(source, temp);
    const fd = fs.openSync(temp, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // A closed store leaves no -wal; one left by anything else belongs to the old file: keep it beside it.
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix))
        fs.renameSync(target + suffix, `${target}.replaced-${stamp}${suffix}`);
    }
    fs.renameSync(temp, target);
  }

  private rotate(): void {
    for (const old of this.names().slice(this.keep)) fs.rmSync(this.at(old), { force: true });
  }

  /** Backup file names, newest first. */
  private names(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((f) => BACKUP_NAME.test(f))
      .sort((a, b) => atOf(b).getTime() - atOf(a).getTime() || suffixOf(b) - suffixOf(a));
  }

  private at(file: string): string {
    return path.join(this.dir, file);
  }
}

function atOf(file: string): Date {
  const m = BACKUP_NAME.exec(file);
  if (!m) return new Date(0);
  return new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
}

function suffixOf(file: string): number {
  return Number(BACKUP_NAME.exec(file)?.[6] ?? 1);
}

function withReader<T>(file: string, fallback: T, read: (db: Database.Database) => T): T {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return read(db);
  } catch {
    return fallback;
  } finally {
    db?.close();
  }
}

function countGames(file: string): number {
  return withReader(
    file,
    0,
    (db) => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM games').get()?.n ?? 0,
  );
}

function usable(file: string): boolean {
  return withReader(file, false, (db) => {
    if ((db.pragma('user_version', { simple: true }) as number) > SCHEMA_VERSION) return false;
    const check = db.pragma('quick_check') as { quick_check: string }[];
    return check.length === 1 && check[0]?.quick_check === 'ok';
  });
}
