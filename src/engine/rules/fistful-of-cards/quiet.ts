// Events that change only where cards come from: Marshal counts hands, so a plain `draw` stays right; the deck
// and the discard pile follow Abandoned Mine (`drawsFromPile`).
import type { EventRule } from '../../hooks.ts';

/** Abandoned Mine: phase 1 from the discard pile, discards face down on the deck: two cards in hand as usual. */
export const abandonedMine: EventRule = { id: 'abandoned-mine', drawsFromPile: true };

/** Ranch: swap any number of hand cards once at the end of phase 1: the hand size does not change. */
export const ranch: EventRule = { id: 'ranch' };
