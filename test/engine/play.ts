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
