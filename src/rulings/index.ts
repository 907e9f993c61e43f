// The rulings library: load the shipped texts into a database and search them.
import Database from 'better-sqlite3';
import { migrate } from '../store/migrations.ts';
import { shippedRulings } from './data.ts';
import { loadRulings } from './load.ts';
import { rulingsSearch, type RulingsSearch } from './search.ts';

export { fold } from './fold.ts';
export { loadRulings } from './load.ts';
export { rulingsSearch, MAX_HITS, type RulingsSearch } from './search.ts';
export { shippedRulings } from './data.ts';
export * from './types.ts';

/** Loads (or refreshes) the shipped rulings in an open, migrated database and returns its search. */
export function openRulings(db: Database.Database): RulingsSearch {
  loadRulings(db, shippedRulings);
  return rulingsSearch(db);
}

/** The same index in memory, for the CLI: no user data folder needed. */
export function memoryRulings(): { search: RulingsSearch; close: () => void } {
  const db = new Database(':memory:');
  migrate(db);
  return { search: openRulings(db), close: () => db.close() };
}
