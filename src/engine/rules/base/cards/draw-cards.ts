// Stagecoach, Wells Fargo and Saloon: cards that help their player (and Saloon everyone) at once.
import type { CardRule, PlayContext } from '../../../hooks.ts';
import { living } from '../../../seat.ts';

function drawing(id: string, count: number): CardRule {
  return {
    id,
    play(ctx: PlayContext) {
      ctx.events.push({ type: 'CardsDrawn', player: ctx.actor.name, count, reason: id });
    },
  };
}

export const stagecoach = drawing('stagecoach', 2);
export const wellsFargo = drawing('wells-fargo', 3);

export const saloon: CardRule = {
  id: 'saloon',
  play(ctx) {
    for (const p of living(ctx.state)) {
      if (p.life < p.maxLife) ctx.events.push({ type: 'LifeGained', player: p.name, amount: 1 });
    }
  },
};
