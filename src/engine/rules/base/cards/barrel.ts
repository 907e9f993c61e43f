// Barrel (and Jourdonnais, who has one built in): when shot, draw!; a heart cancels the shot like a Missed!.
// Under the house rule `russian-roulette-takes-barrel` the same draw! answers the Russian Roulette too.
import type { ActiveHooks, DrawCheckContext, UseContext } from '../../../hooks.ts';
import type { GameEvent, Prompt, State } from '../../../types.ts';
import { flag } from '../../../flags.ts';
import { cancelShot } from './missed.ts';
import { drawnSuit } from '../../../draw-check.ts';
import { houseRule, underHouseRule } from '../../../house-rule.ts';
import { nextLiving } from '../../../seat.ts';

const ROULETTE = 'russian-roulette';
const TAKES_BARREL = 'russian-roulette-takes-barrel';

/** The question a Barrel may answer now: a shot, or the roulette where the table plays it so. */
function answerable(state: State, prompt: Prompt | undefined): boolean {
  if (prompt?.type === 'answer-bang') return true;
  return prompt?.type === ROULETTE && houseRule(state, TAKES_BARREL) === true;
}

/** A heart for the roulette: the player discarded his "Missed!", and the roulette goes on to the next player. */
function rouletteGoesOn(state: State, roulette: Prompt): GameEvent[] {
  const next = nextLiving(state, roulette.player);
  const out: GameEvent[] = [{ type: 'PromptClosed' }];
  if (next && next.name !== roulette.player) {
    out.push({ type: 'PromptOpened', prompt: { type: ROULETTE, player: next.name, card: roulette.card } });
  }
  return out;
}

export function barrelHooks(source: string): ActiveHooks {
  return {
    usableOn: ['answer-bang'],
    use(ctx: UseContext) {
      const shot = ctx.state.prompts[0];
      const mark = <F extends Parameters<typeof underHouseRule>[2]>(f: F): F =>
        shot?.type === ROULETTE ? underHouseRule(ctx.state, TAKES_BARREL, f) : f;
      if (!shot || !answerable(ctx.state, shot) || shot.player !== ctx.player.name) {
        ctx.flags.push(mark(flag('nothing-to-cancel', { player: ctx.player.name, card: ctx.source })));
        return;
      }
      if (shot.used?.includes(source)) {
        ctx.flags.push(mark(flag('already-used', { player: ctx.player.name, source: ctx.source })));
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
      if (drawnSuit(ctx.state, ctx.sign) !== 'H') return;
      if (shot?.type === 'answer-bang') ctx.events.push(cancelShot(shot));
      else if (shot?.type === ROULETTE) ctx.events.push(...rouletteGoesOn(ctx.state, shot));
    },
  };
}

export const barrel = { id: 'barrel', ...barrelHooks('barrel') };
