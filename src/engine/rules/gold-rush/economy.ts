// The nugget economy at the core's moments: a nugget for each life point a player makes another lose (the
// eliminating one too; none with no author, for one's own loss, nor for a Duel lost by its author: base FAQ
// Q05/Q23); Simeon Picos and Lucky Charm for points lost, Boots' cards; Wanted's reward; what an eliminated
// player's nuggets and equipment become; a Beer sold; the extra turn of the Gold Rush card.
import type { GameEvent, PlayerState, State } from '../../types.ts';
import type { LifeLostEvent, PlayContext, UseContext } from '../../hooks.ts';
import { findPlayer } from '../../seat.ts';
import { hasAbility } from '../../event-in-force.ts';
import { flag } from '../../flags.ts';
import { houseRule } from '../../house-rule.ts';
import { catalogue } from '../../catalogue/index.ts';
import { startChecks } from '../../turn-start.ts';
import { apply } from '../../apply.ts';
import { change, equipmentOf, goldRushIn } from './state.ts';
import { hasWorking } from './equipment-works.ts';
import { shopChecks } from './shop.ts';
import { immuneEquipment } from './immune.ts';

/** The player's life just before this loss: the state before the entry, less what the entry took before it. */
function lifeBefore(state: State, lost: LifeLostEvent, events: readonly GameEvent[]): number {
  let life = findPlayer(state, lost.player)?.life ?? 0;
  for (const e of events) {
    if (e === lost) break;
    if (e.type === 'LifeLost' && e.player === lost.player) life -= e.amount;
    if (e.type === 'LifeGained' && e.player === lost.player) life += e.amount;
  }
  return life;
}

export function nuggetsForLoss(state: State, lost: LifeLostEvent, events: readonly GameEvent[]): GameEvent[] {
  if (!goldRushIn(state)) return [];
  const out: GameEvent[] = [];
  const author = lost.by === null ? undefined : findPlayer(state, lost.by);
  // A Duel lost by the player who played it pays nobody: the winner played no card.
  const top = state.prompts[0];
  const duelLostByAuthor = top?.type === 'duel' && lost.player === state.turn.player;
  if (author && author.name !== lost.player && !duelLostByAuthor) {
    out.push(change({ kind: 'nuggets', player: author.name, delta: lost.amount, why: 'wound' }));
  }
  const victim = findPlayer(state, lost.player);
  if (!victim) return out;
  // Simeon Picos: a nugget for every point, the last one too.
  if (hasAbility(state, victim, 'simeon-picos')) {
    out.push(change({ kind: 'nuggets', player: victim.name, delta: lost.amount, why: 'simeon-picos' }));
  }
  // Lucky Charm and Boots: never for the last life point.
  const notLast = Math.max(0, Math.min(lost.amount, lifeBefore(state, lost, events) - 1));
  if (notLast > 0 && hasWorking(state, victim, 'lucky-charm')) {
    out.push(change({ kind: 'nuggets', player: victim.name, delta: notLast, why: 'lucky-charm' }));
  }
  if (notLast > 0 && hasWorking(state, victim, 'boots')) {
    out.push({ type: 'CardsDrawn', player: victim.name, count: notLast, reason: 'boots' });
  }
  return out;
}

/** Deaths and penalties the entry caused: Wanted's reward (before a Sheriff's penalty discard), an eliminated
 *  player's nuggets and equipment leaving the game, the Sheriff who killed his Deputy discarding his equipment. */
export function afterDeaths(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (!goldRushIn(state)) return [];
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type === 'PlayerDied') {
      const dead = findPlayer(state, e.player);
      const killer = e.by === null ? undefined : findPlayer(state, e.by);
      if (
        dead &&
        killer &&
        killer.name !== dead.name &&
        equipmentOf(dead).includes('wanted') &&
        hasWorking(state, dead, 'wanted')
      ) {
        out.push(
          { type: 'CardsDrawn', player: killer.name, count: 2, reason: 'wanted' },
          change({ kind: 'nuggets', player: killer.name, delta: 1, why: 'wanted' }),
        );
        // A Sheriff who killed his Deputy drew them before his penalty discard: they go too.
        if (
          events.some((x) => x.type === 'CardsLeftHand' && x.reason === 'penalty' && x.player === killer.name)
        ) {
          out.push({ type: 'CardsLeftHand', player: killer.name, count: 2, reason: 'penalty' });
        }
      }
      out.push(change({ kind: 'out', player: e.player }));
    }
    if (e.type === 'GhostLeft') out.push(change({ kind: 'out', player: e.player }));
    if (e.type === 'CardsLeftHand' && e.reason === 'penalty') {
      const sheriff = findPlayer(state, e.player);
      for (const card of equipmentOf(sheriff))
        out.push(change({ kind: 'unequipped', player: e.player, card }));
    }
  }
  return out;
}

/** The Gold Rush card bought this turn: he regains all his life and plays one extra turn (no event reveal). */
export function extraTurn(state: State, player: PlayerState): GameEvent[] | undefined {
  if (!player.alive || !(state.turn.used ?? []).includes('gold-rush-card')) return undefined;
  const healed: GameEvent[] =
    player.life < player.maxLife
      ? [{ type: 'LifeGained', player: player.name, amount: player.maxLife - player.life }]
      : [];
  const turn: GameEvent[] = [...healed, { type: 'TurnPassed', player: player.name }];
  const checks = startChecks(apply(state, turn), player.name).reverse();
  return [...turn, ...checks.map((prompt): GameEvent => ({ type: 'PromptOpened', prompt }))];
}

/** A Beer sold for a nugget (`"nugget": true`), and equipment out of reach of Panic! and Cat Balou. */
export function onPlay(ctx: PlayContext): void {
  const { entry, state, actor } = ctx;
  immuneEquipment(ctx, entry.target, entry.targetCard, ctx.card.id);
  // Equipment is bought from the shop, never held in a hand.
  if (catalogue.card(entry.card)?.equipment)
    ctx.flags.push(flag('equipment-from-hand', { card: entry.card }));
  if (!entry.nugget) return;
  if (!goldRushIn(state)) ctx.flags.push(flag('not-in-game', { card: 'shot', expansion: 'gold-rush' }));
  if (entry.card !== 'beer') return void ctx.flags.push(flag('sell-not-beer', { card: entry.card }));
  // A phase-2 action of his own turn; it is still a Beer played (The Reverend forbids it, Madam Yto draws).
  ctx.flags.push(...shopChecks(state, actor).filter((f) => f.code === 'buy-phase'));
  const kept = ctx.events.filter(
    (e) => !((e.type === 'LifeGained' || e.type === 'NoEffect') && e.player === actor.name),
  );
  ctx.events.splice(0, ctx.events.length, ...kept);
  const flags = ctx.flags.filter(
    (f) => f.code !== 'beer-max-life' && f.code !== 'beer-two-left' && f.code !== 'life-full',
  );
  ctx.flags.splice(0, ctx.flags.length, ...flags);
  ctx.events.push(change({ kind: 'nuggets', player: actor.name, delta: 1, why: 'beer' }));
}

/** Before a use acts: an ability aimed at equipment (Can Can, Conestoga, Pat Brennan) never reaches it; under
 *  the other reading of the Lasso house rule, equipment used is not silenced. */
export function onUse(ctx: UseContext): void {
  if (!goldRushIn(ctx.state)) return;
  immuneEquipment(ctx, ctx.entry.target, ctx.entry.targetCard, ctx.source);
  const card = ctx.entry.card;
  if (
    card &&
    catalogue.card(card)?.equipment &&
    houseRule(ctx.state, 'lasso-belle-star-silence-equipment') !== true
  ) {
    const kept = ctx.flags.filter((f) => f.code !== 'silenced' && f.code !== 'event-no-in-play');
    ctx.flags.splice(0, ctx.flags.length, ...kept);
  }
}
