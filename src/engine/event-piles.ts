// The event piles a game may have, each with its own trigger and its own card in force: the High Noon /
// Fistful deck (turned by the Sheriff at his turn's start, its card in `event`) and a pile turned by a card
// played (Wild West Show: after a Stagecoach or Wells Fargo, its card in `show`). Both may be in force at once.
import type { EventPileId, State } from './types.ts';
import { eventData } from './catalogue/events.ts';

export interface EventPile {
  /** The `deck` a `reveal-event` entry and prompt name it by; none for the High Noon / Fistful deck. */
  deck?: EventPileId;
  /** The state field of its card in force. */
  inForce: 'event' | 'show';
  /** The state field of its face-down cards, in Marshal's seeded order. */
  faceDown: 'eventDeck' | 'showDeck';
  /** What turns its next card: the Sheriff's turn start, or a card played (the expansion opens the prompt). */
  trigger: 'sheriff-turn' | 'card-played';
}

export const EVENT_PILES: readonly EventPile[] = [
  { inForce: 'event', faceDown: 'eventDeck', trigger: 'sheriff-turn' },
  { deck: 'wild-west-show', inForce: 'show', faceDown: 'showDeck', trigger: 'card-played' },
];

const [SHERIFF_PILE] = EVENT_PILES as [EventPile];

/** The pile a reveal names (no `deck`: the High Noon / Fistful deck). */
export function pileOf(deck: EventPileId | undefined): EventPile {
  return EVENT_PILES.find((p) => p.deck === deck) ?? SHERIFF_PILE;
}

/** The event cards in force now, one per pile at most, the High Noon / Fistful card first. */
export function cardsInForce(table: Partial<Pick<State, 'event' | 'show'>> | undefined): string[] {
  if (!table) return [];
  return EVENT_PILES.map((p) => table[p.inForce]).filter((c): c is string => typeof c === 'string');
}

/** The pile an event card belongs to, by its deck. */
export function pileOfEvent(id: string): EventPile {
  const deck = eventData.find((e) => e.id === id)?.deck;
  return EVENT_PILES.find((p) => p.deck !== undefined && p.deck === deck) ?? SHERIFF_PILE;
}
