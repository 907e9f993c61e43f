// What the store keeps and hands back. Plain data; the host turns it into the API's shapes.
import type { Entry, GameEvent, LogPart, LoggedFlag, Setup, State } from '../engine/index.ts';

/** A setup's house rules (id → value). */
export type HouseRules = NonNullable<Setup['houseRules']>;

/** A group's house rules remembered by name (see migration 6). */
export interface HouseRulePreset {
  name: string;
  houseRules: HouseRules;
  savedAt: string;
}

export type EntryStatus = 'active' | 'undone' | 'dropped';

export interface GameRecord {
  id: number;
  name: string;
  /** Null when the stored setup does not read back: the game is damaged. */
  setup: Setup | null;
  createdAt: string;
  updatedAt: string;
  over: boolean;
  /** Active entries: the ones that make up the game now. */
  entries: number;
  /** Grows with every change to the game (see migration 3). */
  revision: number;
  /** When an imported game was played (see migration 5); null for a game entered here, dated by its entries. */
  played: PlayedSpan | null;
}

/** When a game was played (ISO): its first and last entry; `to` is null when an import did not say. */
export interface PlayedSpan {
  from: string;
  to: string | null;
}

/** An active entry with what it did and when it was made, for reading a whole game (statistics, its story). */
export interface ActiveEntry {
  seq: number;
  entry: Entry;
  events: GameEvent[];
  at: string;
}

/** An entry the engine accepted, ready to be written. */
export interface NewEntry {
  entry: Entry;
  events: GameEvent[];
  /** The flags the table accepted with it (empty for a clean entry). */
  flags: LoggedFlag[];
  /** The plain-English log line, computed once from the state before it. */
  text: string;
  /** The same line as parts, for the other languages (see engine/log-parts.ts). */
  parts?: LogPart[];
}

/** One line of a game's log, as stored. Events stay in the store: the log shows what was entered. */
export interface LogRecord {
  seq: number;
  entry: Entry;
  /** As stored: a flag kept before flags were typed has its English `message` too. */
  flags: LoggedFlag[];
  status: EntryStatus;
  text: string;
  /** Null for lines stored before parts were kept. */
  parts: LogPart[] | null;
  at: string;
}

/** The two engine functions the store needs to rebuild a state from the log. */
export interface StoreEngine {
  /** Snapshots are trusted only when written by the same rules version. */
  version: number;
  createGame(setup: Setup): State;
  apply(state: State, events: GameEvent[]): State;
}
