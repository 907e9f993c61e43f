// A turn begins: the turn passes, then every start-of-turn draw! due (Dynamite first, then Jail).
import type { GameEvent, Prompt, State } from './types.ts';
import { findPlayer } from './seat.ts';
import { cardRules } from './rules/registry.ts';

/** The draw! checks due at the start of this player's turn, in the order they are made. */
export function startChecks(state: State, name: string): Prompt[] {
  const player = findPlayer(state, name);
  if (!player) return [];
  return player.inPlay
    .map((c) => ({ card: c.card, order: cardRules.get(c.card)?.startOfTurn }))
    .filter((c): c is { card: string; order: number } => c.order !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ type: 'draw-check', player: player.name, card: c.card }));
}

/** The turn passes to `name`: its checks open with the first one on top. */
export function beginTurn(state: State, name: string): GameEvent[] {
  const checks = startChecks(state, name);
  return [
    { type: 'TurnPassed', player: name },
    ...checks.reverse().map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
  ];
}
