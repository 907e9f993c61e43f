// Random games of random entries, legal and illegal, forced or not: whatever the table enters,
// the engine never throws and the table stays physically possible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, step } from '../../src/engine/index.ts';
import type { Entry, GameEvent } from '../../src/engine/index.ts';
import { impossibilities, setupArb, templateArb, toEntry } from './arbitraries.ts';

describe('the table stays possible whatever is entered', () => {
  it('500 random games: no exception, life within bounds, the dead hold nothing, one weapon each, replay and JSON give the same state', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(templateArb, { minLength: 30, maxLength: 120, size: 'max' }),
        (setup, templates) => {
          const start = createGame(setup);
          let state = start;
          const log: GameEvent[][] = [];
          const entered: Entry[] = [];
          for (const t of templates) {
            const entry = toEntry(state, t);
            const r = step(state, entry);
            if (!r.accepted) expect(r.state).toBe(state);
            state = r.state;
            if (r.accepted) {
              log.push(r.events);
              entered.push(entry);
            }
            expect(impossibilities(state)).toEqual([]);
          }
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          // The stored events fold to the same table, and so do the same entries entered again.
          expect(log.reduce((s, events) => apply(s, events), start)).toEqual(state);
          expect(entered.reduce((s, entry) => step(s, entry).state, createGame(setup))).toEqual(state);
        },
      ),
      { numRuns: 500, seed: 20261129 },
    );
  }, 120_000);
});
