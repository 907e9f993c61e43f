// Entries about the table itself rather than a card: roles turned face up, corrections, and what is not refereed yet.
import type { Decision, GameEvent, RevealRoleEntry, SetEntry, State } from '../types.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { roleTally } from '../setup.ts';
import { apply } from '../apply.ts';
import { victoryEvents } from '../victory.ts';
import { rewards } from '../damage.ts';
import { eachExpansion } from '../registry.ts';

export function decideRevealRole(state: State, entry: RevealRoleEntry): Decision {
  const player = findPlayer(state, entry.player);
  if (!player) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const flags = [];
  if (player.role !== null && player.role !== entry.role) {
    flags.push(flag('role-conflict', { player: player.name, known: player.role }));
  }
  const { allowed, revealed } = roleTally(state.players, player.name, entry.role);
  if (revealed >= allowed) {
    flags.push(flag('role-count', { players: state.players.length, allowed, role: entry.role, revealed }));
  }
  const events: GameEvent[] = [{ type: 'RoleRevealed', player: player.name, role: entry.role }];
  const top = state.prompts[0];
  if (top?.type === 'reveal-role' && top.player === player.name) events.push({ type: 'PromptClosed' });
  // A role revealed at death settles the killer's reward or penalty now.
  if (!player.alive && player.role === null) {
    events.push(...rewards(apply(state, events), player, entry.role, player.killer ?? null));
  }
  events.push(...victoryEvents(apply(state, events)));
  return { ok: true, events, flags };
}

/** A correction is the table's word: always applied, clamped to what a player can have, and logged. Load tokens
 *  (Armed & Dangerous) move from or to the supply; what the 32 tokens cannot be is flagged with the numbers. */
export function decideSet(state: State, entry: SetEntry): Decision {
  const player = findPlayer(state, entry.player);
  if (!player) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  if (entry.card !== undefined && typeof entry.tokens !== 'number') {
    return {
      ok: false,
      error: { path: 'card', message: '"card" names where "tokens" lie: give "tokens" a count' },
    };
  }
  const events: GameEvent[] = [];
  if (entry.life !== undefined || entry.hand !== undefined || entry.tokens === undefined) {
    const event: GameEvent = { type: 'Corrected', player: player.name };
    if (entry.life !== undefined) event.life = Math.min(player.maxLife, Math.max(0, entry.life));
    if (entry.hand !== undefined) event.hand = Math.max(0, entry.hand);
    events.push(event);
  }
  // What the expansions keep count of (Armed & Dangerous: Load tokens, to and from the supply).
  const more = eachExpansion((x) => x.onCorrect?.(state, player, entry));
  return {
    ok: true,
    events: [...events, ...more.flatMap((o) => o.events)],
    flags: more.flatMap((o) => o.flags),
  };
}
