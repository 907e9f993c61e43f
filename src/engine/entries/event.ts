// The Sheriff turns up the next event card at the start of his turn: the table names it, or Marshal takes
// the next card of its seeded deck. It holds until his next turn; the finale holds to the end.
import type {
  Decision,
  Flag,
  GameEvent,
  PlayerState,
  Prompt,
  RevealEventEntry,
  State,
  UseEntry,
} from '../types.ts';
import type { UseContext } from '../hooks.ts';
import { cardsBeforeFinale, eventData, isFinale } from '../catalogue/events.ts';
import { eventRules } from '../registry.ts';
import { eventFlag } from '../event-flag.ts';
import { flag } from '../flags.ts';
import { apply } from '../apply.ts';
import { findPlayer } from '../seat.ts';
import { eventRevealer, eventStart, isStartCheck, startChecks } from '../turn-start.ts';
import { cardsInForce, EVENT_PILES, pileOf, pileOfEvent, type EventPile } from '../event-piles.ts';

export function decideRevealEvent(state: State, entry: RevealEventEntry): Decision {
  const pile = pileOf(entry.deck);
  if (pile.trigger !== 'sheriff-turn') return decidePileReveal(state, entry, pile);
  const card = entry.card ?? state.eventDeck?.[0];
  if (!card) {
    return {
      ok: false,
      error: { path: 'card', message: 'no event card left to take: name the card turned up' },
    };
  }
  const data = eventData.find((e) => e.id === card);
  if (!data) return { ok: false, error: { path: 'card', message: `unknown event card "${card}"` } };
  const other = otherPile(data.deck, pile);
  if (other) return other;
  const flags = [];
  const top = state.prompts[0];
  const due = top?.type === 'reveal-event' && top.deck === undefined;
  if (state.over) flags.push(flag('game-over'));
  else if (!due) flags.push(flag('no-reveal-due', { player: eventRevealer(state) }));
  // Each event card is in the deck once: one already turned up is not there any more.
  const seen = state.eventsSeen?.find((e) => e.card === card);
  if (seen) flags.push(flag('event-seen', { event: card, turn: seen.turn }));
  else if (card === state.event) flags.push(flag('event-seen', { event: card, turn: state.turn.number }));
  const left = cardsBeforeFinale(state.eventDeck);
  if (isFinale(card) && left > 0) flags.push(flag('finale-early', { event: card, left }));
  const rule = eventRules.get(card);
  if (!rule) flags.push(flag('not-refereed', { what: card }));

  const events: GameEvent[] = [];
  if (due) events.push({ type: 'PromptClosed' });
  events.push({ type: 'EventRevealed', card });
  // The reveal comes first: the turn's Dynamite and Jail draw!s are those due under the new event (Lasso).
  if (due) events.push(...recheck(apply(state, events)));
  const revealed = apply(state, events);
  if (rule?.onReveal) events.push(...rule.onReveal(revealed));
  // The event acts at once in the turn it is turned up (High Noon: the Sheriff already loses 1).
  if (due) {
    const now = apply(state, events);
    events.push(...eventStart(now, findPlayer(now, state.turn.player)));
  }
  return { ok: true, events, flags };
}

/** A card of another pile: named with the `deck` it needs. */
function otherPile(deck: string, pile: EventPile): Decision | null {
  const its = EVENT_PILES.find((p) => p.deck === deck) ?? pileOf(undefined);
  if (its === pile) return null;
  const message = its.deck
    ? `this is a card of the ${its.deck} pile: enter it with "deck": "${its.deck}"`
    : 'this is a card of the High Noon / Fistful deck: enter it without "deck"';
  return { ok: false, error: { path: 'card', message } };
}

/** A pile turned by a card played (Wild West Show): the card revealed replaces the one in force there, and
 *  acts once if it says so (Helena Zontero); the event card in force and the turn are left as they are. */
function decidePileReveal(state: State, entry: RevealEventEntry, pile: EventPile): Decision {
  const deck = pile.deck;
  const faceDown = state[pile.faceDown];
  if (!deck || !faceDown) {
    return { ok: false, error: { path: 'deck', message: `${deck ?? 'this pile'} is not in this game` } };
  }
  const card = entry.card ?? faceDown[0];
  if (!card) {
    return {
      ok: false,
      error: { path: 'card', message: 'no card left in the pile to take: name the card turned up' },
    };
  }
  const data = eventData.find((e) => e.id === card);
  if (!data) return { ok: false, error: { path: 'card', message: `unknown event card "${card}"` } };
  const other = otherPile(data.deck, pile);
  if (other) return other;
  const flags: Flag[] = [];
  const top = state.prompts[0];
  const due = top?.type === 'reveal-event' && top.deck === deck;
  if (state.over) flags.push(flag('game-over'));
  else if (!due) flags.push(flag('show-not-due'));
  const seen = state.eventsSeen?.find((e) => e.card === card);
  if (seen) flags.push(flag('event-seen', { event: card, turn: seen.turn }));
  const left = cardsBeforeFinale(faceDown);
  if (isFinale(card) && left > 0) flags.push(flag('finale-early', { event: card, left }));
  const rule = eventRules.get(card);
  if (!rule) flags.push(flag('not-refereed', { what: card }));
  const events: GameEvent[] = [];
  if (due) events.push({ type: 'PromptClosed' });
  events.push({ type: 'EventRevealed', card, deck });
  if (rule?.onReveal) events.push(...rule.onReveal(apply(state, events)));
  return { ok: true, events, flags };
}

/** The start-of-turn draw!s waiting under the reveal, closed and opened again as the revealed event has them. */
function recheck(state: State): GameEvent[] {
  const name = state.turn.player;
  const due = (p: Prompt | undefined) => isStartCheck(p) && p?.player === name;
  const waiting = state.prompts.findIndex((p) => !due(p));
  const closed = waiting < 0 ? state.prompts.length : waiting;
  return [
    ...Array.from({ length: closed }, (): GameEvent => ({ type: 'PromptClosed' })),
    ...startChecks(state, name)
      .reverse()
      .map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
  ];
}

/** An action the event in force grants: `use` with `"event"` (Hard Liquor, Blood Brothers, Sniper, The Daltons). */
export function decideEventUse(state: State, entry: UseEntry, player: PlayerState): Decision {
  const id = entry.event ?? '';
  if (!eventData.some((e) => e.id === id)) {
    return { ok: false, error: { path: 'event', message: `unknown event card "${id}"` } };
  }
  const ctx: UseContext = { state, player, entry, source: id, events: [], flags: [] };
  if (state.over) ctx.flags.push(flag('game-over'));
  if (!cardsInForce(state).includes(id)) {
    const pile = pileOfEvent(id);
    ctx.flags.push(eventFlag('event-not-up', id, { current: state[pile.inForce] ?? null }));
  }
  const rule = eventRules.get(id);
  if (rule?.use) rule.use(ctx);
  else if (rule) ctx.flags.push(flag('not-usable', { what: id }));
  else ctx.flags.push(flag('not-refereed', { what: id }));
  return { ok: true, events: ctx.events, flags: ctx.flags };
}
