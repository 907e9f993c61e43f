// The Bullet's special characters: Uncle Will, Johnny Kisch, Claus "The Saint".
import type { GameEvent } from '../../types.ts';
import type { CharacterRule } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { living } from '../../seat.ts';
import { playedFromHand } from '../../place.ts';
import { handCheck, turnChecks } from '../../entries/checks.ts';
import { openGeneralStore } from '../base/cards/general-store.ts';

/** Once in his turn, any card from hand as a General Store: `use` with `"ability":"uncle-will"` (and `card`). */
export const uncleWill: CharacterRule = {
  id: 'uncle-will',
  offers: (table, self) =>
    table.turn.player === self.name &&
    table.turn.phase === 'play' &&
    table.prompts.length === 0 &&
    self.hand > 0 &&
    !(table.turn.used ?? []).includes('uncle-will')
      ? [
          {
            label: 'Any card from hand as a General Store',
            entry: { type: 'use', player: self.name, ability: 'uncle-will' },
          },
        ]
      : [],
  use(ctx) {
    const { state, player } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase === 'draw') ctx.flags.push(flag('draw-first', { player: player.name }));
    if (state.turn.phase === 'discard') ctx.flags.push(flag('phase-over', { player: player.name }));
    ctx.flags.push(...handCheck(player, 1));
    if ((state.turn.used ?? []).includes('uncle-will')) {
      ctx.flags.push(
        flag('ability-limit', { player: player.name, ability: 'uncle-will', times: 1, limit: 1 }),
      );
    }
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 1, reason: 'uncle-will' },
      { type: 'AbilityUsed', player: player.name, what: 'uncle-will' },
      ...openGeneralStore(state, player),
    );
  },
};

/** When he puts a card in play (in his turn only he does), every other card in play with that name is
 * discarded, in front of any player (a Jail he plays discards the other Jails too). A card from his hand: a
 * Dynamite or Bomb passing on at the start of his turn is not one he puts in play. */
export const johnnyKisch: CharacterRule = {
  id: 'johnny-kisch',
  settle(state, self, events) {
    if (state.turn.player !== self.name) return [];
    const out: GameEvent[] = [];
    for (const e of events) {
      if (e.type !== 'CardPlaced' || playedFromHand(events, e.card) !== self.name) continue;
      for (const p of living(state)) {
        if (p.name !== e.player && p.inPlay.some((c) => c.card === e.card)) {
          out.push({ type: 'CardRemoved', player: p.name, card: e.card, reason: 'johnny-kisch' });
        }
      }
    }
    return out;
  },
};

/** Phase 1: he draws one more than the players alive, keeps 2 and gives 1 to each other player: a plain `draw`. */
export const clausTheSaint: CharacterRule = {
  id: 'claus-the-saint',
  draw(ctx) {
    if (ctx.entry.from !== undefined || ctx.entry.sign !== undefined) {
      ctx.flags.push(flag('draw-ability', { player: ctx.player.name }));
    }
    ctx.count = 2;
    for (const p of living(ctx.state)) {
      if (p.name !== ctx.player.name) {
        ctx.events.push({ type: 'CardsDrawn', player: p.name, count: 1, reason: 'claus-the-saint' });
      }
    }
  },
};

export const bulletCharacterRules: CharacterRule[] = [uncleWill, johnnyKisch, clausTheSaint];
