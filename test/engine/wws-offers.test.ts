// What the host offers in a Wild West Show game, and that each offer is taken as it stands: the pile's cards at
// its reveal, Gag on every seat, Dorothy Rage's order and its ready answer, Lady Rose's swap.
import { describe, expect, it } from 'vitest';
import { step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playFrom, showTable } from './play.ts';

const setup: Setup = showTable('paul-regret');

const play = (entries: Entry[]): State => playFrom(setup, entries);

const turned = (card: string): Entry[] => [
  { type: 'draw' },
  { type: 'play', card: 'stagecoach' },
  { type: 'reveal-event', deck: 'wild-west-show', card },
];

/** Every answer and ability offered is accepted with no flag. */
function allTaken(state: State): void {
  const offers = tableOffers(state, setup);
  for (const o of [...offers.answers, ...offers.abilities]) {
    const r = step(state, o.entry);
    expect(
      r.flags.map((f) => f.code),
      JSON.stringify(o.entry),
    ).toEqual([]);
  }
}

describe('Wild West Show offers', () => {
  it('the reveal offers the 9 cards still face down, not the finale yet', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'stagecoach' }]);
    const events = tableOffers(state, setup).events;
    expect(events?.likely).toHaveLength(9);
    expect(events?.likely).not.toContain('wild-west-show');
    expect(events?.others).toEqual(['wild-west-show']);
    // After one is turned up, the next reveal offers the other 8.
    const next = play([...turned('gag'), { type: 'play', card: 'stagecoach' }]);
    expect(tableOffers(next, setup).events?.likely).toHaveLength(8);
  });

  it('Gag: a "spoke" button on every living seat while it is in force, each taken', () => {
    const state = play(turned('gag'));
    const gag = tableOffers(state, setup).abilities.filter(
      (o) => o.entry.type === 'use' && o.entry.event === 'gag',
    );
    expect(gag.map((o) => (o.entry.type === 'use' ? o.entry.player : ''))).toEqual([
      'Ann',
      'Bob',
      'Cid',
      'Dee',
    ]);
    allTaken(state);
  });

  it('Dorothy Rage: the order is offered to the player in turn; its answer is the ordered play with its target', () => {
    const state = play(turned('dorothy-rage'));
    const order = tableOffers(state, setup).abilities.find(
      (o) => o.entry.type === 'use' && o.entry.event === 'dorothy-rage',
    );
    expect(order?.entry).toEqual({ type: 'use', player: 'Ann', event: 'dorothy-rage' });
    const ordered = play([
      ...turned('dorothy-rage'),
      { type: 'use', player: 'Ann', event: 'dorothy-rage', target: 'Cid', card: 'bang', targets: ['Dee'] },
    ]);
    const answers = tableOffers(ordered, setup).answers.map((o) => o.entry);
    expect(answers).toContainEqual({ type: 'play', player: 'Cid', card: 'bang', target: 'Dee' });
    expect(answers).toContainEqual({ type: 'pass', player: 'Cid' });
    allTaken(ordered);
  });

  it("Lady Rose of Texas: the swap is offered in the player's phase 2 and taken", () => {
    const state = play(turned('lady-rose-of-texas'));
    const swap = tableOffers(state, setup).abilities.find(
      (o) => o.entry.type === 'use' && o.entry.event === 'lady-rose-of-texas',
    );
    expect(swap?.entry).toEqual({ type: 'use', player: 'Ann', event: 'lady-rose-of-texas' });
    allTaken(state);
  });
});
