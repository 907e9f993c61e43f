// The draw! odds beside Wild West Show's draw!s: Helena Zontero's (hearts or diamonds deal the roles again) and
// Teren Kill's (anything but a spade keeps him in the game), counted from the unseen cards like every other.
import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playFrom, showTable } from './play.ts';

const setup: Setup = showTable('teren-kill');

const play = (entries: Entry[]): State => playFrom(setup, entries);

describe('Wild West Show draw! odds', () => {
  it("Helena Zontero's draw!: the red cards of the unseen ones", () => {
    const state = play([
      { type: 'draw' },
      { type: 'play', card: 'stagecoach' },
      { type: 'reveal-event', deck: 'wild-west-show', card: 'helena-zontero' },
    ]);
    const odds = view(state).prompts[0]?.odds;
    // The base deck's 40 hearts and diamonds of 80 cards; a Stagecoach (♠) is on the pile.
    expect(odds).toEqual({ succeed: 40, unseen: 79 });
  });

  it("Teren Kill's draw!: every unseen card but the spades", () => {
    const state = play([
      { type: 'draw' },
      { type: 'set', player: 'Bob', life: 1 },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'use', player: 'Bob', ability: 'teren-kill' },
    ]);
    const odds = view(state).prompts[0]?.odds;
    expect(odds?.unseen).toBe(79);
    expect(odds?.succeed).toBeGreaterThan(55);
    expect(odds?.succeed).toBeLessThan(65);
  });
});
