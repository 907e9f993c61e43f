// The discard pile, as far as Marshal knows it: empty when the game starts and right after the deck is rebuilt
// from it (a `reshuffle` entry), not empty once an entry put a card on it. Pedro Ramirez cannot draw from it
// while it is empty. Where an entry might or might not discard, it counts as discarding: a wrong "empty" would
// flag a legal draw, a wrong "not empty" only misses a flag.
// Marshal also keeps the cards known to lie on it (by name, sign or both) and how many cards left it for a
// hand without saying which: those known cards may be in a hand again.
import type { GameEvent, PileCard, State } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';
import { currentEvent } from './event-in-force.ts';
import { deckSize } from './deck.ts';

/** Cards that leave one hand for another, not for the pile. */
const HAND_TO_HAND = new Set(['el-gringo', 'jesse-jones']);

/** Dynamite and the Bomb leave one player's play for the next one's, within the same entry. */
function passesOn(card: string, batch: readonly GameEvent[]): boolean {
  return batch.some((x) => x.type === 'CardPlaced' && x.card === card);
}

/** The card a play or an answer put down itself: the entry's first card to leave a hand, when it is a brown
 *  card, or any card left with its sign. Later ones with the same reason are what it took from others. */
function itself(e: GameEvent, batch: readonly GameEvent[]): boolean {
  if (e.type !== 'CardsLeftHand' || catalogue.card(e.reason)?.kind !== 'brown') return false;
  return e.sign !== undefined || batch.find((x) => x.type === 'CardsLeftHand') === e;
}

/** How many of a card leaving a hand reach the pile: a blue or green card played goes in play, only the
 *  cards paid with it are discarded. */
function toPile(e: GameEvent & { type: 'CardsLeftHand' }): number {
  if (HAND_TO_HAND.has(e.reason)) return 0;
  const card = catalogue.card(e.reason);
  return !card || card.kind === 'brown' ? e.count : e.count - 1;
}

/** Cards in hands and in play, and so neither in the deck nor on the pile. */
function held(state: Pick<State, 'players'>): number {
  let n = 0;
  for (const p of state.players) if (p.alive) n += p.hand + p.inPlay.length;
  return n;
}

/** The cards on the pile by count: all the others less the deck (null when the deck is not counted). */
function pileSize(state: State): number | null {
  if (state.drawPile === undefined) return null;
  return Math.max(0, deckSize(state.setup.expansions) - held(state) - Math.max(0, state.drawPile));
}

/** Under an event that draws phase 1 from the pile (Abandoned Mine): how many of the player's phase-1 cards
 *  come from the pile, as many as it holds; the rest come from the deck. */
export function phaseOneFromPile(state: State, events: readonly GameEvent[]): number {
  if (!currentEvent(state)?.drawsFromPile || state.discardEmpty === true) return 0;
  const drawn = events.find((e) => e.type === 'CardsDrawn' && e.reason === 'draw');
  if (!drawn || drawn.type !== 'CardsDrawn' || drawn.player !== state.turn.player) return 0;
  const fromDeck = drawn.count - (drawn.taken ?? 0);
  return Math.min(fromDeck, pileSize(state) ?? fromDeck);
}

/** Whether a card of the player in turn goes face down onto the deck, not onto the pile (Abandoned Mine, once
 *  his phase 1 came from the pile): a card he plays or answers with; his phase-3 discards and an ability's
 *  cost go to the pile as usual (FoC FAQ Q5, Q6). */
function ontoDeck(state: State, e: GameEvent): boolean {
  return (
    state.turn.deckDiscards === true &&
    e.type === 'CardsLeftHand' &&
    e.player === state.turn.player &&
    catalogue.card(e.reason) !== undefined
  );
}

function discards(state: State, e: GameEvent, batch: readonly GameEvent[]): boolean {
  switch (e.type) {
    case 'DrawRevealed':
      // Black Jack's shown card goes to his hand.
      return e.kept !== true;
    case 'CardsLeftHand':
      return !ontoDeck(state, e) && toPile(e) > 0;
    case 'CardRemoved':
      // Dynamite and the Bomb pass to the next player; anything else leaving play is discarded or taken.
      return !passesOn(e.card, batch);
    case 'PlayerDied':
    case 'GhostLeft': {
      const out = findPlayer(state, e.player);
      return out !== undefined && out.hand + out.inPlay.length > 0;
    }
    default:
      return false;
  }
}

/** The cards these events of one entry put on the discard pile, as far as Marshal knows them: the cards flipped
 *  for a draw! (by sign), a brown card played or answered with (by name, and sign when entered), a card leaving
 *  play (unless it passes on, or goes to a hand: a hand is unseen), the cards in play of a player who is out. */
export function discardedCards(state: State, events: readonly GameEvent[]): PileCard[] {
  const out: PileCard[] = [];
  const taken = events.some((e) => e.type === 'CardsDrawn' && e.reason !== 'draw');
  const known = (card: string, sign: string | null | undefined): PileCard =>
    sign ? { card, sign } : { card };
  for (const e of events) {
    if (e.type === 'DrawRevealed') {
      if (e.kept !== true) out.push(...[e.sign, ...(e.also ?? [])].map((sign) => ({ sign })));
    } else if (itself(e, events) && e.type === 'CardsLeftHand' && !ontoDeck(state, e))
      out.push(known(e.reason, e.sign));
    else if (e.type === 'CardRemoved') {
      const card = findPlayer(state, e.player)?.inPlay.find((c) => c.card === e.card);
      if (card && !passesOn(e.card, events) && !taken) out.push(known(card.card, card.sign));
    } else if (e.type === 'PlayerDied' || e.type === 'GhostLeft') {
      if (taken) continue;
      for (const c of findPlayer(state, e.player)?.inPlay ?? []) out.push(known(c.card, c.sign));
    }
  }
  return out;
}

/** How many cards these events took from the pile into a hand without saying which: a phase-1 card from the
 *  pile (Pedro Ramirez, Abandoned Mine), a card played that goes back to its hand (Duck!, Flintlock,
 *  Thunderer's BANG!), a hand corrected upwards. A card taken from a hand or from play comes from there. */
export function takenFromPile(state: State, events: readonly GameEvent[]): number {
  let taken = phaseOneFromPile(state, events);
  let drawn = 0;
  let sources = 0;
  for (const e of events) {
    if (e.type === 'CardsDrawn' && (e.taken ?? 0) > 0) {
      const fromHand = events.some((x) => x.type === 'CardsLeftHand' && x.player !== e.player);
      // Phase 1: from another's hand (Jesse Jones) or from the pile (Pedro Ramirez).
      if (e.reason === 'draw') taken += fromHand ? 0 : (e.taken ?? 0);
      else drawn += e.taken ?? 0;
    } else if (e.type === 'CardsLeftHand' && !itself(e, events)) {
      sources += events.some((x) => x.type === 'CardsDrawn' && x.player !== e.player) ? e.count : 0;
    } else if (e.type === 'CardRemoved' && !passesOn(e.card, events)) sources += 1;
    else if (e.type === 'PlayerDied' || e.type === 'GhostLeft') {
      const out = findPlayer(state, e.player);
      sources += out ? out.hand + out.inPlay.length : 0;
    } else if (e.type === 'Corrected' && e.hand !== undefined) {
      taken += Math.max(0, e.hand - (findPlayer(state, e.player)?.hand ?? e.hand));
    }
  }
  return taken + Math.max(0, drawn - sources);
}

/** How many cards the player in turn put face down onto the deck with these events (Abandoned Mine). */
export function putOntoDeck(state: State, events: readonly GameEvent[]): number {
  let n = 0;
  for (const e of events) if (e.type === 'CardsLeftHand' && ontoDeck(state, e)) n += toPile(e);
  return n;
}

/** The pile after one entry: the known cards and those taken back (a rebuilt deck takes them all), and
 *  whether it is known to be empty. */
export function discardPileAfter(
  state: State,
  events: readonly GameEvent[],
): Required<Pick<State, 'pile' | 'pileTaken' | 'discardEmpty'>> {
  const fromPile = phaseOneFromPile(state, events);
  const size = pileSize(state);
  // Abandoned Mine drew the whole pile: nothing is known to lie on it any more.
  const emptied = fromPile > 0 && size !== null && fromPile >= size;
  const rebuilt = events.some((e) => e.type === 'DeckRebuilt');
  const discardEmpty =
    (emptied || state.discardEmpty === true) && !events.some((e) => discards(state, e, events));
  if (rebuilt) return { pile: [], pileTaken: 0, discardEmpty: true };
  const pile = [...(emptied ? [] : (state.pile ?? [])), ...discardedCards(state, events)];
  const pileTaken = emptied ? 0 : (state.pileTaken ?? 0) + takenFromPile(state, events);
  return { pile, pileTaken, discardEmpty };
}
