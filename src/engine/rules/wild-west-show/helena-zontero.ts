// Helena Zontero: when revealed, a draw! that belongs to nobody (FAQ Q09: John Pain does not take it): on hearts
// or diamonds (as Blessing or Curse make it count) the roles of the living, the Sheriff's aside, are dealt again.
import type { EventRule } from '../../hooks.ts';
import { drawnSuit } from '../../draw-check.ts';
import { living } from '../../seat.ts';
import { redeal } from './roles.ts';

const ID = 'helena-zontero';
const red = (suit: string | null): boolean => suit === 'H' || suit === 'D';

export const helenaZontero: EventRule = {
  id: ID,
  // The player in turn flips it for the table; it is nobody's draw!.
  onReveal: (state) => [
    { type: 'PromptOpened', prompt: { type: 'draw-check', player: state.turn.player, card: ID } },
  ],
  drawCheck(ctx) {
    ctx.events.push({ type: 'PromptClosed' });
    if (!red(drawnSuit(ctx.state, ctx.sign))) return;
    ctx.events.push(...redeal(living(ctx.state).filter((p) => p.role !== 'sheriff')));
  },
  drawSucceeds: (card) => red(card.suit),
};
