// Armed & Dangerous's brown cards that help their player or hit a card: Caravan, A Little Nip, Duck!, Squaw.
// Upgrades are paid by the core from the entry's `spend` (in whole upgrades); these read how many.
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { upgradesPaid } from '../tokens.ts';
import { cancelShot } from '../../base/cards/missed.ts';
import { aim, heal, type Act } from '../../dodge-city/cards/effects.ts';
import type { PlayContext } from '../../../hooks.ts';
import { onceOnly } from './shots.ts';

function act(ctx: PlayContext): Act {
  return { ...ctx, card: ctx.card.id, name: ctx.card.name.en, events: ctx.events, flags: ctx.flags };
}

/** Caravan: draw 2 cards, and 1 more per upgrade (2 tokens each). */
export const caravan: CardRule = {
  id: 'caravan',
  play(ctx) {
    const count = 2 + upgradesPaid('caravan', ctx.entry.spend);
    ctx.events.push({ type: 'CardsDrawn', player: ctx.actor.name, count, reason: 'caravan' });
  },
};

/** A Little Nip: 1 life, and 1 more per upgrade (3 tokens each). Only in your turn: not a Beer, so it never
 *  answers a lethal hit (a `respond` with it is flagged as a wrong answer). */
export const aLittleNip: CardRule = {
  id: 'a-little-nip',
  play(ctx) {
    heal(act(ctx), ctx.actor, 1 + upgradesPaid('a-little-nip', ctx.entry.spend));
  },
};

/** Duck!: a Missed!; upgraded (2 tokens, paid as it is played, out of turn) it goes back to the hand. */
export const duck: CardRule = {
  id: 'duck',
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answers: {
    'answer-bang'(ctx) {
      ctx.events.push(cancelShot(ctx.prompt));
      if (onceOnly(ctx, 'duck', ctx.entry.spend, ctx.card.upgradeCost ?? 2) > 0) {
        ctx.events.push({ type: 'CardsDrawn', player: ctx.player.name, count: 1, reason: 'duck', taken: 1 });
      }
    },
  },
};

/** Squaw: one card in play in front of anyone, at any distance, is discarded; upgraded (2 tokens) it goes to
 *  your hand instead. Cards in hand are out of its reach. */
export const squaw: CardRule = {
  id: 'squaw',
  // Only a seat with a card in play is worth aiming at.
  aimsAt: (_table, target) => target.inPlay.length > 0,
  play(ctx) {
    const target = aim(act(ctx), ctx.entry.target, true);
    if (!target) return;
    const which = ctx.entry.targetCard;
    if (which === undefined || which === 'hand') {
      ctx.flags.push(flag('in-play-only', { card: ctx.card.id }));
      return;
    }
    if (!target.inPlay.some((c) => c.card === which)) {
      ctx.flags.push(flag('not-in-play', { player: target.name, card: which }));
      return;
    }
    ctx.events.push({ type: 'CardRemoved', player: target.name, card: which });
    if (onceOnly(ctx, 'squaw', ctx.entry.spend, ctx.card.upgradeCost ?? 2) > 0) {
      ctx.events.push({ type: 'CardsDrawn', player: ctx.actor.name, count: 1, reason: 'squaw', taken: 1 });
    }
  },
};
