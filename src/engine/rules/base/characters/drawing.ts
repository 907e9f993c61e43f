// Characters whose ability changes phase 1: Jesse Jones, Pedro Ramirez, Black Jack.
import type { CharacterRule, DrawContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { findPlayer } from '../../../seat.ts';
import { drawnSuit } from '../../../draw-check.ts';

function onlyFrom(ctx: DrawContext, allowed: 'player' | 'discard'): boolean {
  if (ctx.entry.sign !== undefined) ctx.flags.push(flag('draw-ability', { player: ctx.player.name }));
  const from = ctx.entry.from;
  if (from === undefined) return false;
  if ((from === 'discard') !== (allowed === 'discard')) {
    ctx.flags.push(flag('draw-ability', { player: ctx.player.name }));
    return false;
  }
  return true;
}

/** Jesse Jones may take his first card from another player's hand: `"from": "Bob"`. */
export const jesseJones: CharacterRule = {
  id: 'jesse-jones',
  offers: (table, self) =>
    table.turn.player === self.name && table.turn.phase === 'draw' && table.prompts.length === 0
      ? table.players
          .filter((p) => p.alive && p.name !== self.name && p.hand > 0)
          .map((p) => ({
            label: `Draw, the first card from ${p.name}'s hand`,
            entry: { type: 'draw', from: p.name },
          }))
      : [],
  draw(ctx) {
    if (!onlyFrom(ctx, 'player') || !ctx.entry.from) return;
    const other = findPlayer(ctx.state, ctx.entry.from);
    if (!other || !other.alive || other.name === ctx.player.name) {
      ctx.flags.push(flag('dead-target', { target: ctx.entry.from }));
      return;
    }
    if (other.hand < 1)
      ctx.flags.push(flag('empty-hand', { player: other.name, hand: other.hand, needed: 1 }));
    ctx.events.push({ type: 'CardsLeftHand', player: other.name, count: 1, reason: 'jesse-jones' });
  },
};

/** Pedro Ramirez may take his first card from the discard pile: `"from": "discard"`; his hand grows the same. */
export const pedroRamirez: CharacterRule = {
  id: 'pedro-ramirez',
  offers: (table, self) =>
    table.turn.player === self.name &&
    table.turn.phase === 'draw' &&
    table.prompts.length === 0 &&
    table.discardEmpty !== true
      ? [{ label: 'Draw, the first card from the discard pile', entry: { type: 'draw', from: 'discard' } }]
      : [],
  draw(ctx) {
    if (onlyFrom(ctx, 'discard') && ctx.state.discardEmpty === true)
      ctx.flags.push(flag('discard-empty', { player: ctx.player.name }));
  },
};

/** Black Jack shows his second card; a heart or diamond draws one more. Without the sign, Marshal asks for it. */
export const blackJack: CharacterRule = {
  id: 'black-jack',
  draw(ctx) {
    if (ctx.entry.from !== undefined) ctx.flags.push(flag('draw-ability', { player: ctx.player.name }));
    // Only one card drawn (Thirst: "only his first card"): there is no second card to show.
    if (ctx.count < 2) return;
    const sign = ctx.entry.sign;
    if (sign === undefined) {
      ctx.events.push({
        type: 'PromptOpened',
        prompt: { type: 'draw-check', player: ctx.player.name, card: 'black-jack' },
      });
      return;
    }
    const suit = drawnSuit(ctx.state, sign);
    if (suit === 'H' || suit === 'D') ctx.count += 1;
  },
  drawSucceeds: ({ suit }) => suit === 'H' || suit === 'D',
  drawMeans: 'one-more-card',
  // The card he shows is his second card drawn: it stays in his hand.
  drawKept: () => true,
  drawCheck(ctx) {
    ctx.events.push({ type: 'PromptClosed' });
    const suit = drawnSuit(ctx.state, ctx.sign);
    if (suit === 'H' || suit === 'D') {
      ctx.events.push({ type: 'CardsDrawn', player: ctx.player.name, count: 1, reason: 'black-jack' });
    }
    ctx.events.push({ type: 'PhaseChanged', phase: 'play' });
  },
};
