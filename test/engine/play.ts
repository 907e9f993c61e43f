// Engine tests: a game from a setup, through entries the engine must accept as they stand.
import { createGame, step } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';

/** The state after `entries`; an entry that is flagged or refused fails the test, naming its flags. */
export function playFrom(setup: Setup, entries: Entry[]): State {
  return playOn(createGame(setup), entries);
}

/** The state after `entries` from a given state, under the same terms. */
export function playOn(from: State, entries: Entry[]): State {
  return entries.reduce((state, entry) => {
    const r = step(state, entry);
    if (!r.accepted) throw new Error(`${JSON.stringify(entry)}: ${r.flags.map((f) => f.code).join()}`);
    return r.state;
  }, from);
}

/** Four players whose characters draw the usual two cards (Kit Carlson keeps two of three), Ann the Sheriff,
 *  with one event deck. */
export function eventTable(deck: 'high-noon' | 'fistful-of-cards'): Setup {
  return {
    players: [
      { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
      { name: 'Bob', character: 'sid-ketchum' },
      { name: 'Cid', character: 'pedro-ramirez' },
      { name: 'Dee', character: 'jesse-jones' },
    ],
    expansions: ['base', deck],
    events: deck,
    seed: 7,
  };
}

/** Four players with the Wild West Show pile (no event deck), Ann the Sheriff, `bob` the character in test. */
export function showTable(bob: string): Setup {
  return {
    players: [
      { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
      { name: 'Bob', character: bob },
      { name: 'Cid', character: 'rose-doolan' },
      { name: 'Dee', character: 'slab-the-killer' },
    ],
    expansions: ['base', 'wild-west-show'],
    events: null,
    seed: 7,
  };
}

/** One player's turn: the draw, what comes between, the end. */
export const turn = (...middle: Entry[]): Entry[] => [{ type: 'draw' }, ...middle, { type: 'end-turn' }];

/**
 * Ann's turn, then Bob's, in which he puts a Barrel in play, then Cid draws: four players whose characters
 * draw the usual two cards, Ann first.
 */
export const BOB_PUTS_A_BARREL: Entry[] = [
  { type: 'draw' },
  { type: 'discard', count: 2 },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'barrel' },
  { type: 'discard', count: 1 },
  { type: 'end-turn' },
  { type: 'draw' },
];
