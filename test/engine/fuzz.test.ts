// Whatever the table enters, in any order, across random setups: the engine never throws, says why when it
// does not accept an entry (a flag or an error, and the state untouched), only applies a flagged entry when
// the table forces it, and the table stays physically possible after every entry.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, step } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import {
  eventSetupArb,
  impossibilities,
  setupArb,
  templateArb,
  toEventEntry,
  type Template,
} from './arbitraries.ts';
import { expectSaid } from '../i18n/check-flag.ts';

const GAMES = 1_000;
/** Games with an event deck: their events turned up as a table would, most of the time. */
const EVENT_GAMES = 300;

/** Now and then an entry names a card or a player that is not at this table at all. */
function stranger(entry: Entry, n: number): Entry {
  if (n === 0 && 'card' in entry) return { ...entry, card: 'no-such-card' };
  if (n === 1 && 'player' in entry) return { ...entry, player: 'Zed' };
  if (n === 2 && 'target' in entry) return { ...entry, target: 'Zed' };
  return entry;
}

type Totals = {
  games: number;
  entries: number;
  accepted: number;
  forcedWithFlags: number;
  flagged: number;
  errors: number;
  /** The events turned up. */
  events: Set<string>;
};

/** Plays the moves (an event reveal answered with a card the deck still holds when `n` says so) and checks each
 *  entry's outcome. */
function playChecked(setup: Setup, moves: [Template, number][], totals: Totals): void {
  totals.games++;
  let state: State = createGame(setup);
  for (const [t, n] of moves) {
    const entry = stranger(toEventEntry(state, t, n, setup), n % 31);
    const before = JSON.stringify(state);
    const r = step(state, entry);
    totals.entries++;
    if (r.accepted) {
      totals.accepted++;
      if (entry.type === 'reveal-event' && entry.card) totals.events.add(entry.card);
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
}

const newTotals = (): Totals => ({
  games: 0,
  entries: 0,
  accepted: 0,
  forcedWithFlags: 0,
  flagged: 0,
  errors: 0,
  events: new Set(),
});

describe('fuzzing the engine', () => {
  it(`${GAMES} random games of legal and illegal entries: no exception, a reason for every refusal, invariants after every entry`, () => {
    const totals = newTotals();
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.tuple(templateArb, fc.nat(30)), { minLength: 20, maxLength: 80 }),
        (setup, moves) => playChecked(setup, moves, totals),
      ),
      { numRuns: GAMES, seed: 20_261_206 },
    );
    console.log(`engine fuzz: ${JSON.stringify({ ...totals, events: undefined })}`);
    expect(totals.games).toBeGreaterThanOrEqual(GAMES);
  }, 120_000);

  it(`${EVENT_GAMES} random games with event decks: the same, under every event the deck turns up`, () => {
    const totals = newTotals();
    fc.assert(
      fc.property(
        eventSetupArb,
        fc.array(fc.tuple(templateArb, fc.nat(99)), { minLength: 80, maxLength: 240 }),
        (setup, moves) => playChecked(setup, moves, totals),
      ),
      { numRuns: EVENT_GAMES, seed: 20_261_202, endOnFailure: true },
    );
    console.log(`engine fuzz with events: ${JSON.stringify({ ...totals, events: totals.events.size })}`);
    expect(totals.games).toBeGreaterThanOrEqual(EVENT_GAMES);
    // Every event but the finales (last of a deck of 13 or more, seldom reached) came up at least once.
    const events = catalogue.events.filter((e) => !e.finale).map((e) => e.id);
    expect(events.filter((id) => !totals.events.has(id))).toEqual([]);
  }, 240_000);
});
