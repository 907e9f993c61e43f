// The prompts some events open are answered by a Missed! card only: Russian Roulette, Ricochet.
import type { AnswerContext } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { abilityOf } from '../../event-in-force.ts';

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
