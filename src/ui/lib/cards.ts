// Card and character names for the screen, and the palette's order (the cards a table plays most first).
import { catalogue, inGame, type CardInfo, type CharacterInfo } from '../../engine/catalogue/index.ts';
import { formatSign } from '../../engine/sign.ts';
import type { ExpansionId } from '../../engine/types.ts';
import type { InPlayCard } from '../../engine/types.ts';
import { cardName, characterName } from '../i18n/index.svelte.ts';

export type { CardInfo, CharacterInfo };

/** The base game's cards, most used first; any card not listed follows in catalogue order. */
const PALETTE_ORDER = [
  'bang',
  'missed',
  'beer',
  'schofield',
  'volcanic',
  'remington',
  'rev-carabine',
  'winchester',
  'mustang',
  'scope',
  'barrel',
  'jail',
  'dynamite',
  'panic',
  'cat-balou',
  'stagecoach',
  'wells-fargo',
  'general-store',
  'indians',
  'gatling',
  'duel',
  'saloon',
];

function rank(id: string): number {
  const i = PALETTE_ORDER.indexOf(id);
  return i === -1 ? PALETTE_ORDER.length : i;
}

export const paletteCards: CardInfo[] = catalogue.cards
  .filter((c) => c.expansion === 'base')
  .toSorted((a, b) => rank(a.id) - rank(b.id));

export const baseCharacters: CharacterInfo[] = catalogue.characters
  .filter((c) => c.expansion === 'base')
  .toSorted((a, b) => a.name.en.localeCompare(b.name.en));

/** The palette for a game: the cards of its expansions, most used first. */
export function paletteFor(expansions: readonly string[]): CardInfo[] {
  const ids = expansions as readonly ExpansionId[];
  // Gold Rush's equipment is bought from the shop, never played from a hand.
  return catalogue.cards
    .filter((c) => inGame(c, ids) && !c.equipment)
    .toSorted((a, b) => rank(a.id) - rank(b.id));
}

/** The characters a game with these expansions deals from. */
export function charactersFor(expansions: readonly string[]): CharacterInfo[] {
  const ids = expansions as readonly ExpansionId[];
  return catalogue.characters
    .filter((c) => inGame(c, ids))
    .toSorted((a, b) => a.name.en.localeCompare(b.name.en));
}

export { cardName, characterName };

/** "Schofield K♠", or just "Schofield" when the sign was not entered. */
export function chipLabel(card: InPlayCard): string {
  const name = cardName(card.card);
  return card.sign ? `${name} ${formatSign(card.sign)}` : name;
}

/** A heart or a diamond: its sign is shown in red, as on the card. */
export function redSign(sign: string | null | undefined): boolean {
  return !!sign && /[HD]$/.test(sign);
}

export function cardKind(id: string): CardInfo['kind'] | 'unknown' {
  return catalogue.card(id)?.kind ?? 'unknown';
}

export { fold, matches } from './fold.ts';
export { formatSign };
