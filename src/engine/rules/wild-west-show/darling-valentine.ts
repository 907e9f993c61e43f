// Darling Valentine: at the start of his turn the player discards his whole hand and draws as many; then he
// draws as usual. By default after the Dynamite and Jail draw!s (so never in a turn Jail skips or a Dynamite
// ends): it acts with his phase-1 draw. House rule: first thing in the turn, before those draw!s.
import type { EventRule } from '../../hooks.ts';
import type { GameEvent, PlayerState } from '../../types.ts';
import { houseRule } from '../../house-rule.ts';
import { VALENTINE_AFTER_CHECKS } from './house-rules.ts';

const ID = 'darling-valentine';

/** The hand goes to the discard pile and as many cards come off the deck: the count stays, the deck shrinks. */
function swapHand(player: PlayerState): GameEvent[] {
  if (player.hand < 1 || player.ghost) return [];
  return [
    { type: 'CardsLeftHand', player: player.name, count: player.hand, reason: ID },
    { type: 'CardsDrawn', player: player.name, count: player.hand, reason: ID },
  ];
}

export const darlingValentine: EventRule = {
  id: ID,
  startOfTurn: (state, player) =>
    houseRule(state, VALENTINE_AFTER_CHECKS) === false ? swapHand(player) : [],
  draw(ctx) {
    if (houseRule(ctx.state, VALENTINE_AFTER_CHECKS) === false || ctx.state.turn.phase !== 'draw') return;
    ctx.events.push(...swapHand(ctx.player));
  },
};
