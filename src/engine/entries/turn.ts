// The turn's own entries: phase 1 draw, phase 3 discard, and passing the turn clockwise.
import type { Decision, DiscardEntry, DrawEntry, Flag, GameEvent, State } from '../types.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { maxOf, sumOf } from '../passive.ts';
import { flipCheck, handCheck, turnChecks } from './checks.ts';
import { beginTurn } from '../turn-start.ts';
import { forcedDiscards, handLimit } from '../hand-limit.ts';
import { eachExpansion } from '../registry.ts';
import type { DrawContext } from '../hooks.ts';
import { abilityOf, currentEvent, nextInTurn } from '../event-in-force.ts';

const CARDS_DRAWN = 2;

export function decideDraw(state: State, entry: DrawEntry): Decision {
  const actor = findPlayer(state, entry.player ?? state.turn.player);
  if (!actor) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const flags = turnChecks(state, actor);
  if (state.turn.phase !== 'draw') flags.push(flag('already-drawn', { player: actor.name }));
  // Black Jack's second card comes off the deck: not a copy known in play or on the discard pile.
  if (entry.sign !== undefined) flags.push(...flipCheck(state, [entry.sign]));
  const ctx: DrawContext = {
    state,
    player: actor,
    entry,
    // Train Arrival: one more; Thirst: one less (on top of what the character draws).
    // Gold Rush's Pickaxe: one more on top of it all.
    count: Math.max(
      0,
      maxOf(actor, 'drawCount', CARDS_DRAWN, state) +
        (currentEvent(state)?.drawDelta ?? 0) +
        sumOf(actor, 'drawMore', state),
    ),
    events: [],
    flags,
  };
  // The event in force first (Peyote: guesses instead; Ghost Town: a ghost draws one more).
  currentEvent(state)?.draw?.(ctx);
  const ability = abilityOf(state, actor)?.draw;
  if (ability) ability(ctx);
  else if (entry.from !== undefined || entry.sign !== undefined) {
    ctx.flags.push(flag('draw-ability', { player: actor.name }));
  }
  // Jesse Jones and Pedro Ramirez take the first card from a hand or the pile: the deck gives one fewer.
  const taken = entry.from !== undefined && ctx.count > 0 ? { taken: 1 } : {};
  ctx.events.unshift({ type: 'CardsDrawn', player: actor.name, count: ctx.count, reason: 'draw', ...taken });
  // Phase 2 opens unless the ability still waits on a card (Black Jack's second card).
  if (!ctx.events.some((e) => e.type === 'PromptOpened'))
    ctx.events.push({ type: 'PhaseChanged', phase: 'play' });
  return { ok: true, events: ctx.events, flags: ctx.flags };
}

export function decideDiscard(state: State, entry: DiscardEntry): Decision {
  const actor = findPlayer(state, entry.player ?? state.turn.player);
  if (!actor) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const flags: Flag[] = [...turnChecks(state, actor), ...handCheck(actor, entry.count)];
  // Phase 3 comes after phase 1: discarding first would end the turn without drawing.
  if (actor.name === state.turn.player && state.turn.phase === 'draw' && actor.alive) {
    flags.push(flag('draw-first', { player: actor.name }));
  }
  // Phase 3 discards only the cards above the hand limit: never one more by choice.
  const forced = forcedDiscards(state, actor);
  if (actor.name === state.turn.player && actor.alive && entry.count > forced) {
    flags.push(flag('voluntary-discard', { player: actor.name, count: entry.count, excess: forced }));
  }
  const events: GameEvent[] = [
    { type: 'CardsLeftHand', player: actor.name, count: entry.count, reason: 'discard' },
  ];
  if (actor.name === state.turn.player && state.turn.phase !== 'discard') {
    events.unshift({ type: 'PhaseChanged', phase: 'discard' });
  }
  // The expansions' say (Armed & Dangerous: phase 3 discards only what it must, each card earning a token).
  const more = eachExpansion((x) => x.onDiscard?.(state, actor, entry));
  return {
    ok: true,
    events: [...events, ...more.flatMap((o) => o.events)],
    flags: [...flags, ...more.flatMap((o) => o.flags)],
  };
}

export function decideEndTurn(state: State): Decision {
  const actor = findPlayer(state, state.turn.player);
  if (!actor) return { ok: false, error: { path: 'turn', message: 'nobody is playing' } };
  const flags: Flag[] = turnChecks(state, actor).filter((f) => f.code !== 'dead-player');
  if (state.turn.phase === 'draw' && actor.alive) flags.push(flag('no-draw', { player: actor.name }));
  const limit = handLimit(state, actor);
  // A Ghost Town ghost is out again at the end of his turn: no hand to keep.
  if (actor.alive && !actor.ghost && actor.hand > limit) {
    flags.push(
      flag('hand-limit', {
        player: actor.name,
        hand: actor.hand,
        life: actor.life,
        excess: actor.hand - limit,
      }),
    );
  }
  // The event in force may have its say first (Law of the West), or a draw! before the turn passes (Vendetta).
  const end = currentEvent(state)?.endOfTurn?.(state, actor);
  if (end) flags.push(...end.flags);
  if (end?.events) return { ok: true, events: end.events, flags };
  // An expansion's say: another turn in place of passing it (Gold Rush's card, Don Bell).
  const more = eachExpansion((x) =>
    state.setup.expansions.includes(x.id) ? x.endOfTurn?.(state, actor) : undefined,
  );
  if (more[0]) return { ok: true, events: more[0], flags };
  const next = nextInTurn(state, actor.name);
  const events: GameEvent[] = next ? beginTurn(state, next.name) : [];
  return { ok: true, events, flags };
}
