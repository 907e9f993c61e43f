// Search that forgives: any case, Czech diacritics, spaces and punctuation; Chinese kept as written.
/** "Zbraň!" → "zbran", "砰！" → "砰": case, Czech diacritics, spaces and punctuation folded away. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Matches a search against every name and alias in every language (accents and punctuation ignored). */
export function matches(
  item: { id: string; name: Record<string, string>; aliases: string[] },
  query: string,
) {
  const q = fold(query);
  if (!q) return true;
  return [item.id, ...Object.values(item.name), ...item.aliases].some((n) => fold(n).includes(q));
}
