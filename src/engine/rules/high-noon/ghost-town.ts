// Ghost Town: players who are out come back for their turn, as ghosts.
import type { EventRule } from '../../hooks.ts';

/** The dead come back for their own turn as ghosts: they draw one card more (3 instead of 2) and cannot die;
 * at the end of that turn they are out again. A ghost counts as in the game until then, victory too (FAQ D7). */
export const ghostTown: EventRule = {
  id: 'ghost-town',
  returns: () => ({ life: 0, hand: 0, ghost: true }),
  draw(ctx) {
    if (ctx.player.ghost) ctx.count += 1;
  },
};
