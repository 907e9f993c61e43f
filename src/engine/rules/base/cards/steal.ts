// Panic! (a player at distance 1: take a card) and Cat Balou (any distance: discard a card),
// each from the hand (at random) or one card in play, named by `targetCard`.
import type { CardRule, PlayContext } from '../../../hooks.ts';
import type { PlayerState, Table } from '../../../types.ts';
import { flag } from '../../../flags.ts';
import { distance } from '../../../distance.ts';
import { otherTarget } from '../../../target.ts';

function takeOrDiscard(ctx: PlayContext, keep: boolean): void {
  const { actor, card, entry } = ctx;
  const target = otherTarget(ctx);
  if (!target) return;
  if (keep) {
    const d = distance(ctx.state, actor, target);
    if (d > 1) ctx.flags.push(flag('panic-distance', { target: target.name, distance: d }));
  }
  const from = entry.targetCard ?? 'hand';
  if (from === 'hand') {
    if (target.hand < 1)
      ctx.flags.push(flag('empty-hand', { player: target.name, hand: target.hand, needed: 1 }));
    ctx.events.push({ type: 'CardsLeftHand', player: target.name, count: 1, reason: card.id });
  } else {
    if (!target.inPlay.some((c) => c.card === from)) {
      return void ctx.flags.push(flag('not-in-play', { player: target.name, card: from }));
    }
    ctx.events.push({ type: 'CardRemoved', player: target.name, card: from });
  }
  if (keep) ctx.events.push({ type: 'CardsDrawn', player: actor.name, count: 1, reason: card.id, taken: 1 });
}

/** Only a player with a card, in hand or in play, has one to take or discard. */
const hasACard = (_table: Table, target: PlayerState): boolean => target.hand > 0 || target.inPlay.length > 0;

export const panic: CardRule = { id: 'panic', aimsAt: hasACard, play: (ctx) => takeOrDiscard(ctx, true) };
export const catBalou: CardRule = {
  id: 'cat-balou',
  aimsAt: hasACard,
  play: (ctx) => takeOrDiscard(ctx, false),
};
