// The rulings are loaded into the database at first start and replaced when a locale's version changes.
import { describe, expect, it } from 'vitest';
import { loadRulings, rulingsSearch, shippedRulings } from '../../src/rulings/index.ts';
import type { RulingLocale, RulingsFile } from '../../src/rulings/index.ts';
import { freshDb } from './helpers.ts';

function withBeer(text: string, version: number): Record<RulingLocale, RulingsFile> {
  const en = shippedRulings.en;
  const beer = { ...en.entries.beer, text } as RulingsFile['entries'][string];
  return { ...shippedRulings, en: { ...en, version, entries: { ...en.entries, beer } } };
}

describe('loading the rulings', () => {
  it('loads once and leaves the tables alone while the versions match', () => {
    const db = freshDb();
    expect(loadRulings(db, shippedRulings)).toBe(true);
    expect(loadRulings(db, shippedRulings)).toBe(false);
    const count = db.prepare('SELECT count(*) AS n FROM ruling_entries').get() as { n: number };
    expect(count.n).toBe(Object.keys(shippedRulings.en.entries).length * 4);
  });

  it('replaces the texts when a version is bumped', () => {
    const db = freshDb();
    loadRulings(db, shippedRulings);
    const search = rulingsSearch(db);
    const v = shippedRulings.en.version;
    // Same version, new text: not reloaded (the version is the contract).
    expect(loadRulings(db, withBeer('Foamy new text.', v))).toBe(false);
    expect(search.entry('beer', 'en')?.text).toBe(shippedRulings.en.entries.beer?.text);
    expect(loadRulings(db, withBeer('Foamy new text.', v + 1))).toBe(true);
    expect(search.entry('beer', 'en')?.text).toBe('Foamy new text.');
    expect(search.search('foamy', 'en')[0]?.id).toBe('beer');
    const versions = db.prepare("SELECT version FROM ruling_versions WHERE locale = 'en'").get();
    expect(versions).toEqual({ version: v + 1 });
  });

  it('replaces the names when the catalogue’s names change, though no text’s version did', () => {
    const db = freshDb();
    loadRulings(db, shippedRulings);
    // A library loaded before a name was added: its stored fingerprint is another one.
    db.prepare("UPDATE ruling_versions SET version = version + 1 WHERE locale = 'names'").run();
    db.prepare("DELETE FROM ruling_names WHERE id = 'beer' AND name = 'Pivo'").run();
    const search = rulingsSearch(db);
    expect(search.search('pivo', 'cs')[0]?.id).not.toBe('beer');
    expect(loadRulings(db, shippedRulings)).toBe(true);
    expect(search.search('pivo', 'cs')[0]?.id).toBe('beer');
    expect(loadRulings(db, shippedRulings)).toBe(false);
  });
});
