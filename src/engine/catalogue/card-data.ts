// The shape of the catalogue's data files: one line a card, signs as a space-separated list.
import type { ExpansionId } from '../types.ts';
import type { Targeting } from '../hooks.ts';
import type { Locale } from './locale.ts';

/** Gold Rush's equipment is brown (one use) or black (kept in front of a player): black is not blue. */
export type CardKind = 'brown' | 'blue' | 'green' | 'orange' | 'black';

/** Is it a blue card for the rules? Armed & Dangerous: a Dangerous (orange) card "behaves like blue-bordered
 *  cards in all aspects". Green cards (Dodge City) are their own kind. Every rule that says "blue" asks this. */
export function isBlue(card: { kind: CardKind } | undefined): boolean {
  return card?.kind === 'blue' || card?.kind === 'orange';
}

export interface CardData {
  id: string;
  en: string;
  /** Its names in the other languages, for an expansion that brings its own (else the name tables). */
  names?: Partial<Record<Exclude<Locale, 'en'>, string>>;
  kind: CardKind;
  /** Every physical copy's sign, space-separated; a sign twice means two identical copies. */
  copies: string;
  /** A weapon's reach. */
  weapon?: number;
  /** Whom it is aimed at; none when omitted. */
  target?: Targeting;
  /** It takes or discards one of the target's cards: from the hand or one in play (`targetCard`); with no
   *  target, one of each other player's (`targetCards`: Brawl). */
  takesCard?: boolean;
  /** Only a card in play, never one from the hand (Squaw). */
  inPlayOnly?: boolean;
  aliases?: string[];
  expansion?: ExpansionId;
  /** Dodge City's "discard another card" symbol: cards discarded from hand besides the card itself. */
  cost?: number;
  /** The physical cards' sign is disputed between sources: which signs, who says what. */
  disputed?: string;
  /** Armed & Dangerous: Load tokens a Dangerous card's own effect costs, paid from the card. */
  tokenCost?: number;
  /** Armed & Dangerous: Load tokens one upgrade of a brown card costs (repeatable). */
  upgradeCost?: number;
  /** Armed & Dangerous: each upgrade aims the card at one more player (Arrow, Quick Shot). */
  targetPerUpgrade?: boolean;
  /** Armed & Dangerous: Load tokens the card places from the supply when played (Reloading: 3). */
  loads?: number;
  /** Gold Rush: an equipment card (no sign, a pile of its own): its cost in nuggets and the copies in the box. */
  equipment?: Equipment;
}

/** Gold Rush: an equipment card's cost in nuggets and how many copies the box holds. */
export interface Equipment {
  cost: number;
  count: number;
}

export interface CharacterData {
  id: string;
  en: string;
  /** Its names in the other languages, for an expansion that brings its own (else the name tables). */
  names?: Partial<Record<Exclude<Locale, 'en'>, string>>;
  life: number;
  /** The ability in one English sentence (the rulings library says it in every language). */
  ability: string;
  aliases?: string[];
  expansion?: ExpansionId;
  /** Load tokens on the character card at setup (Red Ringo: 4). */
  startTokens?: number;
  /** Printed with a 1st- and a 2nd-edition text; `setup.editions` says which one the table plays. */
  twoEditions?: true;
}
