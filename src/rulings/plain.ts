// The rulings searched in plain JavaScript, for `marshal rules`: the rows the app's SQLite index holds (load.ts)
// kept in arrays, and FTS5's trigram match and bm25 order done by hand, so the command starts without SQLite
// and answers as the app does (test/rulings/plain.test.ts holds the two side by side).
import { buildEntries } from './entries.ts';
import { fold } from './fold.ts';
import { searchIndex, TEXT_HITS, type NameRow, type RulingsIndex, type RulingsSearch } from './search.ts';
import { shippedTexts } from './texts.ts';
import type { RulingEntry, RulingLocale, RulingsFile } from './types.ts';

interface TextRow {
  id: string;
  locale: string;
  folded: string;
  /** Its length in FTS5's trigram tokens. */
  tokens: number;
}

/** SQLite's BINARY order: UTF-8 bytes, which is code point order; UTF-16's differs only past surrogates. */
function binaryOrder(wide: boolean): (a: string, b: string) => number {
  if (!wide) return (a, b) => (a === b ? 0 : a < b ? -1 : 1);
  return (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** One trigram per three consecutive characters (code points), as FTS5's trigram tokenizer counts them. */
function trigrams(text: string): number {
  const chars = SURROGATE.test(text) ? [...text].length : text.length;
  return Math.max(0, chars - 2);
}

/** How often `word` occurs in `text`, overlaps included (a phrase matches at each position it starts). */
function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) count++;
  return count;
}

/** ruling_names' rows: one per (id, locale, alias, name), in the order of that key, as INSERT OR IGNORE keeps them. */
function nameRows(names: ReturnType<typeof buildEntries>['names']): NameRow[] {
  const rows = new Map<string, NameRow & { name: string }>();
  for (const n of names) {
    const key = `${n.id}\u0000${n.locale}\u0000${n.alias ? 1 : 0}\u0000${n.name}`;
    if (!rows.has(key))
      rows.set(key, {
        id: n.id,
        locale: n.locale,
        alias: n.alias ? 1 : 0,
        name: n.name,
        folded: fold(n.name),
      });
  }
  const list = [...rows.values()];
  const binary = binaryOrder(list.some((r) => SURROGATE.test(r.id + r.locale + r.name)));
  return list
    .sort(
      (a, b) =>
        binary(a.id, b.id) || binary(a.locale, b.locale) || a.alias - b.alias || binary(a.name, b.name),
    )
    .map(({ id, locale, alias, folded }) => ({ id, locale, alias, folded }));
}

/**
 * FTS5's bm25 (k1 = 1.2, b = 0.75) for rows holding every word as a phrase: for each word, its IDF over all rows
 * times how often the row holds it, weighed by the row's length against the average. Best first; equal scores
 * keep the rows' order, as SQLite's sort does.
 */
function bm25Order(rows: TextRow[], ws: string[]): TextRow[] {
  const k1 = 1.2;
  const b = 0.75;
  const avgdl = rows.reduce((sum, r) => sum + r.tokens, 0) / rows.length;
  const idf = ws.map((w) => {
    const hits = rows.filter((r) => r.folded.includes(w)).length;
    const value = Math.log((rows.length - hits + 0.5) / (hits + 0.5));
    return value <= 0 ? 1e-6 : value;
  });
  const scored: { row: TextRow; score: number; at: number }[] = [];
  rows.forEach((row, at) => {
    if (!ws.every((w) => row.folded.includes(w))) return;
    let score = 0;
    ws.forEach((w, i) => {
      const freq = occurrences(row.folded, w);
      score += (idf[i] as number) * ((freq * (k1 + 1.0)) / (freq + k1 * (1 - b + (b * row.tokens) / avgdl)));
    });
    scored.push({ row, score, at });
  });
  return scored.sort((x, y) => y.score - x.score || x.at - y.at).map((s) => s.row);
}

/** The shipped rulings, searched without a database. */
export function plainRulings(
  files: Record<RulingLocale, RulingsFile> = shippedTexts as Record<RulingLocale, RulingsFile>,
): RulingsSearch {
  const { entries, names } = buildEntries(files);
  const byKey = new Map<string, RulingEntry>(entries.map((e) => [`${e.id}\u0000${e.locale}`, e]));
  let nameList: NameRow[] | null = null;
  let textList: TextRow[] | null = null;
  const allNames = (): NameRow[] => (nameList ??= nameRows(names));
  const allText = (): TextRow[] =>
    (textList ??= entries.map((e) => {
      const folded = fold([e.text, ...e.rulings.flatMap((r) => [r.q, r.a]), e.disputed ?? ''].join(' '));
      return { id: e.id, locale: e.locale, folded, tokens: trigrams(folded) };
    }));
  const index: RulingsIndex = {
    namesContaining: (q) => allNames().filter((row) => row.folded.includes(q)),
    allNames,
    textMatches(ws) {
      if (ws.every((w) => w.length >= 3)) return bm25Order(allText(), ws).slice(0, TEXT_HITS);
      return allText().filter((r) => ws.every((w) => r.folded.includes(w)));
    },
    hit(id, locale) {
      const entry = byKey.get(`${id}\u0000${locale}`);
      return entry && { kind: entry.kind, name: entry.name };
    },
    entry: (id, locale) => byKey.get(`${id}\u0000${locale}`) ?? null,
  };
  return searchIndex(index);
}
