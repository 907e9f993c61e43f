// The store's public face: saved games, their entry logs, and where they live.
export { openStore, Store, type StoreOptions } from './store.ts';
export { resolveDataDir, APP_FOLDER, type DataDirContext } from './data-dir.ts';
export { DB_FILE, type Recovery, type RecoveryCode } from './open.ts';
export { migrations, SCHEMA_VERSION } from './migrations.ts';
export type {
  ActiveEntry,
  EntryStatus,
  GameRecord,
  HouseRulePreset,
  HouseRules,
  LogRecord,
  NewEntry,
  PlayedSpan,
  StoreEngine,
} from './types.ts';
export type { Damage, DamagePart } from './check.ts';
export type { Readback, StoredLine } from './rebuild.ts';
export { Backups, BACKUP_DIR, KEEP_BACKUPS, DAY_MS, type BackupInfo } from './backups.ts';
export { Keep, KEPT_LAUNCHES, type KeptPhone, type KeptRows } from './keep.ts';
