// Characters who react to what happens to them or around them.
import type { CharacterRule } from '../../../hooks.ts';
import type { GameEvent } from '../../../types.ts';
import { flag } from '../../../flags.ts';
import { clockwiseAfter, findPlayer } from '../../../seat.ts';
import { handCheck } from '../../../entries/checks.ts';

/** Bart Cassidy draws a card for each life point he loses. */
export const bartCassidy: CharacterRule = {
  id: 'bart-cassidy',
  onLifeLost: ({ player, amount }) => [
    { type: 'CardsDrawn', player: player.name, count: amount, reason: 'bart-cassidy' },
  ],
};

/** El Gringo draws from the hand of whoever hurt him with a card, one card per life lost. */
export const elGringo: CharacterRule = {
  id: 'el-gringo',
  onLifeLost: ({ state, player, amount, by }) => {
    const attacker = by === null ? undefined : findPlayer(state, by);
    if (!attacker || attacker.name === player.name) return [];
    const count = Math.min(amount, attacker.hand);
    if (count < 1) return [];
    return [
      { type: 'CardsLeftHand', player: attacker.name, count, reason: 'el-gringo' },
      { type: 'CardsDrawn', player: player.name, count, reason: 'el-gringo', taken: count },
    ];
  },
};

/** Suzy Lafayette draws a card as soon as her hand is empty. */
export const suzyLafayette: CharacterRule = {
  id: 'suzy-lafayette',
  settle: (_state, self): GameEvent[] =>
    self.alive && self.hand === 0
      ? [{ type: 'CardsDrawn', player: self.name, count: 1, reason: 'suzy-lafayette' }]
      : [],
};

/** Vulture Sam takes every card, in hand and in play, of a player who is out. */
export const vultureSam: CharacterRule = {
  id: 'vulture-sam',
  onOtherOut: (state, self, out) => {
    const all = out.hand + out.inPlay.length;
    // Vera Custer copying him (Dodge City FAQ D03): the two take the cards one at a time, the one nearer
    // in turn order after the player who is out first. (`copies` is read here: the registry imports us.)
    const takers = clockwiseAfter(state.players, out.name).filter(
      (p) => p.alive && (p.copies ?? p.character) === 'vulture-sam',
    );
    const at = Math.max(
      0,
      takers.findIndex((p) => p.name === self.name),
    );
    const n = Math.max(1, takers.length);
    const count = Math.floor(all / n) + (at < all % n ? 1 : 0);
    return count > 0
      ? [{ type: 'CardsDrawn', player: self.name, count, reason: 'vulture-sam', taken: count }]
      : [];
  },
};

/** Sid Ketchum discards two cards to regain one life, at any time, also to survive a lethal hit: with two
 *  players left too, for his ability is not a Beer. */
export const sidKetchum: CharacterRule = {
  id: 'sid-ketchum',
  savesWithoutBeer: (_state, self, needed) => self.hand >= 2 * needed,
  offers: (table, self) => {
    const dying = table.prompts[0]?.type === 'dying' && table.prompts[0].player === self.name;
    return self.alive && self.hand >= 2 && (dying || self.life < self.maxLife)
      ? [
          {
            label: `${self.name}: discard 2 cards for 1 life`,
            entry: { type: 'use', player: self.name, ability: 'sid-ketchum' },
          },
        ]
      : [];
  },
  use(ctx) {
    const { player, state } = ctx;
    ctx.flags.push(...handCheck(player, 2));
    ctx.events.push({ type: 'CardsLeftHand', player: player.name, count: 2, reason: 'sid-ketchum' });
    const top = state.prompts[0];
    if (top?.type === 'dying' && top.player === player.name) {
      const needed = (top.needed ?? 1) - 1;
      if (needed > 0) ctx.events.push({ type: 'PromptAnswered', needed });
      else ctx.events.push({ type: 'LifeGained', player: player.name, amount: 1 }, { type: 'PromptClosed' });
      return;
    }
    if (player.life >= player.maxLife) {
      ctx.flags.push(flag('life-full', { player: player.name, life: player.life, maxLife: player.maxLife }));
      return;
    }
    ctx.events.push({ type: 'LifeGained', player: player.name, amount: 1 });
  },
};
