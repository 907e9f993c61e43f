// What the next card may be: the draw! odds count every card of the game Marshal has not seen leave the deck
// (flipped, played with its sign, in play) since the deck was last made. Positions computed by hand from the
// base deck: 80 cards, 20 of each suit, ten spades from 2 to 9, forty cards from 10 to ace.
import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/engine/index.ts';
import { drawOdds } from '../../src/engine/odds.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playOn } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'lucky-duke' },
    { name: 'Cid', character: 'jourdonnais' },
    { name: 'Dee', character: 'black-jack' },
  ],
  expansions: ['base'],
  events: null,
  seed: 1,
};

const play = (entries: Entry[], from: State = createGame(setup)): State => playOn(from, entries);

describe('draw! odds', () => {
  const start = createGame(setup);

  it('before anything is seen: Barrel 20 of 80 hearts, Dynamite spares 70 of 80, Black Jack 40 of 80 red', () => {
    expect(drawOdds(start, 'barrel')).toEqual({ succeed: 20, unseen: 80 });
    expect(drawOdds(start, 'dynamite')).toEqual({ succeed: 70, unseen: 80 });
    expect(drawOdds(start, 'black-jack')).toEqual({ succeed: 40, unseen: 80 });
    expect(drawOdds(start, 'bang')).toBeNull();
  });

  it("Lucky Duke's two cards: 1 − C(60,2)/C(80,2) = 1390 of 3160 pairs", () => {
    expect(drawOdds(start, 'barrel', 2)).toEqual({
      succeed: 20,
      unseen: 80,
      twoCards: { succeed: 3160 - 1770, pairs: 3160 },
    });
  });

  it('a heart in play and one played with its sign leave the deck: 18 of 78', () => {
    const seen = play([
      { type: 'draw' },
      { type: 'play', card: 'mustang', sign: '8H' },
      { type: 'play', card: 'bang', sign: 'KH', target: 'Bob' },
    ]);
    expect(drawOdds(seen, 'barrel')).toEqual({ succeed: 18, unseen: 78 });
  });

  it("a card entered without its sign is one of that card's copies: 17 + 3 × 24/25 hearts of 79", () => {
    // One of the 25 BANG!s (3 of them hearts) is on the pile, which one unknown.
    const blind = play([{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    const odds = drawOdds(blind, 'barrel');
    expect(odds?.unseen).toBe(79);
    expect(odds?.succeed).toBeCloseTo(17 + (3 * 24) / 25, 9);
  });

  it("Jourdonnais's flip counts once it is entered, and a reshuffle brings the discards back", () => {
    const shot = play([
      { type: 'draw' },
      { type: 'play', card: 'mustang', sign: '9H' },
      { type: 'play', card: 'bang', sign: 'AH', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Cid' },
      { type: 'use', player: 'Cid', ability: 'jourdonnais' },
    ]);
    // 9♥ in play, A♥ discarded, and one of the other 24 BANG!s (Q♥ and K♥ among them): 16 + 2 × 23/24 of 77.
    const before = view(shot).prompts[0]?.odds;
    expect(before?.unseen).toBe(77);
    expect(before?.succeed).toBeCloseTo(16 + (2 * 23) / 24, 9);
    const missed = play([{ type: 'reveal', sign: '5H' }], shot);
    // The flipped 5♥ is discarded too.
    expect(drawOdds(missed, 'barrel')?.unseen).toBe(76);
    expect(drawOdds(missed, 'barrel')?.succeed).toBeCloseTo(15 + (2 * 23) / 24, 9);
    const rebuilt = play([{ type: 'reshuffle' }], missed);
    // The discards are shuffled back; the Mustang stays in play.
    expect(drawOdds(rebuilt, 'barrel')).toEqual({ succeed: 19, unseen: 79 });
  });

  it('cards known by name leave the unseen count, and the chance stays exact (hand-computed fractions)', () => {
    // Bob's Barrel (Q♠ K♠), Mustang (8♥ 9♥) and Jail (J♠ 10♠ 4♥ — in front of Cid) and a General Store (9♣ Q♠)
    // played, none with its sign: 80 − 4 = 76 unseen.
    const named = play([
      { type: 'draw' },
      { type: 'play', card: 'general-store' },
      { type: 'pick', player: 'Ann', card: 'bang' },
      { type: 'pick', player: 'Bob', card: 'bang' },
      { type: 'pick', player: 'Cid', card: 'bang' },
      { type: 'pick', player: 'Dee', card: 'bang' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'barrel' },
      { type: 'play', card: 'mustang' },
      { type: 'play', card: 'jail', target: 'Cid' },
      { type: 'end-turn' },
    ]);
    // Hearts: 17 of the other cards, the Mustang left (a heart either way) and the Jail left, a heart two times
    // in three: 17 + 1 + 2/3 = 56/3.
    const barrel = drawOdds(named, 'barrel', 2);
    expect(barrel?.unseen).toBe(76);
    expect(barrel?.succeed).toBeCloseTo(56 / 3, 9);
    // Two cards: the Jail out is 4♥ (1/3: 18 hearts unseen) or not (2/3: 19 hearts); the pairs without a heart
    // are 1/3 × C(58,2) + 2/3 × C(57,2) = 551 + 1064 = 1615 of C(76,2) = 2850.
    expect(barrel?.twoCards?.pairs).toBe(2850);
    expect(barrel?.twoCards?.succeed).toBeCloseTo(2850 - 1615, 9);
    // Dynamite spares every copy of these four cards: 61 of the others, and one copy left of each: 66 of 76.
    expect(drawOdds(named, 'dynamite')).toEqual({ succeed: 66, unseen: 76 });
  });

  it('Blessing makes every card a heart; Curse every card a spade (Dynamite then spares only the 40 tens to aces)', () => {
    const blessed = { ...start, event: 'blessing' };
    expect(drawOdds(blessed, 'barrel')).toEqual({ succeed: 80, unseen: 80 });
    const cursed = { ...start, event: 'curse' };
    expect(drawOdds(cursed, 'barrel')).toEqual({ succeed: 0, unseen: 80 });
    expect(drawOdds(cursed, 'dynamite')).toEqual({ succeed: 40, unseen: 80 });
  });

  it("the table's view carries the odds of every draw! it may make now", () => {
    const odds = view(start).odds;
    expect(odds.jourdonnais).toEqual({ succeed: 20, unseen: 80 });
    expect(odds['black-jack']).toEqual({ succeed: 40, unseen: 80 });
    expect(odds.barrel).toEqual({ succeed: 20, unseen: 80 });
    expect(odds.bang).toBeUndefined();
  });
});
