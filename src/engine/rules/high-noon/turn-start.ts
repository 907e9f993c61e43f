// Events that act when they are turned up or at the start of every turn: The Doctor, High Noon.
import type { GameEvent } from '../../types.ts';
import type { EventRule } from '../../hooks.ts';
import { living } from '../../seat.ts';
import { hit } from '../../damage.ts';

/** When revealed, the living player(s) with the fewest life points regain 1 (every one of them on a tie). */
export const theDoctor: EventRule = {
  id: 'the-doctor',
  onReveal(state) {
    const alive = living(state);
    const fewest = Math.min(...alive.map((p) => p.life));
    return alive
      .filter((p) => p.life === fewest && p.life < p.maxLife)
      .map((p): GameEvent => ({ type: 'LifeGained', player: p.name, amount: 1 }));
  },
};

/** Every player loses 1 life at the start of his turn, the Sheriff already in the turn he reveals it. Nobody's kill. */
export const highNoon: EventRule = {
  id: 'high-noon',
  startOfTurn: (state, player) => hit(state, player.name, 1, null),
};
