// Random Valley of Shadows games, alone and with the expansions already refereed: whatever the table enters (and
// every offer the host sends, taken now and then), a ghost's life stays 0, no hand goes below 0, the stored events
// and the entries replay to the same table, and every answer or seat offered is taken without a flag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, GameEvent, Setup, State } from '../../src/engine/index.ts';
import {
  eventSetupArb,
  impossibilities,
  setupArb,
  templateArb,
  toEntry,
  type Template,
} from './arbitraries.ts';

const valley = (s: Setup): Setup =>
  s.expansions.includes('valley-of-shadows')
    ? s
    : { ...s, expansions: [...s.expansions, 'valley-of-shadows'] };
const valleyArb = fc.oneof(setupArb.map(valley), eventSetupArb.map(valley));

/** Now and then an offer the host sends (a Ghost on an eliminated seat, a card as a BANG!, Fanning's pair, Saved!);
 *  otherwise the usual random entry. */
function next(state: State, setup: Setup, t: Template, n: number): Entry {
  const offers = tableOffers(state, setup);
  const me = state.turn.player;
  const choices: Entry[] = [...offers.answers.map((o) => o.entry)];
  for (const seat of offers.cardTargets.ghost ?? [])
    choices.push({ type: 'play', card: 'ghost', target: seat.name });
  for (const [first, seconds] of Object.entries(offers.secondTargets.fanning ?? {}))
    choices.push({ type: 'play', card: 'fanning', targets: seconds[0] ? [first, seconds[0]] : [first] });
  for (const as of offers.playAs)
    choices.push({
      type: 'play',
      card: as.cards === '*' ? 'beer' : (as.cards[0] ?? 'bang'),
      as: as.as,
      player: me,
    });
  if (choices.length > 0 && n % 3 === 0) return choices[n % choices.length] as Entry;
  return toEntry(state, t);
}

describe('The Valley of Shadows in random games', () => {
  it('120 random games: a ghost stays at 0 life, hands never below 0, replay gives the same state', () => {
    let ghosts = 0;
    fc.assert(
      fc.property(
        valleyArb,
        fc.array(fc.tuple(templateArb, fc.nat(99)), { minLength: 40, maxLength: 160 }),
        (setup, moves) => {
          const start = createGame(setup);
          let state = start;
          const log: GameEvent[][] = [];
          const entered: Entry[] = [];
          for (const [t, n] of moves) {
            const entry = next(state, setup, t, n);
            const r = step(state, entry);
            if (!r.accepted) expect(r.state).toBe(state);
            else {
              log.push(r.events);
              entered.push(entry);
            }
            state = r.state;
            expect(impossibilities(state)).toEqual([]);
            if (state.players.some((p) => p.alive && p.inPlay.some((c) => c.card === 'ghost') && p.ghost))
              ghosts++;
          }
          expect(log.reduce((s, events) => apply(s, events), start)).toEqual(state);
          expect(entered.reduce((s, entry) => step(s, entry).state, createGame(setup))).toEqual(state);
        },
      ),
      { numRuns: 120, seed: 20261204, endOnFailure: true },
    );
    // The games really bring ghosts back.
    expect(ghosts).toBeGreaterThan(0);
  }, 240_000);

  it('150 random games: every answer offered is taken as it stands', () => {
    const wrong: string[] = [];
    let offered = 0;
    fc.assert(
      fc.property(
        valleyArb,
        fc.array(fc.tuple(templateArb, fc.nat(99)), { minLength: 40, maxLength: 120 }),
        (setup, moves) => {
          let state = createGame(setup);
          for (const [t, n] of moves) {
            for (const o of tableOffers(state, setup).answers) {
              offered++;
              const r = step(state, o.entry);
              const codes = r.flags.map((f) => f.code);
              if ((r.error || codes.length > 0) && wrong.length < 10)
                wrong.push(`${JSON.stringify(o.entry)} → ${r.error?.message ?? codes.join(', ')}`);
            }
            state = step(state, next(state, setup, t, n)).state;
          }
        },
      ),
      { numRuns: 150, seed: 20261206, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(1000);
  }, 240_000);
});
