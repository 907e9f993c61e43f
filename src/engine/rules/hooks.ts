// The points where cards, characters (and later events) change the core rules. The core names no card:
// it asks the hooks of whatever is in play, and each card or character is a module that fills some in.
import type {
  GameEvent,
  Flag,
  PlayEntry,
  PlayerState,
  Prompt,
  PromptType,
  RespondEntry,
  State,
} from '../types.ts';
import type { CardInfo } from '../catalogue/index.ts';

/** Effects that hold while a card is in play in front of its owner, or always for a character. */
export interface PassiveHooks {
  /** Added to the distance at which others see the owner (Mustang, Paul Regret: +1). */
  seenFrom?: number;
  /** Added to the distance at which the owner sees others (Scope, Rose Doolan: −1). */
  sees?: number;
  /** The owner's weapon reach (weapons only). */
  reach?: number;
  /** The owner may play any number of BANG! cards in a turn (Volcanic, Willy the Kid). */
  unlimitedBang?: boolean;
  /** Missed! needed to cancel the owner's BANG! (Slab the Killer: 2). */
  missedNeeded?: number;
  /** Cards the owner draws in phase 1. */
  drawCount?: number;
}

/** What an entry's handler works with: it reads the state and adds events and flags. */
export interface Outcome {
  events: GameEvent[];
  flags: Flag[];
}

export interface PlayContext extends Outcome {
  state: State;
  actor: PlayerState;
  target: PlayerState | null;
  card: CardInfo;
  entry: PlayEntry;
}

export interface AnswerContext extends Outcome {
  state: State;
  player: PlayerState;
  prompt: Prompt;
  card: CardInfo;
  entry: RespondEntry;
}

/** How a card picks its target: the UI offers the sensible seats first, the engine flags the rest. */
export type Targeting = 'none' | 'reach' | 'distance-1' | 'any-other' | 'any';

export interface CardRule {
  id: string;
  /** While in play in front of its owner. */
  passive?: PassiveHooks;
  /** Playing it from hand in your turn (after the core's turn, phase and hand checks). */
  play?: (ctx: PlayContext) => void;
  /** Playing it from hand in answer to a prompt of this type. */
  answers?: Partial<Record<PromptType, (ctx: AnswerContext) => void>>;
}

export interface CharacterRule {
  id: string;
  passive?: PassiveHooks;
}
