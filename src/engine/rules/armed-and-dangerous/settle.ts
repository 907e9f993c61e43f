// After every entry, what Armed & Dangerous watches for in the events it caused (a shot cancelled under a
// Buntline Special costs the target a card).
import type { GameEvent, State } from '../../types.ts';
import { buntlineAfter } from './dangerous/weapons.ts';
import { flintlockAfter } from './brown/index.ts';
import { bloodyMaryAfter } from './characters/reacting.ts';

export function armedSettle(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (state.supply === null) return [];
  // Also: an upgraded Flintlock cancelled goes back to the hand; Bloody Mary's BANG! cancelled draws her a card.
  // (Big Fifty's hit leaves Julie Cutter no draw!: the core's hit() runs no "when he loses life" ability on it.)
  return [
    ...buntlineAfter(state, events),
    ...flintlockAfter(state, events),
    ...bloodyMaryAfter(state, events),
  ];
}
