// Puts the rulings into the database's tables (migration 2) and replaces them whenever a shipped file's
// version differs from the stored one, or the catalogue's names do (a table name added to a card must reach
// a library loaded before it), in one transaction: a search never sees half a library.
import type Database from 'better-sqlite3';
import { buildEntries, type NameRow } from './entries.ts';
import { fold } from './fold.ts';
import { RULING_LOCALES, type RulingLocale, type RulingsFile } from './types.ts';

function storedVersions(db: Database.Database): Map<string, number> {
  const rows = db.prepare('SELECT locale, version FROM ruling_versions').all() as {
    locale: string;
    version: number;
  }[];
  return new Map(rows.map((r) => [r.locale, r.version]));
}

/** Stored beside the locales' versions: a fingerprint of every name and alias the entries are found by. */
const NAMES_ROW = 'names';

/** A 31-bit FNV-1a hash of the name rows: equal rows, equal number. */
export function namesFingerprint(names: readonly NameRow[]): number {
  let h = 0x811c9dc5;
  for (const n of names) {
    for (const c of `${n.id}\u0000${n.locale}\u0000${n.alias ? 1 : 0}\u0000${n.name}\u0001`) {
      h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193);
    }
  }
  return h >>> 1;
}

/** True when the tables were (re)written. */
export function loadRulings(db: Database.Database, files: Record<RulingLocale, RulingsFile>): boolean {
  const stored = storedVersions(db);
  const { entries, names } = buildEntries(files);
  const fingerprint = namesFingerprint(names);
  const current =
    RULING_LOCALES.every((l) => stored.get(l) === files[l].version) && stored.get(NAMES_ROW) === fingerprint;
  if (current) return false;
  db.transaction(() => {
    for (const table of ['ruling_versions', 'ruling_entries', 'ruling_names', 'ruling_text']) {
      db.exec(`DELETE FROM ${table}`);
    }
    const version = db.prepare('INSERT INTO ruling_versions (locale, version) VALUES (?, ?)');
    for (const l of RULING_LOCALES) version.run(l, files[l].version);
    version.run(NAMES_ROW, fingerprint);
    const entry = db.prepare(
      'INSERT INTO ruling_entries (id, locale, kind, name, body) VALUES (?, ?, ?, ?, ?)',
    );
    const text = db.prepare('INSERT INTO ruling_text (id, locale, folded) VALUES (?, ?, ?)');
    for (const e of entries) {
      entry.run(e.id, e.locale, e.kind, e.name, JSON.stringify(e));
      const words = [e.text, ...e.rulings.flatMap((r) => [r.q, r.a]), e.disputed ?? ''];
      text.run(e.id, e.locale, fold(words.join(' ')));
    }
    const name = db.prepare(
      'INSERT OR IGNORE INTO ruling_names (id, locale, alias, name, folded) VALUES (?, ?, ?, ?, ?)',
    );
    for (const n of names) name.run(n.id, n.locale, n.alias ? 1 : 0, n.name, fold(n.name));
  })();
  return true;
}
