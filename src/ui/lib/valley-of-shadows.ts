// What the table screen reads of the host's offers for The Valley of Shadows' choices: a card played as
// another (Lemat, Black Flower), a card played with another (Aim), a second target that depends on the first
// (Fanning), and a card played out of turn on another player's question (Saved!). The engine computes them;
// nothing here judges a rule, it only finds the offers that concern a drafted card or a seat.
import type { PromptOption } from '../../engine/index.ts';
import type { Entry, Suit } from '../../engine/types.ts';

/** A card the player in turn may play with the effect of another now, and what allows it. */
export interface PlayAsOffer {
  as: string;
  by: string;
  /** The cards it applies to ('*': any card in hand). */
  cards: '*' | readonly string[];
  /** The suit the physical card must show (Black Flower: clubs): the draft then needs its sign. */
  suit?: Suit;
}

/** The offers' fields these choices read (absent where the game has none). */
export interface ChoiceOffers {
  playAs?: readonly PlayAsOffer[];
  /** By the card (or the card it is played as): the cards that may go with it. */
  pairs?: Readonly<Record<string, readonly string[]>>;
  /** By card, by first target: the players the second shot may go to. */
  secondTargets?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** The offers sent with the table, read for these choices (any offers object: the fields are optional). */
export function choiceOffers(offers: object | null): ChoiceOffers {
  return offers ?? {};
}

/** The ways the drafted card may be played as another. */
export function playAsFor(offers: ChoiceOffers, card: string): PlayAsOffer[] {
  return (offers.playAs ?? []).filter((o) => o.cards === '*' || o.cards.includes(card));
}

/** The cards that may go with the drafted card, played as itself or as `as`. */
export function pairsFor(offers: ChoiceOffers, card: string, as: string | null): string[] {
  return [...(offers.pairs?.[as ?? card] ?? [])];
}

/** For a card whose second target depends on the first: the players it may go to; null for other cards. */
export function secondTargetsFor(offers: ChoiceOffers, card: string, first: string): string[] | null {
  const byFirst = offers.secondTargets?.[card];
  return byFirst ? [...(byFirst[first] ?? [])] : null;
}

/** A card offered to play out of turn on another player's question: who plays it, for whom, with what. */
export interface OutOfTurnOffer {
  option: PromptOption;
  player: string;
  card: string;
  target: string;
  /** Saved!: where the 2 cards come from if the player saved survives. */
  from: 'deck' | 'hand' | null;
}

function field(entry: Entry, key: string): unknown {
  const fields: object = entry;
  return key in fields ? (fields as Record<string, unknown>)[key] : undefined;
}

/** The out-of-turn plays offered on `seat`'s question: answers by another player, aimed at `seat`. */
export function outOfTurnOn(options: readonly PromptOption[], seat: string): OutOfTurnOffer[] {
  return options.flatMap((option) => {
    const entry = option.entry;
    const target = field(entry, 'target');
    if (entry.type !== 'respond' || entry.player === seat || target !== seat) return [];
    const from = field(entry, 'from');
    return [
      {
        option,
        player: entry.player,
        card: entry.card,
        target,
        from: from === 'deck' || from === 'hand' ? from : null,
      },
    ];
  });
}

/** The out-of-turn plays a player may make on someone else's question (what his phone offers him). */
export function outOfTurnBy(options: readonly PromptOption[], player: string): OutOfTurnOffer[] {
  return options.flatMap((option) => {
    const entry = option.entry;
    const target = field(entry, 'target');
    if (entry.type !== 'respond' || entry.player !== player || typeof target !== 'string') return [];
    return outOfTurnOn([option], target);
  });
}
