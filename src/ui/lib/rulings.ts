// The rulings panel's source: the host's `searchRulings` / `ruling` requests when the host has them, and
// until then (or when it does not answer) the engine's one-line rules and the catalogue's names.
import { catalogue, rulings } from '../../engine/index.ts';
import { RequestSchemas, type Answer, type MarshalApi } from '../../host/contract.ts';
import type { RulingEntry, RulingHit, RulingLocale } from '../../rulings/types.ts';
import type { Locale } from '../../engine/catalogue/index.ts';
import { matches } from './fold.ts';

export type { RulingEntry, RulingHit };

const RULING_LOCALE: Record<Locale, RulingLocale> = {
  en: 'en',
  cs: 'cs',
  zhHant: 'zh-Hant',
  zhHans: 'zh-Hans',
};

type Loose = (name: string, payload: unknown) => Promise<Answer<unknown>>;

export interface RulingsSource {
  search(query: string, locale: Locale): Promise<RulingHit[]>;
  entry(id: string, locale: Locale): Promise<RulingEntry | null>;
}

/** Whether the host's contract has the rulings requests yet (another part of Marshal adds them). */
export const hostHasRulings = 'searchRulings' in RequestSchemas && 'ruling' in RequestSchemas;

export function rulingsSource(api: MarshalApi, ruleTitle: (id: string) => string | null): RulingsSource {
  const request = api.request.bind(api) as unknown as Loose;
  const ask = async (name: string, payload: unknown) => (hostHasRulings ? request(name, payload) : null);
  return {
    async search(query, locale) {
      const answer = await ask('searchRulings', { query, locale: RULING_LOCALE[locale] }).catch(() => null);
      if (answer?.ok) return answer.value as RulingHit[];
      return localSearch(query, locale, ruleTitle);
    },
    async entry(id, locale) {
      const answer = await ask('ruling', { id, locale: RULING_LOCALE[locale] }).catch(() => null);
      if (answer?.ok) return answer.value as RulingEntry;
      return localEntry(id, locale, ruleTitle);
    },
  };
}

function localSearch(query: string, locale: Locale, ruleTitle: (id: string) => string | null): RulingHit[] {
  const hits: RulingHit[] = [];
  for (const c of catalogue.cards) {
    if (matches(c, query)) hits.push({ id: c.id, kind: 'card', name: c.name[locale] });
  }
  for (const c of catalogue.characters) {
    if (matches(c, query)) hits.push({ id: c.id, kind: 'character', name: c.name[locale] });
  }
  for (const r of rulings) {
    const name = ruleTitle(r.id) ?? r.title;
    if (matches({ id: r.id, name: { en: r.title, local: name }, aliases: [r.text] }, query)) {
      hits.push({ id: r.id, kind: 'rule', name });
    }
  }
  return hits.slice(0, 30);
}

function localEntry(
  id: string,
  locale: Locale,
  ruleTitle: (id: string) => string | null,
): RulingEntry | null {
  const base = {
    id,
    locale: RULING_LOCALE[locale],
    aliases: [] as string[],
    border: null,
    expansion: 'base',
    copies: [] as string[],
    life: null,
    rulings: [],
    disputed: null,
  };
  const card = catalogue.card(id);
  if (card) {
    const rule = rulings.find((r) => r.id === id);
    return {
      ...base,
      kind: 'card',
      name: card.name[locale],
      aliases: Object.values(card.name).filter((n) => n !== card.name[locale]),
      border:
        card.kind === 'brown' || card.kind === 'blue' || card.kind === 'green' || card.kind === 'orange'
          ? card.kind
          : null,
      copies: card.copies,
      text: rule?.text ?? '',
    };
  }
  const character = catalogue.character(id);
  if (character) {
    return {
      ...base,
      kind: 'character',
      name: character.name[locale],
      life: character.life,
      text: character.ability,
    };
  }
  const rule = rulings.find((r) => r.id === id);
  if (rule) return { ...base, kind: 'rule', name: ruleTitle(id) ?? rule.title, text: rule.text };
  return null;
}
