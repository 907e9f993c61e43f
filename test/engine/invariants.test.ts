// Random games of random entries, legal and illegal, forced or not: whatever the table enters,
// the engine never throws and the table stays physically possible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, step } from '../../src/engine/index.ts';
import type { Entry, GameEvent } from '../../src/engine/index.ts';
import type { Setup } from '../../src/engine/index.ts';
import {
  eventSetupArb,
  impossibilities,
  mostlyNaturalArb,
  setupArb,
  templateArb,
  toEntry,
  toEventEntry,
} from './arbitraries.ts';

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

  it('300 random games with event decks, their events turned up: no exception, the table possible after every entry, replay gives the same state', () => {
    let revealed = 0;
    fc.assert(
      fc.property(
        eventSetupArb,
        fc.array(fc.tuple(templateArb, fc.nat(99)), { minLength: 60, maxLength: 200 }),
        (setup, moves) => {
          const start = createGame(setup);
          let state = start;
          const log: GameEvent[][] = [];
          for (const [t, n] of moves) {
            const entry = toEventEntry(state, t, n, setup);
            const r = step(state, entry);
            if (r.accepted) log.push(r.events);
            if (r.accepted && entry.type === 'reveal-event') revealed++;
            state = r.state;
            expect(impossibilities(state)).toEqual([]);
          }
          expect(log.reduce((s, events) => apply(s, events), start)).toEqual(state);
        },
      ),
      { numRuns: 300, seed: 20261205, endOnFailure: true },
    );
    expect(revealed).toBeGreaterThan(100);
  }, 120_000);

  it('300 random Armed & Dangerous games with token entries: supply + all tokens = 32, none above 4, after every entry', () => {
    const moved = { events: 0, exhausted: 0, corrected: 0 };
    fc.assert(
      fc.property(
        setupArb.filter((s) => s.expansions.includes('armed-and-dangerous')),
        fc.array(templateArb, { minLength: 30, maxLength: 120, size: 'max' }),
        (setup, templates) => {
          let state = createGame(setup);
          expect(impossibilities(state)).toEqual([]);
          for (const t of templates) {
            const r = step(state, toEntry(state, t));
            state = r.state;
            if (r.accepted) {
              moved.events += r.events.filter((e) => e.type === 'TokensMoved').length;
              moved.corrected += r.events.filter(
                (e) => e.type === 'TokensMoved' && e.reason === 'correction',
              ).length;
              moved.exhausted += r.events.filter(
                (e, i) => e.type === 'CardRemoved' && r.events[i - 1]?.type === 'TokensMoved',
              ).length;
            }
            expect(impossibilities(state)).toEqual([]);
          }
        },
      ),
      { numRuns: 300, seed: 20261130 },
    );
    // The games really move tokens, and really empty Dangerous cards.
    expect(moved.events).toBeGreaterThan(300);
    expect(moved.exhausted).toBeGreaterThan(0);
    // …and the table's `set` corrections of tokens really move some.
    expect(moved.corrected).toBeGreaterThan(0);
  }, 120_000);

  it('200 random Gold Rush games, alone and with the other expansions: nuggets ≥ 0, the shop at three, no black card twice, replay gives the same state', () => {
    const seen = { bought: 0, removed: 0, earned: 0 };
    fc.assert(
      fc.property(
        fc.oneof(setupArb, eventSetupArb).map((s): Setup => ({
          ...s,
          expansions: s.expansions.includes('gold-rush') ? s.expansions : [...s.expansions, 'gold-rush'],
        })),
        fc.array(mostlyNaturalArb, { minLength: 30, maxLength: 100, size: 'max' }),
        (setup, templates) => {
          let state = createGame(setup);
          const entries: Entry[] = [];
          for (const t of templates) {
            const entry = toEventEntry(state, t, t.whom * 13 + t.n, setup);
            const r = step(state, entry);
            if (r.accepted) {
              entries.push(entry);
              seen.bought += entry.type === 'buy' ? 1 : 0;
              seen.removed += entry.type === 'remove' ? 1 : 0;
              seen.earned += r.events.filter(
                (e) =>
                  e.type === 'ExpansionChanged' && e.change.kind === 'nuggets' && e.change.why === 'wound',
              ).length;
            }
            state = r.state;
            expect(impossibilities(state)).toEqual([]);
          }
          expect(entries.reduce((s, entry) => step(s, entry).state, createGame(setup))).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 200, seed: 20261204 },
    );
    // The games really buy, remove and earn.
    expect(seen.bought).toBeGreaterThan(50);
    expect(seen.removed).toBeGreaterThan(0);
    expect(seen.earned).toBeGreaterThan(100);
  }, 180_000);
});
