// BANG!: a shot at a player within reach; one per turn unless the shooter's hooks say otherwise.
import type { CardRule, PlayContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { distance, reach, weaponOf } from '../../../distance.ts';
import { anyOf, maxOf } from '../../../passive.ts';
import { otherTarget } from '../../../target.ts';
import { currentEvent } from '../../../event-in-force.ts';
import { expansions } from '../../../registry.ts';

const BANG_LIMIT = 1;

/** Checks a shot's target and opens the prompt that waits for its Missed!. */
export function shoot(ctx: PlayContext, checkReach: boolean): void {
  const { actor, card } = ctx;
  const target = otherTarget(ctx);
  if (!target) return;
  if (checkReach) {
    const d = distance(ctx.state, actor, target);
    const r = reach(actor, ctx.state);
    if (d > r) {
      ctx.flags.push(
        flag('out-of-range', {
          player: actor.name,
          target: target.name,
          distance: d,
          reach: r,
          weapon: weaponOf(actor),
        }),
      );
    }
  }
  ctx.events.push({
    type: 'PromptOpened',
    prompt: {
      type: 'answer-bang',
      player: target.name,
      from: actor.name,
      card: card.id,
      needed: maxOf(actor, 'missedNeeded', 1, ctx.state),
    },
  });
}

export const bang: CardRule = {
  id: 'bang',
  answers: {
    // In a Duel the turn to discard a BANG! passes to the other duellist.
    duel(ctx) {
      const other = ctx.prompt.from;
      ctx.events.push({ type: 'PromptClosed' });
      if (other) {
        ctx.events.push({
          type: 'PromptOpened',
          prompt: {
            type: 'duel',
            player: other,
            from: ctx.player.name,
            card: ctx.prompt.card ?? 'duel',
            ...(ctx.prompt.sign ? { sign: ctx.prompt.sign } : {}),
          },
        });
      }
    },
    indians: (ctx) => void ctx.events.push({ type: 'PromptClosed' }),
  },
  play(ctx) {
    const { state, actor } = ctx;
    // Shootout allows a second BANG! card this turn.
    // Armed & Dangerous: each Bandolier use this turn allows one more.
    const extra = expansions.reduce((n, x) => n + (x.extraBangs?.(state, actor) ?? 0), 0);
    const limit = (currentEvent(state)?.bangLimit ?? BANG_LIMIT) + extra;
    // A BANG! some grant keeps outside the limit (Black Flower's extra one) neither counts nor is limited.
    if (
      !ctx.outsideLimit &&
      !anyOf(actor, 'unlimitedBang', state) &&
      state.turn.bangs >= limit &&
      actor.name === state.turn.player
    ) {
      ctx.flags.push(flag('bang-limit', { player: actor.name, bangs: state.turn.bangs, limit }));
    }
    if (!ctx.outsideLimit) ctx.events.push({ type: 'BangCounted', player: actor.name });
    shoot(ctx, true);
  },
};
