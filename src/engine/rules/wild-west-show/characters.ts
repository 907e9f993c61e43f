// Wild West Show's characters (Greygory Deck, who has two drawn characters' abilities, in greygory-deck.ts).
import type { AnswerContext, CharacterRule, PlayContext } from '../../hooks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { cardRules } from '../../registry.ts';
import type { GameEvent, PlayerState, State } from '../../types.ts';
import { flag } from '../../flags.ts';
import { findPlayer, living, nextLiving } from '../../seat.ts';
import { abilityOf, hasAbility } from '../../event-in-force.ts';
import { turnChecks } from '../../entries/checks.ts';
import { oncePerTurn } from '../../entries/checks.ts';
import { eliminate } from '../../damage.ts';
import { drawnSuit } from '../../draw-check.ts';

/** Big Spencer: 9 life, 5 cards at the start (catalogue data), never a Missed! card (Backfire and cards that
 *  count as a Missed! stay allowed, FAQ Q07). */
export const bigSpencer: CharacterRule = { id: 'big-spencer', neverPlays: ['missed'] };

/** The character whose ability forbids this card to the player, if any. */
function forbiddenBy(state: State, player: PlayerState, card: string): string | undefined {
  const ability = abilityOf(state, player);
  return ability?.neverPlays?.includes(card) ? ability.id : undefined;
}

export function spencerPlays(ctx: PlayContext): void {
  const by = forbiddenBy(ctx.state, ctx.actor, ctx.entry.card);
  if (by) ctx.flags.push({ ...flag('never-missed', { player: ctx.actor.name, character: by }), rule: by });
}

export function spencerAnswers(ctx: AnswerContext): void {
  // A card put into a pot that takes any card (Poker) is not played: a Missed! goes in like any other.
  const { prompt } = ctx;
  if (prompt.card && cardRules.get(prompt.card)?.anyCardAnswers?.[prompt.type]) return;
  const by = forbiddenBy(ctx.state, ctx.player, ctx.entry.card);
  if (by) ctx.flags.push({ ...flag('never-missed', { player: ctx.player.name, character: by }), rule: by });
}

/** Youl Grinner: before he draws, every player holding more cards than he does gives him one. */
export const youlGrinner: CharacterRule = {
  id: 'youl-grinner',
  draw(ctx) {
    const { state, player } = ctx;
    const givers = living(state).filter((p) => p.name !== player.name && p.hand > player.hand);
    for (const p of givers) {
      ctx.events.push({ type: 'CardsLeftHand', player: p.name, count: 1, reason: 'youl-grinner' });
    }
    if (givers.length > 0) {
      ctx.events.push({
        type: 'CardsDrawn',
        player: player.name,
        count: givers.length,
        reason: 'youl-grinner',
        taken: givers.length,
      });
    }
  },
};

const HAND_CAP = 6;

/** John Pain: while he holds fewer than 6 cards, each card flipped for a draw! goes to his hand (not Helena
 *  Zontero's, which is nobody's draw!: FAQ Q09). */
export const johnPain: CharacterRule = {
  id: 'john-pain',
  settle(state, self, events) {
    if (!self.alive) return [];
    const flipped = events.filter(
      (e) => e.type === 'DrawRevealed' && e.kept !== true && e.card !== 'helena-zontero',
    ).length;
    const room = Math.max(0, HAND_CAP - self.hand);
    const count = Math.min(flipped, room);
    return count > 0
      ? [{ type: 'CardsDrawn', player: self.name, count, reason: 'john-pain', taken: count }]
      : [];
  },
};

/** Flint Westwood: once in his turn, one card of his hand for 2 at random from another player's (1 if that is
 *  all he holds; never from an empty hand). */
export const flintWestwood: CharacterRule = {
  id: 'flint-westwood',
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    const target = entry.target ? findPlayer(state, entry.target) : undefined;
    if (!target || !target.alive || target.name === player.name) {
      ctx.flags.push(flag('needs-target', { card: 'flint-westwood' }));
      return;
    }
    if (player.hand < 1) ctx.flags.push(flag('empty-hand', { player: player.name, hand: 0, needed: 1 }));
    if (target.hand < 1) ctx.flags.push(flag('empty-hand', { player: target.name, hand: 0, needed: 1 }));
    oncePerTurn(ctx, 'flint-westwood');
    const taken = Math.min(2, target.hand);
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 1, reason: 'flint-westwood' },
      { type: 'CardsDrawn', player: target.name, count: 1, reason: 'flint-westwood', taken: 1 },
      { type: 'CardsLeftHand', player: target.name, count: taken, reason: 'flint-westwood' },
      { type: 'CardsDrawn', player: player.name, count: taken, reason: 'flint-westwood', taken },
    );
  },
};

/** The seat a phase-3 discard goes to: the first Gary Looter clockwise from the discarding player. */
export function looterFor(state: State, from: string): PlayerState | undefined {
  let at = nextLiving(state, from);
  while (at && at.name !== from) {
    if (hasAbility(state, at, 'gary-looter')) return at;
    at = nextLiving(state, at.name);
  }
  return undefined;
}

/** Gary Looter: the cards another player discards for his hand limit at the end of his turn go to Gary's hand. */
export const garyLooter: CharacterRule = { id: 'gary-looter' };

export function lootedDiscard(state: State, player: PlayerState, count: number): GameEvent[] {
  if (player.name !== state.turn.player || state.turn.phase === 'draw') return [];
  const looter = looterFor(state, player.name);
  if (!looter) return [];
  return [{ type: 'CardsDrawn', player: looter.name, count, reason: 'gary-looter', taken: count }];
}

/** Teren Kill: on his own lethal hit, instead of a Beer, a draw!: not a spade, he stays at 1 life and draws a
 *  card; a spade, he is out (no Beer after it: FAQ Q18). Entered as `use` + `ability` while the Beer question
 *  waits on him, then the card turned up. */
export const terenKill: CharacterRule = {
  id: 'teren-kill',
  use(ctx) {
    const top = ctx.state.prompts[0];
    if (top?.type !== 'dying' || top.player !== ctx.player.name) {
      ctx.flags.push(flag('no-prompt', { player: ctx.player.name }));
      return;
    }
    ctx.events.push({
      type: 'PromptOpened',
      prompt: {
        type: 'draw-check',
        player: ctx.player.name,
        card: 'teren-kill',
        ...(top.from ? { from: top.from } : {}),
      },
    });
  },
  drawSucceeds: (card) => card.suit !== 'S',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    const dying = state.prompts[1];
    if (dying?.type !== 'dying' || dying.player !== player.name) return;
    ctx.events.push({ type: 'PromptClosed' });
    if (drawnSuit(state, ctx.sign) !== 'S') {
      ctx.events.push(
        { type: 'LifeGained', player: player.name, amount: Math.max(1, 1 - player.life) },
        { type: 'CardsDrawn', player: player.name, count: 1, reason: 'teren-kill' },
      );
      return;
    }
    const after = { ...state, prompts: state.prompts.slice(2) };
    ctx.events.push(...eliminate(after, player.name, dying.from ?? null));
  },
};

/** Lee Van Kliff: in his turn he discards a BANG! card to repeat the effect of the brown card he has just played
 *  (new targets allowed), each effect once; a repeated Stagecoach or Wells Fargo turns no show card (FAQ Q19),
 *  and the repeat counts as one card played (rule note). */
export const leeVanKliff: CharacterRule = {
  id: 'lee-van-kliff',
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (player.hand < 1)
      ctx.flags.push(flag('empty-hand', { player: player.name, hand: player.hand, needed: 1 }));
    const last = state.turn.lastPlayed;
    const card = last ? catalogue.card(last) : undefined;
    const rule = card ? cardRules.get(card.id) : undefined;
    if (!card || card.kind !== 'brown' || !rule?.play) {
      ctx.flags.push(flag('nothing-to-repeat', { player: player.name }));
      return;
    }
    const target = entry.target ? (findPlayer(state, entry.target) ?? null) : null;
    const play: PlayContext = {
      state,
      actor: player,
      target,
      card,
      entry: {
        type: 'play',
        card: card.id,
        ...(entry.target ? { target: entry.target } : {}),
        ...(entry.targetCard ? { targetCard: entry.targetCard } : {}),
      },
      // The repeat is outside the BANG! allowance: the BANG! card he discards pays for it.
      outsideLimit: true,
      events: [],
      flags: [],
    };
    rule.play(play);
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 1, reason: 'bang' },
      // The repeat is now the last thing played: nothing is left to repeat until another card is played.
      { type: 'PlayCounted', player: player.name, card: 'lee-van-kliff' },
      ...play.events,
    );
    ctx.flags.push(...play.flags);
  },
};
