// Miss Susanna: at the end of his turn a player who played fewer than 3 cards from his hand loses 1 life (no
// author). The cards played before she was revealed count (designer FAQ Q2); a turn Jail skipped ends without
// `end-turn`, so it costs nothing. The end of the turn is flagged first: the table may still play a card.
import type { EventRule } from '../../hooks.ts';
import { hit } from '../../damage.ts';
import { flag } from '../../flags.ts';

const NEEDED = 3;
const ID = 'miss-susanna';

export const missSusanna: EventRule = {
  id: ID,
  beforeTurnPasses(state, player) {
    const played = state.turn.played ?? 0;
    // Paid once a turn: a lethal loss's Beer question comes back to this end of turn.
    if (played >= NEEDED || (state.turn.used ?? []).includes(ID) || player.ghost)
      return { events: [], flags: [] };
    return {
      events: [{ type: 'AbilityUsed', player: player.name, what: ID }, ...hit(state, player.name, 1, null)],
      flags: [{ ...flag('too-few-played', { player: player.name, played, event: ID }), rule: ID }],
    };
  },
};
