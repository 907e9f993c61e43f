// Missed!: cancels one shot aimed at you; played only in answer to one.
import type { AnswerContext, CardRule } from '../hooks.ts';
import { flag } from '../../flags.ts';

/** One answer toward cancelling the shot; when none is needed any more, the shot is over. */
export function cancelShot(ctx: AnswerContext): void {
  const needed = (ctx.prompt.needed ?? 1) - 1;
  ctx.events.push(needed > 0 ? { type: 'PromptAnswered', needed } : { type: 'PromptClosed' });
}

export const missed: CardRule = {
  id: 'missed',
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.name.en }));
  },
  answers: { 'answer-bang': cancelShot },
};
