// A shot nobody can cancel waits for its target like every shot: the only answer offered is taking the hit.
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
const shot = (sign: string): Entry[] => [
  { type: 'draw' },
  { type: 'play', card: 'double-barrel' },
  { type: 'play', card: 'bang', sign, target: 'Bob', spend: { 'double-barrel': 1 } },
];

describe('a shot that cannot be cancelled', () => {
  it("Double Barrel's ♦ BANG! offers only taking the hit, not Missed! or Jourdonnais", () => {
    const state = playFrom(setup, shot('2D'));
    expect(promptOptions(state, setup.expansions).map((o) => o.label)).toEqual(['Take the hit']);
    const taken = step(state, { type: 'pass', player: 'Bob' });
    expect(taken.accepted).toBe(true);
    expect(taken.state.players.find((p) => p.name === 'Bob')?.life).toBe(3);
  });

  it("Jourdonnais's draw! against it is flagged", () => {
    const r = step(playFrom(setup, shot('2D')), { type: 'use', player: 'Bob', ability: 'jourdonnais' });
    expect(r.flags.map((f) => f.code)).toEqual(['cannot-cancel']);
  });

  it('a BANG! of another suit with Double Barrel is answered as usual', () => {
    const state = step(playFrom(setup, shot('2D').slice(0, 2)), {
      type: 'play',
      card: 'bang',
      sign: '2H',
      target: 'Bob',
      spend: { 'double-barrel': 1 },
      force: true,
    }).state;
    expect(promptOptions(state, setup.expansions).map((o) => o.label)).toContain('Missed!');
  });
});

/** Bob puts a Barrel and a Crate in play; Ann, back in turn, shoots him with Big Fifty's ability paid or not. */
const bigFiftyShot = (spend: Spend | undefined): Entry[] => [
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
    const state = playFrom(setup, bigFiftyShot({ 'big-fifty': 1 }));
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
    const labels = promptOptions(playFrom(setup, bigFiftyShot(undefined)), setup.expansions).map(
      (o) => o.label,
    );
    expect(labels).toEqual(expect.arrayContaining(['Missed!', 'Barrel draw!', 'Crate', 'Jourdonnais draw!']));
  });
});
