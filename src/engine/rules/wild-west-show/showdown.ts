// Showdown: any card may be played as a BANG! (`"as":"bang"`, the BANG! allowance still holds), also to answer
// a Duel or Indians!; a real BANG! card only as a Missed! (`respond` `"as":"missed"`), never as a BANG!: the
// designer's correction of the printed text (wild-west-show.md, settled wave 5).
import type { EventRule } from '../../hooks.ts';
import { flag } from '../../flags.ts';

const ID = 'showdown';

export const showdown: EventRule = {
  id: ID,
  grantsAs(check) {
    if (check.as.id === 'bang' && check.card.id !== 'bang') return { by: ID };
    if (check.answering && check.card.id === 'bang' && check.as.id === 'missed') return { by: ID };
    return null;
  },
  // A real BANG! card as a BANG! (played, or answering a Duel or Indians!): only a Missed! now. Asked of offers
  // too, so none is offered.
  forbids(check) {
    if (check.card.id !== 'bang' || (check.physical ?? 'bang') !== 'bang') return null;
    return { ...flag('bang-only-missed', { player: check.player.name, event: ID }), rule: ID };
  },
};
