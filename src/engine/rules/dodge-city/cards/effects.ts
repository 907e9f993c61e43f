// What Dodge City's cards do, shared by the brown cards (played from hand) and the green ones (used from
// play): BANG! effects at a limited distance, taking or discarding a card, healing, drawing.
import type { PlayerState, State } from '../../../types.ts';
import type { Outcome } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { distance, reach, weaponOf } from '../../../distance.ts';
import { clockwiseAfter, findPlayer, living } from '../../../seat.ts';
import { lifeBack } from '../../../damage.ts';

/** Who acts with which card, and what it adds to the entry's events and flags. */
export interface Act extends Outcome {
  state: State;
  actor: PlayerState;
  /** The card's id and English name. */
  card: string;
  name: string;
}

/** The named target, or null after flagging why there is none (missing, yourself unless allowed, out). */
export function aim(act: Act, target: string | undefined, self = false): PlayerState | null {
  if (target === undefined) {
    if (self) return act.actor;
    act.flags.push(flag('needs-target', { card: act.card }));
    return null;
  }
  const p = findPlayer(act.state, target);
  if (!p) return null;
  if (p.name === act.actor.name && !self) {
    act.flags.push(flag('self-target', { player: act.actor.name, card: act.card }));
    return null;
  }
  if (!p.alive) {
    act.flags.push(flag('dead-target', { target: p.name }));
    return null;
  }
  return p;
}

/** How far a BANG! effect reaches: your weapon, distance 1 (weapons do not count), or any distance. */
export type ShotRange = 'reach' | 'one' | 'any';

/** A BANG! effect (not a BANG! card: no limit, one Missed! even against Slab the Killer). */
export function shot(act: Act, target: PlayerState, range: ShotRange): void {
  if (range !== 'any') {
    const d = distance(act.state, act.actor, target);
    const r = range === 'reach' ? reach(act.actor, act.state) : 1;
    if (d > r) {
      act.flags.push(
        flag('out-of-range', {
          player: act.actor.name,
          target: target.name,
          distance: d,
          reach: r,
          weapon: range === 'reach' ? weaponOf(act.actor) : act.card,
        }),
      );
    }
  }
  act.events.push({
    type: 'PromptOpened',
    prompt: { type: 'answer-bang', player: target.name, from: act.actor.name, card: act.card, needed: 1 },
  });
}

/** A shot at every other living player, the next one clockwise answering first (Howitzer). */
export function shootEveryone(act: Act): void {
  const inOrder = clockwiseAfter(living(act.state), act.actor.name);
  for (const p of inOrder.reverse()) {
    if (p.name === act.actor.name) continue;
    act.events.push({
      type: 'PromptOpened',
      prompt: { type: 'answer-bang', player: p.name, from: act.actor.name, card: act.card, needed: 1 },
    });
  }
}

/** Takes (keep) or discards one card of the target's: from the hand at random, or one in play. */
export function takeCard(act: Act, target: PlayerState, which: string | undefined, keep: boolean): void {
  const from = which ?? 'hand';
  if (from === 'hand') {
    if (target.hand < 1)
      act.flags.push(flag('empty-hand', { player: target.name, hand: target.hand, needed: 1 }));
    act.events.push({ type: 'CardsLeftHand', player: target.name, count: 1, reason: act.card });
  } else {
    if (!target.inPlay.some((c) => c.card === from)) {
      act.flags.push(flag('not-in-play', { player: target.name, card: from }));
      return;
    }
    act.events.push({ type: 'CardRemoved', player: target.name, card: from });
  }
  if (keep)
    act.events.push({ type: 'CardsDrawn', player: act.actor.name, count: 1, reason: act.card, taken: 1 });
}

/** Life back, never above the maximum (at full life: no effect). */
export function heal(act: Act, who: PlayerState, amount: number): void {
  act.events.push(lifeBack(who, amount));
}

export function drawCards(act: Act, count: number): void {
  act.events.push({ type: 'CardsDrawn', player: act.actor.name, count, reason: act.card });
}
