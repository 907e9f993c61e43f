// What the pad offers while an event is up: only moves the engine accepts under it.
import { describe, expect, it } from 'vitest';
import { abilityOptions, promptOptions, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { eventTable, playFrom, playOn, turn } from './play.ts';

const setup: Setup = eventTable('fistful-of-cards');

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

describe('the actions Hard Liquor, Blood Brothers and Sniper grant', () => {
  const foc: Setup = { ...setup, expansions: ['base', 'fistful-of-cards'] };
  // Ann and Bob shoot each other and take the hits: both are hurt when the round comes back to Ann.
  const hurt = playFrom(foc, [
    ...turn(
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'discard', count: 1 },
    ),
    ...turn(
      { type: 'play', card: 'bang', target: 'Ann' },
      { type: 'pass', player: 'Ann' },
      { type: 'discard', count: 2 },
    ),
    ...turn({ type: 'discard', count: 2 }),
    ...turn({ type: 'discard', count: 2 }),
  ]);
  const offered = (state: State, event: string) =>
    abilityOptions(state)
      .map((o) => o.entry)
      .filter((e) => e.type === 'use' && e.event === event);
  const accepted = (state: State, entries: Entry[]) => {
    for (const entry of entries) expect(step(state, entry).flags, JSON.stringify(entry)).toEqual([]);
  };

  it('Hard Liquor is offered instead of drawing to a player who is hurt', () => {
    const up = playOn(hurt, [{ type: 'reveal-event', card: 'hard-liquor' }]);
    expect(offered(up, 'hard-liquor')).toEqual([{ type: 'use', player: 'Ann', event: 'hard-liquor' }]);
    accepted(up, offered(up, 'hard-liquor'));
    expect(offered(playOn(up, [{ type: 'draw' }]), 'hard-liquor')).toEqual([]);
  });

  it('Blood Brothers offers 1 life to each other player who is hurt, once, before drawing', () => {
    const up = playOn(hurt, [{ type: 'reveal-event', card: 'blood-brothers' }]);
    const gifts = offered(up, 'blood-brothers');
    expect(gifts).toEqual([{ type: 'use', player: 'Ann', event: 'blood-brothers', target: 'Bob' }]);
    accepted(up, gifts);
    expect(offered(playOn(up, gifts), 'blood-brothers')).toEqual([]);
    expect(offered(playOn(up, [{ type: 'draw' }]), 'blood-brothers')).toEqual([]);
  });

  it('Sniper is offered at each player in reach once two cards are in hand', () => {
    const up = playOn(hurt, [{ type: 'reveal-event', card: 'sniper' }]);
    expect(offered(up, 'sniper')).toEqual([]);
    const drawn = playOn(up, [{ type: 'draw' }]);
    const shots = offered(drawn, 'sniper');
    expect(shots.map((e) => (e.type === 'use' ? e.target : ''))).toEqual(['Bob', 'Dee']);
    accepted(drawn, shots);
  });
});

describe('the prompts Russian Roulette and Ricochet open', () => {
  const janet: Setup = {
    ...setup,
    players: setup.players.map((p, i) => (i === 0 ? { ...p, character: 'calamity-janet' } : p)),
  };
  it('offer Calamity Janet her BANG! as the Missed! they ask for (and the engine accepts it)', () => {
    const roulette = step(playFrom(janet, []), {
      type: 'reveal-event',
      card: 'russian-roulette',
      force: true,
    }).state;
    expect(roulette.prompts[0]).toMatchObject({ type: 'russian-roulette', player: 'Ann' });
    const answers = promptOptions(roulette, janet.expansions).map((o) => o.entry);
    expect(answers).toContainEqual({ type: 'respond', player: 'Ann', card: 'bang' });
    expect(step(roulette, { type: 'respond', player: 'Ann', card: 'bang' }).flags).toEqual([]);
  });
});
