// The words of a log line in a language other than English (English lines are the engine's own, stored with
// the entry). Each sentence gets its names already in the table's language: cards, characters, events and
// roles; players' names as they were entered.
import type { PassOutcome } from '../../engine/index.ts';
import type { Params } from './en.ts';

type Say = (p: Params) => string;

export interface LogWords {
  draw: Say;
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
  /** Joins items of a list, and what an event's action names to the sentence. */
  comma: string;
  colon: string;
}
