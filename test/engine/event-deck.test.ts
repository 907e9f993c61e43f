// The event deck: shuffled from the game's seed, the finale always last; mixed decks draw 12 and one finale.
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, eventDeckFor, isFinale } from '../../src/engine/index.ts';

describe('the event deck', () => {
  it('High Noon alone: the 14 events of The Bullet (Handcuffs, New Identity too), then High Noon', () => {
    const deck = eventDeckFor('high-noon', 5);
    expect(deck).toHaveLength(15);
    expect(deck.at(-1)).toBe('high-noon');
    expect(new Set(deck).size).toBe(15);
    expect(deck).toContain('handcuffs');
  });

  it('A Fistful of Cards alone: 14 events, then A Fistful of Cards', () => {
    const deck = eventDeckFor('fistful-of-cards', 5);
    expect(deck).toHaveLength(15);
    expect(deck.at(-1)).toBe('a-fistful-of-cards');
  });

  it('both mixed: 12 random cards and one finale at the bottom (rules/001)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const deck = eventDeckFor('both', seed);
      expect(deck).toHaveLength(13);
      expect(deck.filter((id) => isFinale(id))).toEqual([deck.at(-1)]);
    }
  });

  it('the same seed gives the same deck; no events, no deck', () => {
    expect(eventDeckFor('both', 9)).toEqual(eventDeckFor('both', 9));
    expect(eventDeckFor(null, 9)).toEqual([]);
    const game = createGame({
      players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' })),
      expansions: ['base', 'high-noon'],
      events: 'high-noon',
      seed: 9,
    });
    expect(game.eventDeck).toEqual(eventDeckFor('high-noon', 9));
    expect(game.event).toBeNull();
  });

  it('the catalogue lists all 30 event cards and says which are not refereed yet', () => {
    expect(catalogue.events).toHaveLength(30);
    const notYet = catalogue.events.filter((e) => !e.refereed).map((e) => e.id);
    expect(notYet.sort()).toEqual(
      [
        'dead-man',
        'ghost-town',
        'handcuffs',
        'law-of-the-west',
        'new-identity',
        'peyote',
        'ricochet',
        'russian-roulette',
        'vendetta',
      ].sort(),
    );
  });
});
