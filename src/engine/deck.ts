// The game's playing cards: every copy of the expansions in play, by sign. The same for every entry of a game,
// so it is built once per set of expansions.
import type { ExpansionId, Sign } from './types.ts';
import { catalogue, copiesIn, inGame } from './catalogue/index.ts';

const decks = new Map<string, ReadonlyMap<Sign, number>>();

/** The game's deck as a multiset of signs (a sign twice: two identical copies). */
export function deckOf(expansions: readonly ExpansionId[]): ReadonlyMap<Sign, number> {
  const key = expansions.join(',');
  const known = decks.get(key);
  if (known) return known;
  const deck = new Map<Sign, number>();
  for (const card of catalogue.cards) {
    if (!inGame(card, expansions)) continue;
    for (const sign of copiesIn(card, expansions)) deck.set(sign, (deck.get(sign) ?? 0) + 1);
  }
  decks.set(key, deck);
  return deck;
}

/** How many playing cards the game has. */
export function deckSize(expansions: readonly ExpansionId[]): number {
  return copiesOf(expansions).length;
}

/** One physical card of the game: its name and sign (two identical copies are two of these). */
export interface Copy {
  card: string;
  sign: Sign;
}

const copyLists = new Map<string, readonly Copy[]>();

/** Every physical card of a game with these expansions. */
export function copiesOf(expansions: readonly ExpansionId[]): readonly Copy[] {
  const key = expansions.join(',');
  let deck = copyLists.get(key);
  if (!deck) {
    deck = catalogue.cards
      .filter((c) => inGame(c, expansions))
      .flatMap((c) => copiesIn(c, expansions).map((sign) => ({ card: c.id, sign })));
    copyLists.set(key, deck);
  }
  return deck;
}

const signOwners = new Map<string, ReadonlyMap<Sign, ReadonlySet<string>>>();

/** For each sign of the game, the cards printed with it (10♠: Jail and Volcanic). */
export function cardsBySign(expansions: readonly ExpansionId[]): ReadonlyMap<Sign, ReadonlySet<string>> {
  const key = expansions.join(',');
  let owners = signOwners.get(key);
  if (!owners) {
    const map = new Map<Sign, Set<string>>();
    for (const c of copiesOf(expansions)) map.set(c.sign, (map.get(c.sign) ?? new Set()).add(c.card));
    owners = map;
    signOwners.set(key, owners);
  }
  return owners;
}
