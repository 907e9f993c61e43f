// Barrel (and Jourdonnais, who has one built in): when shot, draw!; a heart cancels the shot like a Missed!.
import type { ActiveHooks, DrawCheckContext, UseContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { cancelShot } from './missed.ts';
import { drawnSuit } from '../../../draw-check.ts';

export function barrelHooks(source: string): ActiveHooks {
  return {
    usableOn: ['answer-bang'],
    use(ctx: UseContext) {
      const shot = ctx.state.prompts[0];
      if (!shot || shot.type !== 'answer-bang' || shot.player !== ctx.player.name) {
        ctx.flags.push(flag('nothing-to-cancel', { player: ctx.player.name, card: ctx.source }));
        return;
      }
      if (shot.used?.includes(source)) {
        ctx.flags.push(flag('already-used', { player: ctx.player.name, source: ctx.source }));
        return;
      }
      ctx.events.push(
        { type: 'AnswerSourceUsed', source },
        { type: 'PromptOpened', prompt: { type: 'draw-check', player: ctx.player.name, card: source } },
      );
    },
    drawSucceeds: ({ suit }) => suit === 'H',
    drawMeans: 'cancels-shot',
    drawCheck(ctx: DrawCheckContext) {
      ctx.events.push({ type: 'PromptClosed' });
      const shot = ctx.state.prompts[1];
      if (shot?.type === 'answer-bang' && drawnSuit(ctx.state, ctx.sign) === 'H')
        ctx.events.push(cancelShot(shot));
    },
  };
}

export const barrel = { id: 'barrel', ...barrelHooks('barrel') };
