// The event deck: shuffled from the game's seed, the finale always last; mixed decks draw 12 and one finale.
// And what the UI is offered while an event that grants an action is up.
import { describe, expect, it } from 'vitest';
import {
  refereed,
  abilityOptions,
  catalogue,
  createGame,
  eventDeckFor,
  isFinale,
  promptOptions,
  step,
} from '../../src/engine/index.ts';
import { eventTable, playFrom } from './play.ts';
import type { Entry, State } from '../../src/engine/index.ts';

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

  it('the catalogue lists all 40 event cards (High Noon, Fistful, Wild West Show), every one refereed', () => {
    expect(catalogue.events).toHaveLength(40);
    expect(catalogue.events.filter((e) => e.deck === 'wild-west-show')).toHaveLength(10);
    expect(catalogue.events.filter((e) => !refereed(e.id)).map((e) => e.id)).toEqual(NOT_YET);
  });
});

/** Wild West Show's cards still without a rule (named "not refereed yet" at the table). */
const NOT_YET: string[] = [];

/** A 4-player game with the event deck, after the entries (each must be accepted, forced if flagged). */
const play = (events: 'high-noon' | 'fistful-of-cards', entries: Entry[]): State =>
  playFrom(eventTable(events), entries);

const labels = (offers: { label: string }[]) => offers.map((o) => o.label);

describe('the UI is offered the actions the event in force grants', () => {
  it('Peyote: red or black instead of drawing, and again after a right guess only', () => {
    const up = play('fistful-of-cards', [{ type: 'reveal-event', card: 'peyote', force: true }]);
    expect(labels(abilityOptions(up))).toEqual(['Peyote: red', 'Peyote: black']);
    const right = play('fistful-of-cards', [
      { type: 'reveal-event', card: 'peyote', force: true },
      { type: 'use', player: 'Ann', event: 'peyote', guess: 'red', sign: 'QH' },
    ]);
    expect(labels(abilityOptions(right))).toContain('Peyote: black');
    const wrong = play('fistful-of-cards', [
      { type: 'reveal-event', card: 'peyote', force: true },
      { type: 'use', player: 'Ann', event: 'peyote', guess: 'red', sign: 'QS' },
    ]);
    expect(labels(abilityOptions(wrong))).toEqual([]);
  });

  it('Handcuffs: the four suits after drawing, until one is named', () => {
    const drawn = play('high-noon', [
      { type: 'reveal-event', card: 'handcuffs', force: true },
      { type: 'draw' },
    ]);
    expect(labels(abilityOptions(drawn))).toEqual([
      'Handcuffs: ♥',
      'Handcuffs: ♦',
      'Handcuffs: ♣',
      'Handcuffs: ♠',
    ]);
    const named = step(drawn, { type: 'use', player: 'Ann', event: 'handcuffs', suit: 'S' }).state;
    expect(abilityOptions(named)).toEqual([]);
  });

  it('Ricochet: every card in play in front of the others; its prompt offers a Missed! or losing the card', () => {
    const state = play('fistful-of-cards', [
      { type: 'draw' },
      { type: 'play', card: 'barrel' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'reveal-event', card: 'ricochet', force: true },
      { type: 'draw' },
    ]);
    const offers = abilityOptions(state);
    expect(labels(offers)).toEqual(["Ricochet → Ann's Barrel"]);
    const [offer] = offers;
    if (!offer) throw new Error('no Ricochet offered');
    const aimed = step(state, offer.entry).state;
    expect(promptOptions(aimed).map((o) => o.entry)).toEqual([
      { type: 'respond', player: 'Ann', card: 'missed' },
      { type: 'pass', player: 'Ann' },
    ]);
  });

  it('Russian Roulette: the Sheriff first, a Missed! or 2 life', () => {
    const state = play('fistful-of-cards', [{ type: 'reveal-event', card: 'russian-roulette', force: true }]);
    expect(state.prompts[0]).toMatchObject({ type: 'russian-roulette', player: 'Ann' });
    expect(labels(promptOptions(state))).toEqual(['Missed!', 'No Missed!: lose 2 life']);
  });
});
