// Builds every entry in every locale from the catalogue (names, border, copies, life) and the data files
// (texts, rulings, disputes). Pure: the loader writes what this returns.
import { catalogue, type Names } from '../engine/catalogue/index.ts';
import { names as localNames } from '../engine/catalogue/names.ts';
import {
  RULING_LOCALES,
  type EntryKind,
  type RulingEntry,
  type RulingLocale,
  type RulingsFile,
} from './types.ts';

export const ROLE_IDS = ['sheriff', 'deputy', 'outlaw', 'renegade'] as const;

const NAME_KEY: Record<RulingLocale, keyof Names> = {
  en: 'en',
  cs: 'cs',
  'zh-Hant': 'zhHant',
  'zh-Hans': 'zhHans',
};

interface Base {
  id: string;
  kind: EntryKind;
  names: Names | null;
  aliases: string[];
  border: RulingEntry['border'];
  expansion: string;
  copies: string[];
  life: number | null;
}

function catalogueBases(): Base[] {
  const cards: Base[] = catalogue.cards.map((c) => ({
    id: c.id,
    kind: 'card',
    names: c.name,
    aliases: c.aliases,
    border: c.kind,
    expansion: c.expansion,
    copies: c.copies,
    life: null,
  }));
  const characters: Base[] = catalogue.characters.map((c) => ({
    id: c.id,
    kind: 'character',
    names: c.name,
    aliases: c.aliases,
    border: null,
    expansion: c.expansion,
    copies: [],
    life: c.life,
  }));
  const roles: Base[] = ROLE_IDS.map((id) => ({
    id,
    kind: 'role',
    names: catalogue.roleName(id),
    aliases: localNames[id]?.aliases ?? [],
    border: null,
    expansion: 'base',
    copies: [],
    life: null,
  }));
  // An event is its own kind, of its deck: the High Noon event Gold Rush and the Gold Rush equipment card share
  // their name, and the kind is what tells a search's two hits apart.
  const events: Base[] = catalogue.events.map((e) => ({
    id: e.id,
    kind: 'event',
    names: e.name,
    aliases: [],
    border: null,
    expansion: e.deck,
    copies: [],
    life: null,
  }));
  return [...cards, ...characters, ...roles, ...events];
}

/** A name and every other name it is known by, in any language. */
export interface NameRow {
  id: string;
  locale: RulingLocale;
  name: string;
  alias: boolean;
}

export interface Built {
  entries: RulingEntry[];
  names: NameRow[];
}

/** Every id the files describe that the catalogue does not is a general rule, named by each file. */
export function buildEntries(files: Record<RulingLocale, RulingsFile>): Built {
  const bases = catalogueBases();
  const known = new Set(bases.map((b) => b.id));
  const ruleIds = [...new Set(RULING_LOCALES.flatMap((l) => Object.keys(files[l].entries)))].filter(
    (id) => !known.has(id),
  );
  for (const id of ruleIds) {
    bases.push({
      id,
      kind: 'rule',
      names: null,
      aliases: [],
      border: null,
      expansion: 'base',
      copies: [],
      life: null,
    });
  }
  const entries: RulingEntry[] = [];
  const names: NameRow[] = [];
  for (const base of bases) {
    const nameIn = (l: RulingLocale): string =>
      base.names?.[NAME_KEY[l]] ??
      files[l].entries[base.id]?.name ??
      files.en.entries[base.id]?.name ??
      base.id;
    const extra = RULING_LOCALES.flatMap((l) => files[l].entries[base.id]?.aliases ?? []);
    const aliases = [...new Set([...base.aliases, ...extra])];
    for (const l of RULING_LOCALES) names.push({ id: base.id, locale: l, name: nameIn(l), alias: false });
    for (const a of aliases) names.push({ id: base.id, locale: 'en', name: a, alias: true });
    for (const locale of RULING_LOCALES) {
      const t = files[locale].entries[base.id];
      const name = nameIn(locale);
      const others = RULING_LOCALES.map(nameIn).filter((n) => n !== name);
      entries.push({
        id: base.id,
        locale,
        kind: base.kind,
        name,
        aliases: [...new Set([...others, ...aliases])],
        border: base.border,
        expansion: base.expansion,
        copies: base.copies,
        life: base.life,
        text: t?.text ?? '',
        rulings: (t?.rulings ?? []).map(({ q, a }) => ({ q, a })),
        disputed: t?.disputed ?? null,
      });
    }
  }
  return { entries, names };
}
