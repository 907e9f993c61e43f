// After every entry, what Armed & Dangerous watches for in the events it caused (a shot cancelled under a
// Buntline Special costs the target a card).
import type { GameEvent, State } from '../../types.ts';
import { buntlineAfter } from './dangerous/weapons.ts';
import { flintlockAfter } from './brown/index.ts';
import { bloodyMaryAfter, julieCutterAfter } from './characters/reacting.ts';

export function armedSettle(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (state.supply === null) return [];
  // Also: an upgraded Flintlock cancelled goes back to the hand; Bloody Mary's BANG! cancelled draws her a card;
  // Big Fifty's hit leaves Julie Cutter no draw!.
  return [
    ...buntlineAfter(state, events),
    ...flintlockAfter(state, events),
    ...bloodyMaryAfter(state, events),
    ...julieCutterAfter(state, events),
  ];
}
