// Roles dealt again face down: whatever the table had revealed of them is unknown again, until revealed anew.
import type { GameEvent, PlayerState } from '../../types.ts';

/** The roles of these players gathered, shuffled and dealt again among them: with fewer than two nothing
 *  moves (one player takes his own card back). */
export function redeal(players: readonly PlayerState[]): GameEvent[] {
  return players.length < 2 ? [] : [{ type: 'RolesRedealt', players: players.map((p) => p.name) }];
}
