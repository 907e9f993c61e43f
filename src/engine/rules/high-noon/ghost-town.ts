// Ghost Town: players who are out come back for their turn, as ghosts.
import type { EventRule } from '../../hooks.ts';
import { keptBack } from '../../returns.ts';

/** The dead come back for their own turn as ghosts: they draw one card more (3 instead of 2) and cannot die;
 * at the end of that turn they are out again. A ghost counts as in the game until then, victory too (FAQ D7). */
export const ghostTown: EventRule = {
  id: 'ghost-town',
  returns: () => ({ life: 0, hand: 0, ghost: true }),
  draw(ctx) {
    // Its own ghosts only: one the Ghost card keeps in the game (The Valley of Shadows) draws as anyone.
    if (ctx.player.ghost && !keptBack(ctx.state, ctx.player)) ctx.count += 1;
  },
};
