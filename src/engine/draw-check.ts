// What a flipped card counts as. Events (Blessing, Curse) will change suits here, for every draw! at once.
import type { Sign, State, Suit } from './types.ts';
import { rankValue, suitOf } from './sign.ts';

export function drawnSuit(_state: State, sign: Sign): Suit | null {
  return suitOf(sign);
}

export function drawnRank(_state: State, sign: Sign): number {
  return rankValue(sign);
}
