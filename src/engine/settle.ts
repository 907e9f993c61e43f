// After every entry, abilities that watch the table get their say (Suzy Lafayette's empty hand).
import type { GameEvent, State } from './types.ts';
import { apply } from './apply.ts';
import { living } from './seat.ts';
import { abilityOf, eventSettle } from './event-in-force.ts';

/** A bound on chained reactions; each one can only add cards, so a few rounds always settle. */
const ROUNDS = 4;

export function settle(state: State, events: GameEvent[]): GameEvent[] {
  const all = [...events];
  let after = apply(state, all);
  // Each round sees only the events it has not seen yet (Molly Stark draws once per card).
  let fresh: GameEvent[] = all;
  for (let round = 0; round < ROUNDS; round++) {
    const seen = fresh;
    const more = living(after).flatMap((p) => abilityOf(after, p)?.settle?.(after, p, seen) ?? []);
    // The event in force watches too (Law of the West: the shown card played).
    more.push(...eventSettle(after, seen));
    fresh = more;
    if (more.length === 0) break;
    all.push(...more);
    after = apply(after, more);
  }
  return all;
}
