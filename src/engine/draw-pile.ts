// The draw pile, counted down from the draws the table entered: the game's cards less the hands dealt, then one
// less for each card drawn or flipped from it. When the table rebuilds it from the discard pile (`reshuffle`),
// it holds every card that is neither in a hand nor in play. The count is what the entries say: a hand
// corrected by hand or a card drawn but never entered escapes it, so at zero Marshal only suggests the
// reshuffle, and never flags a rule on it. Under Abandoned Mine phase 1 comes from the discard pile and the cards
// played that turn go onto the deck: the count follows.
import type { GameEvent, PlayerState, State } from './types.ts';
import { deckSize } from './deck.ts';
import { phaseOneFromPile, putOntoDeck } from './discard-pile.ts';

/** Cards in hands and in play: all that is not in the deck or on the discard pile. */
function held(players: readonly PlayerState[]): number {
  let n = 0;
  for (const p of players) if (p.alive) n += p.hand + p.inPlay.length;
  return n;
}

/** The pile at the start of the game: every card, less the hands dealt. */
export function dealtPile(state: Pick<State, 'setup' | 'players'>): number {
  return deckSize(state.setup.expansions) - held(state.players);
}

/** How many cards these events of one entry took from the top of the deck. */
function drawnFromDeck(events: readonly GameEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === 'CardsDrawn') n += Math.max(0, e.count - (e.taken ?? 0));
    // Black Jack's shown card is one of the cards his phase 1 already drew.
    else if (e.type === 'DrawRevealed' && e.kept !== true) n += 1 + (e.also?.length ?? 0);
    else if (e.type === 'PlayerReturned') n += e.hand;
  }
  return n;
}

/**
 * The pile after one entry: rebuilt from the discards, or less what the entry drew. It may go below zero:
 * the table drew more than Marshal counted, and the view says how far (the reshuffle was not entered yet).
 * Undefined stays undefined (a state from before Marshal counted the pile).
 */
export function pileAfter(before: State, after: State, events: readonly GameEvent[]): number | undefined {
  if (events.some((e) => e.type === 'DeckRebuilt'))
    return deckSize(after.setup.expansions) - held(after.players);
  if (before.drawPile === undefined) return undefined;
  // Abandoned Mine: phase 1 from the pile, and the cards played go face down onto the deck.
  const fromPile = phaseOneFromPile(before, events);
  return before.drawPile - drawnFromDeck(events) + fromPile + putOntoDeck(before, events);
}
