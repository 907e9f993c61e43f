// Ricochet: in his turn a player may discard a BANG! card at a card in play in front of another player; the
// card is discarded unless its owner plays a Missed! for it. Not the turn's BANG! (FAQ Q09 as bga-bang cites it).
import type { EventRule } from '../../hooks.ts';
import type { Offer } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { catalogue } from '../../catalogue/index.ts';
import { findPlayer, living } from '../../seat.ts';
import { handCheck, turnChecks } from '../../entries/checks.ts';
import { eventFlag } from '../../event-flag.ts';
import { otherTarget } from './actions.ts';
import { missedOffers, missedOnly } from './missed.ts';

const ID = 'ricochet';

function cardName(id: string): string {
  return catalogue.card(id)?.name.en ?? id;
}

export const ricochet: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase === 'draw') ctx.flags.push(flag('draw-first', { player: player.name }));
    if (state.turn.phase === 'discard') ctx.flags.push(flag('phase-over', { player: player.name }));
    ctx.flags.push(...handCheck(player, 1));
    const target = otherTarget(ctx);
    ctx.events.push({ type: 'CardsLeftHand', player: player.name, count: 1, reason: ID });
    if (!target) return;
    const aimed = entry.targetCard;
    if (!aimed || aimed === 'hand') {
      ctx.flags.push(eventFlag('event-needs-card', ID, { target: target.name }));
      return;
    }
    if (!target.inPlay.some((c) => c.card === aimed)) {
      ctx.flags.push(flag('not-in-play', { player: target.name, card: aimed }));
      return;
    }
    ctx.events.push({
      type: 'PromptOpened',
      prompt: { type: ID, player: target.name, from: player.name, card: ID, targetCard: aimed, needed: 1 },
    });
  },
  answer(ctx) {
    if (missedOnly(ctx)) ctx.events.push({ type: 'PromptClosed' });
  },
  pass(ctx) {
    const aimed = ctx.prompt.targetCard;
    if (aimed) ctx.events.push({ type: 'CardRemoved', player: ctx.player.name, card: aimed });
  },
  offers(table) {
    const me = findPlayer(table, table.turn.player);
    if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play' || me.hand < 1) return [];
    return living(table)
      .filter((p) => p.name !== me.name)
      .flatMap((p) =>
        p.inPlay.map((c): Offer => ({
          label: `Ricochet → ${p.name}'s ${cardName(c.card)}`,
          entry: { type: 'use', player: me.name, event: ID, target: p.name, targetCard: c.card },
        })),
      );
  },
  promptOffers: (table, prompt) => [
    ...missedOffers(table, prompt),
    {
      label: `No Missed!: ${cardName(prompt.targetCard ?? '')} is discarded`,
      entry: { type: 'pass', player: prompt.player },
    },
  ],
};
