// Russian Roulette: when it is turned up, starting with the Sheriff, each player in turn discards a Missed!,
// round and round, until one does not: he loses 2 life (nobody's hit) and the roulette stops.
import type { EventRule } from '../../hooks.ts';
import type { GameEvent, PlayerState, State } from '../../types.ts';
import { findPlayer, nextLiving } from '../../seat.ts';
import { hit } from '../../damage.ts';
import { missedOffers, missedOnly } from './missed.ts';

const ID = 'russian-roulette';

function turnFor(player: PlayerState): GameEvent {
  return { type: 'PromptOpened', prompt: { type: ID, player: player.name, card: ID } };
}

/** Everybody agrees it starts with the Sheriff himself (events.md); his deputy in the 3-player game. */
function starter(state: State): PlayerState | undefined {
  const sheriff = state.players.find((p) => p.role === 'sheriff' && p.alive);
  return sheriff ?? findPlayer(state, state.turn.player);
}

export const russianRoulette: EventRule = {
  id: ID,
  onReveal(state) {
    const first = starter(state);
    return first ? [turnFor(first)] : [];
  },
  // The card text says "discard a Missed!": Barrel and Dodge City's Missed!-like cards do not answer (disputed).
  answer(ctx) {
    if (!missedOnly(ctx)) return;
    ctx.events.push({ type: 'PromptClosed' });
    const next = nextLiving(ctx.state, ctx.player.name);
    if (next && next.name !== ctx.player.name) ctx.events.push(turnFor(next));
  },
  pass(ctx) {
    ctx.events.push(...hit(ctx.state, ctx.player.name, 2, null));
  },
  promptOffers: (table, prompt) => [
    ...missedOffers(table, prompt),
    { label: 'No Missed!: lose 2 life', entry: { type: 'pass', player: prompt.player } },
  ],
};
