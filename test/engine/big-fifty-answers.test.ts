// Big Fifty's BANG!: the target's cards in play and character ability have no effect against it, so the answers
// offered are the cards from the hand (Missed!, Duck!) and taking the hit — no Barrel, Crate or Jourdonnais.
import { describe, expect, it } from 'vitest';
import { promptOptions, step } from '../../src/engine/index.ts';
import type { Entry, Setup, Spend } from '../../src/engine/index.ts';
import { playFrom } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'sid-ketchum', role: 'sheriff' },
    { name: 'Bob', character: 'jourdonnais' },
    { name: 'Cid', character: 'sid-ketchum' },
    { name: 'Dee', character: 'sid-ketchum' },
  ],
  expansions: ['base', 'armed-and-dangerous'],
  events: null,
  seed: 1,
};

/** Bob puts a Barrel and a Crate in play; Ann, back in turn, shoots him with Big Fifty's ability paid or not. */
const shot = (spend: Spend | undefined): Entry[] => [
  { type: 'draw' },
  { type: 'discard', count: 2 },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'barrel' },
  { type: 'play', card: 'crate' },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'discard', count: 2 },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'discard', count: 2 },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'big-fifty' },
  { type: 'play', card: 'bang', target: 'Bob', ...(spend ? { spend } : {}) },
];

describe("Big Fifty's BANG!", () => {
  it('offers no Barrel, Crate or Jourdonnais draw!, and every answer offered is accepted', () => {
    const state = playFrom(setup, shot({ 'big-fifty': 1 }));
    const options = promptOptions(state, setup.expansions);
    const labels = options.map((o) => o.label);
    expect(labels).toContain('Missed!');
    expect(labels).toContain('Take the hit');
    expect(labels).not.toContain('Barrel draw!');
    expect(labels).not.toContain('Crate');
    expect(labels).not.toContain('Jourdonnais draw!');
    for (const o of options) expect(step(state, o.entry).accepted, o.label).toBe(true);
  });

  it('without its ability paid, the shot is answered as usual', () => {
    const labels = promptOptions(playFrom(setup, shot(undefined)), setup.expansions).map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['Missed!', 'Barrel draw!', 'Crate', 'Jourdonnais draw!']));
  });
});
