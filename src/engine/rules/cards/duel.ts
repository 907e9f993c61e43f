// Duel: any other player, at any distance. Starting with the challenged, each discards a BANG! in turn;
// the first who does not loses 1 life. Duel BANG!s do not count toward the turn's limit.
import type { CardRule } from '../hooks.ts';
import { flag } from '../../flags.ts';

export const duel: CardRule = {
  id: 'duel',
  play(ctx) {
    const { actor, target, card } = ctx;
    if (!target) return void ctx.flags.push(flag('needs-target', { card: card.name.en }));
    if (target.name === actor.name) {
      return void ctx.flags.push(flag('self-target', { player: actor.name, card: card.name.en }));
    }
    if (!target.alive) return void ctx.flags.push(flag('dead-target', { target: target.name }));
    ctx.events.push({
      type: 'PromptOpened',
      prompt: { type: 'duel', player: target.name, from: actor.name, card: 'duel' },
    });
  },
};
