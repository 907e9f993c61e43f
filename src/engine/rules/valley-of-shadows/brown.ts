// The Valley of Shadows's brown cards that are not shots: Tornado, Last Call, Bandidos, Escape and Saved!.
import type { AnswerContext, CardRule, Outcome } from '../../hooks.ts';
import type { DiscardEntry, GameEvent, PlayerState, Prompt, PromptType, State, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { clockwiseAfter, findPlayer, living } from '../../seat.ts';
import { lifeBack } from '../../damage.ts';
import { abilityOf } from '../../event-in-force.ts';
import { cardRules } from '../../registry.ts';
import { catalogue } from '../../catalogue/index.ts';
import { houseRule, underHouseRule } from '../../house-rule.ts';
import { BANDIDOS_HITS_ITS_PLAYER, ESCAPE_VS_GREEN_CARDS, ESCAPE_VS_POKER_TORNADO } from './house-rules.ts';

/** Every player, its player included, discards a hand card if he has one, then draws 2. */
export const tornado: CardRule = {
  id: 'tornado',
  play(ctx) {
    const everyone = [ctx.actor, ...clockwiseAfter(living(ctx.state), ctx.actor.name)];
    for (const p of everyone) {
      // The card itself already left its player's hand.
      const hand = p.name === ctx.actor.name ? p.hand - 1 : p.hand;
      if (hand > 0) ctx.events.push({ type: 'CardsLeftHand', player: p.name, count: 1, reason: 'tornado' });
      ctx.events.push({ type: 'CardsDrawn', player: p.name, count: 2, reason: 'tornado' });
    }
  },
};

/** 1 life back; not a Beer (so with two players left too), and never out of turn. */
export const lastCall: CardRule = {
  id: 'last-call',
  play(ctx) {
    ctx.events.push(lifeBack(ctx.actor, 1));
  },
};

/** Who Bandidos asks, in turn order from the player after its player (who, under the default, answers last). */
export function bandidosOrder(state: State, player: PlayerState): PlayerState[] {
  const others = clockwiseAfter(living(state), player.name).filter((p) => p.name !== player.name);
  return houseRule(state, BANDIDOS_HITS_ITS_PLAYER) === false ? others : [...others, player];
}

export const bandidos: CardRule = {
  id: 'bandidos',
  play(ctx) {
    const asked = bandidosOrder(ctx.state, ctx.actor);
    // Opened last-first: the first player asked is on top.
    for (const p of [...asked].reverse()) {
      ctx.events.push({
        type: 'PromptOpened',
        prompt: { type: 'bandidos', player: p.name, from: ctx.actor.name, card: 'bandidos' },
      });
    }
  },
};

/** A discard that answers a Bandidos prompt: 2 cards, or 1 with only one in hand. */
export function bandidosDiscard(state: State, player: PlayerState, entry: DiscardEntry): Outcome | undefined {
  const top = state.prompts[0];
  if (top?.type !== 'bandidos' || top.player !== player.name) return undefined;
  const needed = Math.min(2, player.hand);
  const flags =
    entry.count === needed
      ? []
      : [flag('bandidos-discard', { player: player.name, count: entry.count, needed })];
  const events: GameEvent[] = [
    { type: 'CardsLeftHand', player: player.name, count: entry.count, reason: 'bandidos' },
    { type: 'PromptClosed' },
  ];
  return { events, flags };
}

/** The prompts Escape (and Mick Defender's Missed!) may answer, and the card behind each. */
const ESCAPABLE: PromptType[] = ['answer-bang', 'duel', 'indians', 'bandidos', 'poker'];

/** Whether the card that raised the prompt is one Escape answers: brown (green under the house rule), not BANG!,
 *  and not Poker or Tornado unless the house rule says so. */
export function escapable(state: Table, prompt: Prompt): { ok: true } | { ok: false; card: string } {
  const card = catalogue.card(prompt.card ?? '');
  // Poker's own player choosing what he takes is no card aimed at him.
  const take = prompt.type === 'poker' && prompt.player === prompt.from;
  if (!card || take || !ESCAPABLE.includes(prompt.type)) return { ok: false, card: prompt.card ?? 'bang' };
  const green = card.kind === 'green' && houseRule(state, ESCAPE_VS_GREEN_CARDS) === true;
  if (card.id === 'bang' || (card.kind !== 'brown' && !green)) return { ok: false, card: card.id };
  if ((card.id === 'poker' || card.id === 'tornado') && houseRule(state, ESCAPE_VS_POKER_TORNADO) === false)
    return { ok: false, card: card.id };
  return { ok: true };
}

/** The answer the player's character makes of this card (Elena Fuente: any card as a Missed!), if any: it is
 *  what the card does where its own answer does not apply. */
function asCharacter(ctx: AnswerContext): boolean {
  const character = abilityOf(ctx.state, ctx.player);
  const as = character?.answersAs?.[ctx.card.id] ?? character?.answersAnyAs;
  const answer = as && as !== ctx.card.id ? cardRules.get(as)?.answers?.[ctx.prompt.type] : undefined;
  if (!answer) return false;
  answer(ctx);
  return true;
}

/** Escape: the card's effect on its player is cancelled (the question closes, costing him nothing). */
export function escapeAnswer(ctx: AnswerContext): void {
  const can = escapable(ctx.state, ctx.prompt);
  if (!can.ok) {
    if (asCharacter(ctx)) return;
    const f = flag('escape-brown-only', { card: can.card });
    const house =
      ctx.prompt.card === 'poker' || ctx.prompt.card === 'tornado' ? ESCAPE_VS_POKER_TORNADO : null;
    ctx.flags.push(house ? underHouseRule(ctx.state, house, f) : f);
    return;
  }
  ctx.events.push({ type: 'PromptClosed' });
}

export const escape: CardRule = {
  id: 'escape',
  answerOffered: (table, prompt) => escapable(table, prompt).ok,
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answers: Object.fromEntries(ESCAPABLE.map((t) => [t, escapeAnswer])),
};

/** The prompts of another player Saved! answers: those that would cost him life. */
export const SAVES_FROM: PromptType[] = ['answer-bang', 'indians', 'duel', 'bandidos'];

/** Saved!: the other player loses 1 life less; if he survives, its player draws 2 from the deck or (at random)
 *  from the saved player's hand. */
function savedAnswer(ctx: AnswerContext): void {
  const { state, prompt, player, entry } = ctx;
  const saved = findPlayer(state, prompt.player);
  if (!saved) return;
  if (saved.name === player.name) {
    if (asCharacter(ctx)) return;
    ctx.flags.push(flag('self-target', { player: player.name, card: 'saved' }));
    return;
  }
  const damage = (prompt.damage ?? 1) - 1;
  ctx.events.push({ type: 'PromptClosed' });
  if (damage > 0) ctx.events.push({ type: 'PromptOpened', prompt: { ...prompt, damage } });
  // He survives what is left of the hit: 2 cards for the saver.
  if (saved.life <= damage) return;
  if (entry.from === 'hand') {
    const count = Math.min(2, saved.hand);
    if (count > 0) {
      ctx.events.push(
        { type: 'CardsLeftHand', player: saved.name, count, reason: 'saved' },
        { type: 'CardsDrawn', player: player.name, count, reason: 'saved', taken: count },
      );
    }
  } else ctx.events.push({ type: 'CardsDrawn', player: player.name, count: 2, reason: 'saved' });
}

export const saved: CardRule = {
  id: 'saved',
  // Offered on the other players' seats (offers.ts), never to the player it would save.
  answerOffered: () => false,
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answersFor: SAVES_FROM,
  answers: Object.fromEntries(SAVES_FROM.map((t) => [t, savedAnswer])),
};
