// The engine's vocabulary. State is plain JSON: it must survive JSON.stringify/parse unchanged.
import type { FlagCode, FlagParams } from './catalogue/flags.ts';

export type Suit = 'S' | 'H' | 'D' | 'C';

/** What a draw!'s outcome means at the table, so the log can say it ("missed", "stays in Jail"): each rule that
 *  asks for a draw! names its own. */
export type DrawMeaning =
  | 'cancels-shot'
  | 'leaves-jail'
  | 'dynamite'
  | 'bomb'
  | 'one-more-card'
  | 'shoots-back'
  | 'another-turn'
  | 'guess'
  /** The Valley of Shadows: Rattlesnake bites (♠: 1 life), Colorado Bill's shot cannot be avoided (♠). */
  | 'bites'
  | 'unavoidable';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';
/** A physical card's sign: rank then suit letter, e.g. "AS", "10H". */
export type Sign = string;
export type Role = 'sheriff' | 'deputy' | 'outlaw' | 'renegade';
/** Every expansion Marshal knows, in the order the new-game form lists them. */
export const EXPANSION_IDS = [
  'base',
  'dodge-city',
  'high-noon',
  'fistful-of-cards',
  'armed-and-dangerous',
  'the-bullet',
  'wild-west-show',
  'valley-of-shadows',
  'gold-rush',
] as const;
export type ExpansionId = (typeof EXPANSION_IDS)[number];
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
  /** The readings the table picked where the rule texts leave a question open (house rule id → value). */
  houseRules?: Record<string, HouseRuleValue>;
  /** Gold Rush: the equipment ids the table turned face up at the start, in slot order (else Marshal deals
   *  them, and every refill, from the equipment deck it shuffled from `seed`). */
  shop?: string[];
}

/** A house rule's value: true/false, or one of its named readings. */
export type HouseRuleValue = boolean | string;

/** Armed & Dangerous: where gained Load tokens go — a Dangerous card id in front of the player or
 *  `"character"`: one token, one token each, or a count each. */
export type Load = string | string[] | Record<string, number>;
/** Armed & Dangerous: Load tokens paid, from a Dangerous card id in front of the player or `"character"`. */
export type Spend = Record<string, number>;
/** Where a Load token lies: the supply, or on a card in play or (`card: "character"`) a character. */
export type TokenSpot = 'supply' | { player: string; card: string };

/** A place a player keeps Load tokens (a Dangerous card's id, or `"character"`), as the table sees it. */
export interface SpotRoom {
  card: string;
  tokens: number;
  /** How many more a load could place there now (the cap of 4 and the supply both limit it). */
  room: number;
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
  /** Evelyn Shebang: the players she shoots instead of drawing, one card fewer each. */
  targets?: string[];
}
/** One player's card a card takes or discards: `hand` (at random) or the id of a card he has in play. */
export interface TargetCard {
  player: string;
  card: string;
}
export interface PlayEntry extends EntryBase {
  type: 'play';
  card: string;
  sign?: Sign;
  target?: string;
  targetCard?: string;
  /** Every player a card with several targets is aimed at (Arrow, Quick Shot upgraded), in any order;
   *  `target`, when given too, is one of them. */
  targets?: string[];
  /** Brawl: which card each other player discards, `hand` (at random) or a card in play; a player not named
   *  discards from the hand. */
  targetCards?: TargetCard[];
  player?: string;
  /** The extra card discarded with it (Dodge City's "discard another card"); the hand count is what counts. */
  discard?: string;
  /** Tokens gained: +1 for a blue card, 3 for Reloading. */
  load?: Load;
  /** Tokens paid: a brown card's upgrade, a Dangerous weapon's ability with a real BANG!. */
  spend?: Spend;
  /** The card whose effect it is played with (Lemat: any card as a BANG!); a card in play, the character or
   *  the event in force must allow it. */
  as?: string;
  /** A card played together with it (Aim with a BANG! card): it leaves the hand too. */
  with?: string;
  /** Gold Rush: a Beer sold in phase 2 for a nugget instead of a life point. */
  nugget?: boolean;
}
export interface RespondEntry extends EntryBase {
  type: 'respond';
  player: string;
  card: string;
  sign?: Sign;
  /** Tokens paid (an upgrade of the answering card, e.g. Duck!). */
  spend?: Spend;
  /** The card whose effect it answers with, as for `play`. */
  as?: string;
  /** Saved!: the other player whose prompt it answers. */
  target?: string;
  /** Saved!: where its player draws his 2 cards, the deck or (at random) the saved player's hand. */
  from?: 'deck' | 'hand';
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
  /** Tokens gained by the ability (Bass Greeves, Red Ringo). */
  load?: Load;
  /** Tokens paid for the ability (Mexicali Kid, Al Preacher). */
  spend?: Spend;
  /** The suit the player names (Handcuffs). */
  suit?: Suit;
  /** The colour guessed for the top card (Peyote). */
  guess?: 'red' | 'black';
  /** The character taken (New Identity: the other character card dealt at setup). */
  character?: string;
  /** Greygory Deck: the two characters he drew at the start of his turn. */
  characters?: string[];
  /** Dorothy Rage: the targets of the card ordered, as the ordering player named them. */
  targets?: string[];
  /** Gold Rush: what Josh McCloud's Bottle or Pardner is used as. */
  as?: EquipmentUse;
}
/** The Sheriff turns up the next event card; without `card`, Marshal takes the next of its seeded deck. */
export interface RevealEventEntry extends EntryBase {
  type: 'reveal-event';
  card?: string;
  /** The pile it comes from when not the High Noon / Fistful deck: the Wild West Show pile. */
  deck?: EventPileId;
}
/** An event pile beside the High Noon / Fistful deck, turned by a card played rather than the Sheriff's turn. */
export type EventPileId = 'wild-west-show';
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
  /** Armed & Dangerous: one token per card forced out in phase 3. */
  load?: Load;
}
export interface EndTurnEntry extends EntryBase {
  type: 'end-turn';
}
/** The deck ran out and the table shuffled the discard pile into a new one. */
export interface ReshuffleEntry extends EntryBase {
  type: 'reshuffle';
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
  /** Armed & Dangerous: the Load tokens the table counts on the character, or on `card`; or a map from
   *  the player's Dangerous cards and `"character"` to counts. They come from / go to the supply. */
  tokens?: number | Record<string, number>;
  /** With a number in `tokens`: the Dangerous card in front of the player they lie on. */
  card?: string;
  /** Gold Rush: the nuggets the table counts in front of the player. */
  nuggets?: number;
}
/** Gold Rush: what a bought Bottle or Pardner is used as. */
export type EquipmentUse = 'panic' | 'beer' | 'bang' | 'general-store' | 'duel' | 'cat-balou';
/** Gold Rush: a face-up equipment card bought in phase 2 of the buyer's own turn. */
export interface BuyEntry extends EntryBase {
  type: 'buy';
  card: string;
  player?: string;
  /** Nuggets paid; the printed cost when omitted (Pretty Luzena: one less on one buy a turn). */
  cost?: number;
  /** The card the table turned up into the emptied slot. */
  refill?: string;
  /** Shot's, Wanted's, Bottle's or Pardner's player. */
  target?: string;
  /** Bottle as Panic!, Pardner as Cat Balou: `hand` or a card in front of `target`. */
  targetCard?: string;
  as?: EquipmentUse;
}
/** Gold Rush: the equipment card turned face up into the shop's empty slot. */
export interface ShopEntry extends EntryBase {
  type: 'shop';
  card: string;
}
/** Gold Rush: a black equipment card in front of another player, discarded for its cost + 1. */
export interface RemoveEntry extends EntryBase {
  type: 'remove';
  target: string;
  card: string;
  player?: string;
  cost?: number;
}
export type Entry =
  | BuyEntry
  | ShopEntry
  | RemoveEntry
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
  | RevealEventEntry
  | ReshuffleEntry;
export type EntryType = Entry['type'];

/** A rule broken by an entry with one code: the ruling it cites and its params (ids and numbers; the sentence
 *  is said from them in the table's language by src/i18n). */
export interface FlagOf<C extends FlagCode> {
  code: C;
  rule: string;
  params: FlagParams[C];
  /** Raised under a reading the table picked that is not the default: the flag's sentence names it. */
  house?: { id: string; value: HouseRuleValue };
}

/** A rule broken by an entry: a code, the params for its sentence, and the ruling it comes from. */
export type Flag = { [C in FlagCode]: FlagOf<C> }[FlagCode];

/** A flag as a game's log keeps it: today's, or one stored before flags were codes with typed params, with
 *  its English sentence in `message` and English names among its params. */
export interface LegacyFlag {
  code: string;
  message: string;
  rule: string;
  params: Record<string, string | number>;
}
export type LoggedFlag = Flag | LegacyFlag;

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
  /** Vera Custer: the character whose ability she has until her next turn. */
  copies?: string;
  /** Out of the game but back for his own turn (Ghost Town): cannot die, out again when it ends. */
  ghost?: boolean;
  /** Gold Rush: the nuggets in front of the player (public); absent in a game without it. */
  nuggets?: number;
  /** Wild West Show: the two characters Greygory Deck drew, whose abilities he has until he draws again
   *  (public); absent before his first draw. */
  borrows?: string[];
  /** Gold Rush: the black equipment ids in front of the player, in the order placed; absent without it. */
  equipment?: string[];
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
  /** Cards the player in turn played from hand this turn (Miss Susanna counts them); absent when no rule
   *  of the game counts them. */
  played?: number;
  /** The last card the player in turn played from hand, where a rule reads it (Lee Van Kliff repeats it). */
  lastPlayed?: string;
  /** Abandoned Mine: phase 1 came from the discard pile, so the cards the player plays this turn go face down
   *  onto the deck. */
  deckDiscards?: true;
}

export type PromptType =
  | 'answer-bang'
  | 'dying'
  | 'reveal-role'
  | 'draw-check'
  | 'duel'
  | 'indians'
  | 'general-store'
  | 'reveal-event'
  | 'russian-roulette'
  | 'ricochet'
  /** Armed & Dangerous: the Bomb's holder drew ♥/♦ and passes it on. */
  | 'pass-bomb'
  /** A card that would take effect at once, aimed at a player whose ability may ignore it (Ms. Abigail): its
   *  effect waits in `pending` for that player's answer. */
  | 'may-ignore'
  /** Wild West Show: a player ordered to play a card (Dorothy Rage) plays it or shows his hand. */
  | 'dorothy-rage'
  /** The Valley of Shadows: discard 2 cards (1 with one) or lose 1 life. */
  | 'bandidos'
  /** The Valley of Shadows: put a card in; then (its player's) up to 2 taken if no Ace showed. */
  | 'poker';

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
  /** The Dangerous weapon whose ability was paid for this BANG! (Big Fifty, Buntline Special). */
  weapon?: string;
  /** The card in play aimed at (Ricochet). */
  targetCard?: string;
  /** Armed & Dangerous: the brown card's upgrade was paid for this shot (Flintlock: back to hand if cancelled). */
  upgraded?: boolean;
  /** The sign of the card that caused it, when the table entered it (Ms. Abigail reads its rank). */
  sign?: Sign;
  /** A draw! as the table sees it: the chance of its good outcome from the unseen cards (view only). */
  odds?: DrawOdds;
  /** A lethal hit's Beer prompt: the life the hit took. "When he loses life" abilities wait for the rescue. */
  lost?: number;
  /** `may-ignore`: what the card does to its target (and gives its player), applied if the target lets it. */
  pending?: GameEvent[];
  /** `reveal-event`: the pile to turn, when not the High Noon / Fistful deck. */
  deck?: EventPileId;
  /** The card a player is ordered to play (Dorothy Rage), and its targets as ordered. */
  order?: string;
  targets?: string[];
  /** The life the hit costs when it is taken, when not 1 (Aim: 2; Saved! takes one off). */
  damage?: number;
}

/** A draw!'s chance: unseen cards that give the good outcome, of all unseen (and for two cards flipped, the
 *  pairs with a good one, of all pairs). */
export interface DrawOdds {
  succeed: number;
  unseen: number;
  twoCards?: { succeed: number; pairs: number };
  /** Three cards or more flipped (Lucky Duke with Horseshoe): the chance that one of them is good. */
  anyOf?: { flips: number; chance: number };
  /** A draw! that counts the suits of all its cards (Rhum): the chance of 1, 2, 3 and 4 different suits. */
  suits?: number[];
}

/** A card known to lie on the discard pile: by its name, its sign, or both. */
export interface PileCard {
  card?: string;
  sign?: Sign;
}

/** The card the last entry turned up for a draw!, and whose draw! it was. */
export interface LastDraw {
  player: string;
  /** The card or ability that asked for the draw! (Barrel, Jail, Dynamite…). */
  card: string;
  sign: Sign;
}

/** An event card turned up, and the turn it came up in (`turn.number`). */
export interface EventSeen {
  card: string;
  turn: number;
}

export type Winner = null | 'law' | 'outlaws' | 'renegade' | string;

export interface State {
  setup: Setup;
  /** Every house rule of the game's expansions with the value in force (defaults filled in). */
  houseRules: Record<string, HouseRuleValue>;
  players: PlayerState[];
  turn: TurnState;
  prompts: Prompt[];
  event: string | null;
  /** The event cards still face down, in the order Marshal's seeded shuffle put them (the table may differ). */
  eventDeck?: string[];
  /** The Wild West Show card in force (null until the first reveal); beside `event`, both may be in force. */
  show?: string | null;
  /** The Wild West Show pile still face down, in Marshal's seeded order, the finale last. */
  showDeck?: string[];
  /** Players whose next turn is skipped (Lady Rose of Texas), in the order it was imposed. */
  skips?: string[];
  /** The first player eliminated in the game (Dead Man brings him back). */
  firstOut?: string;
  /** The discard pile is known to be empty: no card reached it since the game began or the deck was rebuilt. */
  discardEmpty?: boolean;
  /** The cards known to lie on the discard pile since the deck was last made (flipped: by sign; a brown card
   *  played, a card leaving play: by name, and sign when entered). The draw! odds and the no-copy-left check
   *  read them (known-cards.ts). */
  pile?: PileCard[];
  /** How many cards left the pile for a hand since the deck was last made, without saying which (Pedro
   *  Ramirez's first card, a card played back to its hand, a hand corrected upwards): that many of the known
   *  pile cards may be in a hand again. */
  pileTaken?: number;
  /** The draw pile as the entries count it down (below zero: the table drew more than Marshal counted, and
   *  the deck must have been rebuilt meanwhile). Absent in games from before Marshal counted it. */
  drawPile?: number;
  /** Every event card turned up in this game, with the turn it came up in: each is revealed once. */
  eventsSeen?: EventSeen[];
  /** The draw! the last entry completed, and the table as it stood before its card was entered: until the next
   *  entry, Tumbleweed may set it aside. */
  lastDraw?: LastDraw & { before: State };
  supply: number | null;
  winner: Winner;
  over: boolean;
  /** Gold Rush: the face-up equipment ids in slot order, `null` for a slot still to be entered; absent without. */
  shop?: (string | null)[] | null;
  /** An expansion's own bookkeeping, changed only by its `ExpansionChanged` events (its own `apply`). */
  ext?: Partial<Record<ExpansionId, JsonValue>>;
}

/** Plain JSON, as the state and the events are stored. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** What happened: small, past tense, folded into state by apply(). */
export type GameEvent =
  /** `taken`: how many of them came from another player or the discard pile, not from the deck (Panic!,
   *  El Gringo, Jesse Jones…): the deck counts down only by the others. */
  | { type: 'CardsDrawn'; player: string; count: number; reason: string; taken?: number }
  /** `sign`: the card's, when the table entered it (what reaches the discard pile is known then). */
  | { type: 'CardsLeftHand'; player: string; count: number; reason: string; sign?: Sign }
  | { type: 'PhaseChanged'; phase: Phase }
  | { type: 'BangCounted'; player: string }
  | { type: 'CardPlaced'; player: string; card: string; sign: Sign | null }
  /** `reason`: the ability that discarded it, when not the card played at it (Johnny Kisch). */
  | { type: 'CardRemoved'; player: string; card: string; reason?: string }
  | { type: 'PromptOpened'; prompt: Prompt }
  | { type: 'PromptAnswered'; needed: number }
  | { type: 'AnswerSourceUsed'; source: string }
  /** `also`: the other cards flipped with it (Lucky Duke's second), discarded too. */
  /** `kept`: the card shown goes to the player's hand, drawn, not to the discard pile (Black Jack). */
  | { type: 'DrawRevealed'; player: string; card: string; sign: Sign; also?: Sign[]; kept?: true }
  | { type: 'PromptClosed' }
  | { type: 'LifeLost'; player: string; amount: number; by: string | null }
  | { type: 'LifeGained'; player: string; amount: number }
  /** A card's life back that cannot come (the card is still played, as the rules allow): `player` is at full
   *  life, or only two players are left and the card is a Beer. The line already names the card. */
  | { type: 'NoEffect'; player: string; why: 'full-life' | 'two-left' }
  | { type: 'PlayerDied'; player: string; by: string | null }
  | { type: 'RoleRevealed'; player: string; role: Role }
  | { type: 'TurnPassed'; player: string }
  | { type: 'Corrected'; player: string; life?: number; hand?: number }
  | { type: 'GameWon'; winner: string }
  | { type: 'EventRevealed'; card: string; deck?: EventPileId }
  /** The table rebuilt the deck from the discard pile, which is now empty. */
  | { type: 'DeckRebuilt' }
  /** Tumbleweed: the draw! the last entry completed is set aside; its question waits for a new card. */
  | { type: 'DrawSetAside' }
  | { type: 'AbilityUsed'; player: string; what: string }
  /** Load tokens moved; a card or character never holds more than 4, the rest stays in the supply. */
  | { type: 'TokensMoved'; from: TokenSpot; to: TokenSpot; count: number; reason: string }
  | { type: 'AbilityCopied'; player: string; character: string }
  /** Back in the game: Dead Man (2 life, 2 cards) or a Ghost Town ghost (for his own turn). */
  | { type: 'PlayerReturned'; player: string; life: number; hand: number; ghost: boolean }
  /** A Ghost Town ghost's turn is over: out again, his cards discarded. */
  | { type: 'GhostLeft'; player: string }
  /** New Identity: the other character card, restarting with this life. */
  | { type: 'CharacterChanged'; player: string; character: string; life: number; maxLife: number }
  /** A card played from hand by the player in turn, counted for a rule that counts them (Miss Susanna). */
  | { type: 'PlayCounted'; player: string; card?: string }
  /** Two players change seats (Lady Rose of Texas); `skips` misses his next turn. */
  | { type: 'SeatsSwapped'; player: string; with: string; skips?: string }
  /** A player's turn is passed over (Lady Rose of Texas); he is no longer due to skip one. */
  | { type: 'TurnSkipped'; player: string }
  /** The roles of these players were gathered and dealt again face down: Marshal knows none of them now. */
  | { type: 'RolesRedealt'; players: string[] }
  /** An expansion's own change, folded by that expansion's `apply` (Gold Rush: nuggets, the shop). */
  | { type: 'ExpansionChanged'; expansion: ExpansionId; change: { [key: string]: JsonValue } };

export type Decision = { ok: true; events: GameEvent[]; flags: Flag[] } | { ok: false; error: EntryError };

/** What seats, distances and suggestions need: the engine's State or the UI's TableView both fit. */
export type Table = Pick<State, 'players' | 'turn' | 'prompts'> &
  Partial<
    Pick<State, 'event' | 'discardEmpty' | 'eventsSeen' | 'setup' | 'houseRules' | 'show' | 'shop' | 'ext'>
  > & {
    lastDraw?: LastDraw | null;
  };

/** The state as the table and the CLI see it: the state plus every distance and weapon reach. */
export interface TableView {
  players: PlayerState[];
  /** Every house rule of the game's expansions with the value in force (defaults filled in). */
  houseRules: Record<string, HouseRuleValue>;
  turn: TurnState;
  prompts: Prompt[];
  /** distances[A][B]: the distance at which A sees B, for every pair of living players. */
  distances: Record<string, Record<string, number>>;
  /** reach[A]: A's weapon reach. */
  reach: Record<string, number>;
  event: string | null;
  /** The Wild West Show card in force (null until the first reveal, and without the expansion). */
  show: string | null;
  supply: number | null;
  winner: Winner;
  over: boolean;
  /** The discard pile is known to be empty (Pedro Ramirez has nothing to draw from it). */
  discardEmpty: boolean;
  /** The draw pile as Marshal counts it from the entries (null: not counted in this game); at 0 or below the
   *  table is reminded to rebuild it from the discard pile. */
  drawPile: number | null;
  /** The event cards already turned up in this game, in order. */
  eventsSeen: EventSeen[];
  /** The draw! the last entry completed (Tumbleweed may still set it aside), or null. */
  lastDraw: LastDraw | null;
  /** The odds of every draw! the table may make now, by what asks for it (Barrel, Jail, Black Jack…). */
  odds: Record<string, DrawOdds>;
  /** The cards the player in turn must discard in phase 3: their hand above their hand limit. */
  forcedDiscards: number;
  /** Armed & Dangerous: each player's token spots and the room left on each; null without Load tokens. */
  tokenSpots: Record<string, SpotRoom[]> | null;
  /** Gold Rush: the face-up equipment ids in slot order (`null`: a slot still to be entered); null without it.
   *  Each player's `nuggets` and `equipment` are in `players` (0 and [] without Gold Rush). */
  shop: (string | null)[] | null;
}
