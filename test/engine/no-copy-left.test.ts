// A card the game has no copy left of: every copy is known in play or on the discard pile since the last
// reshuffle. Marshal flags such an entry with the numbers, and never offers one itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, Flag, Setup, State } from '../../src/engine/index.ts';
import { copiesIn } from '../../src/engine/catalogue/index.ts';
import { noCopyLeft } from '../../src/engine/known-cards.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';
import { eventSetupArb, mostlyNaturalArb, setupArb, toEventEntry, type Template } from './arbitraries.ts';
import { playFrom } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'sid-ketchum', role: 'sheriff' },
    { name: 'Bob', character: 'sid-ketchum' },
    { name: 'Cid', character: 'sid-ketchum' },
    { name: 'Dee', character: 'sid-ketchum' },
  ],
  expansions: ['base'],
  events: null,
  seed: 1,
};

/** Ann draws and plays the base game's only Gatling, and everyone takes it: the copy is on the discard pile. */
const GATLING_PASSED: Entry[] = [
  { type: 'draw' },
  { type: 'play', card: 'gatling' },
  { type: 'pass', player: 'Bob' },
  { type: 'pass', player: 'Cid' },
  { type: 'pass', player: 'Dee' },
];

const flagOf = (state: State, entry: Entry): Flag | undefined =>
  step(state, entry).flags.find((f) => f.code === 'no-copy-left');

describe('a card with no copy left', () => {
  it('says where the copies are, with the numbers, in every language', () => {
    const winchester = playFrom(setup, [{ type: 'draw' }, { type: 'play', card: 'winchester' }]);
    const second = flagOf(winchester, { type: 'play', card: 'winchester' });
    expect(second && sayFlag(second, 'en')).toBe(
      'Winchester: the game has 1 copy, and it is in front of Ann',
    );
    expect(second && sayFlag(second, 'cs')).toContain('Ann');

    const gatling = playFrom(setup, GATLING_PASSED);
    const again = flagOf(gatling, { type: 'play', card: 'gatling' });
    expect(again && sayFlag(again, 'en')).toBe(
      'Gatling: its only copy is on the discard pile since the last reshuffle',
    );
    expect(again && sayFlag(again, 'zhHant')).toContain('棄牌堆');

    const shot = playFrom(setup, [
      { type: 'draw' },
      { type: 'play', card: 'bang', sign: '8D', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
    ]);
    const copy = flagOf(shot, { type: 'play', card: 'bang', sign: '8D', target: 'Ann' });
    expect(copy && sayFlag(copy, 'en')).toBe(
      'BANG! 8♦: that copy is on the discard pile since the last reshuffle',
    );
    // Another BANG! is fine: 24 copies are still unaccounted for.
    expect(flagOf(shot, { type: 'play', card: 'bang', target: 'Ann' })).toBeUndefined();
  });

  it('counts two copies of a card: one in play and one on the pile leave none', () => {
    // The base game's two Volcanics (10♠, 10♣): Ann's is discarded by Bob's Cat Balou, Bob's is in play.
    const both = playFrom(setup, [
      { type: 'draw' },
      { type: 'play', card: 'volcanic' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'volcanic' },
      { type: 'play', card: 'cat-balou', target: 'Ann', targetCard: 'volcanic' },
    ]);
    const third = flagOf(both, { type: 'play', card: 'volcanic' });
    expect(third?.params).toEqual({
      card: 'volcanic',
      sign: null,
      copies: 2,
      inPlay: 1,
      onPile: 1,
      holder: 'Bob',
    });
    expect(third && sayFlag(third, 'en')).toBe(
      'Volcanic: the game has 2 copies, 1 in play (one in front of Bob) and 1 on the discard pile since the last reshuffle',
    );
  });

  it("Black Jack's second card shown comes off the deck: not the 5♦ BANG! just played", () => {
    const blackJack: Setup = {
      ...setup,
      players: setup.players.map((p) => (p.name === 'Bob' ? { ...p, character: 'black-jack' } : p)),
    };
    const played = playFrom(blackJack, [
      { type: 'draw' },
      { type: 'play', card: 'bang', sign: '5D', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
    ]);
    expect(flagOf(played, { type: 'draw', sign: '5D' })?.params).toMatchObject({ card: 'bang', sign: '5D' });
    expect(flagOf(played, { type: 'draw', sign: '6D' })).toBeUndefined();
  });

  it('a General Store card picked comes off the deck: not the Gatling just played', () => {
    const store = playFrom(setup, [...GATLING_PASSED, { type: 'play', card: 'general-store' }]);
    expect(flagOf(store, { type: 'pick', player: 'Ann', card: 'gatling' })?.params).toMatchObject({
      card: 'gatling',
      onPile: 1,
    });
    expect(flagOf(store, { type: 'pick', player: 'Ann', card: 'beer' })).toBeUndefined();
  });

  it('a hand corrected upwards may hold a card from the pile again', () => {
    const gatling = playFrom(setup, GATLING_PASSED);
    expect(noCopyLeft(gatling, 'gatling')).not.toBeNull();
    const corrected = playFrom(setup, [...GATLING_PASSED, { type: 'set', player: 'Ann', hand: 7 }]);
    expect(noCopyLeft(corrected, 'gatling')).toBeNull();
  });
});

/** The template's entry, a play or an answer given one of its card's real signs half the time, so that the
 *  discard pile fills with known copies and the check has something to find. */
function signed(state: State, t: Template, n: number, game: Setup): Entry {
  const entry = toEventEntry(state, t, n, game);
  if ((entry.type !== 'play' && entry.type !== 'respond') || entry.sign !== undefined || n % 2 === 0)
    return entry;
  const card = catalogue.card(entry.card);
  const signs = card ? copiesIn(card, game.expansions) : [];
  const sign = signs[n % Math.max(1, signs.length)];
  return sign ? { ...entry, sign } : entry;
}

describe('Marshal never offers a card the game has no copy left of', () => {
  const anySetup = fc.oneof(setupArb, eventSetupArb);
  const movesArb = fc.array(fc.tuple(mostlyNaturalArb, fc.nat(99)), { minLength: 60, maxLength: 160 });

  it('200 random games: no answer, ability or action offered after any entry is flagged no-copy-left', () => {
    let offered = 0;
    let gone = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(anySetup, movesArb, (game, moves) => {
        let state = createGame(game);
        for (const [t, n] of moves) {
          const offers = tableOffers(state, game);
          for (const o of [...offers.answers, ...offers.abilities]) {
            offered++;
            const f = flagOf(state, o.entry);
            if (f && wrong.length < 10) wrong.push(`${JSON.stringify(o.entry)} → ${sayFlag(f, 'en')}`);
          }
          // The check has something to find: a card of the game with no copy left.
          if (catalogue.cards.some((c) => noCopyLeft(state, c.id) !== null)) gone++;
          state = step(state, signed(state, t, n, game)).state;
        }
      }),
      { numRuns: 200, seed: 20261204, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(10_000);
    expect(gone).toBeGreaterThan(500);
  }, 240_000);
});
