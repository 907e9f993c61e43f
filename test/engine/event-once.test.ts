// An event card is revealed once: the flag names the turn it came up in, and the reveal offers only unseen cards.
import { describe, expect, it } from 'vitest';
import { decide, view } from '../../src/engine/index.ts';
import { suggestEvents } from '../../src/engine/suggest.ts';
import type { Entry, Setup } from '../../src/engine/index.ts';
import { eventTable, playFrom } from './play.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';

const setup: Setup = eventTable('high-noon');
/** A round in which each player discards what he drew (under Thirst, one card). */
const round = (drawn = 2): Entry[] =>
  Array.from({ length: 4 }, (): Entry[] => [
    { type: 'draw' },
    { type: 'discard', count: drawn },
    { type: 'end-turn' },
  ]).flat();
const twoReveals = playFrom(setup, [
  ...round(),
  { type: 'reveal-event', card: 'shootout' },
  ...round(),
  { type: 'reveal-event', card: 'thirst' },
  ...round(1),
]);

describe('an event card is revealed once', () => {
  it('the state keeps each event turned up with its turn', () => {
    expect(view(twoReveals).eventsSeen).toEqual([
      { card: 'shootout', turn: 5 },
      { card: 'thirst', turn: 9 },
    ]);
  });

  it('revealing Shootout again is flagged with the turn it came up in', () => {
    const d = decide(twoReveals, { type: 'reveal-event', card: 'shootout' });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.flags.map((f) => f.code)).toEqual(['event-seen']);
    const seen = d.flags[0];
    expect(seen?.params).toMatchObject({ event: 'shootout', turn: 5 });
    expect(seen && sayFlag(seen, 'en')).toContain('Shootout was already turned up in turn 5');
  });

  it('the reveal lists neither card already seen, in force or not', () => {
    const { likely, others } = suggestEvents(
      'high-noon',
      view(twoReveals).eventsSeen.map((e) => e.card),
    );
    expect([...likely, ...others]).not.toContain('shootout');
    expect([...likely, ...others]).not.toContain('thirst');
    const all = suggestEvents('high-noon', []);
    expect(likely.length + others.length).toBe(all.likely.length + all.others.length - 2);
  });
});
