// Duel: any other player, at any distance. Starting with the challenged, each discards a BANG! in turn;
// the first who does not loses 1 life. Duel BANG!s do not count toward the turn's limit.
import type { CardRule } from '../../../hooks.ts';
import { otherTarget } from '../../../target.ts';

export const duel: CardRule = {
  id: 'duel',
  play(ctx) {
    const target = otherTarget(ctx);
    if (!target) return;
    ctx.events.push({
      type: 'PromptOpened',
      prompt: { type: 'duel', player: target.name, from: ctx.actor.name, card: 'duel' },
    });
  },
};
