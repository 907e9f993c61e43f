// The hand limit at the end of a turn: as many cards as life points, unless a character says otherwise (Sean
// Mallory; not under Hangover, which takes the abilities away). One place for the end-turn flag, Armed &
// Dangerous's tokens per card forced out, and the table.
import type { PlayerState, State } from './types.ts';
import { abilityOf } from './event-in-force.ts';

export function handLimit(state: State, player: PlayerState): number {
  return abilityOf(state, player)?.handLimit?.(state, player) ?? player.life;
}

/** The cards the player in turn must discard in phase 3 (their hand above the limit); 0 for anyone else. */
export function forcedDiscards(state: State, player: PlayerState): number {
  if (player.name !== state.turn.player) return 0;
  return Math.max(0, player.hand - handLimit(state, player));
}
