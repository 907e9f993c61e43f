// No wrong buttons: whatever state the table has entered (random games of legal and illegal entries, forced or
// not), every answer and every ability or action the host offers is an entry the engine takes without a flag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, State } from '../../src/engine/index.ts';
import { setupArb, templateArb, toEntry } from './arbitraries.ts';

describe('every offer is accepted', () => {
  it('400 random games: each answer and ability offered after each entry is taken as it stands', () => {
    let offered = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(setupArb, fc.array(templateArb, { minLength: 30, maxLength: 120 }), (setup, templates) => {
        let state: State = createGame(setup);
        for (const t of templates) {
          const offers = tableOffers(state, setup);
          for (const o of [...offers.answers, ...offers.abilities]) {
            offered++;
            const r = step(state, o.entry as Entry);
            if (!r.accepted && wrong.length < 10) {
              const why = r.error?.message ?? r.flags.map((f) => f.code).join(', ');
              wrong.push(`${JSON.stringify(o.entry)} → ${why} (prompt ${state.prompts[0]?.type ?? 'none'})`);
            }
          }
          state = step(state, toEntry(state, t)).state;
        }
      }),
      { numRuns: 400, seed: 20261202 },
    );
    expect(wrong).toEqual([]);
    // The games really offer a lot to check.
    expect(offered).toBeGreaterThan(10_000);
  }, 240_000);
});
