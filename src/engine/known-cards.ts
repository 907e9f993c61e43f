// The cards Marshal knows are out of the deck: every card in play (public), and every card known to lie on the
// discard pile since the deck was last made. One count, read by the draw! odds (what the next card may be) and by
// the no-copy-left check (a card the game has no copy left of cannot be in a hand).
import type { PileCard, Sign, State } from './types.ts';
import { cardsBySign, copiesOf, type Copy } from './deck.ts';
import type { ExpansionId } from './types.ts';

/** What Marshal knows is out of the deck. */
export interface KnownCards {
  /** The cards in play, by name and, when entered, sign. */
  inPlay: (PileCard & { card: string; holder: string })[];
  /** The cards known on the discard pile since the deck was last made. */
  pile: PileCard[];
  /** Of those, how many may be back in a hand (taken from the pile without saying which). */
  taken: number;
}

export function knownCards(state: State): KnownCards {
  const inPlay = state.players.flatMap((p) =>
    p.inPlay.map((c) => ({ card: c.card, holder: p.name, ...(c.sign ? { sign: c.sign } : {}) })),
  );
  return { inPlay, pile: state.pile ?? [], taken: state.pileTaken ?? 0 };
}

/** The card a known card is for certain: its name, or the one card of the game printed with its sign. */
function certainly(known: PileCard, expansions: readonly ExpansionId[]): string | undefined {
  if (known.card) return known.card;
  const cards = known.sign === undefined ? undefined : cardsBySign(expansions).get(known.sign);
  return cards?.size === 1 ? [...cards][0] : undefined;
}

/** Why no copy of a card (with that sign, when one is given) can be in a hand: every copy the game has is known
 *  in play or on the discard pile. Null while one may be left. */
export interface NoCopyLeft {
  card: string;
  sign: Sign | null;
  copies: number;
  inPlay: number;
  onPile: number;
  /** Who has one in play ('' when none is). */
  holder: string;
}

export function noCopyLeft(state: State, card: string, sign?: Sign): NoCopyLeft | null {
  const deck = copiesOf(state.setup.expansions);
  const fits = (c: PileCard, name: string | undefined) =>
    name === card && (sign === undefined || c.sign === sign);
  const copies = deck.filter((c) => fits(c, c.card)).length;
  if (copies === 0) return null;
  const known = knownCards(state);
  const inPlay = known.inPlay.filter((c) => fits(c, c.card));
  const listed = known.pile.filter((c) => fits(c, certainly(c, state.setup.expansions))).length;
  const onPile = Math.max(0, listed - known.taken);
  if (inPlay.length + onPile < copies) return null;
  return { card, sign: sign ?? null, copies, inPlay: inPlay.length, onPile, holder: inPlay[0]?.holder ?? '' };
}

/** A flipped sign that cannot come off the deck: every copy printed with it is known in play or on the pile. */
export function signSeen(state: State, sign: Sign): NoCopyLeft | null {
  const deck = copiesOf(state.setup.expansions);
  const printed = deck.filter((c) => c.sign === sign);
  const first = printed[0];
  if (!first) return null;
  const known = knownCards(state);
  const inPlay = known.inPlay.filter((c) => c.sign === sign);
  const onPile = Math.max(0, known.pile.filter((c) => c.sign === sign).length - known.taken);
  if (inPlay.length + onPile < printed.length) return null;
  const card = inPlay[0]?.card ?? certainly({ sign }, state.setup.expansions) ?? first.card;
  return {
    card,
    sign,
    copies: printed.length,
    inPlay: inPlay.length,
    onPile,
    holder: inPlay[0]?.holder ?? '',
  };
}

/** The cards still unseen, for the odds: every copy of the game less those known by sign; and of each card known
 *  by name only, how many of its copies left are out of the deck (which of them is not known). */
export interface Unseen {
  copies: Copy[];
  /** card id → how many of its copies among `copies` are known out of the deck. */
  outByName: Map<string, number>;
}

export function unseenCards(state: State): Unseen {
  const left = [...copiesOf(state.setup.expansions)];
  const known = knownCards(state);
  const byName: string[] = [];
  for (const c of [...known.inPlay, ...known.pile]) {
    if (!c.sign) {
      if (c.card) byName.push(c.card);
      continue;
    }
    // The copy with that name and sign, or (a flipped sign) any copy printed with it.
    const at = left.findIndex((x) => x.sign === c.sign && (c.card === undefined || x.card === c.card));
    const any = at >= 0 ? at : left.findIndex((x) => x.sign === c.sign);
    if (any >= 0) left.splice(any, 1);
  }
  const outByName = new Map<string, number>();
  for (const card of byName) {
    const copies = left.filter((x) => x.card === card).length;
    const out = outByName.get(card) ?? 0;
    if (out < copies) outByName.set(card, out + 1);
  }
  return { copies: left, outByName };
}
