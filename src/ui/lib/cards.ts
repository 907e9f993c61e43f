// Card and character names for the screen, and the palette's order (the cards a table plays most first).
import { catalogue, formatSign, type CardInfo, type CharacterInfo } from '../../engine/index.ts';
import type { InPlayCard } from '../../engine/types.ts';

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

export function cardName(id: string): string {
  return catalogue.card(id)?.name.en ?? id;
}

export function characterName(id: string): string {
  return catalogue.character(id)?.name.en ?? id;
}

/** "Schofield K♠", or just "Schofield" when the sign was not entered. */
export function chipLabel(card: InPlayCard): string {
  const name = cardName(card.card);
  return card.sign ? `${name} ${formatSign(card.sign)}` : name;
}

export function cardKind(id: string): CardInfo['kind'] | 'unknown' {
  return catalogue.card(id)?.kind ?? 'unknown';
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Matches a search against every name and alias (accents and punctuation ignored). */
export function matches(
  item: { id: string; name: Record<string, string>; aliases: string[] },
  query: string,
) {
  const q = fold(query);
  if (!q) return true;
  return [item.id, ...Object.values(item.name), ...item.aliases].some((n) => fold(n).includes(q));
}

export { formatSign };
