// The Valley of Shadows's characters (Henry Block's shot is watched after every entry: henryBlockShots).
import type { CharacterRule, PlayContext } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { isBlue, catalogue } from '../../catalogue/index.ts';
import { cardSuit } from '../../draw-check.ts';
import { distance, reach, weaponOf } from '../../distance.ts';
import { findPlayer, living } from '../../seat.ts';
import type { GameEvent, State } from '../../types.ts';
import { hit } from '../../damage.ts';
import { apply } from '../../apply.ts';
import { abilityOf } from '../../event-in-force.ts';

/** Once in her turn, a clubs card as an extra BANG! (a BANG! card, beside the normal one). */
export const blackFlower: CharacterRule = {
  id: 'black-flower',
  grantsAs: ({ state, player, as, sign, answering }) => {
    if (as.id !== 'bang' || answering || state.turn.player !== player.name) return null;
    const clubs = sign !== undefined && cardSuit({ event: state.event ?? null }, sign) === 'C';
    return {
      by: 'black-flower',
      once: true,
      outsideLimit: true,
      flags: clubs ? [] : [flag('black-flower-clubs', { sign: sign ?? null })],
    };
  },
};

/** Once in his turn, a BANG! card played as a Gatling (outside the limit, as any Gatling). */
export const derSpotBurstRinger: CharacterRule = {
  id: 'der-spot-burst-ringer',
  grantsAs: ({ state, player, card, as, answering }) =>
    card.id === 'bang' && as.id === 'gatling' && !answering && state.turn.player === player.name
      ? { by: 'der-spot-burst-ringer', once: true }
      : null,
};

/** Phase 1: 2 more cards with no blue card in play (an orange one is blue; green and black are not). */
export const tucoFranziskaner: CharacterRule = {
  id: 'tuco-franziskaner',
  draw(ctx) {
    if (!ctx.player.inPlay.some((c) => isBlue(catalogue.card(c.card)))) ctx.count += 2;
  },
};

/** Phase 1: one card fewer for each player (0–2, different, within reach) she shoots a BANG! at. */
export const evelynShebang: CharacterRule = {
  id: 'evelyn-shebang',
  draw(ctx) {
    const named = ctx.entry.targets ?? [];
    if (named.length > 2 || new Set(named.map((n) => n.toLowerCase())).size < named.length) {
      ctx.flags.push(flag('evelyn-targets', { count: named.length }));
    }
    const shots = named.slice(0, 2);
    ctx.count = Math.max(0, ctx.count - shots.length);
    // Her shots are answered in phase 2's place: the phase opens now, not after them.
    if (shots.length > 0) ctx.events.push({ type: 'PhaseChanged', phase: 'play' });
    // Opened last-first: the first named answers first.
    for (const name of [...shots].reverse()) {
      const target = findPlayer(ctx.state, name);
      if (!target) continue;
      if (!target.alive || target.name === ctx.player.name) {
        ctx.flags.push(flag('dead-target', { target: target.name }));
        continue;
      }
      const d = distance(ctx.state, ctx.player, target);
      const r = reach(ctx.player, ctx.state);
      if (d > r) {
        ctx.flags.push(
          flag('out-of-range', {
            player: ctx.player.name,
            target: target.name,
            distance: d,
            reach: r,
            weapon: weaponOf(ctx.player),
          }),
        );
      }
      ctx.events.push({
        type: 'PromptOpened',
        prompt: {
          type: 'answer-bang',
          player: target.name,
          from: ctx.player.name,
          card: 'evelyn-shebang',
          needed: 1,
        },
      });
    }
  },
};

/** His Missed! answers a brown card other than BANG! aimed at him, as Escape does. */
export const mickDefender: CharacterRule = { id: 'mick-defender', answersAs: { missed: 'escape' } };

export const COLORADO_BILL = 'colorado-bill';

/** Each BANG! card he plays: a draw! before the target answers; on ♠ the shot cannot be avoided. */
export const coloradoBill: CharacterRule = {
  id: COLORADO_BILL,
  drawSucceeds: ({ suit }) => suit === 'S',
  drawMeans: 'unavoidable',
  drawCheck(ctx) {
    const { state } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    if (cardSuit(state, ctx.sign) !== 'S') return;
    const shot = state.prompts[1];
    if (shot?.type !== 'answer-bang' || shot.from !== ctx.player.name) return;
    ctx.events.push({ type: 'PromptClosed' });
    ctx.events.push(...hit(apply(state, ctx.events), shot.player, shot.damage ?? 1, shot.from));
  },
};

/** The moment a card is played: Colorado Bill's BANG! card opens his draw! on top of the shot. */
export function coloradoBillShot(ctx: PlayContext): void {
  if (ctx.card.id !== 'bang' || abilityOf(ctx.state, ctx.actor)?.id !== COLORADO_BILL) return;
  if (!ctx.events.some((e) => e.type === 'PromptOpened' && e.prompt.type === 'answer-bang')) return;
  ctx.events.push({
    type: 'PromptOpened',
    prompt: { type: 'draw-check', player: ctx.actor.name, card: COLORADO_BILL },
  });
}

export const LEMONADE_JIM = 'lemonade-jim';

/** Right after another player's Beer (it is the last card known on the discard pile): one card from his hand for
 *  1 life, only when hurt. */
export const lemonadeJim: CharacterRule = {
  id: LEMONADE_JIM,
  use(ctx) {
    const { state, player } = ctx;
    const last = state.pile?.[state.pile.length - 1];
    if (last?.card !== 'beer') ctx.flags.push(flag('no-beer-played', { player: player.name }));
    if (player.life >= player.maxLife) {
      ctx.flags.push(flag('life-full', { player: player.name, life: player.life, maxLife: player.maxLife }));
      return;
    }
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 1, reason: LEMONADE_JIM },
      { type: 'LifeGained', player: player.name, amount: 1 },
    );
  },
};

export const HENRY_BLOCK = 'henry-block';

/** Whoever draws or discards one of Henry Block's cards (hand or in play) with a card is the target of a BANG!
 *  from him (the moment after every entry; automatic abilities, such as El Gringo's, do not count). */
export function henryBlockShots(state: State, events: readonly GameEvent[]): GameEvent[] {
  const played = events.find((e) => e.type === 'CardsLeftHand' && catalogue.card(e.reason) !== undefined);
  if (played?.type !== 'CardsLeftHand') return [];
  const card = catalogue.card(played.reason);
  if (!card?.takesCard) return [];
  const out: GameEvent[] = [];
  for (const henry of living(state)) {
    if (henry.name === played.player || abilityOf(state, henry)?.id !== HENRY_BLOCK) continue;
    const touched = events.some(
      (e) =>
        (e.type === 'CardRemoved' && e.player === henry.name && e.reason === undefined) ||
        (e.type === 'CardsLeftHand' && e.player === henry.name && e.reason === card.id),
    );
    if (!touched) continue;
    out.push({
      type: 'PromptOpened',
      prompt: { type: 'answer-bang', player: played.player, from: henry.name, card: HENRY_BLOCK, needed: 1 },
    });
  }
  return out;
}

export const valleyCharacters: CharacterRule[] = [
  blackFlower,
  coloradoBill,
  derSpotBurstRinger,
  evelynShebang,
  mickDefender,
  tucoFranziskaner,
  lemonadeJim,
  { id: HENRY_BLOCK },
];
