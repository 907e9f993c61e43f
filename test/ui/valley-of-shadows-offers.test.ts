// The table finds, in the host's offers, what concerns a drafted card or a seat: a card played as another,
// one played with another, Fanning's second targets for a first one, and Saved! offered on the asked seat.
import { describe, expect, it } from 'vitest';
import type { PromptOption } from '../../src/engine/index.ts';
import type { Entry } from '../../src/engine/types.ts';
import {
  choiceOffers,
  outOfTurnBy,
  outOfTurnOn,
  pairsFor,
  playAsFor,
  secondTargetsFor,
} from '../../src/ui/lib/valley-of-shadows.ts';

const offers = choiceOffers({
  playAs: [
    { as: 'bang', by: 'lemat', cards: '*' },
    { as: 'gatling', by: 'der-spot-burst-ringer', cards: ['bang'] },
  ],
  pairs: { bang: ['aim'] },
  secondTargets: { fanning: { Bob: ['Cid'], Cid: ['Bob', 'Dee'], Dee: [] } },
});

const saved = (player: string, target: string, from: 'deck' | 'hand'): PromptOption => ({
  label: 'Saved!',
  entry: { type: 'respond', player, card: 'saved', target, from } as Entry,
});

describe('the Valley of Shadows choices in the offers', () => {
  it('offers "as" only for the cards the host lists', () => {
    expect(playAsFor(offers, 'beer').map((o) => o.as)).toEqual(['bang']);
    expect(playAsFor(offers, 'bang').map((o) => o.as)).toEqual(['bang', 'gatling']);
    expect(playAsFor(choiceOffers(null), 'beer')).toEqual([]);
  });

  it('pairs Aim with a BANG! card, also with a card played as one', () => {
    expect(pairsFor(offers, 'bang', null)).toEqual(['aim']);
    expect(pairsFor(offers, 'beer', 'bang')).toEqual(['aim']);
    expect(pairsFor(offers, 'beer', null)).toEqual([]);
  });

  it('gives Fanning’s second targets for each first one, and nothing for other cards', () => {
    expect(secondTargetsFor(offers, 'fanning', 'Cid')).toEqual(['Bob', 'Dee']);
    expect(secondTargetsFor(offers, 'fanning', 'Dee')).toEqual([]);
    expect(secondTargetsFor(offers, 'bang', 'Cid')).toBeNull();
  });

  it('finds Saved! on the asked seat, and on the phone of the player who may play it', () => {
    const options = [
      { label: 'Missed!', entry: { type: 'respond', player: 'Bob', card: 'missed' } } as PromptOption,
      saved('Cid', 'Bob', 'deck'),
      saved('Cid', 'Bob', 'hand'),
      saved('Dee', 'Bob', 'deck'),
    ];
    const onBob = outOfTurnOn(options, 'Bob');
    expect(onBob.map((o) => `${o.player}:${o.from}`)).toEqual(['Cid:deck', 'Cid:hand', 'Dee:deck']);
    expect(outOfTurnOn(options, 'Cid')).toEqual([]);
    expect(outOfTurnBy(options, 'Cid').map((o) => o.from)).toEqual(['deck', 'hand']);
    expect(outOfTurnBy(options, 'Bob')).toEqual([]);
  });
});
