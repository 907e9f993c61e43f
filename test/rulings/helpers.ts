// A migrated in-memory database with the shipped rulings loaded, closed after each test.
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { migrate } from '../../src/store/migrations.ts';
import { openRulings, type RulingsSearch } from '../../src/rulings/index.ts';

const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

export function freshDb(): Database.Database {
  const db = new Database(':memory:');
  migrate(db);
  open.push(db);
  return db;
}

/** For a whole file: an in-memory database that lives as long as the test process. */
export function shipped(): RulingsSearch {
  const db = new Database(':memory:');
  migrate(db);
  return openRulings(db);
}
