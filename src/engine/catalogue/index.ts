// The catalogue: every card, character and event as data with a stable id and its names in every shipped
// language. Data only: whether Marshal referees one is the ruleset's to say (registry.ts: refereed).
import type { ExpansionId, Sign } from '../types.ts';
import type { CardKind, CardData, CharacterData, Equipment } from './card-data.ts';
export { isBlue } from './card-data.ts';
import type { Targeting } from '../hooks.ts';
import { baseCards } from './base-cards.ts';
import { baseCharacters } from './base-characters.ts';
import { dodgeCityCards, dodgeCityReprints } from './dodge-city-cards.ts';
import { dodgeCityCharacters } from './dodge-city-characters.ts';
import { names } from './names.ts';
import { dodgeCityNames } from './dodge-city-names.ts';
import { armedCards, armedReprints } from './armed-and-dangerous-cards.ts';
import { armedCharacters } from './armed-and-dangerous-characters.ts';
import { armedNames } from './armed-and-dangerous-names.ts';
import { eventData, type EventData } from './events.ts';
import { bulletCharacters, bulletNames } from './bullet-characters.ts';
import { goldRushCards } from './gold-rush-cards.ts';
import { goldRushCharacters } from './gold-rush-characters.ts';
import { goldRushNames } from './gold-rush-names.ts';

import type { Locale } from './locale.ts';

export { LOCALES, type Locale } from './locale.ts';
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
  /** Takes or discards one of the target's cards: the entry says which (`targetCard`: "hand" or a card id); with
   *  no target, one of each other player's (`targetCards`: Brawl). */
  takesCard: boolean;
  /** Only a card in play, never one from the hand (Squaw). */
  inPlayOnly: boolean;
  /** Extra cards discarded from hand to play it (Dodge City's "discard another card"). */
  cost: number;
  /** Copies reprinted in an expansion, with their own signs: valid only in a game with that expansion. */
  reprints: Partial<Record<ExpansionId, Sign[]>>;
  /** Where the sources disagree on the physical card's sign. */
  disputed?: string;
  /** Armed & Dangerous: Load tokens a Dangerous card's own effect costs (paid from the card). */
  tokenCost?: number;
  /** Armed & Dangerous: Load tokens one upgrade of a brown card costs. */
  upgradeCost?: number;
  /** Armed & Dangerous: each upgrade aims the card at one more player (Arrow, Quick Shot). */
  targetPerUpgrade?: boolean;
  /** Armed & Dangerous: Load tokens the card places from the supply when played (Reloading: 3). */
  loads?: number;
  /** Gold Rush: an equipment card (no sign, not in the playing deck): its cost in nuggets, copies in the box. */
  equipment?: Equipment;
}

export interface CharacterInfo {
  id: string;
  name: Names;
  aliases: string[];
  life: number;
  ability: string;
  expansion: ExpansionId;
  /** Load tokens on the character card at setup (Red Ringo: 4). */
  startTokens?: number;
  /** Printed with a 1st- and a 2nd-edition text; `setup.editions` says which one the table plays. */
  twoEditions: boolean;
}

function namesOf(
  id: string,
  en: string,
  own?: Partial<Record<Exclude<Locale, 'en'>, string>> & { aliases?: string[] },
): { name: Names; aliases: string[] } {
  const local =
    own ?? names[id] ?? dodgeCityNames[id] ?? armedNames[id] ?? bulletNames[id] ?? goldRushNames[id];
  return {
    name: { en, cs: local?.cs ?? en, zhHant: local?.zhHant ?? en, zhHans: local?.zhHans ?? en },
    aliases: local?.aliases ?? [],
  };
}

function cardInfo(d: CardData): CardInfo {
  const { name, aliases } = namesOf(d.id, d.en, d.names);
  const info: CardInfo = {
    id: d.id,
    name,
    aliases: [...new Set([...(d.aliases ?? []), ...aliases])],
    kind: d.kind,
    expansion: d.expansion ?? 'base',
    copies: d.copies ? d.copies.split(' ') : [],
    target: d.target ?? 'none',
    takesCard: d.takesCard ?? false,
    inPlayOnly: d.inPlayOnly ?? false,
    cost: d.cost ?? 0,
    reprints: {},
  };
  if (d.weapon !== undefined) info.weapon = d.weapon;
  if (d.disputed !== undefined) info.disputed = d.disputed;
  if (d.tokenCost !== undefined) info.tokenCost = d.tokenCost;
  if (d.upgradeCost !== undefined) info.upgradeCost = d.upgradeCost;
  if (d.targetPerUpgrade) info.targetPerUpgrade = true;
  if (d.loads !== undefined) info.loads = d.loads;
  if (d.equipment) info.equipment = d.equipment;
  return info;
}

function characterInfo(d: CharacterData): CharacterInfo {
  const { name, aliases } = namesOf(d.id, d.en, d.names);
  return {
    id: d.id,
    name,
    aliases: [...new Set([...(d.aliases ?? []), ...aliases])],
    life: d.life,
    ability: d.ability,
    expansion: d.expansion ?? 'base',
    ...(d.startTokens !== undefined ? { startTokens: d.startTokens } : {}),
    twoEditions: d.twoEditions === true,
  };
}

const cards = [...baseCards, ...dodgeCityCards, ...armedCards, ...goldRushCards].map(cardInfo);
const characters = [
  ...baseCharacters,
  ...dodgeCityCharacters,
  ...bulletCharacters,
  ...armedCharacters,
  ...goldRushCharacters,
].map(characterInfo);
const cardById = new Map(cards.map((c) => [c.id, c]));
for (const [id, signs] of Object.entries(dodgeCityReprints)) {
  const card = cardById.get(id);
  if (card) card.reprints['dodge-city'] = signs.split(' ');
}
for (const [id, signs] of Object.entries(armedReprints)) {
  const card = cardById.get(id);
  if (card) card.reprints['armed-and-dangerous'] = signs.split(' ');
}

/** A card's signs in a game with these expansions: its own copies and the reprints of the expansions in play. */
export function copiesIn(card: CardInfo, expansions: readonly ExpansionId[]): Sign[] {
  return [...card.copies, ...expansions.flatMap((e) => card.reprints[e] ?? [])];
}

/** Whether the card belongs to a game with these expansions (base cards always do). */
export function inGame(card: { expansion: ExpansionId }, expansions: readonly ExpansionId[]): boolean {
  return card.expansion === 'base' || expansions.includes(card.expansion);
}
const characterById = new Map(characters.map((c) => [c.id, c]));

/** An event card as the catalogue lists it. */
export type EventInfo = EventData;
const events: EventInfo[] = eventData;
const eventById = new Map(events.map((e) => [e.id, e]));

/** Other spellings of card ids a game script may use: an English alias in kebab-case (Reload → reloading,
 *  Lockpick → lock-pick), unless it is some card's own id. */
const idAliases = new Map<string, string>();
for (const c of cards) {
  for (const alias of c.aliases) {
    const id = alias
      .toLowerCase()
      .replace(/['’.!]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (id && !cardById.has(id) && !idAliases.has(id)) idAliases.set(id, c.id);
  }
}

/** The catalogue id for a card id or one of its kebab-case aliases; anything else unchanged. */
export function canonicalCardId(id: string): string {
  return cardById.has(id) ? id : (idAliases.get(id) ?? id);
}

/** The cards and characters an expansion brings as data, added when its rules are registered. */
export interface CatalogueData {
  cards?: CardData[];
  characters?: CharacterData[];
}

/** Adds an expansion's cards and characters (an id already listed is left as it is). */
export function addToCatalogue(data: CatalogueData): void {
  for (const c of (data.cards ?? []).map(cardInfo)) {
    if (cardById.has(c.id)) continue;
    cards.push(c);
    cardById.set(c.id, c);
  }
  for (const c of (data.characters ?? []).map(characterInfo)) {
    if (characterById.has(c.id)) continue;
    characters.push(c);
    characterById.set(c.id, c);
  }
}

export const catalogue = {
  cards,
  characters,
  events,
  event: (id: string): EventInfo | undefined => eventById.get(id),
  card: (id: string): CardInfo | undefined => cardById.get(id),
  character: (id: string): CharacterInfo | undefined => characterById.get(id),
  roleName: (role: string): Names => namesOf(role, role[0]?.toUpperCase() + role.slice(1)).name,
};

/** How many players a play of the card is aimed at with these Load tokens paid: 1, or one more per whole
 *  upgrade for a card that says so (Arrow, Quick Shot). */
/** The life a player starts with: the character's bullets, one more for the Sheriff (his role card says so). */
export function startingLife(character: string, role: string | null): number {
  return (catalogue.character(character)?.life ?? 4) + (role === 'sheriff' ? 1 : 0);
}

export function targetsAllowed(cardId: string, spend?: Readonly<Record<string, number>>): number {
  const card = cardById.get(cardId);
  if (!card?.targetPerUpgrade || !card.upgradeCost) return 1;
  const paid = Object.values(spend ?? {}).reduce((sum, n) => sum + n, 0);
  return 1 + Math.floor(paid / card.upgradeCost);
}
