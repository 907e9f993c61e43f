// Opening the database file. A file that is not a database, is damaged, or was written by a newer Marshal
// is never deleted and never crashes the app: it is moved aside next to the new one, and the caller is told.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION, migrate } from './migrations.ts';

export const DB_FILE = 'marshal.db';
/** Files SQLite keeps beside a database; they belong to it and move with it. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

export type RecoveryCode = 'not-a-database' | 'damaged' | 'newer-version';

export interface Recovery {
  code: RecoveryCode;
  /** A plain sentence for the user. */
  reason: string;
  /** Where the old file now is (its -wal/-shm moved beside it). */
  movedTo: string;
}

export interface Opened {
  db: Database.Database;
  file: string;
  recovered: Recovery | null;
}

export function openDatabase(
  dataDir: string,
  now: () => Date = () => new Date(),
  nativeBinding?: string,
): Opened {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DB_FILE);
  const options: Database.Options = nativeBinding ? { timeout: 5000, nativeBinding } : { timeout: 5000 };
  const problem = fs.existsSync(file) ? probe(file, options) : null;
  const recovered = problem && { code: problem, reason: REASONS[problem], movedTo: moveAside(file, now()) };
  return { db: connect(file, options), file, recovered };
}

const REASONS: Record<RecoveryCode, string> = {
  'not-a-database': 'The saved-games file was not a Marshal database.',
  damaged: 'The saved-games file was damaged.',
  'newer-version': 'The saved-games file was written by a newer version of Marshal.',
};

/**
 * Looks at an existing file through a read-only connection, which never checkpoints or deletes its -wal:
 * a file we cannot use is moved aside exactly as it was found.
 */
function probe(file: string, options: Database.Options): RecoveryCode | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { ...options, readonly: true, fileMustExist: true });
    if ((db.pragma('user_version', { simple: true }) as number) > SCHEMA_VERSION) return 'newer-version';
    const check = db.pragma('quick_check') as { quick_check: string }[];
    return check.length === 1 && check[0]?.quick_check === 'ok' ? null : 'damaged';
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code.startsWith('SQLITE_NOTADB')) return 'not-a-database';
    if (code.startsWith('SQLITE_CORRUPT')) return 'damaged';
    // Anything else (locked by another Marshal, no permission, disk full) is not the file's fault:
    // moving it aside would hide the user's games, so the caller sees the error.
    throw err;
  } finally {
    db?.close();
  }
}

function connect(file: string, options: Database.Options): Database.Database {
  const db = new Database(file, options);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

function moveAside(file: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.broken-${stamp}`;
  for (let n = 2; fs.existsSync(target); n++) target = `${file}.broken-${stamp}-${n}`;
  fs.renameSync(file, target);
  for (const suffix of COMPANIONS) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}
