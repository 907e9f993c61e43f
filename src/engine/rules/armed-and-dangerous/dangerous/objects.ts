// Dangerous objects: `use` pays the printed cost from the card itself (`{"type":"use","card":"crate"}`).
// All but Crate (and Tumbleweed, Bomb: their own files) are used in the owner's turn, in phase 2.
import type { CardRule, UseContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { findPlayer } from '../../../seat.ts';
import { cancelShot } from '../../base/cards/missed.ts';
import { payOwn } from '../tokens.ts';
import { turnChecks } from '../../../entries/checks.ts';

function pays(ctx: UseContext, outOfTurn = false): void {
  const paid = payOwn(ctx.state, ctx.player, ctx.source, { outOfTurn });
  ctx.flags.push(...paid.flags);
  ctx.events.push(...paid.events);
}

/** In the owner's turn, phase 2, with nothing waiting for an answer ("not out of turn"). */
function ownTurn(ctx: UseContext): void {
  const { state, player } = ctx;
  if (player.name !== state.turn.player) {
    ctx.flags.push(flag('not-out-of-turn', { card: ctx.source, current: state.turn.player }));
  }
  ctx.flags.push(
    ...turnChecks(state, player).filter((f) => f.code !== 'out-of-turn' && f.code !== 'dead-player'),
  );
  if (player.name === state.turn.player && state.turn.phase === 'draw') {
    ctx.flags.push(flag('draw-first', { player: player.name }));
  }
}

/** Ace up the Sleeve (2): draw a card. */
const aceUpTheSleeve: CardRule = {
  id: 'ace-up-the-sleeve',
  use(ctx) {
    ownTurn(ctx);
    pays(ctx);
    ctx.events.push({ type: 'CardsDrawn', player: ctx.player.name, count: 1, reason: ctx.source });
  },
};

/** Bandolier (1): one more BANG! card this turn, once a turn. */
const bandolier: CardRule = {
  id: 'bandolier',
  use(ctx) {
    ownTurn(ctx);
    if (ctx.state.turn.used?.includes('bandolier')) {
      ctx.flags.push(flag('once-a-turn', { player: ctx.player.name, card: 'bandolier' }));
    }
    pays(ctx);
    ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what: 'bandolier' });
  },
};

/** Bell Tower (1): for the next card played, everyone is at distance 1; again and again in a turn. */
const bellTower: CardRule = {
  id: 'bell-tower',
  use(ctx) {
    ownTurn(ctx);
    pays(ctx);
    ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what: 'bell-tower' });
  },
};

/** Crate (2): counts as a Missed! against a shot at its owner, out of turn too. */
const crate: CardRule = {
  id: 'crate',
  usableOn: ['answer-bang'],
  use(ctx) {
    const shot = ctx.state.prompts[0];
    if (!shot || shot.type !== 'answer-bang' || shot.player !== ctx.player.name) {
      ctx.flags.push(flag('nothing-to-cancel', { player: ctx.player.name, card: 'crate' }));
      return;
    }
    pays(ctx, true);
    ctx.events.push(cancelShot(shot));
  },
};

/** Whip (3): one card in play, anyone's, any distance, to the discard pile (a Bomb does not explode). */
const whip: CardRule = {
  id: 'whip',
  use(ctx) {
    ownTurn(ctx);
    const { entry } = ctx;
    const target = entry.target ? findPlayer(ctx.state, entry.target) : undefined;
    const card = entry.targetCard;
    if (!target || !card) return void ctx.flags.push(flag('needs-target', { card: 'whip' }));
    if (card === 'hand') {
      // Accepted anyway, the table discarded a card from that hand.
      ctx.flags.push(flag('in-play-only', { card: 'whip' }));
      pays(ctx);
      ctx.events.push({ type: 'CardsLeftHand', player: target.name, count: 1, reason: 'whip' });
      return;
    }
    if (!target.inPlay.some((c) => c.card === card)) {
      ctx.flags.push(flag('not-in-play', { player: target.name, card }));
      return;
    }
    pays(ctx);
    ctx.events.push({ type: 'CardRemoved', player: target.name, card });
  },
};

/** Beer Keg (3): one life back, only in its owner's turn (not to survive a lethal hit). */
const beerKeg: CardRule = {
  id: 'beer-keg',
  use(ctx) {
    ownTurn(ctx);
    const { player } = ctx;
    pays(ctx);
    if (player.life >= player.maxLife) {
      ctx.flags.push(
        flag('beer-max-life', { player: player.name, life: player.life, maxLife: player.maxLife }),
      );
      return;
    }
    ctx.events.push({ type: 'LifeGained', player: player.name, amount: 1 });
  },
};

/** Lock Pick (3): one card from any other player's hand, any distance; never a card in play. */
const lockPick: CardRule = {
  id: 'lock-pick',
  use(ctx) {
    ownTurn(ctx);
    const { entry, player } = ctx;
    const target = entry.target ? findPlayer(ctx.state, entry.target) : undefined;
    if (!target || target.name === player.name || !target.alive) {
      ctx.flags.push(
        target?.name === player.name
          ? flag('self-target', { player: player.name, card: 'lock-pick' })
          : flag('needs-target', { card: 'lock-pick' }),
      );
      return;
    }
    const inPlay = entry.targetCard !== undefined && entry.targetCard !== 'hand' ? entry.targetCard : null;
    if (inPlay) {
      // Accepted anyway, the table took that card in play into the hand.
      ctx.flags.push(flag('hand-only', { card: 'lock-pick' }));
      if (!target.inPlay.some((c) => c.card === inPlay)) {
        return void ctx.flags.push(flag('not-in-play', { player: target.name, card: inPlay }));
      }
      pays(ctx);
      ctx.events.push(
        { type: 'CardRemoved', player: target.name, card: inPlay },
        { type: 'CardsDrawn', player: player.name, count: 1, reason: 'lock-pick', taken: 1 },
      );
      return;
    }
    if (target.hand < 1)
      ctx.flags.push(flag('empty-hand', { player: target.name, hand: target.hand, needed: 1 }));
    pays(ctx);
    ctx.events.push(
      { type: 'CardsLeftHand', player: target.name, count: 1, reason: 'lock-pick' },
      { type: 'CardsDrawn', player: player.name, count: 1, reason: 'lock-pick', taken: 1 },
    );
  },
};

export const armedObjectRules: CardRule[] = [
  aceUpTheSleeve,
  bandolier,
  bellTower,
  crate,
  whip,
  beerKeg,
  lockPick,
];
