// Belle Star: in her turn the cards in front of the other players have no effect. Nothing of theirs is offered
// as an answer, and a card of theirs used anyway is flagged citing her.
import { describe, expect, it } from 'vitest';
import { decide, promptOptions } from '../../src/engine/index.ts';
import type { Entry, Setup } from '../../src/engine/index.ts';
import { BOB_PUTS_A_BARREL, playFrom } from './play.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'belle-star' },
    { name: 'Dee', character: 'kit-carlson' },
  ],
  expansions: ['base', 'dodge-city'],
  events: null,
  seed: 1,
};

/** Up to Cid's (Belle Star's) turn; Bob has a Barrel in play. */
const bobWithBarrel: Entry[] = BOB_PUTS_A_BARREL;

const answers = (entries: Entry[]): string[] => promptOptions(playFrom(setup, entries)).map((o) => o.label);

describe("Belle Star's turn", () => {
  it('outside her turn a Barrel in play is offered as an answer to a BANG!', () => {
    const annAgain: Entry[] = [
      ...bobWithBarrel,
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
    ];
    expect(answers(annAgain)).toContain('Barrel draw!');
  });

  it("in her turn no other player's Barrel is offered as an answer", () => {
    const shot: Entry[] = [...bobWithBarrel, { type: 'play', card: 'bang', target: 'Bob' }];
    const labels = answers(shot);
    expect(labels).not.toContain('Barrel draw!');
    expect(labels).toContain('Missed!');
    expect(labels).toContain('Take the hit');
  });

  it('a Barrel used anyway in her turn is flagged citing Belle Star, not the general rule', () => {
    const state = playFrom(setup, [...bobWithBarrel, { type: 'play', card: 'bang', target: 'Bob' }]);
    const d = decide(state, { type: 'use', player: 'Bob', card: 'barrel' });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.flags.map((f) => [f.code, f.rule])).toEqual([['silenced', 'belle-star']]);
    const flag = d.flags[0];
    expect(flag && sayFlag(flag, 'en')).toContain('Cid');
  });
});
