// The words of a log line in a language other than English (English lines are the engine's own, stored with
// the entry). Each sentence gets its names already in the table's language: cards, characters, events and
// roles; players' names as they were entered.
import type { PassOutcome } from '../../engine/index.ts';
import type { DrawMeaning } from '../../engine/types.ts';
import type { Params } from './en.ts';

type Say = (p: Params) => string;

export interface LogWords {
  draw: Say;
  /** Drawing and showing a card (Black Jack): `sign`. */
  drawShowing: Say;
  /** `card` may carry its sign: "BANG! (A♠)". */
  play: Say;
  /** The same with `targets`: "Bob, Cid". */
  playAt: Say;
  /** Appended to a shot: `distance`, `weapon`, `reach`. */
  distance: Say;
  colt: string;
  respond: Say;
  /** A pass, by what it meant; `card` is the card Ricochet discards. */
  pass: Record<PassOutcome, Say>;
  discard: Say;
  endTurn: Say;
  /** The deck rebuilt from the discard pile. */
  reshuffle: string;
  /** A note: the draw! card `sign` is set aside (Tumbleweed), flip again. */
  setAside: Say;
  revealRole: Say;
  /** `changes`: the list made of life, hand and tokens, or `unchanged`. */
  correction: Say;
  life: Say;
  hand: Say;
  /** Load tokens corrected: `list` of atCard / atCharacter (the count lying there). */
  tokens: Say;
  atCard: Say;
  atCharacter: Say;
  unchanged: string;
  vera: Say;
  /** `player`'s `ability` ignores the `card` aimed at him (Ms. Abigail). */
  ignores: Say;
  /** `what`: an event, a character's ability or a card. */
  use: Say;
  useAt: Say;
  /** A card in play of a player, "Bob's Barrel", or the player's character. */
  cardOf: Say;
  characterOf: Say;
  event: Say;
  nextEvent: string;
  reveal: Say;
  pick: Say;
  /** Armed & Dangerous notes: `list` of the items below, joined by the renderer. */
  pays: Say;
  loads: Say;
  /** `count` tokens from / on the card `card`, or from / on the character. */
  fromCard: Say;
  fromCharacter: Say;
  onCard: Say;
  onCharacter: Say;
  /** Wraps the notes: " (pays 1 from Bandolier; loads 1 on the character)". */
  notes: Say;
  forced: string;
  /** A card named as the object of a sentence ("hraje Dvouhlavňovku"): by card id, where the language changes
   *  the name; the name as it is otherwise. */
  object?: Readonly<Record<string, string>>;
  /** What a player uses: a character's ability or an event, by `name`. */
  ability: Say;
  eventUsed: Say;
  /** A player a use is aimed at ("na hráče Bob"). */
  aimedPlayer: Say;
  /** A draw!: the card in play that asked for it ("Bob's Barrel: Q♥"), or the ability or event ("Bob
   *  (Jourdonnais): Q♥"); `shown` is the card flipped, or `twoSigns`. */
  drewCard: Say;
  drewOther: Say;
  /** Lucky Duke's two cards `a` and `b`, `pick` the one that counts. */
  twoSigns: Say;
  /** The card counts as `suit` under the `event` in force (Blessing, Curse). */
  countsAs: Say;
  /** Joins the outcome to the draw!: " — missed". */
  outcome: Say;
  /** Each draw!'s outcome by what it means: the good one and the other; params `player`, `lost`, `to`, `at`,
   *  `tokens`. */
  drawn: Record<DrawMeaning, { good: Say; bad: Say }>;
  /** A draw! whose meaning the line does not keep. */
  succeeds: string;
  fails: string;
  /** Panic!, Cat Balou: " — takes Bob's Double Barrel", from the hand or a card in play (`what`), and its Load
   *  tokens back to the supply. */
  takes: Say;
  discards: Say;
  fromHand: Say;
  ofPlayer: Say;
  tokensBack: Say;
  /** A kill's reward: `player` draws `count` for the `role` (`rewardAny`: any kill, the 3-player game). */
  reward: Say;
  rewardAny: Say;
  /** The Sheriff killed a Deputy (`role`): he discards everything. */
  /** A card in play an ability discarded: `what` (its owner's card), `ability` (the character). */
  discardedBy: Say;
  penalty: Say;
  /** A card's life back that could not come: `player` already has `life` of `maxLife`, or two players are left. */
  noEffectFullLife: Say;
  noEffectTwoLeft: string;
  /** Joins items of a list, and what an event's action names to the sentence. */
  comma: string;
  colon: string;
}
