// The draw pile counted down from the entries: the base deck has 80 cards; four players (the Sheriff with 5
// life) are dealt 5 + 4 + 3 + 4 = 16 (El Gringo has 3 life), leaving 64.
import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playOn } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'jesse-jones', role: 'sheriff' },
    { name: 'Bob', character: 'el-gringo' },
    { name: 'Cid', character: 'pedro-ramirez' },
    { name: 'Dee', character: 'bart-cassidy' },
  ],
  expansions: ['base'],
  events: null,
  seed: 1,
};

const play = (entries: Entry[], from: State = createGame(setup)): State => playOn(from, entries);

const pile = (s: State) => view(s).drawPile;

describe('the draw pile, as the entries count it', () => {
  it('starts as the deck less the hands dealt: 80 − 16 = 64', () => {
    expect(pile(createGame(setup))).toBe(64);
  });

  it('counts down by the cards drawn from it, not by those taken from a hand (Jesse Jones, Panic!, El Gringo)', () => {
    // Ann draws her first card from Bob's hand: one from the deck.
    const jesse = play([{ type: 'draw', from: 'Bob' }]);
    expect(pile(jesse)).toBe(63);
    // Panic! takes a card from Dee's hand: the deck does not move. Stagecoach draws two from it.
    const played = play(
      [
        { type: 'play', card: 'panic', target: 'Dee' },
        { type: 'play', card: 'stagecoach' },
      ],
      jesse,
    );
    expect(pile(played)).toBe(61);
    // Ann shoots Bob (El Gringo): he takes a card from her hand, not from the deck (3 − 1 to Jesse + 1).
    const hit = play(
      [
        { type: 'play', card: 'bang', target: 'Bob' },
        { type: 'pass', player: 'Bob' },
      ],
      played,
    );
    expect(hit.players.find((p) => p.name === 'Bob')?.hand).toBe(3);
    expect(pile(hit)).toBe(61);
  });

  it('Bart Cassidy draws from the deck for the life he loses', () => {
    const shot = play([
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Dee' },
      { type: 'pass', player: 'Dee' },
    ]);
    // Two drawn by Ann, one by Bart.
    expect(pile(shot)).toBe(61);
  });

  it('Pedro Ramirez taking his first card from the discard pile draws only one from the deck', () => {
    const pedro = play([
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Dee' },
      { type: 'pass', player: 'Dee' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw', from: 'discard' },
    ]);
    // 64 − 2 (Ann) − 1 (Bart) − 2 (Bob) − 1 (Cid: the other from the discard pile).
    expect(pile(pedro)).toBe(58);
  });

  it('goes below zero when the table drew more than Marshal counted, until the reshuffle is entered', () => {
    let s = createGame(setup);
    // Each turn draws two and discards them: 33 turns draw 66 cards, two more than the 64 counted.
    for (let i = 0; i < 33; i++)
      s = play([{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }], s);
    expect(pile(s)).toBe(-2);
    // Rebuilt from the discards: every card neither in a hand nor in play.
    const rebuilt = play([{ type: 'reshuffle' }], s);
    const held = rebuilt.players.reduce((n, p) => n + p.hand + p.inPlay.length, 0);
    expect(pile(rebuilt)).toBe(80 - held);
  });

  it("Peyote: a right guess's card is drawn once and kept, a wrong one's goes to the discard pile", () => {
    const start = createGame({
      ...setup,
      expansions: ['base', 'fistful-of-cards'],
      events: 'fistful-of-cards',
    });
    const peyote = play([{ type: 'reveal-event', card: 'peyote', force: true }], start);
    expect(pile(peyote)).toBe(64);
    // Guessed red, shown the Q♥ when asked: one card from the deck, in Ann's hand, the discard pile still empty.
    const right = play(
      [
        { type: 'use', player: 'Ann', event: 'peyote', guess: 'red' },
        { type: 'reveal', sign: 'QH' },
      ],
      peyote,
    );
    expect(pile(right)).toBe(63);
    expect(right.players[0]?.hand).toBe(6);
    expect(view(right).discardEmpty).toBe(true);
    // Guessed red again, shown the 8♠: one more card from the deck, onto the discard pile.
    const wrong = play(
      [
        { type: 'use', player: 'Ann', event: 'peyote', guess: 'red' },
        { type: 'reveal', sign: '8S' },
      ],
      right,
    );
    expect(pile(wrong)).toBe(62);
    expect(wrong.players[0]?.hand).toBe(6);
    expect(view(wrong).discardEmpty).toBe(false);
  });
});
