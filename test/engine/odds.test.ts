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

  it('a card entered without its sign stays unseen: the odds are from what was entered', () => {
    const blind = play([{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    expect(drawOdds(blind, 'barrel')).toEqual({ succeed: 20, unseen: 80 });
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
    // 9♥ in play, A♥ discarded: 18 hearts of 78.
    expect(view(shot).prompts[0]?.odds).toEqual({ succeed: 18, unseen: 78 });
    const missed = play([{ type: 'reveal', sign: '5H' }], shot);
    // The flipped 5♥ is discarded too.
    expect(drawOdds(missed, 'barrel')).toEqual({ succeed: 17, unseen: 77 });
    const rebuilt = play([{ type: 'reshuffle' }], missed);
    // The discards are shuffled back; the Mustang stays in play.
    expect(drawOdds(rebuilt, 'barrel')).toEqual({ succeed: 19, unseen: 79 });
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
