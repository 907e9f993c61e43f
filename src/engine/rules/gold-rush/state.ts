// Gold Rush's own state: each player's nuggets and black equipment (public, in `players`), the shop's three
// face-up slots (`shop`), and in `ext` the equipment deck as Marshal knows it. Only its own
// `ExpansionChanged` events change them, folded here.
import type { GameEvent, JsonValue, PlayerState, State, Table } from '../../types.ts';
import type { ExpansionChange } from '../../hooks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { dealFrom } from '../../rng.ts';

export const GOLD_RUSH = 'gold-rush' as const;

/** The equipment deck: `deck` face down (Marshal's seeded order: its top first), `under` the used cards put face
 *  up at its bottom, in order; `dealt`: Marshal turns up the shop's cards itself (no `setup.shop`). */
export type GoldDeck = { deck: string[]; under: string[]; dealt: boolean };

/** One change, as an `ExpansionChanged` event carries it. */
export type GoldChange =
  /** Nuggets earned (+) or paid (−); never below 0. */
  | { kind: 'nuggets'; player: string; delta: number; why: string }
  | { kind: 'nuggets-set'; player: string; count: number }
  /** A shop slot emptied (its card bought). */
  | { kind: 'shop-taken'; slot: number }
  /** A slot filled from the deck: `card`, or Marshal's top card when null. */
  | { kind: 'shop-filled'; slot: number; card: string | null }
  /** The top card of the deck taken (Josh McCloud). */
  | { kind: 'deck-taken'; card: string }
  /** A used card put face up under the deck. */
  | { kind: 'under'; card: string }
  | { kind: 'equipped'; player: string; card: string }
  /** A black card leaves its player, face up under the deck. */
  | { kind: 'unequipped'; player: string; card: string }
  /** The player is out: his equipment goes under the deck; his nuggets too, unless `keepsNuggets`. */
  | { kind: 'out'; player: string };

export function change(c: GoldChange): GameEvent {
  return { type: 'ExpansionChanged', expansion: GOLD_RUSH, change: c };
}

/** Whether the game has Gold Rush. */
export function goldRushIn(table: Pick<Table, 'setup'> | Pick<State, 'setup'>): boolean {
  return table.setup?.expansions.includes(GOLD_RUSH) ?? false;
}

export function nuggetsOf(player: Pick<PlayerState, 'nuggets'> | undefined): number {
  return player?.nuggets ?? 0;
}

export function equipmentOf(player: Pick<PlayerState, 'equipment'> | undefined): string[] {
  return player?.equipment ?? [];
}

function isStrings(v: JsonValue | undefined): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

export function deckOf(state: Pick<State, 'ext'>): GoldDeck {
  const own = state.ext?.[GOLD_RUSH];
  if (own && typeof own === 'object' && !Array.isArray(own)) {
    const { deck, under, dealt } = own;
    if (isStrings(deck) && isStrings(under)) return { deck, under, dealt: dealt === true };
  }
  return { deck: [], under: [], dealt: false };
}

/** Every equipment card the box holds, one id per copy. */
export function equipmentBox(): string[] {
  return catalogue.cards.flatMap((c) => Array.from({ length: c.equipment?.count ?? 0 }, () => c.id));
}

/** The equipment the table may turn up next: the face-down deck, or once it is used up the face-up cards under
 *  it (shuffled into a new deck as soon as one shows on top). */
export function nextCards(deck: GoldDeck): string[] {
  return deck.deck.length > 0 ? deck.deck : deck.under;
}

function withDeck(state: State, deck: GoldDeck): State {
  // A used card showing on top: the face-up cards are shuffled into a new face-down deck (seeded).
  const fresh =
    deck.deck.length === 0 && deck.under.length > 0
      ? {
          ...deck,
          deck: dealFrom(deck.under, deck.under.length, state.setup.seed + 7919 * state.turn.number),
          under: [],
        }
      : deck;
  return { ...state, ext: { ...state.ext, [GOLD_RUSH]: fresh } };
}

function withoutOne(list: readonly string[], card: string): string[] {
  const at = list.indexOf(card);
  return at < 0 ? [...list] : list.filter((_, i) => i !== at);
}

function updatePlayer(state: State, name: string, f: (p: PlayerState) => PlayerState): State {
  return { ...state, players: state.players.map((p) => (p.name === name ? f(p) : p)) };
}

/** Only the living earn, pay or take equipment: a forced entry never gives the dead anything. */
function updateLiving(state: State, name: string, f: (p: PlayerState) => PlayerState): State {
  return updatePlayer(state, name, (p) => (p.alive ? f(p) : p));
}

function isChange(c: ExpansionChange): c is GoldChange & ExpansionChange {
  return typeof c.kind === 'string';
}

export function applyGold(state: State, raw: ExpansionChange): State {
  // A Gold Rush entry forced into a game without it changes nothing (it was flagged `not-in-game`).
  if (!isChange(raw) || !goldRushIn(state)) return state;
  const c = raw as GoldChange;
  const deck = deckOf(state);
  switch (c.kind) {
    case 'nuggets':
      return updateLiving(state, c.player, (p) => ({ ...p, nuggets: Math.max(0, nuggetsOf(p) + c.delta) }));
    case 'nuggets-set':
      return updateLiving(state, c.player, (p) => ({ ...p, nuggets: Math.max(0, c.count) }));
    case 'shop-taken':
      return { ...state, shop: (state.shop ?? [null, null, null]).map((s, i) => (i === c.slot ? null : s)) };
    case 'shop-filled': {
      const card = c.card ?? nextCards(deck)[0] ?? null;
      const shop = (state.shop ?? [null, null, null]).map((s, i) => (i === c.slot ? card : s));
      const left = card === null ? deck : takeFrom(deck, card);
      return withDeck({ ...state, shop }, left);
    }
    case 'deck-taken':
      return withDeck(state, takeFrom(deck, c.card));
    case 'under':
      return withDeck(state, { ...deck, under: [...deck.under, c.card] });
    case 'equipped': {
      // A forced second copy of a name in front of one player, or a card for a player who is out, goes under.
      const to = state.players.find((p) => p.name === c.player);
      if (!to?.alive || equipmentOf(to).includes(c.card)) {
        return withDeck(state, { ...deck, under: [...deck.under, c.card] });
      }
      return updatePlayer(state, c.player, (p) => ({ ...p, equipment: [...equipmentOf(p), c.card] }));
    }
    case 'unequipped': {
      if (!equipmentOf(state.players.find((p) => p.name === c.player)).includes(c.card)) return state;
      const after = updatePlayer(state, c.player, (p) => ({
        ...p,
        equipment: withoutOne(equipmentOf(p), c.card),
      }));
      return withDeck(after, { ...deck, under: [...deck.under, c.card] });
    }
    case 'out': {
      const player = state.players.find((p) => p.name === c.player);
      const gone = equipmentOf(player);
      const after = updatePlayer(state, c.player, (p) => ({ ...p, equipment: [], nuggets: 0 }));
      return withDeck(after, { ...deck, under: [...deck.under, ...gone] });
    }
  }
}

/** The deck without one copy of `card`: from the face-down part, else from the face-up cards under it. */
function takeFrom(deck: GoldDeck, card: string): GoldDeck {
  if (deck.deck.includes(card)) return { ...deck, deck: withoutOne(deck.deck, card) };
  return { ...deck, under: withoutOne(deck.under, card) };
}

/** A new game's Gold Rush: no nuggets, no equipment, the shop of three turned up from the equipment deck. */
export function goldSetup(state: State): State {
  const given = state.setup.shop;
  const shuffled = dealFrom(equipmentBox(), equipmentBox().length, state.setup.seed ^ 0x60d);
  let deck = shuffled;
  let shop: (string | null)[];
  if (given) {
    for (const card of given) deck = withoutOne(deck, card);
    shop = [...given];
  } else {
    shop = deck.slice(0, 3);
    deck = deck.slice(3);
  }
  return {
    ...state,
    players: state.players.map((p) => ({ ...p, nuggets: 0, equipment: [] })),
    shop,
    ext: { ...state.ext, [GOLD_RUSH]: { deck, under: [], dealt: !given } },
  };
}
