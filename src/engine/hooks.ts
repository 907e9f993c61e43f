// The points where cards, characters (and later events) change the core rules. The core names no card:
// it asks the hooks of whatever is in play, and each card or character is a module that fills some in.
import type { HouseRule } from './catalogue/house-rules.ts';
import type {
  DiscardEntry,
  EntryError,
  ExpansionId,
  Setup,
  GameEvent,
  Flag,
  SetEntry,
  PlayEntry,
  PlayerState,
  DrawEntry,
  Entry,
  Table,
  Prompt,
  PromptType,
  RespondEntry,
  Sign,
  State,
  Suit,
  DrawMeaning,
  UseEntry,
  Decision,
  EntryType,
} from './types.ts';
import type { CardInfo, CatalogueData } from './catalogue/index.ts';
import type { TargetSuggestion } from './suggest.ts';

/** An entry offered as a button: its label and the entry it sends. */
export interface Offer {
  label: string;
  entry: Entry;
}

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
  /** Cards the owner flips for every draw! (Lucky Duke: 2, then picks one). */
  drawCheckCards?: number;
  /** Cards of this suit played by other players have no effect on the owner (Apache Kid: diamonds). */
  immuneSuit?: Suit;
  /** Life each Beer the owner plays gives back (Tequila Joe: 2). */
  beerHeals?: number;
  /** Gold Rush: cards added to what the owner draws in phase 1 (Pickaxe: +1). */
  drawMore?: number;
  /** Gold Rush: cards added to every draw! the owner flips (Horseshoe: +1, then he picks). */
  drawCheckMore?: number;
  /** Gold Rush: the owner's end-of-turn hand limit is at least this (Gun Belt: 8). */
  handLimitAtLeast?: number;
  /** The owner can neither gain nor lose life: hits, Beers and the like leave it as it is (the Ghost card). */
  lifeFixed?: boolean;
}

/** What an expansion offers the table besides answers and abilities (for the player in turn). */
export interface ExtraOffers {
  /** Cards that may be played together with others (`with`), by the card (or the card it is played as). */
  pairs?: Record<string, string[]>;
  /** By card, by first target: the legal second targets (Fanning); `[]` when nobody qualifies. */
  secondTargets?: Record<string, Record<string, string[]>>;
  /** Seats for a card in place of the usual ones (the Ghost: the eliminated seats). */
  cardTargets?: Record<string, TargetSuggestion[]>;
}

/** A player out of the game an expansion brings or keeps back, and how. */
export interface Return {
  life: number;
  hand: number;
  ghost: boolean;
  /** A ghost kept back keeps his hand at the end of his turn (no hand limit). */
  keepsHand?: boolean;
  /** He does not count as in the game for the victory check. */
  outForVictory?: boolean;
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
  /** Played as another card by a grant that keeps it outside the BANG! limit (Black Flower's extra BANG!). */
  outsideLimit?: boolean;
}

/** A card from hand played or answered with the effect of another (`"as"`), asked of what may allow it. */
export interface PlayAsCheck {
  /** The table (the full state when an entry is decided). */
  state: Table;
  player: PlayerState;
  /** The physical card. */
  card: CardInfo;
  /** The card whose effect it has. */
  as: CardInfo;
  /** The physical card's sign, when the table entered it (Black Flower: a club). */
  sign?: Sign;
  /** It answers a prompt rather than being played in turn. */
  answering: boolean;
}

/** How a card in play, a character or an event lets a card be played as another. */
export interface PlayAsGrant {
  /** What allows it (a card, character or event id), for the once-a-turn count and the flags. */
  by: string;
  /** Once a turn (Black Flower, Der Spot-Burst Ringer): counted in the turn's `used` under `by`. */
  once?: boolean;
  /** It does not use up the BANG! allowance (Black Flower's extra BANG!). */
  outsideLimit?: boolean;
  /** What it allows, but not as entered (a club needed and no sign given). */
  flags?: Flag[];
}

/** Whether it lets this card be played as that one now: how, or null. */
export type GrantsAs = (check: PlayAsCheck) => PlayAsGrant | null;

export interface PassContext extends Outcome {
  state: State;
  player: PlayerState;
  prompt: Prompt;
}

export interface AnswerContext extends Outcome {
  state: State;
  player: PlayerState;
  prompt: Prompt;
  card: CardInfo;
  entry: RespondEntry;
}

export interface DrawContext extends Outcome {
  state: State;
  player: PlayerState;
  entry: DrawEntry;
  /** Cards drawn by the normal rule; the hook may change it. */
  count: number;
}

export interface UseContext extends Outcome {
  state: State;
  player: PlayerState;
  entry: UseEntry;
  /** The card in play or the ability being used. */
  source: string;
}

export interface DrawCheckContext extends Outcome {
  state: State;
  player: PlayerState;
  /** The draw-check prompt being answered. */
  prompt: Prompt;
  /** The card that counts (Lucky Duke's pick). */
  sign: Sign;
}

/** Hooks a card in play and a character share: used from play, a draw! they ask for, a start-of-turn check. */
/** Whether a flipped card is the good outcome of a draw! for the player who flips (the suit as the event in
 *  force makes it count): what the odds count. */
export type DrawSucceeds = (card: { suit: Suit | null; rank: number }, state: State) => boolean;

/** Whether the card turned up for a draw! goes to the player's hand, drawn, instead of the discard pile. */
export type DrawKept = (sign: Sign, state: State) => boolean;

export interface ActiveHooks {
  use?: (ctx: UseContext) => void;
  drawCheck?: (ctx: DrawCheckContext) => void;
  /** The good outcome of the draw! it asks for (Barrel: a heart). */
  drawSucceeds?: DrawSucceeds;
  /** What that outcome means, for the log (Barrel: the shot is missed). */
  drawMeans?: DrawMeaning;
  /** Whether the card turned up for it is one the player draws and keeps, not a draw! flipped onto the discard
   *  pile (Black Jack's shown second card, already counted in his phase 1). */
  drawKept?: DrawKept;
  /** The cards its draw! flips, from what the player usually flips (Gold Rush's Rhum: 3 more). */
  drawCheckCount?: (state: State, player: PlayerState, usual: number) => number;
  /** Every card flipped counts, none is picked (Gold Rush's Rhum: one life per suit). */
  readsAllFlips?: boolean;
  /** Checked by draw! at the start of the owner's turn, lowest first (Dynamite 1, Jail 2). */
  startOfTurn?: number;
  /** Prompts its `use` answers (Barrel: a BANG! aimed at its owner), so the UI can offer it. */
  usableOn?: PromptType[];
  /** Armed & Dangerous: the module places the entry's `load` itself (Reloading, Bass Greeves, Red Ringo). */
  loads?: boolean;
  /** Armed & Dangerous: the ability costs Load tokens, paid with the entry's `spend` (Al Preacher, Mexicali Kid). */
  spends?: boolean;
  /** Armed & Dangerous: its `spend` may be paid out of its owner's turn (Al Preacher). */
  spendsOutOfTurn?: boolean;
}

/** How a card picks its target: the UI offers the sensible seats first, the engine flags the rest. */
export type Targeting = 'none' | 'reach' | 'distance-1' | 'any-other' | 'any';

export interface CardRule extends ActiveHooks {
  id: string;
  /** While in play in front of its owner. */
  passive?: PassiveHooks;
  /** Playing it from hand in your turn (after the core's turn, phase and hand checks). */
  play?: (ctx: PlayContext) => void;
  /** Playing it from hand in answer to a prompt of this type. */
  answers?: Partial<Record<PromptType, (ctx: AnswerContext) => void>>;
  /** Whether using it from play in its owner's turn is worth offering now (Canteen: not at full life); using it
   *  anyway is still judged by `use`. */
  useOffered?: (table: Table, owner: PlayerState) => boolean;
  /** Whether it is worth offering as an answer to this prompt now (Beer: not with two players left); answering
   *  with it anyway is still judged by `answers`. */
  answerOffered?: (table: Table, prompt: Prompt) => boolean;
  /** Whether it may go to this seat, its reach allowing (Jail: never the Sheriff); playing it elsewhere is
   *  still judged by `play`. The seats offered for it follow this. */
  aimsAt?: (table: Table, target: PlayerState) => boolean;
  /** Declining to answer a prompt this card opened (Duel: lose 1 life; Indians!: lose 1 life). */
  onPass?: Partial<Record<PromptType, (ctx: PassContext) => void>>;
  /** While in play in front of its owner: hand cards he may play as another card (Lemat: any as a BANG!). */
  grantsAs?: GrantsAs;
  /** Another player's prompts of these types it answers, also out of turn (Saved!): `target` names him. */
  answersFor?: PromptType[];
  /** Prompts this card opened that any hand card answers (Poker: the card put in). */
  anyCardAnswers?: Partial<Record<PromptType, (ctx: AnswerContext) => void>>;
  /** A `pick` answering a prompt this card opened (Poker: a card taken from those put in). */
  onPick?: (state: State, player: PlayerState, prompt: Prompt, card: CardInfo) => Outcome;
}

export interface LifeLostContext {
  state: State;
  player: PlayerState;
  amount: number;
  by: string | null;
}

export interface CharacterRule extends ActiveHooks {
  id: string;
  /** The characters whose abilities this one rule has together (Greygory Deck's two): `hasAbility` finds each. */
  combines?: readonly string[];
  passive?: PassiveHooks;
  /** Right after the character loses life (Bart Cassidy, El Gringo). */
  onLifeLost?: (ctx: LifeLostContext) => GameEvent[];
  /** Whether the character can still save himself from a lethal hit needing `needed` life when Beer has no
   *  effect (two players left): Sid Ketchum, with two cards to discard for each. */
  savesWithoutBeer?: (state: State, self: PlayerState, needed: number) => boolean;
  /** Whether this character may ignore a card aimed at him alone that would take effect at once, asked with
   *  the question it would open (Ms. Abigail: a brown card of rank J–A). */
  mayIgnore?: (state: State, self: PlayerState, prompt: Prompt) => boolean;
  /** Another player is out: before their cards are discarded (Vulture Sam). */
  onOtherOut?: (state: State, self: PlayerState, out: PlayerState) => GameEvent[];
  /** After every entry, on the state it led to and the events that led there (Suzy Lafayette, Molly Stark). */
  settle?: (state: State, self: PlayerState, events: readonly GameEvent[]) => GameEvent[];
  /** Cards this character plays as another card in their turn (Calamity Janet: Missed! as BANG!). */
  playsAs?: Record<string, string>;
  /** Cards this character answers with as another card (Calamity Janet: BANG! as Missed! and back). */
  answersAs?: Record<string, string>;
  /** Any card from hand answers as this card (Elena Fuente: Missed!). */
  answersAnyAs?: string;
  /** Cards the character may keep at the end of the turn, instead of one per life point (Sean Mallory). */
  handLimit?: (state: State, self: PlayerState) => number;
  /** In this character's turn the cards in front of the other players have no effect (Belle Star). */
  silencesOthers?: boolean;
  /** Entries the ability makes possible now, for the UI to offer (Jesse Jones's draw, Sid Ketchum's trade). */
  offers?: (table: Table, self: PlayerState) => Offer[];
  /** Phase 1 with this character's ability (Jesse Jones, Pedro Ramirez, Black Jack). */
  draw?: (ctx: DrawContext) => void;
  /** Cards the character can never play nor answer with (Big Spencer: Missed!): not offered, flagged. */
  neverPlays?: readonly string[];
  /** Hand cards the character may play as another card, entered with `"as"` (Black Flower's clubs). */
  grantsAs?: GrantsAs;
}

/** A card the table plays or answers with, as the current event sees it (The Reverend, The Sermon, The Judge). */
export interface EventCheck {
  /** The table (the full state when an entry is decided; the table when answers are offered). */
  state: Table;
  player: PlayerState;
  /** The card as it is played (Calamity Janet's Missed! played as a BANG! is a BANG!). */
  card: CardInfo;
  /** It goes in play in front of someone. */
  placing: boolean;
  /** It answers a prompt (a Duel, a lethal hit) rather than being played in turn. */
  answering: boolean;
  /** The physical card's sign, when the table entered it (Handcuffs checks its suit). */
  sign?: Sign;
  /** The card from the hand, when it is played as another (`"as"`, Calamity Janet): Showdown tells a real BANG!
   *  card from another card played as one. */
  physical?: string;
}

/** The current event card's rule: it changes the core rules for everybody while it is up. */
export interface EventRule {
  id: string;
  /** Characters lose their abilities (Hangover) or cards in play have no effect (Lasso). */
  disables?: 'characters' | 'in-play';
  /** Every pair of players at this distance before cards in play (Ambush: 1). */
  baseDistance?: number;
  /** BANG! cards a player may play in his turn (Shootout: 2). */
  bangLimit?: number;
  /** Added to the cards drawn in phase 1 (Train Arrival +1, Thirst −1). */
  drawDelta?: number;
  /** Phase 1 comes from the discard pile while it holds cards, and then the cards the player plays that turn go
   *  face down onto the deck (Abandoned Mine): the deck and the pile count it. */
  drawsFromPile?: true;
  /** Every card counts as this suit (Blessing: hearts, Curse: spades). */
  suit?: Suit;
  /** The turn passes counter-clockwise (Gold Rush). */
  counterClockwise?: boolean;
  /** The flag for a card the event forbids, or null. */
  forbids?: (check: EventCheck) => Flag | null;
  /** Once, when the Sheriff turns it up (The Doctor). */
  onReveal?: (state: State) => GameEvent[];
  /** At the start of every player's turn while it is up (High Noon, A Fistful of Cards). */
  startOfTurn?: (state: State, player: PlayerState) => GameEvent[];
  /** An action it grants: `use` with `"event"` (Hard Liquor, Blood Brothers, Sniper, The Daltons). */
  use?: (ctx: UseContext) => void;
  /** Answering a prompt this event opened (Russian Roulette, Ricochet: a Missed!). */
  answer?: (ctx: AnswerContext) => void;
  /** Declining a prompt this event opened (Russian Roulette: lose 2; Ricochet: the card is discarded). */
  pass?: (ctx: PassContext) => void;
  /** A draw! this event asked for (Vendetta, Peyote's flipped card). */
  drawCheck?: (ctx: DrawCheckContext) => void;
  /** The good outcome of that draw! (Vendetta: a heart; Peyote: the colour guessed). */
  drawSucceeds?: DrawSucceeds;
  /** What that outcome means, for the log (Vendetta: another turn). */
  drawMeans?: DrawMeaning;
  /** As a card's: whether the card turned up is kept in the hand (Peyote: on a right guess). */
  drawKept?: DrawKept;
  /** Phase 1's plain `draw` while it is up (Peyote: instead of drawing; Ghost Town: a ghost draws one more). */
  draw?: (ctx: DrawContext) => void;
  /** Phase 1 does something else than drawing while it is up (Peyote): no way of drawing is offered. */
  replacesDraw?: boolean;
  /** The player in turn ends it: flags, and events that replace passing the turn (Vendetta's draw!). */
  endOfTurn?: (state: State, player: PlayerState) => { flags: Flag[]; events?: GameEvent[] };
  /** A player out of the game whose turn comes round anyway, and how he comes back (Ghost Town, Dead Man). */
  returns?: (state: State, player: PlayerState) => { life: number; hand: number; ghost: boolean } | null;
  /** Right after `returns` brought a player back: what else his return changes (Bone Orchard: roles dealt again). */
  onReturn?: (state: State, player: PlayerState) => GameEvent[];
  /** At `end-turn`, before the turn passes: what the turn costs its player (Miss Susanna: fewer than 3 cards
   *  played). Should it open a question (a lethal hit), the turn waits and is ended again. */
  beforeTurnPasses?: (state: State, player: PlayerState) => Outcome;
  /** Who has won, where the event changes the goal (Wild West Show: the last one standing), or undefined. */
  winner?: (state: State) => string | null | undefined;
  /** After every entry: what it watches for (Law of the West: the shown card played). */
  settle?: (state: State, events: readonly GameEvent[]) => GameEvent[];
  /** Entries it makes possible now, for the UI to offer (Ricochet's targets, Handcuffs' suits). */
  offers?: (table: Table) => Offer[];
  /** The answers to a prompt it opened (a Missed!, or not). */
  promptOffers?: (table: Table, prompt: Prompt) => Offer[];
  /** Hand cards anyone may play as another card while it is up, entered with `"as"`. */
  grantsAs?: GrantsAs;
}

/** One expansion's rules, registered by the ruleset: its cards', characters' and events' modules, and what it
 *  adds at the core's moments. A moment is named by when it happens, never by a card; each runs for every
 *  registered expansion, in the ruleset's order, and the expansion checks that it is in the game. */
export interface Expansion {
  id: ExpansionId;
  /** The cards and characters it brings as data, for one not in the shipped catalogue. */
  catalogue?: CatalogueData;
  /** Its open questions the table settles at setup (`setup.houseRules`); a rule reads one with houseRule(). */
  houseRules?: readonly HouseRule[];
  cards?: CardRule[];
  characters?: CharacterRule[];
  events?: EventRule[];
  /** A card was played from hand, after its own rule (Load tokens it takes or spends; Apache Kid's shield). */
  onPlay?: (ctx: PlayContext) => void;
  /** A card from hand answers the top prompt, before the answer acts (an upgrade paid; a shot that cannot be
   *  cancelled). */
  onRespond?: (ctx: AnswerContext) => void;
  /** A card in play or an ability is used, before it acts (what it costs; what the shot forbids). */
  onUse?: (ctx: UseContext) => void;
  /** Cards discarded from hand (phase 3's tokens). */
  onDiscard?: (state: State, player: PlayerState, entry: DiscardEntry) => Outcome;
  /** A correction by the table (`set`): the numbers the expansion keeps (Load tokens). */
  onCorrect?: (state: State, player: PlayerState, entry: SetEntry) => Outcome;
  /** After every entry: what the expansion watches for in the events it caused (the state is the one before). */
  afterEntry?: (state: State, events: readonly GameEvent[]) => GameEvent[];
  /** Entries the expansion makes possible now, for the UI to offer. */
  offers?: (table: Table) => Offer[];
  /** The answers to this prompt in place of the usual ones (a Bomb passed on; a shot nothing cancels), or
   *  nothing to leave them as they are. */
  promptAnswers?: (table: Table, prompt: Prompt, expansions: readonly ExpansionId[]) => Offer[] | undefined;
  /** Answers added to the usual ones (an upgraded Duck!, Ms. Abigail ignoring the card). */
  moreAnswers?: (table: Table, prompt: Prompt, expansions: readonly ExpansionId[]) => Offer[];
  /** The distance from one player to another in place of the seats' count, or nothing (Bell Tower: 1). */
  distance?: (table: Table, from: PlayerState, to: PlayerState) => number | undefined;
  /** BANG! cards the player may play this turn beyond the limit (Bandolier). */
  extraBangs?: (table: Table, player: PlayerState) => number;
  /** A Dangerous weapon whose shot its target's character ability has no effect against (Big Fifty): no immunity
   *  shields him, no "when he loses life" ability acts on its hit. */
  ignoresAbility?: (weapon: string) => boolean;
  /** Folds one of its own `ExpansionChanged` events into the state (its bookkeeping in `ext`, its public
   *  fields). */
  apply?: (state: State, change: ExpansionChange) => State;
  /** Decides an entry type of its own (Gold Rush: `buy`, `shop`, `remove`); the host's schema checks its shape. */
  decide?: Partial<Record<EntryType, (state: State, entry: Entry) => Decision>>;
  /** A player made another lose life, or lost it with nobody behind it (`by` null): on the state before the
   *  entry, with every event it caused. Gold Rush: the nugget for each life point. */
  onLifeLost?: (state: State, lost: LifeLostEvent, events: readonly GameEvent[]) => GameEvent[];
  /** The player in turn ends it: events that replace passing the turn (another turn), or nothing. */
  endOfTurn?: (state: State, player: PlayerState) => GameEvent[] | undefined;
  /** Passive effects the expansion gives a player beyond his character and cards in play (equipment). */
  passives?: (table: Table, player: PlayerState) => PassiveHooks[];
  /** The state a new game starts with, from its setup (Gold Rush: nuggets, the shop). */
  setup?: (state: State) => State;
  /** What makes its part of a setup impossible, checked for every setup, the expansion in it or not (Gold Rush:
   *  `setup.shop` without Gold Rush; Wild West Show: a house rule's reading that excludes the event decks). */
  checkSetup?: (setup: Setup) => EntryError | null;
  /** What it offers the table besides answers and abilities: cards played together, second targets, seats. */
  tableOffers?: (table: Table) => ExtraOffers;
  /** A card from hand with no question open (Escape right after a Panic!): its events and flags in place of the
   *  `no-prompt` flag, or nothing. */
  unprompted?: (state: State, player: PlayerState, entry: RespondEntry) => Outcome | undefined;
  /** A discard that answers the top prompt (Bandidos): its events and flags in place of a phase-3 discard's. */
  discardAnswers?: (state: State, player: PlayerState, entry: DiscardEntry) => Outcome | undefined;
  /** A player the expansion brings or keeps back in the game (a card in front of him): a ghost it keeps does
   *  not leave at the end of his turn, and plays his turns as anyone. */
  returns?: (state: State, player: PlayerState) => Return | null;
  /** The abilities a player has now in place of his character's, as one rule (characters he drew and has
   *  until he draws again), or nothing: asked by `abilityOf` before his own character's rule. */
  borrowedAbilities?: (table: Table | State | undefined, player: PlayerState) => CharacterRule | undefined;
}

/** An expansion's own change, as its `ExpansionChanged` event carries it. */
export type ExpansionChange = Extract<GameEvent, { type: 'ExpansionChanged' }>['change'];
/** A life point lost: the event. */
export type LifeLostEvent = Extract<GameEvent, { type: 'LifeLost' }>;
