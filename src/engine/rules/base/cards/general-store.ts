// General Store: as many cards revealed as players alive; each, from the player who played it and
// clockwise, takes one (a `pick` entry).
import type { CardRule } from '../../../hooks.ts';
import type { GameEvent, PlayerState, State } from '../../../types.ts';
import { living, livingFrom } from '../../../seat.ts';

/** The General Store `actor` sets going (his card, or Uncle Will's any card): one card per living player, the
 *  first pick his, or the next living player's if the table forced it from a player who is out. */
export function openGeneralStore(state: State, actor: PlayerState): GameEvent[] {
  const first = livingFrom(state, actor.name);
  if (!first) return [];
  return [
    {
      type: 'PromptOpened',
      prompt: {
        type: 'general-store',
        player: first.name,
        from: actor.name,
        card: 'general-store',
        needed: living(state).length,
      },
    },
  ];
}

export const generalStore: CardRule = {
  id: 'general-store',
  play(ctx) {
    ctx.events.push(...openGeneralStore(ctx.state, ctx.actor));
  },
};
