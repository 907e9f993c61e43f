// The prompts some events open are answered by a Missed! card only: Russian Roulette, Ricochet.
import type { AnswerContext } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { abilityOf } from '../../event-in-force.ts';
import { eventName } from '../../event-flag.ts';

/** A Missed!, or a card the character may use as one (Calamity Janet's BANG!, Elena Fuente's any card). */
export function answersAsMissed(ctx: AnswerContext): boolean {
  if (ctx.card.id === 'missed') return true;
  const character = abilityOf(ctx.state, ctx.player);
  return (character?.answersAs?.[ctx.card.id] ?? character?.answersAnyAs) === 'missed';
}

/** Flags any card that is not a Missed! for the prompt the event opened; true when it is one. */
export function missedOnly(ctx: AnswerContext, event: string): boolean {
  if (answersAsMissed(ctx)) return true;
  ctx.flags.push(flag('wrong-answer', { card: ctx.card.name.en, prompt: eventName(event) }));
  return false;
}
