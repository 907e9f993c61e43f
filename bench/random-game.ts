// Long games for benchmarks, made by the engine itself: random legal play from a seed, with corrections
// that keep everyone alive so the game can last 10,000 entries (no real game does: this is the stress case).
import { createGame, promptOptions, seededRandom, step, suggestTargets } from '../src/engine/index.ts';
import type { Entry, GameEvent, Setup, State } from '../src/engine/index.ts';

export const benchSetup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'el-gringo' },
    { name: 'Dee', character: 'suzy-lafayette' },
    { name: 'Eve', character: 'willy-the-kid' },
    { name: 'Fay', character: 'rose-doolan' },
  ],
  expansions: ['base'],
  events: null,
  seed: 7,
};

/** The engine's seeded generator, so every run plays the same game. */
export const rng = seededRandom;

const PLAYS = [
  'bang',
  'bang',
  'missed',
  'beer',
  'stagecoach',
  'schofield',
  'mustang',
  'scope',
  'volcanic',
  'panic',
];

/** The next entry a busy table might make: mostly legal, sometimes flagged (and then not applied). */
export function nextEntry(state: State, random: () => number): Entry {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const top = state.prompts[0];
  if (top) {
    if (top.type === 'draw-check') return { type: 'reveal', sign: pick(['QH', '2S', 'KD', '10C']) };
    const options = promptOptions(state);
    const chosen = pick(options);
    if (chosen) return chosen.entry;
  }
  const me = state.players.find((p) => p.name === state.turn.player);
  // Keep everyone alive and the hands small: the table's own corrections.
  const low = state.players.find((p) => p.alive && p.life <= 1);
  if (low) return { type: 'set', player: low.name, life: low.maxLife, hand: 3 };
  if (state.turn.phase === 'draw') return { type: 'draw' };
  if (me && me.hand > me.life && random() < 0.5) return { type: 'discard', count: me.hand - me.life };
  if (random() < 0.25) return { type: 'end-turn' };
  const card = pick(PLAYS);
  const targets = suggestTargets(state, card).filter((t) => t.ok);
  const target = pick(targets)?.name;
  return target
    ? { type: 'play', card, target, ...(card === 'panic' ? { targetCard: 'hand' } : {}) }
    : { type: 'play', card };
}

export interface PlayedEntry {
  entry: Entry;
  events: GameEvent[];
  before: State;
  after: State;
}

/** Plays until `count` entries were accepted; calls `each` for every accepted one. */
export function playGame(count: number, seed: number, each?: (played: PlayedEntry) => void): State {
  const random = rng(seed);
  let state = createGame(benchSetup);
  let accepted = 0;
  let tries = 0;
  while (accepted < count && tries < count * 20) {
    tries++;
    const entry = nextEntry(state, random);
    const r = step(state, entry);
    if (!r.accepted) continue;
    each?.({ entry, events: r.events, before: state, after: r.state });
    state = r.state;
    accepted++;
  }
  if (accepted < count) throw new Error(`the random game stalled after ${accepted} entries`);
  return state;
}
