// What the store keeps and hands back. Plain data; the host turns it into the API's shapes.
import type { Entry, Flag, GameEvent, Setup, State } from '../engine/types.ts';

export type EntryStatus = 'active' | 'undone' | 'dropped';

export interface GameRecord {
  id: number;
  name: string;
  setup: Setup;
  createdAt: string;
  updatedAt: string;
  over: boolean;
  /** Active entries: the ones that make up the game now. */
  entries: number;
  /** Grows with every change to the game (see migration 3). */
  revision: number;
}

/** An entry the engine accepted, ready to be written. */
export interface NewEntry {
  entry: Entry;
  events: GameEvent[];
  /** The flags the table accepted with it (empty for a clean entry). */
  flags: Flag[];
  /** The plain-English log line, computed once from the state before it. */
  text: string;
}

/** One line of a game's log, as stored. Events stay in the store: the log shows what was entered. */
export interface LogRecord {
  seq: number;
  entry: Entry;
  flags: Flag[];
  status: EntryStatus;
  text: string;
  at: string;
}

/** The two engine functions the store needs to rebuild a state from the log. */
export interface StoreEngine {
  /** Snapshots are trusted only when written by the same rules version. */
  version: number;
  createGame(setup: Setup): State;
  apply(state: State, events: GameEvent[]): State;
}
