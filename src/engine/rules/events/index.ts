// Every event's rule module, by id, and what the core asks of the event that is up. An event without a
// module here is listed as "not refereed yet": revealing or using it is flagged.
import type { PlayerState, State, Table } from '../../types.ts';
import type { CharacterRule, EventCheck, EventRule } from '../hooks.ts';
import type { Flag } from '../../types.ts';
import { characterRules } from '../registry.ts';
import { nextLiving, previousLiving } from '../../seat.ts';
import { blessing, curse } from './suits.ts';
import { shootout, theJudge, theReverend, theSermon, thirst, trainArrival } from './limits.ts';
import { ambush, goldRush, hangover, lasso } from './table.ts';
import { abandonedMine, ranch } from './quiet.ts';
import { aFistfulOfCards, highNoon, theDoctor } from './turn-start.ts';
import { bloodBrothers, hardLiquor, sniper, theDaltons } from './actions.ts';

const all: EventRule[] = [
  blessing,
  curse,
  shootout,
  theJudge,
  theReverend,
  theSermon,
  thirst,
  trainArrival,
  ambush,
  goldRush,
  hangover,
  lasso,
  abandonedMine,
  ranch,
  aFistfulOfCards,
  highNoon,
  theDoctor,
  bloodBrothers,
  hardLiquor,
  sniper,
  theDaltons,
];

export const eventRules = new Map<string, EventRule>(all.map((r) => [r.id, r]));

/** The rule of the event in force, if Marshal referees it. */
export function currentEvent(table: Partial<Pick<State, 'event'>> | undefined): EventRule | undefined {
  const id = table?.event;
  return id ? eventRules.get(id) : undefined;
}

/** The character's rule, unless the event in force takes the abilities away (Hangover). */
export function abilityOf(table: Table | State | undefined, player: PlayerState): CharacterRule | undefined {
  if (currentEvent(table)?.disables === 'characters') return undefined;
  return characterRules.get(player.character);
}

/** Whether the cards in play have no effect now (Lasso). */
export function inPlayDisabled(table: Partial<Pick<State, 'event'>> | undefined): boolean {
  return currentEvent(table)?.disables === 'in-play';
}

/** The flags the event in force raises against a card played or answered with. */
export function eventForbids(check: EventCheck): Flag[] {
  const f = currentEvent(check.state)?.forbids?.(check);
  return f ? [f] : [];
}

/** Whose turn is next: clockwise, or counter-clockwise while Gold Rush is up. */
export function nextInTurn(state: State, name: string): PlayerState | undefined {
  return currentEvent(state)?.counterClockwise ? previousLiving(state, name) : nextLiving(state, name);
}
