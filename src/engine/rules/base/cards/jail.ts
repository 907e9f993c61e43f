// Jail: in front of another player (never the Sheriff); at their turn's start, draw!: a heart escapes,
// anything else skips the turn. Discarded either way.
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { placeInPlay } from '../../../place.ts';
import { otherTarget } from '../../../target.ts';
import { drawnSuit } from '../../../draw-check.ts';
import { nextInTurn } from '../../../event-in-force.ts';
import { beginTurn } from '../../../turn-start.ts';
import { apply } from '../../../apply.ts';

export const jail: CardRule = {
  id: 'jail',
  startOfTurn: 2,
  // Never the Sheriff, nor a player already in Jail (one copy in play each).
  aimsAt: (_table, target) => target.role !== 'sheriff' && !target.inPlay.some((c) => c.card === 'jail'),
  play(ctx) {
    const target = otherTarget(ctx);
    if (!target) return;
    if (target.role === 'sheriff') ctx.flags.push(flag('jail-on-sheriff', { target: target.name }));
    placeInPlay(ctx, target);
  },
  drawSucceeds: ({ suit }) => suit === 'H',
  drawMeans: 'leaves-jail',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' }, { type: 'CardRemoved', player: player.name, card: 'jail' });
    if (drawnSuit(state, ctx.sign) === 'H') return;
    // The turn is skipped: checks still waiting below (Armed & Dangerous's Bomb) are not made.
    for (const p of state.prompts.slice(1)) {
      if (p.type !== 'draw-check' || p.player !== player.name) break;
      ctx.events.push({ type: 'PromptClosed' });
    }
    // The turn passes as any turn does (Gold Rush: counter-clockwise; Dead Man: to a seat coming back).
    const next = nextInTurn(state, player.name);
    if (next) ctx.events.push(...beginTurn(apply(state, ctx.events), next.name));
  },
};
