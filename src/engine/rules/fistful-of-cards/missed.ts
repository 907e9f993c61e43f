// The prompts some events open are answered by a Missed! card only: Russian Roulette, Ricochet.
import type { AnswerContext, Offer } from '../../hooks.ts';
import type { Prompt, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { abilityOf } from '../../event-in-force.ts';
import { catalogue } from '../../catalogue/index.ts';
import { findPlayer } from '../../seat.ts';

/** A Missed!, or a card the character may use as one (Calamity Janet's BANG!, Elena Fuente's any card). */
export function answersAsMissed(ctx: AnswerContext): boolean {
  if (ctx.card.id === 'missed') return true;
  const character = abilityOf(ctx.state, ctx.player);
  return (character?.answersAs?.[ctx.card.id] ?? character?.answersAnyAs) === 'missed';
}

/** Flags any card that is not a Missed! for the prompt the event opened; true when it is one. */
export function missedOnly(ctx: AnswerContext): boolean {
  if (answersAsMissed(ctx)) return true;
  ctx.flags.push(flag('wrong-answer', { card: ctx.card.id, prompt: ctx.prompt.type }));
  return false;
}

/** The cards offered as that Missed!: the Missed! itself and a card the character answers with as one (Calamity
 *  Janet's BANG!). Elena Fuente's any card is accepted but not listed. */
export function missedOffers(table: Table, prompt: Prompt): Offer[] {
  const player = findPlayer(table, prompt.player);
  const as = player ? (abilityOf(table, player)?.answersAs ?? {}) : {};
  const cards = ['missed', ...Object.keys(as).filter((id) => id !== 'missed' && as[id] === 'missed')];
  return cards.map((card) => ({
    label: card === 'missed' ? 'Missed!' : `${catalogue.card(card)?.name.en ?? card} as Missed!`,
    entry: { type: 'respond', player: prompt.player, card },
  }));
}
