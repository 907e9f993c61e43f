// After every entry, abilities that watch the table get their say (Suzy Lafayette's empty hand).
import type { GameEvent, State } from './types.ts';
import { apply } from './apply.ts';
import { living } from './seat.ts';
import { characterRules } from './rules/registry.ts';

/** A bound on chained reactions; each one can only add cards, so a few rounds always settle. */
const ROUNDS = 4;

export function settle(state: State, events: GameEvent[]): GameEvent[] {
  const all = [...events];
  let after = apply(state, all);
  for (let round = 0; round < ROUNDS; round++) {
    const more = living(after).flatMap((p) => characterRules.get(p.character)?.settle?.(after, p) ?? []);
    if (more.length === 0) break;
    all.push(...more);
    after = apply(after, more);
  }
  return all;
}
