// Dodge City's brown cards: Punch, Dodge, and the "discard another card" five (Springfield, Tequila, Whisky,
// Rag Time, Brawl). The extra card is taken from the hand count by the core's play entry.
import type { CardRule, PlayContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { findPlayer, living } from '../../../seat.ts';
import { cancelShot } from '../../base/cards/missed.ts';
import { aim, heal, shot, takeCard, type Act } from './effects.ts';

function act(ctx: PlayContext): Act {
  return { ...ctx, card: ctx.card.id, name: ctx.card.name.en, events: ctx.events, flags: ctx.flags };
}

/** Punch: a BANG! effect at distance 1; it is not a BANG! card. */
export const punch: CardRule = {
  id: 'punch',
  play(ctx) {
    const a = act(ctx);
    const target = aim(a, ctx.entry.target);
    if (target) shot(a, target, 'one');
  },
};

/** Springfield: a BANG! effect at any distance. */
export const springfield: CardRule = {
  id: 'springfield',
  play(ctx) {
    const a = act(ctx);
    const target = aim(a, ctx.entry.target);
    if (target) shot(a, target, 'any');
  },
};

/** Dodge: a Missed! that also draws a card. */
export const dodge: CardRule = {
  id: 'dodge',
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answers: {
    'answer-bang'(ctx) {
      ctx.events.push(cancelShot(ctx.prompt), {
        type: 'CardsDrawn',
        player: ctx.player.name,
        count: 1,
        reason: 'dodge',
      });
    },
  },
};

/** Tequila: any player, yourself included, at any distance, regains 1 life (not a Beer). */
export const tequila: CardRule = {
  id: 'tequila',
  play(ctx) {
    const a = act(ctx);
    const who = aim(a, ctx.entry.target, true);
    if (who) heal(a, who, 1);
  },
};

/** Whisky: you regain 2 life (not a Beer: also with two players left, never out of turn). */
export const whisky: CardRule = { id: 'whisky', play: (ctx) => heal(act(ctx), ctx.actor, 2) };

/** Rag Time: take a card from any player at any distance. */
export const ragTime: CardRule = {
  id: 'rag-time',
  play(ctx) {
    const a = act(ctx);
    const target = aim(a, ctx.entry.target);
    if (target) takeCard(a, target, ctx.entry.targetCard, true);
  },
};

/** Brawl: every other player discards a card, the one the Brawl's player picks: from the hand (at random) or
 *  one in play (`targetCards`; a player not named discards from the hand). */
export const brawl: CardRule = {
  id: 'brawl',
  play(ctx) {
    const a = act(ctx);
    const picked = new Map<string, string>();
    for (const c of ctx.entry.targetCards ?? []) {
      if (!findPlayer(ctx.state, c.player)) ctx.flags.push(flag('no-such-player', { target: c.player }));
      const p = aim(a, c.player);
      if (p) picked.set(p.name, c.card);
    }
    for (const p of living(ctx.state)) {
      if (p.name === ctx.actor.name) continue;
      const which = picked.get(p.name);
      // Nothing to discard: nothing happens to him. An empty hand with cards in play: say which (flagged).
      if (which === undefined && p.hand < 1 && p.inPlay.length === 0) continue;
      takeCard(a, p, which, false);
    }
  },
};
