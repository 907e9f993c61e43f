// Search: names first (exact, then prefix, then aliases, then inside a name, then one-letter typos), then
// words of the text. Names are matched with instr on folded text, so one- and two-character Chinese
// queries work; text uses FTS5's trigram index, or a scan when a word is shorter than a trigram.
import type Database from 'better-sqlite3';
import { fold, hasHan, withinEdits, words } from './fold.ts';
import type { EntryKind, RulingEntry, RulingHit, RulingLocale } from './types.ts';

interface NameRow {
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

export function rulingsSearch(db: Database.Database): RulingsSearch {
  const byName = db.prepare('SELECT id, locale, alias, folded FROM ruling_names WHERE instr(folded, ?) > 0');
  const allNames = db.prepare('SELECT id, locale, alias, folded FROM ruling_names');
  const byTrigram = db.prepare(
    'SELECT id, locale FROM ruling_text WHERE ruling_text MATCH ? ORDER BY bm25(ruling_text) LIMIT 100',
  );
  const allText = db.prepare('SELECT id, locale, folded FROM ruling_text');
  const hitOf = db.prepare('SELECT kind, name FROM ruling_entries WHERE id = ? AND locale = ?');
  const bodyOf = db.prepare('SELECT body FROM ruling_entries WHERE id = ? AND locale = ?');
  let names: NameRow[] | null = null;

  function textMatches(ws: string[]): { id: string; locale: string }[] {
    if (ws.every((w) => w.length >= 3)) {
      const match = ws.map((w) => `"${w}"`).join(' AND ');
      return byTrigram.all(match) as { id: string; locale: string }[];
    }
    const rows = allText.all() as { id: string; locale: string; folded: string }[];
    return rows.filter((r) => ws.every((w) => r.folded.includes(w)));
  }

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
      for (const row of byName.all(q) as NameRow[])
        offer(row.id, nameRank(row, q), row.locale === locale ? 0 : 1);
      if (!hasHan(q) && q.length >= 4) {
        names ??= allNames.all() as NameRow[];
        const edits = q.length >= 8 ? 2 : 1;
        for (const row of names) {
          const near = withinEdits(q, row.folded, edits) || withinEdits(q, row.folded.slice(0, q.length), 1);
          if (near) offer(row.id, 6, row.locale === locale ? 0 : 1);
        }
      }
      textMatches(words(q)).forEach((row, i) => offer(row.id, 7, (row.locale === locale ? 0 : 1000) + i));
      return [...best.entries()]
        .sort((a, b) => a[1][0] - b[1][0] || a[1][1] - b[1][1])
        .slice(0, limit)
        .flatMap(([id]) => {
          const row = hitOf.get(id, locale) as { kind: EntryKind; name: string } | undefined;
          return row ? [{ id, kind: row.kind, name: row.name }] : [];
        });
    },
    entry(id, locale) {
      const row = bodyOf.get(id, locale) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as RulingEntry) : null;
    },
  };
}
