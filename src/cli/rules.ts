// `marshal rules QUERY` / `marshal rules --id ID`: the rulings library from the command line, searched in plain
// JavaScript (no SQLite, no user data folder) with the app's ranking, so a lookup at the table answers at once.
import { plainRulings } from '../rulings/plain.ts';
import { RULING_LOCALES, type RulingLocale } from '../rulings/types.ts';

type Out = (line: string) => void;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function rulesCommand(args: string[], out: Out, err: Out): number {
  const locale = option(args, '--locale') ?? 'en';
  if (!(RULING_LOCALES as readonly string[]).includes(locale)) {
    err(`marshal rules: unknown locale "${locale}" (one of: ${RULING_LOCALES.join(', ')})`);
    return 2;
  }
  const l = locale as RulingLocale;
  const id = option(args, '--id');
  const values = new Set([id, option(args, '--locale')]);
  const query = args.filter((a) => !a.startsWith('--') && !values.has(a)).join(' ');
  if (!id && !query) {
    err('marshal rules: what to look up? (QUERY or --id ID); see marshal rules --help');
    return 2;
  }
  const search = plainRulings();
  if (id) {
    const entry = search.entry(id, l);
    if (!entry) {
      err(`there is no ruling "${id}"`);
      return 1;
    }
    if (args.includes('--json')) {
      out(JSON.stringify(entry));
      return 0;
    }
    const signs = entry.copies.length ? ` — ${entry.copies.join(' ')}` : '';
    out(`${entry.name} (${[entry.kind, entry.border, entry.expansion].filter(Boolean).join(', ')})${signs}`);
    if (entry.aliases.length) out(`  also: ${entry.aliases.join(', ')}`);
    out(entry.text);
    for (const r of entry.rulings) out(`  Q: ${r.q}\n  A: ${r.a}`);
    if (entry.disputed) out(`  ! ${entry.disputed}`);
    return 0;
  }
  const hits = search.search(query, l);
  if (args.includes('--json')) out(JSON.stringify(hits));
  else if (hits.length === 0) out(`nothing found for "${query}"`);
  else for (const h of hits) out(`${h.id}\t${h.kind}\t${h.name}`);
  return 0;
}
