// Hip Flask (test-only card): a brown card, played in your turn, gives back 1 life, never above the maximum.
import type { CardRule } from '../../../src/engine/index.ts';
import { flag } from '../../../src/engine/flags.ts';

export const hipFlask: CardRule = {
  id: 'hip-flask',
  play(ctx) {
    const { actor } = ctx;
    if (actor.life >= actor.maxLife) {
      ctx.flags.push(flag('life-full', { player: actor.name, life: actor.life, maxLife: actor.maxLife }));
      return;
    }
    ctx.events.push({ type: 'LifeGained', player: actor.name, amount: 1 });
  },
};
