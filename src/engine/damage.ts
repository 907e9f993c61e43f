// Damage and death: a hit that takes the last life point asks for Beer before the player is out.
import type { GameEvent, State } from './types.ts';
import { findPlayer, living } from './seat.ts';
import { apply } from './apply.ts';
import { victoryEvents } from './victory.ts';
import { nextLiving } from './seat.ts';
import { beginTurn } from './turn-start.ts';

/** Events for `target` losing `amount` life because of `by` (null: nobody, e.g. Dynamite). */
export function hit(state: State, targetName: string, amount: number, by: string | null): GameEvent[] {
  const target = findPlayer(state, targetName);
  if (!target || !target.alive || amount <= 0) return [];
  const events: GameEvent[] = [{ type: 'LifeLost', player: target.name, amount, by }];
  const lifeAfter = target.life - amount;
  if (lifeAfter > 0) return events;
  // Beer saves a player at 0 or below, one life per Beer, except when only two players are left.
  if (living(state).length > 2) {
    events.push({
      type: 'PromptOpened',
      prompt: { type: 'dying', player: target.name, needed: 1 - lifeAfter, ...(by ? { from: by } : {}) },
    });
    return events;
  }
  return [...events, ...eliminate(state, target.name, by)];
}

/** The player is out: their cards are discarded, and the table turns their role face up. */
export function eliminate(state: State, name: string, by: string | null): GameEvent[] {
  const player = findPlayer(state, name);
  if (!player) return [];
  const events: GameEvent[] = [{ type: 'PlayerDied', player: player.name, by }];
  // Out in their own turn (Dynamite): the turn passes on at once.
  if (player.name === state.turn.player) {
    const next = nextLiving(state, player.name);
    if (next) events.push(...beginTurn(apply(state, events), next.name));
  }
  if (player.role === null) {
    // Victory waits for the role card: the reveal-role entry settles it.
    events.push({ type: 'PromptOpened', prompt: { type: 'reveal-role', player: player.name } });
    return events;
  }
  const after = apply(state, events);
  const won = victoryEvents(after);
  if (won.length > 0) return [...events, ...won];
  // The Sheriff is dead and one player is left: only that player's role card says who won.
  const survivors = living(after);
  const sole = survivors[0];
  if (player.role === 'sheriff' && survivors.length === 1 && sole && sole.role === null) {
    events.push({ type: 'PromptOpened', prompt: { type: 'reveal-role', player: sole.name } });
  }
  return events;
}
