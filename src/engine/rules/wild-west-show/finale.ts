// The Wild West Show finale: every player's goal becomes to be the last one left in play. Roles and their
// rewards and penalties stay as they are (FAQ Q15); the Sheriff's death ends nothing.
import type { EventRule } from '../../hooks.ts';
import { living } from '../../seat.ts';

export const wildWestShowFinale: EventRule = {
  id: 'wild-west-show',
  winner(state) {
    const alive = living(state);
    const [sole] = alive;
    return alive.length === 1 && sole ? sole.name : null;
  },
};
