// Seats: players sit in a ring in setup order (clockwise); the dead leave the ring.
import type { PlayerState, Table } from './types.ts';

/** Finds a player by name, ignoring case (the table types "bob" for Bob). */
export function findPlayer(state: Table, name: string): PlayerState | undefined {
  const wanted = name.trim().toLowerCase();
  return state.players.find((p) => p.name.toLowerCase() === wanted);
}

export function living(state: Table): PlayerState[] {
  return state.players.filter((p) => p.alive);
}

/** The seats of `ring` clockwise from the one after `name` round to the one before it; all of them when `name`
 *  is not in the ring (a player out of it). */
export function clockwiseAfter<T extends { name: string }>(ring: readonly T[], name: string): T[] {
  const at = ring.findIndex((p) => p.name === name);
  return [...ring.slice(at + 1), ...ring.slice(0, Math.max(0, at))];
}

/** The next living player clockwise after `name` (the dead are skipped). */
export function nextLiving(state: Table, name: string): PlayerState | undefined {
  const n = state.players.length;
  const at = state.players.findIndex((p) => p.name === name);
  for (let step = 1; step <= n; step++) {
    const p = state.players[(at + step) % n];
    if (p?.alive) return p;
  }
  return undefined;
}

/** `name` if alive, else the next living player clockwise: who starts what `name` set going (a General Store
 *  the table forced from a player who is out still goes round the living). */
export function livingFrom(state: Table, name: string): PlayerState | undefined {
  const self = state.players.find((p) => p.name === name);
  return self?.alive ? self : nextLiving(state, name);
}

/** The next living player counter-clockwise before `name` (Gold Rush). */
export function previousLiving(state: Table, name: string): PlayerState | undefined {
  const n = state.players.length;
  const at = state.players.findIndex((p) => p.name === name);
  for (let step = 1; step <= n; step++) {
    const p = state.players[(at - step + n * 2) % n];
    if (p?.alive) return p;
  }
  return undefined;
}

/** Seats between two living players the shorter way round the ring of the living. */
export function seatsBetween(state: Table, from: string, to: string): number {
  const ring = living(state).map((p) => p.name);
  const a = ring.indexOf(from);
  const b = ring.indexOf(to);
  if (a < 0 || b < 0) return Number.POSITIVE_INFINITY;
  const clockwise = (b - a + ring.length) % ring.length;
  return Math.min(clockwise, ring.length - clockwise);
}
