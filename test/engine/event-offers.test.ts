// What the pad offers while an event is up: only moves the engine accepts under it.
import { describe, expect, it } from 'vitest';
import { step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, Setup } from '../../src/engine/index.ts';
import { playFrom } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'sid-ketchum' },
    { name: 'Cid', character: 'pedro-ramirez' },
    { name: 'Dee', character: 'jesse-jones' },
  ],
  expansions: ['base', 'fistful-of-cards'],
  events: 'fistful-of-cards',
  seed: 7,
};

const turn = (...middle: Entry[]): Entry[] => [{ type: 'draw' }, ...middle, { type: 'end-turn' }];
describe('the event reveal', () => {
  const hn: Setup = { ...setup, expansions: ['base', 'high-noon'], events: 'high-noon' };
  const oneRound: Entry[] = [
    ...turn({ type: 'discard', count: 2 }),
    ...turn({ type: 'discard', count: 2 }),
    ...turn({ type: 'discard', count: 2 }),
    ...turn({ type: 'discard', count: 2 }),
  ];
  it('offers the finale as the card turned up only once the others are all seen (it lies at the bottom)', () => {
    const first = playFrom(hn, oneRound);
    const events = tableOffers(first, hn).events;
    expect(events?.likely).not.toContain('high-noon');
    expect(events?.others).toContain('high-noon');
    expect(step(first, { type: 'reveal-event', card: 'high-noon' }).flags.map((f) => f.code)).toContain(
      'finale-early',
    );
    for (const card of events?.likely ?? []) {
      expect(step(first, { type: 'reveal-event', card }).flags, card).toEqual([]);
    }
  });
});
