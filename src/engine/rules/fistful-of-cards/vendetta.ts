// Vendetta: at the end of his turn each player makes a draw!: on a heart he plays another turn, without a
// Vendetta draw! after that one. The extra turn is no new Sheriff's turn: no event card is turned up (bga-bang).
import type { EventRule } from '../../hooks.ts';
import type { GameEvent } from '../../types.ts';
import { drawnSuit } from '../../draw-check.ts';
import { apply } from '../../apply.ts';
import { beginTurn, startChecks } from '../../turn-start.ts';
import { nextInTurn } from '../../event-in-force.ts';

const ID = 'vendetta';

export const vendetta: EventRule = {
  id: ID,
  endOfTurn(state, player) {
    if (!player.alive || (state.turn.used ?? []).includes(ID)) return { flags: [] };
    return {
      flags: [],
      events: [{ type: 'PromptOpened', prompt: { type: 'draw-check', player: player.name, card: ID } }],
    };
  },
  // Another turn on a heart.
  drawSucceeds: ({ suit }) => suit === 'H',
  drawMeans: 'another-turn',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    const after = apply(state, ctx.events);
    if (drawnSuit(state, ctx.sign) === 'H') {
      // Another turn: phase 1 again and a fresh BANG! limit; Dynamite and Jail are checked as in any turn.
      const checks = startChecks(after, player.name).reverse();
      ctx.events.push(
        { type: 'TurnPassed', player: player.name },
        { type: 'AbilityUsed', player: player.name, what: ID },
        ...checks.map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
      );
      return;
    }
    const next = nextInTurn(after, player.name);
    if (next) ctx.events.push(...beginTurn(after, next.name));
  },
};
