// What a flipped card counts as. Events (Blessing, Curse) will change suits here, for every draw! at once.
import type { Sign, State, Suit } from './types.ts';
import { rankValue, suitOf } from './sign.ts';
import { currentEvent } from './event-in-force.ts';

export function drawnSuit(state: State, sign: Sign): Suit | null {
  // Blessing: every card is a heart; Curse: every card is a spade.
  return currentEvent(state)?.suit ?? suitOf(sign);
}

/** A played card's suit as the event in force makes it count (Apache Kid's diamonds, for example). */
export function cardSuit(state: Pick<State, 'event'>, sign: Sign): Suit | null {
  return currentEvent(state)?.suit ?? suitOf(sign);
}

export function drawnRank(_state: State, sign: Sign): number {
  return rankValue(sign);
}
