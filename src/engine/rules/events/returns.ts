// Events that bring players who are out back for their turn: Ghost Town, Dead Man.
import type { EventRule } from '../hooks.ts';

/** The dead come back for their own turn as ghosts: they draw one card more (3 instead of 2) and cannot die;
 * at the end of that turn they are out again. A ghost counts as in the game until then, victory too (FAQ D7). */
export const ghostTown: EventRule = {
  id: 'ghost-town',
  returns: () => ({ life: 0, hand: 0, ghost: true }),
  draw(ctx) {
    if (ctx.player.ghost) ctx.count += 1;
  },
};

/** On his own turn the first player eliminated in the game comes back with 2 life and 2 cards, then plays a
 * normal turn, phase 1 included (bga-bang, bang-server, albertoxamin). His role stays face up. */
export const deadMan: EventRule = {
  id: 'dead-man',
  returns: (state, player) => (player.name === state.firstOut ? { life: 2, hand: 2, ghost: false } : null),
};
