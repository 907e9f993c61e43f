// The catalogue: every card and character as data with a stable id, names in every shipped language,
// and whether Marshal referees it yet (it does when a rule module exists for it).
import type { ExpansionId, Sign } from '../types.ts';
import type { CardKind, CardData, CharacterData } from './card-data.ts';
import type { Targeting } from '../rules/hooks.ts';
import { baseCards } from './base-cards.ts';
import { baseCharacters } from './base-characters.ts';
import { names } from './names.ts';
import { cardRules, characterRules } from '../rules/registry.ts';

export type Locale = 'en' | 'cs' | 'zhHant' | 'zhHans';
export type Names = Record<Locale, string>;

export interface CardInfo {
  id: string;
  name: Names;
  aliases: string[];
  kind: CardKind;
  expansion: ExpansionId;
  copies: Sign[];
  weapon?: number;
  target: Targeting;
  /** Takes or discards one of the target's cards: the entry says which (`targetCard`: "hand" or a card id). */
  takesCard: boolean;
  refereed: boolean;
}

export interface CharacterInfo {
  id: string;
  name: Names;
  aliases: string[];
  life: number;
  ability: string;
  expansion: ExpansionId;
  refereed: boolean;
}

function namesOf(id: string, en: string): { name: Names; aliases: string[] } {
  const local = names[id];
  return {
    name: { en, cs: local?.cs ?? en, zhHant: local?.zhHant ?? en, zhHans: local?.zhHans ?? en },
    aliases: local?.aliases ?? [],
  };
}

function cardInfo(d: CardData): CardInfo {
  const { name, aliases } = namesOf(d.id, d.en);
  const info: CardInfo = {
    id: d.id,
    name,
    aliases: [...new Set([...(d.aliases ?? []), ...aliases])],
    kind: d.kind,
    expansion: d.expansion ?? 'base',
    copies: d.copies.split(' '),
    target: d.target ?? 'none',
    takesCard: d.takesCard ?? false,
    refereed: cardRules.has(d.id),
  };
  if (d.weapon !== undefined) info.weapon = d.weapon;
  return info;
}

function characterInfo(d: CharacterData): CharacterInfo {
  const { name, aliases } = namesOf(d.id, d.en);
  return {
    id: d.id,
    name,
    aliases: [...new Set([...(d.aliases ?? []), ...aliases])],
    life: d.life,
    ability: d.ability,
    expansion: d.expansion ?? 'base',
    refereed: characterRules.has(d.id),
  };
}

const cards = baseCards.map(cardInfo);
const characters = baseCharacters.map(characterInfo);
const cardById = new Map(cards.map((c) => [c.id, c]));
const characterById = new Map(characters.map((c) => [c.id, c]));

export const catalogue = {
  cards,
  characters,
  card: (id: string): CardInfo | undefined => cardById.get(id),
  character: (id: string): CharacterInfo | undefined => characterById.get(id),
  roleName: (role: string): Names => namesOf(role, role[0]?.toUpperCase() + role.slice(1)).name,
};
