// Tumbleweed (1): the draw! just flipped is repeated and its first card ignored — anyone's draw!, also out of
// turn, as often as its owner pays. Entered while the draw! prompt is still open, before the new card:
// `{"type":"use","player":"Cid","card":"tumbleweed"}`; the next `reveal` is the repeat (Lucky Duke: two new cards).
import type { CardRule } from '../../hooks.ts';
import { flag } from '../../../flags.ts';
import { payOwn } from '../../armed/tokens.ts';

export const tumbleweed: CardRule = {
  id: 'tumbleweed',
  usableOn: ['draw-check'],
  use(ctx) {
    const top = ctx.state.prompts[0];
    if (top?.type !== 'draw-check') {
      ctx.flags.push(flag('no-draw-done', { card: 'Tumbleweed' }));
      return;
    }
    const paid = payOwn(ctx.state, ctx.player, 'tumbleweed', { outOfTurn: true });
    ctx.flags.push(...paid.flags);
    ctx.events.push(...paid.events);
    // The prompt stays open: the table flips again and enters that card.
  },
};
