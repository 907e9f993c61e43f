// Search that forgives, the same folding as the rulings index: any case, Czech diacritics, Traditional or
// Simplified characters (閃 finds 闪), spaces and punctuation ignored.
import { fold as foldWords } from '../../rulings/fold.ts';

/** "Zbraň!" → "zbran", "閃避" → "闪避". */
export function fold(text: string): string {
  return foldWords(text).replace(/ /g, '');
}

/** Matches a search against every name and alias in every language. */
export function matches(
  item: { id: string; name: Record<string, string>; aliases: string[] },
  query: string,
) {
  const q = fold(query);
  if (!q) return true;
  return [item.id, ...Object.values(item.name), ...item.aliases].some((n) => fold(n).includes(q));
}
