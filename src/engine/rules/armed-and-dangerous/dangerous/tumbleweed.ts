// Tumbleweed (1): the draw! just flipped is repeated and its first card ignored — anyone's draw!, also out of
// turn, as often as its owner pays. `{"type":"use","player":"Cid","card":"tumbleweed"}`, entered while the draw!
// waits for its card, or right after the card was entered (nothing else since): that draw!'s result is then set
// aside (its `reveal` stays in the log) and the question waits again. The next `reveal` is the repeat (Lucky
// Duke: two new cards).
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { payOwn } from '../tokens.ts';
import { findPlayer } from '../../../seat.ts';

export const tumbleweed: CardRule = {
  id: 'tumbleweed',
  usableOn: ['draw-check'],
  use(ctx) {
    const top = ctx.state.prompts[0];
    if (top?.type === 'draw-check') {
      const paid = payOwn(ctx.state, ctx.player, 'tumbleweed', { outOfTurn: true });
      ctx.flags.push(...paid.flags);
      ctx.events.push(...paid.events);
      // The prompt stays open: the table flips again and enters that card.
      return;
    }
    // The card was entered already: paid as things stood before it, then the draw! waits again.
    const before = ctx.state.lastDraw?.before;
    const owner = before && findPlayer(before, ctx.player.name);
    if (!before || !owner) {
      ctx.flags.push(flag('no-draw-done', { card: 'tumbleweed' }));
      return;
    }
    const paid = payOwn(before, owner, 'tumbleweed', { outOfTurn: true });
    ctx.flags.push(...paid.flags);
    ctx.events.push({ type: 'DrawSetAside' }, ...paid.events);
  },
};
