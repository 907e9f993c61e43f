// Blessing and Curse: every card counts as a heart, or as a spade, for every draw! and every card's suit.
import type { EventRule } from '../../hooks.ts';

export const blessing: EventRule = { id: 'blessing', suit: 'H' };
export const curse: EventRule = { id: 'curse', suit: 'S' };
