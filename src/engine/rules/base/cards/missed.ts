// Missed!: cancels one shot aimed at you; played only in answer to one.
import type { GameEvent, Prompt } from '../../../types.ts';
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';

/** One answer toward cancelling a shot (the top prompt); when none is needed any more, the shot is over. */
export function cancelShot(shot: Prompt): GameEvent {
  const needed = (shot.needed ?? 1) - 1;
  return needed > 0 ? { type: 'PromptAnswered', needed } : { type: 'PromptClosed' };
}

export const missed: CardRule = {
  id: 'missed',
  play(ctx) {
    ctx.flags.push(flag('nothing-to-cancel', { player: ctx.actor.name, card: ctx.card.id }));
  },
  answers: { 'answer-bang': (ctx) => ctx.events.push(cancelShot(ctx.prompt)) },
};
