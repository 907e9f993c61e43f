// Events that change the table itself: Hangover, Lasso, Ambush, Gold Rush.
import type { EventRule } from '../hooks.ts';

/** Characters lose their abilities: built-in distances, draw abilities, everything. */
export const hangover: EventRule = { id: 'hangover', disables: 'characters' };

/** Cards in play have no effect: no Mustang, Scope, weapon reach, Barrel, Volcanic; Jail and Dynamite do nothing. */
export const lasso: EventRule = { id: 'lasso', disables: 'in-play' };

/** Every pair of players at distance 1; only cards in play change it. */
export const ambush: EventRule = { id: 'ambush', baseDistance: 1 };

/** This round the turn passes counter-clockwise; Dynamite and General Store still go clockwise (FAQ D3). */
export const goldRush: EventRule = { id: 'gold-rush', counterClockwise: true };
