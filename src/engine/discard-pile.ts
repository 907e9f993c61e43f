// The discard pile, as far as Marshal knows it: empty when the game starts and right after the deck is rebuilt
// from it (a `reshuffle` entry), not empty once an entry put a card on it. Pedro Ramirez cannot draw from it
// while it is empty. Where an entry might or might not discard, it counts as discarding: a wrong "empty" would
// flag a legal draw, a wrong "not empty" only misses a flag.
import type { GameEvent, Sign, State } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';

/** Cards that leave one hand for another, not for the pile. */
const HAND_TO_HAND = new Set(['el-gringo', 'jesse-jones']);

/** Dynamite and the Bomb leave one player's play for the next one's, within the same entry. */
function passesOn(card: string, batch: readonly GameEvent[]): boolean {
  return batch.some((x) => x.type === 'CardPlaced' && x.card === card);
}

function discards(state: State, e: GameEvent, batch: readonly GameEvent[]): boolean {
  switch (e.type) {
    case 'DrawRevealed':
      // Black Jack's shown card goes to his hand.
      return e.kept !== true;
    case 'CardsLeftHand': {
      if (HAND_TO_HAND.has(e.reason)) return false;
      // A blue or green card played goes in play; only the cards paid with it reach the pile.
      const card = catalogue.card(e.reason);
      return !card || card.kind === 'brown' || e.count > 1;
    }
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

/** Whether the pile is still known to be empty after these events of one entry. */
export function pileStaysEmpty(state: State, events: readonly GameEvent[]): boolean {
  if (events.some((e) => e.type === 'DeckRebuilt')) return true;
  return state.discardEmpty === true && !events.some((e) => discards(state, e, events));
}

/** The signs these events of one entry put on the discard pile, as far as Marshal knows them: the cards flipped
 *  for a draw!, a brown card played or answered with its sign, a card leaving play (unless it passes on, or
 *  goes to a hand: a hand is unseen), the cards in play of a player who is out. */
export function discardedSigns(state: State, events: readonly GameEvent[]): Sign[] {
  const out: Sign[] = [];
  const taken = events.some((e) => e.type === 'CardsDrawn' && e.reason !== 'draw');
  for (const e of events) {
    if (e.type === 'DrawRevealed') {
      if (e.kept !== true) out.push(e.sign, ...(e.also ?? []));
    } else if (e.type === 'CardsLeftHand' && e.sign && catalogue.card(e.reason)?.kind === 'brown')
      out.push(e.sign);
    else if (e.type === 'CardRemoved') {
      const sign = findPlayer(state, e.player)?.inPlay.find((c) => c.card === e.card)?.sign;
      if (sign && !passesOn(e.card, events) && !taken) out.push(sign);
    } else if (e.type === 'PlayerDied' || e.type === 'GhostLeft') {
      if (taken) continue;
      for (const c of findPlayer(state, e.player)?.inPlay ?? []) if (c.sign) out.push(c.sign);
    }
  }
  return out;
}
