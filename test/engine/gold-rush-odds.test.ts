// Gold Rush's new draw!s as the table sees them, from the same seen-card counts as every draw!: Horseshoe's
// extra card, Rhum's spread of suits (1 to 4 life), Don Bell's extra turn. The base deck: 80 cards, 20 a suit.
import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/engine/index.ts';
import { drawOdds } from '../../src/engine/odds.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playOn } from './play.ts';

const setup = (ann: string): Setup => ({
  players: [
    { name: 'Ann', character: ann, role: 'sheriff' },
    { name: 'Bob', character: 'don-bell' },
    { name: 'Cid', character: 'willy-the-kid' },
    { name: 'Dee', character: 'willy-the-kid' },
  ],
  expansions: ['base', 'gold-rush'],
  events: null,
  seed: 1,
  shop: ['horseshoe', 'rhum', 'pickaxe'],
});

const C = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** The chance of exactly j different suits among `f` cards of 80, 20 a suit, counted by hand. */
function spread(f: number): number[] {
  const out = [0, 0, 0, 0];
  const all = C(80, f);
  for (let a = 0; a <= f; a++)
    for (let b = 0; a + b <= f; b++)
      for (let c = 0; a + b + c <= f; c++) {
        const d = f - a - b - c;
        const j = [a, b, c, d].filter((x) => x > 0).length;
        out[j - 1] = (out[j - 1] ?? 0) + (C(20, a) * C(20, b) * C(20, c) * C(20, d)) / all;
      }
  return out;
}

const buyRhum = (ann: string, more: Entry[] = []): State =>
  playOn(createGame(setup(ann)), [
    { type: 'draw' },
    { type: 'set', player: 'Ann', nuggets: 9 },
    ...more,
    { type: 'buy', card: 'rhum', refill: 'boots' },
  ]);

describe('Gold Rush draw! odds', () => {
  it("Rhum's 4 cards: the chance of 1, 2, 3 and 4 life, on its question and in the table's odds", () => {
    const odds = view(buyRhum('willy-the-kid')).prompts[0]?.odds;
    const want = spread(4);
    expect(odds?.suits).toHaveLength(4);
    odds?.suits?.forEach((p, i) => expect(p).toBeCloseTo(want[i] ?? 0, 12));
    expect(odds?.suits?.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const table = view(createGame(setup('willy-the-kid'))).odds.rhum;
    table?.suits?.forEach((p, i) => expect(p).toBeCloseTo(want[i] ?? 0, 12));
  });

  it("Rhum with Horseshoe flips 5, and Lucky Duke's with Horseshoe 6: the spread follows", () => {
    const five = view(buyRhum('willy-the-kid', [{ type: 'buy', card: 'horseshoe', refill: 'calumet' }]))
      .prompts[0]?.odds;
    spread(5).forEach((p, i) => expect(five?.suits?.[i]).toBeCloseTo(p, 12));
    const six = view(buyRhum('lucky-duke', [{ type: 'buy', card: 'horseshoe', refill: 'calumet' }]))
      .prompts[0]?.odds;
    spread(6).forEach((p, i) => expect(six?.suits?.[i]).toBeCloseTo(p, 12));
    // Six cards of four suits always show at least two.
    expect(six?.suits?.[0]).toBeCloseTo(4 * (C(20, 6) / C(80, 6)), 12);
  });

  it("Horseshoe's extra card: two cards for a Barrel's draw!, three beside Lucky Duke's", () => {
    expect(drawOdds(createGame(setup('willy-the-kid')), 'barrel', 2)?.twoCards).toEqual({
      succeed: 3160 - 1770,
      pairs: 3160,
    });
    const three = drawOdds(createGame(setup('willy-the-kid')), 'barrel', 3);
    // None of three from the 60 that are not hearts: C(60,3)/C(80,3).
    expect(three?.anyOf?.flips).toBe(3);
    expect(three?.anyOf?.chance).toBeCloseTo(1 - C(60, 3) / C(80, 3), 12);
  });

  it("Don Bell's extra turn: hearts or diamonds, 40 of 80, and fewer once red cards are seen", () => {
    const start = createGame(setup('willy-the-kid'));
    expect(view(start).odds['don-bell']).toEqual({ succeed: 40, unseen: 80 });
    const seen = playOn(start, [
      { type: 'draw' },
      { type: 'play', card: 'bang', sign: 'KH', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    expect(view(seen).odds['don-bell']).toEqual({ succeed: 39, unseen: 79 });
  });
});
