// The Valley of Shadows's shots: Tomahawk (distance 2, outside the limit), Fanning (the turn's BANG!, plus a
// compulsory second shot at distance 1 from the first target), Aim (a BANG! card whose hit costs 2), Backfire
// (a Missed! that shoots back). None of them but Aim's BANG! is a BANG! card.
import type { CardRule, PlayContext } from '../../hooks.ts';
import type { PlayerState } from '../../types.ts';
import { flag } from '../../flags.ts';
import { distance, reach, weaponOf } from '../../distance.ts';
import { findPlayer, living } from '../../seat.ts';
import { anyOf } from '../../passive.ts';
import { currentEvent } from '../../event-in-force.ts';
import { expansions } from '../../registry.ts';
import { cancelShot } from '../base/cards/missed.ts';
import { aim as aimAt, shot, type Act } from '../dodge-city/cards/effects.ts';

function act(ctx: PlayContext): Act {
  return { ...ctx, card: ctx.card.id, name: ctx.card.name.en, events: ctx.events, flags: ctx.flags };
}

/** Tomahawk's reach: distance, not weapon reach. */
export const TOMAHAWK_DISTANCE = 2;

export const tomahawk: CardRule = {
  id: 'tomahawk',
  aimsAt: (table, target) => {
    const me = findPlayer(table, table.turn.player);
    return !!me && target.alive && distance(table, me, target) <= TOMAHAWK_DISTANCE;
  },
  play(ctx) {
    const a = act(ctx);
    const target = aimAt(a, ctx.entry.target);
    if (!target) return;
    const d = distance(ctx.state, ctx.actor, target);
    if (d > TOMAHAWK_DISTANCE) {
      const at = { player: ctx.actor.name, target: target.name, distance: d, reach: TOMAHAWK_DISTANCE };
      ctx.flags.push(flag('out-of-range', { ...at, weapon: 'tomahawk' }));
    }
    shot(a, target, 'any');
  },
};

/** The seats Fanning's second shot may go to: at distance 1 from the first target, not its player. */
export function fanningSeconds(
  table: Parameters<typeof distance>[0],
  actor: string,
  first: PlayerState,
): string[] {
  return living(table)
    .filter((p) => p.name !== actor && p.name !== first.name && distance(table, first, p) <= 1)
    .map((p) => p.name);
}

/** The turn's BANG! limit reached (as a BANG! card would count it). */
function overLimit(ctx: PlayContext): number | null {
  const { state, actor } = ctx;
  const extra = expansions.reduce((n, x) => n + (x.extraBangs?.(state, actor) ?? 0), 0);
  const limit = (currentEvent(state)?.bangLimit ?? 1) + extra;
  if (anyOf(actor, 'unlimitedBang', state) || state.turn.bangs < limit) return null;
  return limit;
}

export const fanning: CardRule = {
  id: 'fanning',
  play(ctx) {
    const { state, actor } = ctx;
    // It is the turn's one BANG! (not a BANG! card for anything else).
    const limit = overLimit(ctx);
    if (limit !== null)
      ctx.flags.push(flag('bang-limit', { player: actor.name, bangs: state.turn.bangs, limit }));
    ctx.events.push({ type: 'BangCounted', player: actor.name });
    const named = ctx.entry.targets ?? (ctx.entry.target !== undefined ? [ctx.entry.target] : []);
    const a = act(ctx);
    const first = aimAt(a, named[0]);
    if (!first) return;
    const d = distance(state, actor, first);
    const r = reach(actor, state);
    if (d > r) {
      ctx.flags.push(
        flag('out-of-range', {
          player: actor.name,
          target: first.name,
          distance: d,
          reach: r,
          weapon: weaponOf(actor),
        }),
      );
    }
    const allowed = fanningSeconds(state, actor.name, first);
    const secondName = named[1];
    let second: PlayerState | null = null;
    if (secondName === undefined) {
      // Compulsory whenever someone qualifies.
      const must = allowed[0];
      if (must !== undefined)
        ctx.flags.push(flag('fanning-second-missing', { first: first.name, target: must }));
    } else {
      second = aimAt(a, secondName);
      if (second && !allowed.includes(second.name)) {
        ctx.flags.push(
          flag('fanning-second-far', {
            first: first.name,
            target: second.name,
            distance: second.name === first.name ? 0 : distance(state, first, second),
          }),
        );
      }
    }
    // Both shots are fired: the first target answers first; the second is resolved whatever the first did.
    if (second && second.name !== first.name) shot(a, second, 'any');
    shot(a, first, 'any');
  },
};

/** Aim alone does nothing: it is played with a BANG! card (`"with":"aim"`). */
export const aim: CardRule = {
  id: 'aim',
  play(ctx) {
    ctx.flags.push(flag('aim-needs-bang', { card: ctx.card.id }));
  },
};

/** A card played with a BANG! card: Aim makes its hit cost 2 (the moment every play passes through). */
export function aimWith(ctx: PlayContext): void {
  if (ctx.entry.with !== 'aim') return;
  if (ctx.card.id !== 'bang') {
    ctx.flags.push(flag('aim-needs-bang', { card: ctx.card.id }));
    return;
  }
  ctx.events.forEach((e, i) => {
    if (e.type === 'PromptOpened' && e.prompt.type === 'answer-bang' && e.prompt.from === ctx.actor.name)
      ctx.events[i] = { type: 'PromptOpened', prompt: { ...e.prompt, damage: 2 } };
  });
}

/** Backfire: a Missed! that makes the shooter the target of a BANG! from its player, after this shot. */
export const backfire: CardRule = {
  id: 'backfire',
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answers: {
    'answer-bang'(ctx) {
      ctx.events.push(cancelShot(ctx.prompt));
      const shooter = ctx.prompt.from !== undefined ? findPlayer(ctx.state, ctx.prompt.from) : undefined;
      if (!shooter?.alive || shooter.name === ctx.player.name) return;
      ctx.events.push({
        type: 'PromptOpened',
        prompt: {
          type: 'answer-bang',
          player: shooter.name,
          from: ctx.player.name,
          card: 'backfire',
          needed: 1,
        },
      });
    },
  },
};
