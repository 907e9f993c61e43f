// A stored game read again as the moments a table remembers: turns, life going up and down and why, deaths and
// their cause, Beers, Dynamite going off, events turned up, cards played. Both the statistics and a game's story
// are made from these. The stored events are folded one by one, so the question open when a life was lost
// (a BANG!, a Duel, Indians!) is known: that is what the table would call the cause.
import { apply, createGame } from '../engine/index.ts';
import type { Entry, GameEvent, Prompt, Setup, State } from '../engine/index.ts';

/** What took a life: a card id (`bang`, `dynamite`, `indians`, `duel`, `gatling`…), an ability or event id,
 *  `correction` (the table set the life by hand) or `other`. */
export type Cause = string;

interface At {
  /** The entry's seq in the log. */
  seq: number;
  /** `turn.number` when it happened. */
  turn: number;
}

export type Moment = At &
  (
    | { kind: 'turn'; player: string }
    | { kind: 'life'; player: string; life: number; delta: number; cause: Cause; by: string | null }
    | { kind: 'death'; player: string; cause: Cause; killer: string | null }
    | { kind: 'beer'; player: string }
    | { kind: 'dynamite'; player: string }
    | { kind: 'event'; card: string }
    | { kind: 'card'; card: string; player: string }
    /** Gold Rush: nuggets a player took (from a wound, a Beer sold, an ability); spending is not earning. */
    | { kind: 'nuggets'; player: string; earned: number }
    /** Gold Rush: an equipment card bought from the shop. */
    | { kind: 'bought'; card: string; player: string }
    /** The game is won: its turn is the one the deciding death happened in (the turn may have passed on since). */
    | { kind: 'won'; winner: string }
  );

/** Draws! whose card itself hurts (the others only decide whether a shot or a turn goes on). */
const HURTING_DRAWS = new Set(['dynamite', 'bomb', 'rust']);
/** Questions a lost life answers: the card that asked is the cause. */
const ANSWERED = new Set<Prompt['type']>(['answer-bang', 'duel', 'indians', 'russian-roulette', 'ricochet']);

export interface StoredEntry {
  seq: number;
  entry: Entry;
  events: GameEvent[];
}

export interface Replayed {
  moments: Moment[];
  /** The game as it stands after the last entry. */
  state: State;
}

/** Folds a game's active entries from its setup, noting every moment on the way. */
export function replayMoments(setup: Setup, entries: readonly StoredEntry[]): Replayed {
  let state = createGame(setup);
  const moments: Moment[] = [];
  let lastDeathTurn: number | null = null;
  for (const { seq, entry, events } of entries) {
    const note = (m: DistributiveOmit<Moment, 'seq' | 'turn'>, turn = state.turn.number) =>
      moments.push({ ...m, seq, turn } as Moment);
    const played = playedCard(entry, state);
    if (played) {
      note({ kind: 'card', ...played });
      if (played.card === 'beer') note({ kind: 'beer', player: played.player });
    }
    if (entry.type === 'buy')
      note({ kind: 'bought', card: entry.card, player: entry.player ?? state.turn.player });
    const nuggetsBefore = new Map(state.players.map((p) => [p.name, p.nuggets ?? 0]));
    /** The draw! this entry turned up, if any: Dynamite's card is what took the life after it. */
    let drawn: { player: string; card: string } | null = null;
    /** The question this entry answered: a hit lands as it closes (a `pass` on a BANG!, Indians!, a Duel). */
    let answered: Prompt | undefined;
    const lastCause = new Map<string, Cause>();
    for (const e of events) {
      const top = state.prompts[0];
      const before = state;
      state = apply(state, [e]);
      switch (e.type) {
        case 'DrawRevealed':
          drawn = { player: e.player, card: e.card };
          break;
        case 'PromptClosed':
          answered = top;
          break;
        case 'LifeLost': {
          const asked = top?.player === e.player ? top : answered;
          const cause = causeOf(e.player, asked, drawn, entry, before);
          lastCause.set(e.player, cause);
          if (cause === 'dynamite') note({ kind: 'dynamite', player: e.player });
          note({ kind: 'life', ...lifeOf(state, e.player), delta: -e.amount, cause, by: e.by });
          break;
        }
        case 'LifeGained':
        case 'Corrected':
        case 'PlayerReturned':
        case 'CharacterChanged': {
          const delta = lifeOf(state, e.player).life - lifeOf(before, e.player).life;
          if (delta !== 0) {
            const cause = e.type === 'Corrected' ? 'correction' : (played?.card ?? entryCause(entry, before));
            note({ kind: 'life', ...lifeOf(state, e.player), delta, cause, by: null });
          }
          break;
        }
        case 'PlayerDied':
          lastDeathTurn = state.turn.number;
          note({
            kind: 'death',
            player: e.player,
            cause: lastCause.get(e.player) ?? deathCauseBefore(moments, e.player),
            killer: e.by,
          });
          break;
        case 'GameWon':
          note({ kind: 'won', winner: e.winner }, lastDeathTurn ?? state.turn.number);
          break;
        case 'EventRevealed':
          note({ kind: 'event', card: e.card });
          break;
        case 'TurnPassed':
          note({ kind: 'turn', player: e.player });
          break;
        default:
          break;
      }
    }
    for (const p of state.players) {
      const earned = (p.nuggets ?? 0) - (nuggetsBefore.get(p.name) ?? 0);
      if (earned > 0) note({ kind: 'nuggets', player: p.name, earned });
    }
  }
  return { moments, state };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function lifeOf(state: State, name: string): { player: string; life: number } {
  const p = state.players.find((x) => x.name === name);
  return { player: name, life: p ? Math.max(0, p.life) : 0 };
}

/** A card from a hand: played, or given as an answer (Missed!, Beer on a lethal hit). */
function playedCard(entry: Entry, state: State): { card: string; player: string } | null {
  if (entry.type === 'play') return { card: entry.card, player: entry.player ?? state.turn.player };
  if (entry.type === 'respond') return { card: entry.card, player: entry.player };
  return null;
}

function causeOf(
  player: string,
  top: Prompt | undefined,
  drawn: { player: string; card: string } | null,
  entry: Entry,
  state: State,
): Cause {
  if (drawn && drawn.player === player && HURTING_DRAWS.has(drawn.card)) return drawn.card;
  if (top && top.player === player && ANSWERED.has(top.type)) {
    // Calamity Janet's Missed! played as a BANG! is a BANG! all the same.
    if (top.type === 'answer-bang') return !top.card || top.card === 'missed' ? 'bang' : top.card;
    return top.card ?? top.type;
  }
  return entryCause(entry, state);
}

function entryCause(entry: Entry, state: State): Cause {
  switch (entry.type) {
    case 'set':
      return 'correction';
    case 'use':
      return entry.card ?? entry.ability ?? entry.event ?? 'other';
    case 'play':
      return entry.card;
    default:
      // A turn beginning under an event that hurts (High Noon) or an ability paid in life.
      return state.event ?? 'other';
  }
}

/** A player out without a life lost in the same entry (a death on an answer to an earlier lethal hit): the cause
 *  of his last lost life. */
function deathCauseBefore(moments: readonly Moment[], player: string): Cause {
  for (let i = moments.length - 1; i >= 0; i--) {
    const m = moments[i];
    if (m?.kind === 'life' && m.player === player && m.delta < 0) return m.cause;
  }
  return 'other';
}
