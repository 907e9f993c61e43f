// What the table is offered now, computed once by the engine and sent with every table: the answers to the
// question the game waits on, the abilities and actions usable now, the seats each kind of card reaches from
// the player in turn, the event cards a reveal may show, and how many cards a draw! flips. The UI renders
// these; it decides no rule.
import type { Setup, State } from './types.ts';
import type { Offer, Targeting } from './hooks.ts';
import { abilityOptions, narrowedFor, promptOptions, suggestEvents, targetsFor } from './suggest.ts';
import { catalogue } from './catalogue/index.ts';
import { loadsOnPlay, type LoadOnPlay } from './load-tokens.ts';
import { cardRules, expansions as registered } from './registry.ts';
import { playAsOptions, type PlayAsOption } from './play-as.ts';
import type { PromptOption, TargetSuggestion } from './suggest.ts';
import { findPlayer } from './seat.ts';
import { drawFlips } from './draw-check.ts';
import { cardsBeforeFinale } from './catalogue/events.ts';
import { noCopyLeft } from './known-cards.ts';

/** An answer with a card from hand only while the game may have a copy of it left. */
function copyLeft(state: State, option: PromptOption): boolean {
  return option.entry.type !== 'respond' || noCopyLeft(state, option.entry.card) === null;
}

export interface TableOffers {
  /** The top prompt's answers, the legal ones first. */
  answers: PromptOption[];
  /** Abilities, green cards and event actions usable now (each with the entry it sends). */
  abilities: Offer[];
  /** From the player in turn: every other living seat, for each way a card aims (`card.target`). */
  targets: Record<Targeting, TargetSuggestion[]>;
  /** The same for the cards that may not go to every seat they reach (Jail: never the Sheriff), by card id;
   *  for these, this replaces `targets`. */
  cardTargets: Record<string, TargetSuggestion[]>;
  /** For an event reveal: the cards still face down (likely) and the other unseen ones. */
  events: { likely: string[]; others: string[] } | null;
  /** For a draw!: how many cards the player flips (Lucky Duke: 2). */
  flips: number;
  /** Armed & Dangerous: by card id, the tokens playing it earns and where they may go. Null without tokens. */
  loads: Record<string, LoadOnPlay> | null;
  /** What the player in turn may play as another card now (`as`: Lemat, Black Flower…). */
  playAs: PlayAsOption[];
  /** Cards that may be played together with another (`with`: a BANG! card with Aim). */
  pairs: Record<string, string[]>;
  /** By card, by first target, the legal second targets (Fanning). */
  secondTargets: Record<string, Record<string, string[]>>;
}

const AIMS: Targeting[] = ['none', 'reach', 'distance-1', 'any-other', 'any'];

export function tableOffers(state: State, setup: Pick<Setup, 'expansions' | 'events'>): TableOffers {
  const top = state.prompts[0];
  const targets = Object.fromEntries(AIMS.map((aim) => [aim, targetsFor(state, aim)])) as Record<
    Targeting,
    TargetSuggestion[]
  >;
  const cardTargets = Object.fromEntries(
    [...cardRules.values()]
      .filter((r) => r.aimsAt)
      .map((r) => [r.id, narrowedFor(state, r.id, targets[catalogue.card(r.id)?.target ?? 'none'])]),
  );
  const flipper = top?.type === 'draw-check' ? findPlayer(state, top.player) : undefined;
  // The same count decideReveal expects (Lucky Duke: 2).
  const flips = flipper ? drawFlips(flipper, state) : 1;
  return {
    // A game won takes no more entries: nothing to answer or use.
    // A card the game has no copy left of cannot be in the hand: it is not offered.
    answers:
      top && !state.over ? promptOptions(state, setup.expansions).filter((o) => copyLeft(state, o)) : [],
    abilities: state.over ? [] : abilityOptions(state),
    targets,
    cardTargets,
    events:
      top?.type === 'reveal-event' && !state.over
        ? suggestEvents(
            setup.events,
            (state.eventsSeen ?? []).map((e) => e.card),
            undefined,
            // The same count the reveal's finale-early flag reads.
            cardsBeforeFinale(state.eventDeck) === 0,
          )
        : null,
    flips,
    loads: loadsOnPlay(state, setup.expansions),
    ...extraOffers(state, cardTargets),
  };
}

/** What the expansions offer besides (Aim's pairing, Fanning's second targets, the Ghost's seats). */
function extraOffers(
  state: State,
  cardTargets: Record<string, TargetSuggestion[]>,
): Pick<TableOffers, 'playAs' | 'pairs' | 'secondTargets'> {
  const pairs: Record<string, string[]> = {};
  const secondTargets: Record<string, Record<string, string[]>> = {};
  for (const x of registered) {
    const more = state.over ? undefined : x.tableOffers?.(state);
    Object.assign(pairs, more?.pairs ?? {});
    Object.assign(secondTargets, more?.secondTargets ?? {});
    Object.assign(cardTargets, more?.cardTargets ?? {});
  }
  return { playAs: playAsOptions(state), pairs, secondTargets };
}
