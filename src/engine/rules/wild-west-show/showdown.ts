// Showdown: any card may be played as a BANG! (`"as":"bang"`, the BANG! allowance still holds), also to answer
// a Duel or Indians!; a real BANG! card only as a Missed! (`respond` `"as":"missed"`), never as a BANG!: the
// designer's correction of the printed text (wild-west-show.md, settled wave 5).
import type { AnswerContext, EventRule, PlayContext } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { cardsInForce } from '../../event-piles.ts';

const ID = 'showdown';

export const showdown: EventRule = {
  id: ID,
  grantsAs(check) {
    if (check.as.id === 'bang' && check.card.id !== 'bang') return { by: ID };
    if (check.answering && check.card.id === 'bang' && check.as.id === 'missed') return { by: ID };
    return null;
  },
};

const inForce = (ctx: { state: Parameters<typeof cardsInForce>[0] }): boolean =>
  cardsInForce(ctx.state).includes(ID);

/** A real BANG! card played as a BANG! while Showdown is in force. */
export function bangPlayed(ctx: PlayContext): void {
  if (!inForce(ctx) || ctx.entry.card !== 'bang' || (ctx.entry.as ?? 'bang') !== 'bang') return;
  ctx.flags.push({ ...flag('bang-only-missed', { player: ctx.actor.name, event: ID }), rule: ID });
}

/** A real BANG! card answering as a BANG! (a Duel, Indians!) while Showdown is in force. */
export function bangAnswered(ctx: AnswerContext): void {
  if (!inForce(ctx) || ctx.entry.card !== 'bang' || (ctx.entry.as ?? 'bang') !== 'bang') return;
  ctx.flags.push({ ...flag('bang-only-missed', { player: ctx.player.name, event: ID }), rule: ID });
}
