// Beer: one life back, never above the maximum; out of turn only on a lethal hit; useless with two players left.
// At full life or with two players left it may still be played (FAQ): it has no effect, and the log says so.
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { living } from '../../../seat.ts';
import { maxOf } from '../../../passive.ts';
import { lifeBack } from '../../../damage.ts';

export const beer: CardRule = {
  id: 'beer',
  play(ctx) {
    const { actor, state } = ctx;
    if (living(state).length <= 2) {
      ctx.events.push({ type: 'NoEffect', player: actor.name, why: 'two-left' });
      return;
    }
    ctx.events.push(lifeBack(actor, maxOf(actor, 'beerHeals', 1, state)));
  },
  // With two players left only an ability that is not a Beer saves (Sid Ketchum): no Beer is offered then.
  answerOffered: (table, prompt) => prompt.type !== 'dying' || living(table).length > 2,
  answers: {
    dying(ctx) {
      // With two players left the prompt opens only for an ability that is not a Beer (Sid Ketchum's).
      if (living(ctx.state).length <= 2) {
        ctx.flags.push(flag('beer-two-left'));
        return;
      }
      // A hit below 0 needs a life point back for each point under 1; what is left over shows as life.
      // Each Beer gives its life (Tequila Joe: 2), so one of his may cover two missing points.
      const needed = (ctx.prompt.needed ?? 1) - maxOf(ctx.player, 'beerHeals', 1, ctx.state);
      if (needed > 0) ctx.events.push({ type: 'PromptAnswered', needed });
      else
        ctx.events.push(
          { type: 'LifeGained', player: ctx.player.name, amount: 1 - needed },
          { type: 'PromptClosed' },
        );
    },
  },
};
