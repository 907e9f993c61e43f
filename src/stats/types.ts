// What the Stats page, a game's story and `marshal stats` are shown: figures only, no rule decided here.
import type { ExpansionId, Role } from '../engine/index.ts';

export type Side = 'law' | 'outlaws' | 'renegade';
export const SIDES: readonly Side[] = ['law', 'outlaws', 'renegade'];

/** Which games count. Dates are instants (ISO): the window turns the table's local days into them. */
export interface StatsFilter {
  /** Games started at or after this instant. */
  from?: string;
  /** Games started before this instant. */
  to?: string;
  /** Games of exactly this many players. */
  players?: number;
  /** `base-only`: no expansion at all; a list: games played with every one of them. */
  expansions?: 'base-only' | ExpansionId[];
  /** Games played under this reading of a house rule (a game of its expansion without the key played the
   *  default), so win rates under different readings do not mix. */
  houseRule?: { id: string; value: boolean | string };
}

/** Figures for one character, role or player. `decided`: finished games in which the role was turned up, so
 *  that a win or a loss is known; an unfinished game counts in `games` only, never as a loss. */
export interface Tally {
  games: number;
  decided: number;
  wins: number;
}

export interface PlayerStats extends Tally {
  name: string;
  /** Every spelling counted as this person (the name itself included). */
  spellings: string[];
  /** Games in which this player took the first life from another. */
  firstBlood: number;
  deaths: number;
  /** Gold Rush: the nuggets earned over the games of Gold Rush (null: none played). */
  nuggets: number | null;
}

export interface StatsReport {
  games: number;
  finished: number;
  unfinished: number;
  wins: Record<Side, number>;
  byPlayerCount: ({ players: number; games: number; finished: number } & Record<Side, number>)[];
  byCharacter: ({ id: string } & Tally)[];
  byRole: ({ role: Role } & Tally)[];
  players: PlayerStats[];
  /** Averages over finished games; minutes only over games whose times are known (null: none). */
  length: { turns: number | null; minutes: number | null };
  deaths: { cause: string; count: number }[];
  /** The most-played cards (from a hand: played or given as an answer), most first. */
  cards: { id: string; count: number }[];
  /** Gold Rush: the equipment bought most, most first (none without Gold Rush). */
  equipment: { id: string; count: number }[];
  /** Spellings the table merged: `from` counts as `into`. */
  merged: { from: string; into: string }[];
  /** The expansions found in the stored games, for the filter. */
  expansions: ExpansionId[];
}

/** A game's story: every player's life over the turns and the moments worth a mark. */
export interface GameStory {
  id: number;
  name: string;
  turns: number;
  over: boolean;
  winner: string | null;
  players: {
    name: string;
    character: string;
    /** Only a role Marshal knows: a hidden role stays hidden. */
    role: Role | null;
    maxLife: number;
    /** Gold Rush: the nuggets the player earned over the game (null without Gold Rush). */
    nuggets: number | null;
    /** Gold Rush: the equipment the player bought, in order. */
    bought: string[];
    /** Life after each change; `x` is the turn (a fraction within it orders the changes of one turn). */
    life: { x: number; life: number }[];
  }[];
  marks: StoryMark[];
}

export type StoryMark = { x: number; turn: number } & (
  | { kind: 'death'; player: string; cause: string; killer: string | null }
  | { kind: 'beer'; player: string }
  | { kind: 'dynamite'; player: string }
  | { kind: 'event'; card: string }
  /** A Wild West Show card turned up (its own pile, beside the event deck). */
  | { kind: 'show'; card: string }
);
