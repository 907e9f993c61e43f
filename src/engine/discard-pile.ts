// The discard pile, as far as Marshal knows it: empty when the game starts and right after the deck is rebuilt
// from it (a `reshuffle` entry), not empty once an entry put a card on it. Pedro Ramirez cannot draw from it
// while it is empty. Where an entry might or might not discard, it counts as discarding: a wrong "empty" would
// flag a legal draw, a wrong "not empty" only misses a flag.
import type { GameEvent, State } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';

/** Cards that leave one hand for another, not for the pile. */
const HAND_TO_HAND = new Set(['el-gringo', 'jesse-jones']);

function discards(state: State, e: GameEvent, batch: readonly GameEvent[]): boolean {
  switch (e.type) {
    case 'DrawRevealed':
      return true;
    case 'CardsLeftHand': {
      if (HAND_TO_HAND.has(e.reason)) return false;
      // A blue or green card played goes in play; only the cards paid with it reach the pile.
      const card = catalogue.card(e.reason);
      return !card || card.kind === 'brown' || e.count > 1;
    }
    case 'CardRemoved':
      // Dynamite and the Bomb pass to the next player; anything else leaving play is discarded or taken.
      return !batch.some((x) => x.type === 'CardPlaced' && x.card === e.card);
    case 'PlayerDied':
    case 'GhostLeft': {
      const out = findPlayer(state, e.player);
      return out !== undefined && out.hand + out.inPlay.length > 0;
    }
    default:
      return false;
  }
}

/** Whether the pile is still known to be empty after these events of one entry. */
export function pileStaysEmpty(state: State, events: readonly GameEvent[]): boolean {
  if (events.some((e) => e.type === 'DeckRebuilt')) return true;
  return state.discardEmpty === true && !events.some((e) => discards(state, e, events));
}
