// Victory with hidden roles: Marshal knows only the roles the table revealed, and the role counts.
import type { GameEvent, PlayerState, Role, State } from './types.ts';
import { findPlayer, living } from './seat.ts';
import { roleCounts } from './setup.ts';
import { keptBack } from './returns.ts';

function outForVictory(state: State, p: PlayerState): boolean {
  return p.alive && p.ghost === true && keptBack(state, p)?.outForVictory === true;
}

/** In the 3-player game each player hunts one other: Deputy → Renegade → Outlaw → Deputy. */
const HUNTS: Partial<Record<Role, Role>> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };

function threePlayerWinner(state: State): string | null {
  const alive = living(state);
  if (alive.length === 1) return alive[0]?.name ?? null;
  const out = state.players.find((p) => !p.alive);
  const killer = out?.killer ? findPlayer(state, out.killer) : undefined;
  // Whoever kills their own target wins at once; otherwise the last two fight on.
  if (out && killer?.alive && killer.role && HUNTS[killer.role] === out.role) return killer.name;
  return null;
}

/** The winner the revealed roles prove, or null while the game goes on (or a survivor must still reveal). */
export function provenWinner(table: State): string | null {
  if (table.over) return null;
  // A ghost an expansion keeps back counts as in the game, unless it says otherwise (a house rule).
  const state = {
    ...table,
    players: table.players.map((p) => (outForVictory(table, p) ? { ...p, alive: false } : p)),
  };
  if (state.players.length === 3) return threePlayerWinner(state);
  const alive = living(state);
  const sheriff = state.players.find((p) => p.role === 'sheriff');
  if (sheriff && !sheriff.alive) {
    // The Sheriff is dead: the Outlaws win, unless the one survivor is a Renegade.
    const [sole, ...others] = alive;
    if (sole && others.length === 0) {
      if (sole.role === null) return null;
      return sole.role === 'renegade' ? 'renegade' : 'outlaws';
    }
    return 'outlaws';
  }
  const counts = roleCounts[state.players.length];
  if (!counts) return null;
  const deadWith = (role: string) => state.players.filter((p) => !p.alive && p.role === role).length;
  if (deadWith('outlaw') === counts.outlaw && deadWith('renegade') === counts.renegade) return 'law';
  return null;
}

/** The game ends at once; Marshal then asks the survivors whose roles are still hidden to reveal them. */
export function victoryEvents(state: State): GameEvent[] {
  const winner = provenWinner(state);
  if (!winner) return [];
  // Opened last-first so that the first survivor in seat order is asked first.
  const reveals: GameEvent[] = living(state)
    .filter((p) => p.role === null)
    .reverse()
    .map((p) => ({ type: 'PromptOpened', prompt: { type: 'reveal-role', player: p.name } }));
  return [{ type: 'GameWon', winner }, ...reveals];
}
