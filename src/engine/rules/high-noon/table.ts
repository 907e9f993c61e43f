// Events that change the table itself: Hangover, Gold Rush.
import type { EventRule } from '../../hooks.ts';

/** Characters lose their abilities: built-in distances, draw abilities, everything. */
export const hangover: EventRule = { id: 'hangover', disables: 'characters' };

/** This round the turn passes counter-clockwise; Dynamite and General Store still go clockwise (FAQ D3). */
export const goldRush: EventRule = { id: 'gold-rush', counterClockwise: true };
