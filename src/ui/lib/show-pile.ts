// Wild West Show at the table: the show card in force (`show`, beside High Noon's `event`), the reveal that
// turns its pile, and the offers its own parts present. Plain helpers, shared by the table, the display and the
// phone; the parts themselves load with lib/show.svelte.ts.
import type { Entry, EventPileId, Prompt, TableView } from '../../engine/types.ts';
import type { PromptOption } from '../../engine/index.ts';

/** The pile's id, in `reveal-event`'s `deck` and in the prompt that asks for its card. */
export const SHOW_DECK: EventPileId = 'wild-west-show';
/** The show cards whose actions the table enters: Gag on each seat, Dorothy Rage's order. */
const SEAT_EVENTS = new Set(['gag', 'dorothy-rage']);

/** The show card in force, or null (none yet, or a game without the pile). */
export function showOf(view: TableView | null): string | null {
  return view?.show ?? null;
}

/** The prompt asks for the next card of the Wild West Show pile (not High Noon's). */
export function isShowReveal(prompt: Prompt | null): boolean {
  return prompt?.type === 'reveal-event' && prompt.deck === SHOW_DECK;
}

/** An offer the show's own parts present (Gag on the seats, Dorothy Rage's order), not the move pad. */
export function isShowOffer(option: PromptOption): boolean {
  return option.entry.type === 'use' && SEAT_EVENTS.has(option.entry.event ?? '');
}

/** The entry that turns up the next show card: the card the table names, or Marshal's next one. */
export function showRevealEntry(card?: string): Entry {
  return { type: 'reveal-event', deck: SHOW_DECK, ...(card ? { card } : {}) };
}
