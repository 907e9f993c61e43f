// The engine's vocabulary. State is plain JSON: it must survive JSON.stringify/parse unchanged.

export type Suit = 'S' | 'H' | 'D' | 'C';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';
/** A physical card's sign: rank then suit letter, e.g. "AS", "10H". */
export type Sign = string;
export type Role = 'sheriff' | 'deputy' | 'outlaw' | 'renegade';
export type ExpansionId =
  'base' | 'dodge-city' | 'high-noon' | 'fistful-of-cards' | 'armed-and-dangerous' | 'the-bullet';
export type EventDecks = null | 'high-noon' | 'fistful-of-cards' | 'both';

export interface SetupPlayer {
  name: string;
  character: string;
  role?: Role;
}

export interface Setup {
  players: SetupPlayer[];
  expansions: ExpansionId[];
  events: EventDecks;
  seed: number;
  /** Characters played with their 1st-edition text (Dodge City: pixie-pete, sean-mallory, jose-delgado → 1). */
  editions?: Record<string, 1 | 2>;
}

/** What the table enters. `force` applies an entry despite its flags (the flags are kept in the log). */
interface EntryBase {
  force?: boolean;
}
export interface DrawEntry extends EntryBase {
  type: 'draw';
  player?: string;
  /** Jesse Jones: the player whose hand gives the first card; Pedro Ramirez: "discard". */
  from?: string;
  /** Black Jack: the second card he shows. */
  sign?: Sign;
}
export interface PlayEntry extends EntryBase {
  type: 'play';
  card: string;
  sign?: Sign;
  target?: string;
  targetCard?: string;
  player?: string;
  /** The extra card discarded with it (Dodge City's "discard another card"); the hand count is what counts. */
  discard?: string;
}
export interface RespondEntry extends EntryBase {
  type: 'respond';
  player: string;
  card: string;
  sign?: Sign;
}
export interface UseEntry extends EntryBase {
  type: 'use';
  player: string;
  card?: string;
  ability?: string;
  /** An action the current event grants (Hard Liquor, Blood Brothers, Sniper, The Daltons). */
  event?: string;
  /** The player the ability or event action is aimed at (Blood Brothers, Sniper). */
  target?: string;
  /** The physical card used, when it matters (Uncle Will's card, the Daltons' blue card). */
  sign?: Sign;
  /** Which of the target's cards: `hand` or a card in play (Can Can, Conestoga, Pat Brennan). */
  targetCard?: string;
  /** A card discarded from hand for it (Doc Holyday's two; José Delgado's blue card is `card`). */
  discard?: string;
}
/** The Sheriff turns up the next event card; without `card`, Marshal takes the next of its seeded deck. */
export interface RevealEventEntry extends EntryBase {
  type: 'reveal-event';
  card?: string;
}
export interface RevealEntry extends EntryBase {
  type: 'reveal';
  sign?: Sign;
  signs?: Sign[];
  pick?: Sign;
}
export interface PassEntry extends EntryBase {
  type: 'pass';
  player: string;
}
export interface PickEntry extends EntryBase {
  type: 'pick';
  player: string;
  card: string;
}
export interface DiscardEntry extends EntryBase {
  type: 'discard';
  player?: string;
  count: number;
}
export interface EndTurnEntry extends EntryBase {
  type: 'end-turn';
}
export interface RevealRoleEntry extends EntryBase {
  type: 'reveal-role';
  player: string;
  role: Role;
}
export interface SetEntry extends EntryBase {
  type: 'set';
  player: string;
  life?: number;
  hand?: number;
}
export type Entry =
  | DrawEntry
  | PlayEntry
  | RespondEntry
  | UseEntry
  | RevealEntry
  | PassEntry
  | PickEntry
  | DiscardEntry
  | EndTurnEntry
  | RevealRoleEntry
  | SetEntry
  | RevealEventEntry;
export type EntryType = Entry['type'];

/** A rule broken by an entry: a code, a sentence with the numbers, and the ruling it comes from. */
export interface Flag {
  code: string;
  message: string;
  rule: string;
  /** The numbers and names in the sentence, so the UI can say it in the table's language. */
  params: Record<string, string | number>;
}

/** An entry that cannot even be judged (unknown player or card): nothing to accept, only to fix. */
export interface EntryError {
  path: string;
  message: string;
}

export interface InPlayCard {
  card: string;
  sign: Sign | null;
  tokens: number;
  /** The turn number in which it was placed (green cards wait a turn). */
  placedTurn: number;
}

export interface PlayerState {
  name: string;
  character: string;
  life: number;
  maxLife: number;
  alive: boolean;
  /** Known only when given at setup or revealed: hidden roles stay hidden. */
  role: Role | null;
  hand: number;
  inPlay: InPlayCard[];
  tokens: number;
  /** Who took the last life point (null: nobody, e.g. Dynamite); set when the player is out. */
  killer?: string | null;
}

export type Phase = 'draw' | 'play' | 'discard';

export interface TurnState {
  player: string;
  phase: Phase;
  /** Counts every turn of the game, starting at 1. */
  number: number;
  /** BANG! cards played this turn that count toward the limit. */
  bangs: number;
  /** Once-a-turn abilities and event actions already used this turn (Uncle Will, Blood Brothers). */
  used?: string[];
}

export type PromptType =
  | 'answer-bang'
  | 'dying'
  | 'reveal-role'
  | 'draw-check'
  | 'duel'
  | 'indians'
  | 'general-store'
  | 'reveal-event';

export interface Prompt {
  type: PromptType;
  player: string;
  /** Who caused it (the shooter of a BANG!). */
  from?: string;
  /** The card that caused it. */
  card?: string;
  /** How many answers are still needed (Missed! for a BANG!, Beers for a lethal hit). */
  needed?: number;
  /** Answers from play already tried against this shot (each Barrel once). */
  used?: string[];
}

export type Winner = null | 'law' | 'outlaws' | 'renegade' | string;

export interface State {
  setup: Setup;
  players: PlayerState[];
  turn: TurnState;
  prompts: Prompt[];
  event: string | null;
  /** The event cards still face down, in the order Marshal's seeded shuffle put them (the table may differ). */
  eventDeck?: string[];
  supply: number | null;
  winner: Winner;
  over: boolean;
}

/** What happened: small, past tense, folded into state by apply(). */
export type GameEvent =
  | { type: 'CardsDrawn'; player: string; count: number; reason: string }
  | { type: 'CardsLeftHand'; player: string; count: number; reason: string }
  | { type: 'PhaseChanged'; phase: Phase }
  | { type: 'BangCounted'; player: string }
  | { type: 'CardPlaced'; player: string; card: string; sign: Sign | null }
  | { type: 'CardRemoved'; player: string; card: string }
  | { type: 'PromptOpened'; prompt: Prompt }
  | { type: 'PromptAnswered'; needed: number }
  | { type: 'AnswerSourceUsed'; source: string }
  | { type: 'DrawRevealed'; player: string; card: string; sign: Sign }
  | { type: 'PromptClosed' }
  | { type: 'LifeLost'; player: string; amount: number; by: string | null }
  | { type: 'LifeGained'; player: string; amount: number }
  | { type: 'PlayerDied'; player: string; by: string | null }
  | { type: 'RoleRevealed'; player: string; role: Role }
  | { type: 'TurnPassed'; player: string }
  | { type: 'Corrected'; player: string; life?: number; hand?: number }
  | { type: 'GameWon'; winner: string }
  | { type: 'EventRevealed'; card: string }
  | { type: 'AbilityUsed'; player: string; what: string };

export type Decision = { ok: true; events: GameEvent[]; flags: Flag[] } | { ok: false; error: EntryError };

/** What seats, distances and suggestions need: the engine's State or the UI's TableView both fit. */
export type Table = Pick<State, 'players' | 'turn' | 'prompts'> & Partial<Pick<State, 'event'>>;

/** The state as the table and the CLI see it: the state plus every distance and weapon reach. */
export interface TableView {
  players: PlayerState[];
  turn: TurnState;
  prompts: Prompt[];
  /** distances[A][B]: the distance at which A sees B, for every pair of living players. */
  distances: Record<string, Record<string, number>>;
  /** reach[A]: A's weapon reach. */
  reach: Record<string, number>;
  event: string | null;
  supply: number | null;
  winner: Winner;
  over: boolean;
}
