// General Store: as many cards revealed as players alive; each, from the player who played it and
// clockwise, takes one (a `pick` entry).
import type { CardRule } from '../../../hooks.ts';
import { living } from '../../../seat.ts';

export const generalStore: CardRule = {
  id: 'general-store',
  play(ctx) {
    ctx.events.push({
      type: 'PromptOpened',
      prompt: {
        type: 'general-store',
        player: ctx.actor.name,
        from: ctx.actor.name,
        card: 'general-store',
        needed: living(ctx.state).length,
      },
    });
  },
};
