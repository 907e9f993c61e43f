// Damage and death: a hit that takes the last life point asks for Beer before the player is out.
import type { GameEvent, PlayerState, Role, State } from './types.ts';
import { findPlayer, living } from './seat.ts';
import { apply } from './apply.ts';
import { victoryEvents } from './victory.ts';
import { beginTurn } from './turn-start.ts';
import { abilityOf, nextInTurn } from './rules/events/index.ts';

/** Events for `target` losing `amount` life because of `by` (null: nobody, e.g. Dynamite). */
export function hit(state: State, targetName: string, amount: number, by: string | null): GameEvent[] {
  const target = findPlayer(state, targetName);
  // A Ghost Town ghost cannot die: hits cost him nothing.
  if (!target || !target.alive || target.ghost || amount <= 0) return [];
  const events: GameEvent[] = [{ type: 'LifeLost', player: target.name, amount, by }];
  const reaction = abilityOf(state, target)?.onLifeLost;
  if (reaction) events.push(...reaction({ state: apply(state, events), player: target, amount, by }));
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
  return [...events, ...eliminate(apply(state, events), target.name, by)];
}

/** Whoever kills an Outlaw draws 3; a Sheriff who kills a Deputy discards everything. Dynamite rewards nobody. */
export function rewards(state: State, out: PlayerState, role: Role, by: string | null): GameEvent[] {
  const killer = by === null ? undefined : findPlayer(state, by);
  if (!killer || !killer.alive || killer.name === out.name) return [];
  // In the 3-player game every kill is rewarded.
  if (role === 'outlaw' || state.players.length === 3) {
    return [{ type: 'CardsDrawn', player: killer.name, count: 3, reason: 'reward' }];
  }
  if (role === 'deputy' && killer.role === 'sheriff') {
    return [
      { type: 'CardsLeftHand', player: killer.name, count: killer.hand, reason: 'penalty' },
      ...killer.inPlay.map((c): GameEvent => ({ type: 'CardRemoved', player: killer.name, card: c.card })),
    ];
  }
  return [];
}

/** The player is out: Vulture Sam takes their cards, the rest are discarded, and the role card is turned up. */
export function eliminate(state: State, name: string, by: string | null): GameEvent[] {
  const player = findPlayer(state, name);
  if (!player || !player.alive) return [];
  const events: GameEvent[] = [];
  for (const other of living(state)) {
    const hook = other.name !== player.name ? abilityOf(state, other)?.onOtherOut : undefined;
    if (hook) events.push(...hook(state, other, player));
  }
  events.push({ type: 'PlayerDied', player: player.name, by });
  if (player.role !== null) events.push(...rewards(apply(state, events), player, player.role, by));
  // Out in their own turn (Dynamite): the turn passes on at once.
  if (player.name === state.turn.player) {
    const next = nextInTurn(state, player.name);
    if (next) events.push(...beginTurn(apply(state, events), next.name));
  }
  if (player.role === null) {
    // Rewards and victory wait for the role card: the reveal-role entry settles them.
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
