// The black equipment's rules: what each does while in front of its player (through the `passives` moment), and
// Gold Pan and Rucksack, used by paying nuggets. Rhum's draw!. Every equipment card has its rule here or in
// brown.ts, so none is "not refereed".
import type { CardRule, PassiveHooks, UseContext } from '../../hooks.ts';
import type { PlayerState, State, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { houseRule } from '../../house-rule.ts';
import { abilityOf } from '../../event-in-force.ts';
import { drawnSuit } from '../../draw-check.ts';
import { lifeBack } from '../../damage.ts';
import { change, equipmentOf, goldRushIn, nuggetsOf } from './state.ts';
import { equipmentWorks, hasWorking } from './equipment-works.ts';

/** Horseshoe's extra card counts for this player's draw!s (not beside Lucky Duke's under the other reading). */
export function horseshoeCounts(table: Table, player: PlayerState): boolean {
  if (!hasWorking(table, player, 'horseshoe')) return false;
  return (
    houseRule(table, 'horseshoe-adds-a-card') === true ||
    abilityOf(table, player)?.passive?.drawCheckCards === undefined
  );
}

/** What the player's black equipment does while it works. */
export function equipmentPassives(table: Table, player: PlayerState): PassiveHooks[] {
  if (!goldRushIn(table) || equipmentOf(player).length === 0 || !equipmentWorks(table, player)) return [];
  const hooks: PassiveHooks[] = [];
  for (const card of equipmentOf(player)) {
    if (card === 'gun-belt') hooks.push({ handLimitAtLeast: 8 });
    else if (card === 'pickaxe') hooks.push({ drawMore: 1 });
    else if (card === 'calumet') hooks.push({ immuneSuit: 'D' });
    else if (card === 'horseshoe' && horseshoeCounts(table, player)) hooks.push({ drawCheckMore: 1 });
  }
  return hooks;
}

/** Uses of a card or ability this turn, each kept as an AbilityUsed mark (the paid nuggets on the card). */
export function usesThisTurn(state: Pick<State, 'turn'>, what: string): number {
  return (state.turn.used ?? []).filter((u) => u === what).length;
}

/** Pays `cost` nuggets for a card or ability, flagging a player who cannot. */
export function payFor(ctx: UseContext, cost: number): void {
  const { player } = ctx;
  if (nuggetsOf(player) < cost) {
    ctx.flags.push(
      flag('not-enough-nuggets', { player: player.name, nuggets: nuggetsOf(player), card: ctx.source, cost }),
    );
  }
  ctx.events.push(change({ kind: 'nuggets', player: player.name, delta: -cost, why: ctx.source }));
}

/** At most `limit` uses a turn, kept by marks; flags the one over. */
export function countUse(ctx: UseContext, limit: number): void {
  if (usesThisTurn(ctx.state, ctx.source) >= limit) {
    ctx.flags.push(flag('used-twice', { player: ctx.player.name, what: ctx.source, limit }));
  }
  ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what: ctx.source });
}

function inOwnTurn(ctx: UseContext): boolean {
  return ctx.state.turn.player === ctx.player.name;
}

export const goldPan: CardRule = {
  id: 'gold-pan',
  use(ctx) {
    // Own turn only (house rule `gold-pan-own-turn-only`): the paid nuggets stay on it until the turn ends.
    if (!inOwnTurn(ctx) && houseRule(ctx.state, 'gold-pan-own-turn-only') === true) {
      ctx.flags.push(flag('out-of-turn', { player: ctx.player.name, current: ctx.state.turn.player }));
    }
    payFor(ctx, 1);
    countUse(ctx, 2);
    ctx.events.push({ type: 'CardsDrawn', player: ctx.player.name, count: 1, reason: 'gold-pan' });
  },
};

export const rucksack: CardRule = {
  id: 'rucksack',
  // Out of turn only to survive a lethal hit, like a Beer (offered among that prompt's answers: offers.ts).
  use(ctx) {
    const top = ctx.state.prompts[0];
    const dying = top?.type === 'dying' && top.player === ctx.player.name;
    if (!dying && !inOwnTurn(ctx)) {
      ctx.flags.push(flag('out-of-turn', { player: ctx.player.name, current: ctx.state.turn.player }));
    }
    payFor(ctx, 2);
    if (dying) {
      const needed = (top.needed ?? 1) - 1;
      if (needed > 0) ctx.events.push({ type: 'PromptAnswered', needed });
      else
        ctx.events.push({ type: 'LifeGained', player: ctx.player.name, amount: 1 }, { type: 'PromptClosed' });
      return;
    }
    if (ctx.player.life >= ctx.player.maxLife) {
      ctx.flags.push(
        flag('life-full', { player: ctx.player.name, life: ctx.player.life, maxLife: ctx.player.maxLife }),
      );
    }
    ctx.events.push(lifeBack(ctx.player, 1));
  },
};

/** Rhum: 4 cards flipped (Lucky Duke one more, Horseshoe one more by default), 1 life per different suit. */
export const rhum: CardRule = {
  id: 'rhum',
  readsAllFlips: true,
  drawCheckCount(state, player, usual) {
    // `usual` already holds Lucky Duke's second card and Horseshoe's (when it counts): Rhum adds 3. Under the
    // other reading Horseshoe adds nothing to Rhum's four.
    const apart = houseRule(state, 'horseshoe-adds-a-card') !== true && horseshoeCounts(state, player);
    return usual + 3 - (apart ? 1 : 0);
  },
  // Every card flipped gives life (its suit counts once): the odds show the spread of suits (odds.ts).
  drawSucceeds: ({ suit }) => suit !== null,
  drawCheck(ctx) {
    const shown = ctx.events.find((e) => e.type === 'DrawRevealed');
    const signs = shown?.type === 'DrawRevealed' ? [shown.sign, ...(shown.also ?? [])] : [ctx.sign];
    const suits = new Set(signs.map((s) => drawnSuit(ctx.state, s)).filter((s) => s !== null));
    ctx.events.push({ type: 'PromptClosed' });
    if (suits.size > 0) ctx.events.push(lifeBack(ctx.player, suits.size));
  },
};

/** The black cards whose effect is passive: refereed through `equipmentPassives`, the death and wound moments. */
const passiveOnly = ['calumet', 'gun-belt', 'horseshoe', 'pickaxe', 'wanted', 'boots', 'lucky-charm'];

export const equipmentRules: CardRule[] = [
  goldPan,
  rucksack,
  rhum,
  ...passiveOnly.map((id): CardRule => ({ id })),
  ...['shot', 'bottle', 'pardner', 'gold-rush-card', 'union-pacific'].map((id): CardRule => ({ id })),
];
