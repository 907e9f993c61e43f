// The log says in plain words what the table entered, naming what the players see.
import { describe, expect, test } from 'vitest';
import {
  abilityOptions,
  apply,
  createGame,
  decide,
  describeEntry,
  logParts,
  type Entry,
  type State,
} from '../../src/engine/index.ts';
import { sayLine } from '../../src/ui/i18n/say.ts';

function play(state: State, entries: Entry[]): State {
  let s = state;
  for (const e of entries) {
    const d = decide(s, e);
    if (!d.ok) throw new Error(d.error.message);
    s = apply(s, d.events);
  }
  return s;
}

describe('log lines', () => {
  const game = createGame({
    players: [
      { name: 'Ann', character: 'vera-custer', role: 'sheriff' },
      { name: 'Bob', character: 'slab-the-killer' },
      { name: 'Cid', character: 'paul-regret' },
      { name: 'Dee', character: 'el-gringo' },
    ],
    expansions: ['base', 'dodge-city'],
    events: 'high-noon',
    seed: 3,
  });

  test("Vera Custer's choice names the ability she takes", () => {
    const line = describeEntry(game, { type: 'use', player: 'Ann', ability: 'vera-custer', target: 'Bob' });
    expect(line).toBe("Ann (Vera Custer) takes Bob's ability: Slab the Killer");
  });

  test('an event Marshal draws itself is named in the log', () => {
    const second = play(game, [
      { type: 'draw' },
      { type: 'end-turn' },
      ...['Bob', 'Cid', 'Dee'].flatMap((): Entry[] => [{ type: 'draw' }, { type: 'end-turn' }]),
    ]);
    const next = second.eventDeck?.[0];
    expect(next).toBeDefined();
    const line = describeEntry(second, { type: 'reveal-event' });
    expect(line).not.toContain('the next card');
    expect(line).toMatch(/^Event: /);
  });
});

/** An Armed & Dangerous table: Bob holds a Barrel and a Tumbleweed, and his Barrel's draw! card (2♠) was just
 *  entered against Ann's BANG!. */
const armed = createGame({
  players: [
    { name: 'Bob', character: 'sid-ketchum', role: 'sheriff' },
    { name: 'Ann', character: 'sid-ketchum' },
    { name: 'Cid', character: 'sid-ketchum' },
    { name: 'Dee', character: 'sid-ketchum' },
  ],
  expansions: ['base', 'armed-and-dangerous'],
  events: null,
  seed: 1,
});
const barrelFlipped = play(armed, [
  { type: 'draw' },
  { type: 'play', card: 'barrel' },
  { type: 'play', card: 'tumbleweed' },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'bang', target: 'Bob' },
  { type: 'use', player: 'Bob', card: 'barrel' },
  { type: 'reveal', sign: '2S' },
]);

describe('log lines of the rules found at the table', () => {
  test('Tumbleweed entered after the card names the draw! it sets aside', () => {
    const flipped = barrelFlipped;
    const line = describeEntry(flipped, { type: 'use', player: 'Bob', card: 'tumbleweed' });
    expect(line).toBe('Bob uses Tumbleweed — the draw! 2♠ is set aside: flip again');
    const sayCs = sayLine(logParts(flipped, { type: 'use', player: 'Bob', card: 'tumbleweed' }), 'cs');
    expect(sayCs).toContain('2♠');
  });

  test('a reshuffle says the deck was rebuilt, in every language', () => {
    expect(describeEntry(armed, { type: 'reshuffle' })).toBe('The deck is rebuilt from the discard pile');
    const parts = logParts(armed, { type: 'reshuffle' });
    expect(sayLine(parts, 'cs')).toBe('Balíček je znovu zamíchán z odhozených karet');
    expect(sayLine(parts, 'zhHant')).toBe('棄牌堆洗成新的牌堆');
  });
});

describe('Tumbleweed offered after the card was entered', () => {
  test('right after a draw! card is entered, its owner is offered Tumbleweed; one entry later, no more', () => {
    const flipped = barrelFlipped;
    const tumbleweed = (s: State) =>
      abilityOptions(s).filter((o) => o.entry.type === 'use' && o.entry.card === 'tumbleweed');
    expect(tumbleweed(flipped).map((o) => o.entry)).toEqual([
      { type: 'use', player: 'Bob', card: 'tumbleweed' },
    ]);
    expect(tumbleweed(play(flipped, [{ type: 'pass', player: 'Bob' }]))).toEqual([]);
  });
});

describe("Johnny Kisch's line", () => {
  test("his Barrel discards Ann's: the log says where it went, in every language", () => {
    let s = createGame({
      players: [
        { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
        { name: 'Bob', character: 'sid-ketchum' },
        { name: 'Eve', character: 'johnny-kisch' },
      ],
      expansions: ['base', 'the-bullet'],
      events: null,
      seed: 7,
    });
    s = play(s, [
      { type: 'draw' },
      { type: 'play', card: 'barrel' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
    ]);
    const entry: Entry = { type: 'play', card: 'barrel' };
    const d = decide(s, entry);
    if (!d.ok) throw new Error(d.error.message);
    expect(describeEntry(s, entry, d.events)).toBe(
      "Eve plays Barrel — Ann's Barrel goes to the discard pile (Johnny Kisch)",
    );
    const parts = logParts(s, entry, d.events);
    expect(sayLine(parts, 'cs')).toContain('Barrel hráče Ann jde na odhazovací balíček (Johnny Kisch)');
    expect(sayLine(parts, 'zhHant')).toContain('進入棄牌堆');
    expect(apply(s, d.events).players.find((p) => p.name === 'Ann')?.inPlay).toEqual([]);
  });
});
