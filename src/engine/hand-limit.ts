// The hand limit at the end of a turn: as many cards as life points, unless a character says otherwise (Sean
// Mallory; not under Hangover, which takes the abilities away). One place for the end-turn flag, Armed &
// Dangerous's tokens per card forced out, and the table.
import type { PlayerState, State } from './types.ts';
import { abilityOf } from './event-in-force.ts';
import { maxOf } from './passive.ts';

export function handLimit(state: State, player: PlayerState): number {
  const usual = abilityOf(state, player)?.handLimit?.(state, player) ?? player.life;
  // Gold Rush's Gun Belt: at least 8, whatever the usual limit.
  return Math.max(usual, maxOf(player, 'handLimitAtLeast', 0, state));
}

/** The cards the player in turn must discard in phase 3 (their hand above the limit); 0 for anyone else. */
export function forcedDiscards(state: State, player: PlayerState): number {
  if (player.name !== state.turn.player) return 0;
  return Math.max(0, player.hand - handLimit(state, player));
}
