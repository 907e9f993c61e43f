// Whatever the table enters, in any order, across random setups: the engine never throws, says why when it
// does not accept an entry (a flag or an error, and the state untouched), only applies a flagged entry when
// the table forces it, and the table stays physically possible after every entry.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, step } from '../../src/engine/index.ts';
import type { Entry, State } from '../../src/engine/index.ts';
import { impossibilities, setupArb, templateArb, toEntry } from './arbitraries.ts';
import { expectSaid } from '../i18n/check-flag.ts';

const GAMES = 1_000;

/** Now and then an entry names a card or a player that is not at this table at all. */
function stranger(entry: Entry, n: number): Entry {
  if (n === 0 && 'card' in entry) return { ...entry, card: 'no-such-card' };
  if (n === 1 && 'player' in entry) return { ...entry, player: 'Zed' };
  if (n === 2 && 'target' in entry) return { ...entry, target: 'Zed' };
  return entry;
}

describe('fuzzing the engine', () => {
  it(`${GAMES} random games of legal and illegal entries: no exception, a reason for every refusal, invariants after every entry`, () => {
    const totals = { games: 0, entries: 0, accepted: 0, forcedWithFlags: 0, flagged: 0, errors: 0 };
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.tuple(templateArb, fc.nat(30)), { minLength: 20, maxLength: 80 }),
        (setup, moves) => {
          totals.games++;
          let state: State = createGame(setup);
          for (const [t, n] of moves) {
            const entry = stranger(toEntry(state, t), n);
            const before = JSON.stringify(state);
            const r = step(state, entry);
            totals.entries++;
            if (r.accepted) {
              totals.accepted++;
              // A flagged entry only goes in when the table says so.
              if (r.flags.length > 0) {
                expect(entry.force).toBe(true);
                totals.forcedWithFlags++;
              }
              expect(r.error).toBeNull();
            } else {
              // Refused: a reason the table can read, and nothing changed.
              if (r.error) {
                totals.errors++;
                expect(r.error.message.trim()).not.toBe('');
              } else {
                totals.flagged++;
                expect(r.flags.length).toBeGreaterThan(0);
              }
              expect(r.events).toEqual([]);
              expect(r.state).toBe(state);
            }
            for (const flag of r.flags) {
              expect(flag.code).toMatch(/^[a-z0-9-]+$/);
              expect(expectSaid(flag).trim()).not.toBe('');
              expect(flag.rule.trim()).not.toBe('');
            }
            // The engine never changes the state it was given.
            expect(JSON.stringify(state)).toBe(before);
            state = r.state;
            expect(impossibilities(state)).toEqual([]);
          }
        },
      ),
      { numRuns: GAMES, seed: 20_261_206 },
    );
    console.log(`engine fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBeGreaterThanOrEqual(GAMES);
  }, 120_000);
});
