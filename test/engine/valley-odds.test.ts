// The draw! odds with The Valley of Shadows: its 16 cards in a 96-card deck (hearts 24 of 96; Dynamite explodes on
// 12 of 96: base 10, the Ghost's 9♠ and Fanning's 2♠), Rattlesnake's bite and Colorado Bill's unavoidable shot on
// the spades (base 20, VoS 4).
import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/engine/index.ts';
import type { Setup } from '../../src/engine/index.ts';

const setup = (expansions: Setup['expansions']): Setup => ({
  players: [
    { name: 'Ann', character: 'colorado-bill', role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'kit-carlson' },
    { name: 'Dee', character: 'kit-carlson' },
  ],
  expansions,
  events: null,
  seed: 1,
});

describe('draw! odds with The Valley of Shadows', () => {
  it('count the 96 cards: hearts for a Barrel 24 of 96, Dynamite safe on 84', () => {
    const odds = view(createGame(setup(['base', 'valley-of-shadows']))).odds;
    expect(odds.barrel).toEqual({ succeed: 24, unseen: 96 });
    expect(odds.dynamite).toEqual({ succeed: 84, unseen: 96 });
  });

  it('Rattlesnake bites on the 24 spades; Colorado Bill’s shot cannot be avoided on them', () => {
    const odds = view(createGame(setup(['base', 'valley-of-shadows']))).odds;
    expect(odds.rattlesnake).toEqual({ succeed: 72, unseen: 96 });
    expect(odds['colorado-bill']).toEqual({ succeed: 24, unseen: 96 });
  });

  it('without the expansion the deck is the base 80 and there is no Rattlesnake', () => {
    const odds = view(createGame(setup(['base']))).odds;
    expect(odds.barrel).toEqual({ succeed: 20, unseen: 80 });
    expect(odds.rattlesnake).toBeUndefined();
  });
});
