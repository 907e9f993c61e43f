// Players are the names the table enters: the same name is the same person, whatever its case or spacing
// (the engine matches names without regard to case too). Two spellings are one person once the table merges them.
export function foldName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Follows merged spellings to the person they count as (a merge of a merge too; a loop stops where it began). */
export function personOf(folded: string, aliases: ReadonlyMap<string, string>): string {
  const seen = new Set<string>();
  let at = folded;
  for (let next = aliases.get(at); next !== undefined && !seen.has(at); next = aliases.get(at)) {
    seen.add(at);
    at = foldName(next);
  }
  return at;
}
