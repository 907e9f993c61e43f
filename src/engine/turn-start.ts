// A turn begins: the turn passes; on the Sheriff's turns from his second, the next event card is turned up
// first; then the event's start-of-turn effect, then every start-of-turn draw! due (Dynamite first, then Jail).
import type { GameEvent, PlayerState, Prompt, State } from './types.ts';
import { findPlayer } from './seat.ts';
import { cardRules } from './registry.ts';
import { currentEvent, inPlayDisabled, returnFor } from './event-in-force.ts';
import { isFinale } from './catalogue/events.ts';
import { startingPlayer } from './setup.ts';
import { apply } from './apply.ts';
import { victoryEvents } from './victory.ts';
import { keptBack } from './returns.ts';

/** A draw! a card in play asks for at the start of its owner's turn (Dynamite, Jail). */
export function isStartCheck(p: Prompt | undefined): boolean {
  return p?.type === 'draw-check' && cardRules.get(p.card ?? '')?.startOfTurn !== undefined;
}

/** The draw! checks due at the start of this player's turn, in the order they are made. */
export function startChecks(state: State, name: string): Prompt[] {
  const player = findPlayer(state, name);
  if (!player) return [];
  // Lasso: cards in play have no effect, so neither Jail nor Dynamite asks for a draw!.
  if (inPlayDisabled(state)) return [];
  return player.inPlay
    .map((c) => ({ card: c.card, order: cardRules.get(c.card)?.startOfTurn }))
    .filter((c): c is { card: string; order: number } => c.order !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ type: 'draw-check', player: player.name, card: c.card }));
}

/** The Sheriff (the Deputy in the 3-player game) turns up event cards, from his second turn on. */
export function eventRevealer(state: State): string {
  return state.players.find((p) => p.role === 'sheriff')?.name ?? startingPlayer(state.setup);
}

function revealDue(state: State, name: string): boolean {
  return state.setup.events !== null && name === eventRevealer(state) && !isFinale(state.event);
}

/** The event in force acts at the start of this player's turn (High Noon, A Fistful of Cards). */
export function eventStart(state: State, player: PlayerState | undefined): GameEvent[] {
  const rule = currentEvent(state);
  return player?.alive && rule?.startOfTurn ? rule.startOfTurn(state, player) : [];
}

/** A Ghost Town ghost's turn is over: he is out again, and the game may be decided by it (FAQ D7). */
function ghostLeaves(state: State): GameEvent[] {
  const ghost = findPlayer(state, state.turn.player);
  // A ghost an expansion keeps back (the Ghost card) stays.
  if (!ghost?.ghost || keptBack(state, ghost)) return [];
  const events: GameEvent[] = [{ type: 'GhostLeft', player: ghost.name }];
  return [...events, ...victoryEvents(apply(state, events))];
}

/** The turn passes to `name`: the event reveal (if due) on top, then its checks with the first one on top. */
export function beginTurn(state: State, name: string): GameEvent[] {
  const left = ghostLeaves(state);
  if (left.some((e) => e.type === 'GameWon')) return left;
  const from = apply(state, left);
  const player = findPlayer(from, name);
  // Ghost Town, Dead Man: a player who is out comes back for his turn.
  const back = player ? returnFor(from, player) : [];
  const checks = startChecks(from, name);
  const events: GameEvent[] = [
    ...left,
    { type: 'TurnPassed', player: name },
    ...back,
    ...checks.reverse().map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
  ];
  if (revealDue(state, name)) {
    events.push({ type: 'PromptOpened', prompt: { type: 'reveal-event', player: name } });
    return events;
  }
  const after = apply(state, events);
  return [...events, ...eventStart(after, findPlayer(after, name))];
}
