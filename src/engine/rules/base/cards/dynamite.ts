// Dynamite: at the start of its holder's turn, draw!: 2–9 of spades explodes for 3 life (caused by nobody);
// otherwise it passes to the next living player on the left who has no Dynamite.
import type { CardRule } from '../../../hooks.ts';
import { placeInPlay } from '../../../place.ts';
import { drawnRank, drawnSuit } from '../../../draw-check.ts';
import { nextLiving } from '../../../seat.ts';
import { hit } from '../../../damage.ts';
import { apply } from '../../../apply.ts';

const DAMAGE = 3;

export const dynamite: CardRule = {
  id: 'dynamite',
  startOfTurn: 1,
  play(ctx) {
    placeInPlay(ctx);
  },
  // It does not explode: anything but 2–9 of spades.
  drawSucceeds: ({ suit, rank }) => !(suit === 'S' && rank >= 2 && rank <= 9),
  drawMeans: 'dynamite',
  drawCheck(ctx) {
    const { state, player } = ctx;
    const copy = player.inPlay.find((c) => c.card === 'dynamite');
    ctx.events.push({ type: 'PromptClosed' }, { type: 'CardRemoved', player: player.name, card: 'dynamite' });
    const rank = drawnRank(state, ctx.sign);
    if (drawnSuit(state, ctx.sign) === 'S' && rank >= 2 && rank <= 9) {
      ctx.events.push(...hit(apply(state, ctx.events), player.name, DAMAGE, null));
      return;
    }
    let next = nextLiving(state, player.name);
    while (next && next.name !== player.name && next.inPlay.some((c) => c.card === 'dynamite')) {
      next = nextLiving(state, next.name);
    }
    if (next)
      ctx.events.push({ type: 'CardPlaced', player: next.name, card: 'dynamite', sign: copy?.sign ?? null });
  },
};
