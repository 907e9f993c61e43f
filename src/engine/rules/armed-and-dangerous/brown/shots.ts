// Armed & Dangerous's brown shots. None is a BANG! card: no one-a-turn limit, no Dangerous weapon ability,
// one Missed! each (Slab the Killer's two are for his BANG! cards).
// - Arrow: each target discards a BANG! card or loses 1 life (an Indians!-like answer), any distance;
//   1 token per extra target.
// - Quick Shot: a BANG! effect on players in reach; 1 token per extra target.
// - Flintlock: a BANG! effect on one player in reach; its upgrade (2 tokens, paid when played) brings it back
//   to the hand if the shot is cancelled (Missed!, Barrel, Crate…).
import type { GameEvent, State } from '../../../types.ts';
import type { CardRule, PlayContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { distance, reach, weaponOf } from '../../../distance.ts';
import { upgradesPaid } from '../tokens.ts';
import { cancelledShots } from '../dangerous/weapons.ts';
import { aimAll, openEach } from './targets.ts';

/** Flags each target beyond the shooter's weapon reach. */
function inReach(ctx: PlayContext, targets: readonly { name: string }[]): void {
  const { actor, state } = ctx;
  const r = reach(actor, state);
  for (const t of targets) {
    const target = state.players.find((p) => p.name === t.name);
    if (!target) continue;
    const d = distance(state, actor, target);
    if (d > r) {
      ctx.flags.push(
        flag('out-of-range', {
          player: actor.name,
          target: t.name,
          distance: d,
          reach: r,
          weapon: weaponOf(actor),
        }),
      );
    }
  }
}

export const arrow: CardRule = {
  id: 'arrow',
  play(ctx) {
    const targets = aimAll(ctx, 1 + upgradesPaid('arrow', ctx.entry.spend));
    openEach(ctx, targets, { type: 'indians', from: ctx.actor.name, card: 'arrow' });
  },
};

export const quickShot: CardRule = {
  id: 'quick-shot',
  play(ctx) {
    const targets = aimAll(ctx, 1 + upgradesPaid('quick-shot', ctx.entry.spend));
    inReach(ctx, targets);
    openEach(ctx, targets, { type: 'answer-bang', from: ctx.actor.name, card: 'quick-shot', needed: 1 });
  },
};

/** Flags a single-effect upgrade bought more than once (the tokens would be wasted). */
export function onceOnly(
  ctx: { flags: PlayContext['flags'] },
  card: string,
  spend: PlayContext['entry']['spend'],
  cost: number,
): number {
  const n = upgradesPaid(card, spend);
  if (n > 1) ctx.flags.push(flag('upgrade-once', { card, paid: n * cost, cost }));
  return n;
}

export const flintlock: CardRule = {
  id: 'flintlock',
  play(ctx) {
    const targets = aimAll(ctx, 1);
    inReach(ctx, targets);
    const upgraded = onceOnly(ctx, 'flintlock', ctx.entry.spend, ctx.card.upgradeCost ?? 2) > 0;
    openEach(ctx, targets, {
      type: 'answer-bang',
      from: ctx.actor.name,
      card: 'flintlock',
      needed: 1,
      ...(upgraded ? { upgraded: true } : {}),
    });
  },
};

/** An upgraded Flintlock whose shot was cancelled goes back to its player's hand. */
export function flintlockAfter(state: State, events: readonly GameEvent[]): GameEvent[] {
  return cancelledShots(state, events)
    .filter((p) => p.card === 'flintlock' && p.upgraded === true && p.from !== undefined)
    .map((p): GameEvent => ({
      type: 'CardsDrawn',
      player: p.from ?? '',
      count: 1,
      reason: 'flintlock',
      taken: 1,
    }));
}
