// Jail: in front of another player (never the Sheriff); at their turn's start, draw!: a heart escapes,
// anything else skips the turn. Discarded either way.
import type { CardRule } from '../hooks.ts';
import { flag } from '../../flags.ts';
import { placeInPlay } from './place.ts';
import { drawnSuit } from '../../draw-check.ts';
import { nextLiving } from '../../seat.ts';
import { beginTurn } from '../../turn-start.ts';
import { apply } from '../../apply.ts';

export const jail: CardRule = {
  id: 'jail',
  startOfTurn: 2,
  play(ctx) {
    const { actor, target, card } = ctx;
    if (!target) return void ctx.flags.push(flag('needs-target', { card: card.name.en }));
    if (target.name === actor.name) {
      return void ctx.flags.push(flag('self-target', { player: actor.name, card: card.name.en }));
    }
    if (!target.alive) return void ctx.flags.push(flag('dead-target', { target: target.name }));
    if (target.role === 'sheriff') ctx.flags.push(flag('jail-on-sheriff', { target: target.name }));
    placeInPlay(ctx, target);
  },
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' }, { type: 'CardRemoved', player: player.name, card: 'jail' });
    if (drawnSuit(state, ctx.sign) === 'H') return;
    const next = nextLiving(state, player.name);
    if (next) ctx.events.push(...beginTurn(apply(state, ctx.events), next.name));
  },
};
