// The Judge: nobody plays cards in front of anyone.
import type { EventRule } from '../../hooks.ts';
import { eventFlag } from '../../event-flag.ts';

/** Nobody plays cards in front of anyone (blue, weapons, Jail, green); those in play stay and work. */
export const theJudge: EventRule = {
  id: 'the-judge',
  forbids: ({ card, placing }) =>
    placing ? eventFlag('event-no-placing', 'the-judge', { card: card.id }) : null,
};
