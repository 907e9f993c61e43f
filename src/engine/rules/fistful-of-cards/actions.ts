// Actions an event grants, entered as `use` with `"event"`: Hard Liquor, Blood Brothers, Sniper.
import type { EventRule, Offer, UseContext } from '../../hooks.ts';
import type { PlayerState, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { findPlayer, living } from '../../seat.ts';
import { hit } from '../../damage.ts';
import { distance, reach, weaponOf } from '../../distance.ts';
import { turnChecks, handCheck } from '../../entries/checks.ts';
import { oncePerTurn } from '../../entries/checks.ts';

/** In one's own turn, before drawing (phase 1). */
function beforeDrawing(ctx: UseContext): void {
  ctx.flags.push(...turnChecks(ctx.state, ctx.player));
  if (ctx.state.turn.phase !== 'draw') ctx.flags.push(flag('already-drawn', { player: ctx.player.name }));
}

/** The player in turn, when he may act with nothing waiting, in the given phase. */
function actor(table: Table, phase: 'draw' | 'play'): PlayerState | undefined {
  const me = findPlayer(table, table.turn.player);
  return me?.alive && table.prompts.length === 0 && table.turn.phase === phase ? me : undefined;
}

/** The other living player the action is aimed at, or null after flagging why not. */
export function otherTarget(ctx: UseContext) {
  const card = ctx.source;
  if (!ctx.entry.target) {
    ctx.flags.push(flag('needs-target', { card }));
    return null;
  }
  const target = findPlayer(ctx.state, ctx.entry.target);
  if (!target || !target.alive) {
    ctx.flags.push(flag('dead-target', { target: ctx.entry.target }));
    return null;
  }
  if (target.name === ctx.player.name) {
    ctx.flags.push(flag('self-target', { player: ctx.player.name, card }));
    return null;
  }
  return target;
}

/** Instead of drawing in phase 1, regain 1 life (a later `draw` is a second phase 1). */
export const hardLiquor: EventRule = {
  id: 'hard-liquor',
  use(ctx) {
    beforeDrawing(ctx);
    const { player } = ctx;
    if (player.life >= player.maxLife) {
      ctx.flags.push(flag('life-full', { player: player.name, life: player.life, maxLife: player.maxLife }));
    }
    ctx.events.push(
      { type: 'LifeGained', player: player.name, amount: 1 },
      { type: 'PhaseChanged', phase: 'play' },
    );
  },
  offers(table) {
    const me = actor(table, 'draw');
    if (!me || me.life >= me.maxLife) return [];
    return [{ label: 'Hard Liquor', entry: { type: 'use', player: me.name, event: 'hard-liquor' } }];
  },
};

/** At the start of his turn, once: lose 1 life (never the last) and give 1 to another player. */
export const bloodBrothers: EventRule = {
  id: 'blood-brothers',
  use(ctx) {
    beforeDrawing(ctx);
    const { player } = ctx;
    if (player.life <= 1) {
      ctx.flags.push(
        flag('last-life', { player: player.name, life: player.life, ability: 'blood-brothers' }),
      );
    }
    const target = otherTarget(ctx);
    oncePerTurn(ctx, 'blood-brothers');
    if (!target) return;
    if (target.life >= target.maxLife) {
      ctx.flags.push(flag('life-full', { player: target.name, life: target.life, maxLife: target.maxLife }));
    }
    ctx.events.push(...hit(ctx.state, player.name, 1, null));
    ctx.events.push({ type: 'LifeGained', player: target.name, amount: 1 });
  },
  // Never his last life, and only to a player who can take it.
  offers(table) {
    const me = actor(table, 'draw');
    if (!me || me.life <= 1 || (table.turn.used ?? []).includes('blood-brothers')) return [];
    return living(table)
      .filter((p) => p.name !== me.name && p.life < p.maxLife)
      .map((p): Offer => ({
        label: `Blood Brothers → ${p.name}`,
        entry: { type: 'use', player: me.name, event: 'blood-brothers', target: p.name },
      }));
  },
};

/** Two BANG! cards discarded together at a player in reach: one shot that needs 2 Missed!. It is not the
 * turn's BANG! (FAQ Q07 as bga-bang cites it). */
export const sniper: EventRule = {
  id: 'sniper',
  use(ctx) {
    const { state, player } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase === 'draw') ctx.flags.push(flag('draw-first', { player: player.name }));
    // Phase 2's, as Ricochet: once discarding has begun, the turn's shots are over.
    if (state.turn.phase === 'discard') ctx.flags.push(flag('phase-over', { player: player.name }));
    ctx.flags.push(...handCheck(player, 2));
    const target = otherTarget(ctx);
    ctx.events.push({ type: 'CardsLeftHand', player: player.name, count: 2, reason: 'sniper' });
    if (!target) return;
    const d = distance(state, player, target);
    const r = reach(player, state);
    if (d > r) {
      ctx.flags.push(
        flag('out-of-range', {
          player: player.name,
          target: target.name,
          distance: d,
          reach: r,
          weapon: weaponOf(player),
        }),
      );
    }
    ctx.events.push({
      type: 'PromptOpened',
      prompt: { type: 'answer-bang', player: target.name, from: player.name, card: 'bang', needed: 2 },
    });
  },
  offers(table) {
    const me = actor(table, 'play');
    if (!me || me.hand < 2) return [];
    const r = reach(me, table);
    return living(table)
      .filter((p) => p.name !== me.name && distance(table, me, p) <= r)
      .map((p): Offer => ({
        label: `Sniper → ${p.name}`,
        entry: { type: 'use', player: me.name, event: 'sniper', target: p.name },
      }));
  },
};
