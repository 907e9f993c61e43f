// Search: names first (exact, then prefix, then aliases, then inside a name, then one-letter typos), then
// words of the text. Names are matched with instr on folded text, so one- and two-character Chinese
// queries work; text uses FTS5's trigram index, or a scan when a word is shorter than a trigram.
import type Database from 'better-sqlite3';
import { fold, hasHan, withinEdits, words } from './fold.ts';
import type { EntryKind, RulingEntry, RulingHit, RulingLocale } from './types.ts';

/** A name as the index keeps it: rows come in the order of ruling_names' key (id, locale, alias, name). */
export interface NameRow {
  id: string;
  locale: string;
  alias: number;
  folded: string;
}

export const MAX_HITS = 20;

/** Lower is better. */
function nameRank(row: NameRow, q: string): number {
  const alias = row.alias === 1;
  if (row.folded === q) return alias ? 2 : 0;
  if (row.folded.startsWith(q)) return alias ? 3 : 1;
  const wordStart = row.folded.includes(` ${q}`);
  return wordStart ? 4 : 5;
}

export interface RulingsSearch {
  search(query: string, locale: RulingLocale, limit?: number): RulingHit[];
  entry(id: string, locale: RulingLocale): RulingEntry | null;
}

/**
 * What the search reads: the SQLite tables the app keeps (below), or the same rows in plain JavaScript for the
 * CLI (plain.ts), which must answer alike.
 */
export interface RulingsIndex {
  /** The name rows whose folded name holds `q`. */
  namesContaining(q: string): NameRow[];
  allNames(): NameRow[];
  /** The texts holding every word, best first (FTS5's bm25), at most TEXT_HITS of them. */
  textMatches(ws: string[]): { id: string; locale: string }[];
  hit(id: string, locale: RulingLocale): { kind: EntryKind; name: string } | undefined;
  entry(id: string, locale: RulingLocale): RulingEntry | null;
}

export const TEXT_HITS = 100;

function sqliteIndex(db: Database.Database): RulingsIndex {
  const byName = db.prepare('SELECT id, locale, alias, folded FROM ruling_names WHERE instr(folded, ?) > 0');
  const allNames = db.prepare('SELECT id, locale, alias, folded FROM ruling_names');
  const byTrigram = db.prepare(
    `SELECT id, locale FROM ruling_text WHERE ruling_text MATCH ? ORDER BY bm25(ruling_text) LIMIT ${TEXT_HITS}`,
  );
  const allText = db.prepare('SELECT id, locale, folded FROM ruling_text');
  const hitOf = db.prepare('SELECT kind, name FROM ruling_entries WHERE id = ? AND locale = ?');
  const bodyOf = db.prepare('SELECT body FROM ruling_entries WHERE id = ? AND locale = ?');
  return {
    namesContaining: (q) => byName.all(q) as NameRow[],
    allNames: () => allNames.all() as NameRow[],
    textMatches(ws) {
      if (ws.every((w) => w.length >= 3)) {
        const match = ws.map((w) => `"${w}"`).join(' AND ');
        return byTrigram.all(match) as { id: string; locale: string }[];
      }
      const rows = allText.all() as { id: string; locale: string; folded: string }[];
      return rows.filter((r) => ws.every((w) => r.folded.includes(w)));
    },
    hit: (id, locale) => hitOf.get(id, locale) as { kind: EntryKind; name: string } | undefined,
    entry(id, locale) {
      const row = bodyOf.get(id, locale) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as RulingEntry) : null;
    },
  };
}

export function rulingsSearch(db: Database.Database): RulingsSearch {
  return searchIndex(sqliteIndex(db));
}

export function searchIndex(index: RulingsIndex): RulingsSearch {
  let names: NameRow[] | null = null;
  return {
    search(query, locale, limit = MAX_HITS) {
      const q = fold(query);
      if (q.length === 0) return [];
      // id → [rank, tie-break]: a name in the table's language wins a tie.
      const best = new Map<string, [number, number]>();
      const offer = (id: string, rank: number, tie: number) => {
        const old = best.get(id);
        if (!old || rank < old[0] || (rank === old[0] && tie < old[1])) best.set(id, [rank, tie]);
      };
      for (const row of index.namesContaining(q))
        offer(row.id, nameRank(row, q), row.locale === locale ? 0 : 1);
      if (!hasHan(q) && q.length >= 4) {
        names ??= index.allNames();
        const edits = q.length >= 8 ? 2 : 1;
        for (const row of names) {
          const near = withinEdits(q, row.folded, edits) || withinEdits(q, row.folded.slice(0, q.length), 1);
          if (near) offer(row.id, 6, row.locale === locale ? 0 : 1);
        }
      }
      index
        .textMatches(words(q))
        .forEach((row, i) => offer(row.id, 7, (row.locale === locale ? 0 : 1000) + i));
      return [...best.entries()]
        .sort((a, b) => a[1][0] - b[1][0] || a[1][1] - b[1][1])
        .slice(0, limit)
        .flatMap(([id]) => {
          const row = index.hit(id, locale);
          return row ? [{ id, kind: row.kind, name: row.name }] : [];
        });
    },
    entry: (id, locale) => index.entry(id, locale),
  };
}
