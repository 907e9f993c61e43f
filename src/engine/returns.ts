// A player out of the game whom an expansion keeps back (a card in front of him), and a life that never moves.
import type { GameEvent, PlayerState, State } from './types.ts';
import type { Return } from './hooks.ts';
import { cardRules, expansions } from './registry.ts';
import { findPlayer } from './seat.ts';
import { apply } from './apply.ts';

/** How an expansion keeps this ghost in the game, or null (a Ghost Town ghost leaves at his turn's end). */
export function keptBack(state: State, player: PlayerState): Return | null {
  for (const x of expansions) {
    const back = x.returns?.(state, player);
    if (back) return back;
  }
  return null;
}

/** Whether the player's life never moves (a card in front of him says so; even while cards in play are
 *  silenced, since the card is what keeps him in the game at 0 life). */
export function lifeFixed(player: PlayerState): boolean {
  return player.alive && player.inPlay.some((c) => cardRules.get(c.card)?.passive?.lifeFixed === true);
}

/** An entry's events without the life a fixed life cannot gain or lose (a Beer played by a ghost, a correction,
 *  a new character's life). */
export function withoutFixedLife(state: State, events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  for (const e of events) {
    const moves =
      e.type === 'LifeGained' ||
      e.type === 'LifeLost' ||
      e.type === 'CharacterChanged' ||
      e.type === 'Corrected';
    const p = moves ? findPlayer(s, e.player) : undefined;
    const kept = p && lifeFixed(p) ? fixed(e) : e;
    if (kept) {
      out.push(kept);
      s = apply(s, [kept]);
    }
  }
  return out;
}

/** The event with its life change taken out (null: nothing left of it). */
function fixed(e: GameEvent): GameEvent | null {
  if (e.type === 'CharacterChanged') return { ...e, life: 0 };
  if (e.type === 'Corrected') {
    const { life: _, ...rest } = e;
    return rest.hand === undefined ? null : rest;
  }
  return null;
}
