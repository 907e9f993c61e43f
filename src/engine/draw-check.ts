// What a flipped card counts as. Events (Blessing, Curse) will change suits here, for every draw! at once.
import type { PlayerState, Sign, State, Suit, Table } from './types.ts';
import { rankValue, suitOf } from './sign.ts';
import { currentEvent } from './event-in-force.ts';
import { maxOf, sumOf } from './passive.ts';

/** How many cards a player flips for a draw! (Lucky Duke: two, the better one counts). */
export function drawFlips(player: PlayerState, table?: Table): number {
  // With the table: no second card under Hangover, which takes Lucky Duke's ability away.
  // Gold Rush's Horseshoe: one card more on top of whatever the player flips.
  return maxOf(player, 'drawCheckCards', 1, table) + sumOf(player, 'drawCheckMore', table);
}

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
