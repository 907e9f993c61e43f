// Folding makes a query and the indexed text meet halfway: lower case, no Czech diacritics ("zbran" finds
// "zbraň"), full-width forms as ASCII, Traditional characters as Simplified (閃 finds 闪), and punctuation
// and name separators (!, ●, ˙, .) gone. The same function runs on the index and on every query.
import { TRADITIONAL, SIMPLIFIED } from './hanzi.ts';

const toSimplified = new Map<string, string>();
for (let i = 0; i < TRADITIONAL.length; i++) {
  toSimplified.set(TRADITIONAL[i] as string, SIMPLIFIED[i] as string);
}

const HAN = /\p{Script=Han}/u;

export function fold(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\p{Script=Han}/gu, (c) => toSimplified.get(c) ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  // Chinese is written without spaces: a separator inside a name (凱特●巴洛) must not split it.
  return plain.replace(/ (?=\p{Script=Han})|(?<=\p{Script=Han}) /gu, '');
}

/** Words of a folded query; Chinese runs stay whole (the index matches them as substrings). */
export function words(folded: string): string[] {
  return folded.split(' ').filter((w) => w.length > 0);
}

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** Levenshtein distance, giving up past `max` (names are short, so this stays cheap). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    prev = row;
  }
  return (prev[b.length] as number) <= max;
}
