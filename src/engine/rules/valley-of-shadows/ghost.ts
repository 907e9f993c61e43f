// The Ghost: played in front of an eliminated player, who is back in the game at 0 life and can neither gain nor
// lose it; the moment the card leaves him he is out again (his cards discarded, nobody credited by default).
import type { CardRule, Return } from '../../hooks.ts';
import type { GameEvent, PlayerState, State } from '../../types.ts';
import { flag } from '../../flags.ts';
import { apply } from '../../apply.ts';
import { eliminate } from '../../damage.ts';
import { findPlayer } from '../../seat.ts';
import { houseRule } from '../../house-rule.ts';
import {
  GHOST_COUNTS_FOR_VICTORY,
  GHOST_HAND_LIMIT_ZERO,
  GHOST_REMOVAL_CREDITS_KILLER,
} from './house-rules.ts';

export const GHOST = 'ghost';

const hasGhost = (p: PlayerState): boolean => p.inPlay.some((c) => c.card === GHOST);

/** Out of the game: eliminated, or back only for his own turn (a Ghost Town ghost): where a Ghost may go. */
export function ghostTarget(p: PlayerState): boolean {
  return eliminated(p);
}

function eliminated(p: PlayerState): boolean {
  return !p.alive || (p.ghost === true && !hasGhost(p));
}

export const ghost: CardRule = {
  id: GHOST,
  passive: { lifeFixed: true },
  aimsAt: (_table, target) => eliminated(target),
  play(ctx) {
    const { target } = ctx;
    if (!target) {
      ctx.flags.push(flag('needs-target', { card: GHOST }));
      return;
    }
    if (!eliminated(target)) {
      ctx.flags.push(flag('not-eliminated', { target: target.name }));
      // Forced: it lies in front of him all the same, and keeps his life where it is.
      ctx.events.push({ type: 'CardPlaced', player: target.name, card: GHOST, sign: ctx.entry.sign ?? null });
      return;
    }
    if (!target.alive) {
      ctx.events.push({ type: 'PlayerReturned', player: target.name, life: 0, hand: 0, ghost: true });
    }
    ctx.events.push({ type: 'CardPlaced', player: target.name, card: GHOST, sign: ctx.entry.sign ?? null });
  },
};

/** A player the Ghost card keeps in the game, as the table's house rules say. */
export function ghostReturns(state: State, player: PlayerState): Return | null {
  if (!player.alive || !player.ghost || !hasGhost(player)) return null;
  return {
    life: 0,
    hand: player.hand,
    ghost: true,
    ...(houseRule(state, GHOST_HAND_LIMIT_ZERO) === false ? { keepsHand: true } : {}),
    ...(houseRule(state, GHOST_COUNTS_FOR_VICTORY) === false ? { outForVictory: true } : {}),
  };
}

/** After an entry: a ghost whose Ghost card left him (Panic!, Cat Balou, The Daltons…) is out again. Who removed
 *  it (the player of the card) is credited only under the house rule. */
export function ghostsGone(state: State, events: readonly GameEvent[]): GameEvent[] {
  const removed = events.filter((e) => e.type === 'CardRemoved' && e.card === GHOST);
  if (removed.length === 0) return [];
  let after = apply(state, events);
  const out: GameEvent[] = [];
  const played = events.find((e) => e.type === 'CardsLeftHand');
  const author = played?.type === 'CardsLeftHand' ? played.player : state.turn.player;
  for (const e of removed) {
    if (e.type !== 'CardRemoved') continue;
    const p = findPlayer(after, e.player);
    if (!p?.alive || !p.ghost || hasGhost(p)) continue;
    const by = houseRule(state, GHOST_REMOVAL_CREDITS_KILLER) === true && author !== p.name ? author : null;
    // Out again as any player out (Vulture Sam takes his cards), and no longer a ghost.
    const gone: GameEvent[] = [...eliminate(after, p.name, by), { type: 'GhostLeft', player: p.name }];
    out.push(...gone);
    after = apply(after, gone);
  }
  return out;
}
