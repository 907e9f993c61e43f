// The rulings library: load the shipped texts into a database and search them.
import type Database from 'better-sqlite3';
import { shippedRulings } from './data.ts';
import { loadRulings } from './load.ts';
import { rulingsSearch, type RulingsSearch } from './search.ts';

export { fold } from './fold.ts';
export { loadRulings } from './load.ts';
export { rulingsSearch, MAX_HITS, type RulingsSearch } from './search.ts';
export { shippedRulings } from './data.ts';
export { plainRulings } from './plain.ts';
export * from './types.ts';

/** Loads (or refreshes) the shipped rulings in an open, migrated database and returns its search. */
export function openRulings(db: Database.Database): RulingsSearch {
  loadRulings(db, shippedRulings);
  return rulingsSearch(db);
}
