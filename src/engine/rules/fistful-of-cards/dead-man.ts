// Dead Man: the first player out comes back for his turn.
import type { EventRule } from '../../hooks.ts';

/** On his own turn the first player eliminated in the game comes back with 2 life and 2 cards, then plays a
 * normal turn, phase 1 included (bga-bang, bang-server, albertoxamin). His role stays face up. */
export const deadMan: EventRule = {
  id: 'dead-man',
  returns: (state, player) => (player.name === state.firstOut ? { life: 2, hand: 2, ghost: false } : null),
};
