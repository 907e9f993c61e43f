// Events that change the table itself: Lasso, Ambush.
import type { EventRule } from '../../hooks.ts';

/** Cards in play have no effect: no Mustang, Scope, weapon reach, Barrel, Volcanic; Jail and Dynamite do nothing. */
export const lasso: EventRule = { id: 'lasso', disables: 'in-play' };

/** Every pair of players at distance 1; only cards in play change it. */
export const ambush: EventRule = { id: 'ambush', baseDistance: 1 };
