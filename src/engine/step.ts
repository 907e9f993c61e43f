// One entry, start to end: decide, then apply unless it broke a rule the table did not accept.
import type { Entry, EntryError, Flag, GameEvent, State } from './types.ts';
import { decide } from './decide.ts';
import { apply } from './apply.ts';

export interface StepResult {
  accepted: boolean;
  flags: Flag[];
  error: EntryError | null;
  events: GameEvent[];
  state: State;
}

export function step(state: State, entry: Entry): StepResult {
  const decision = decide(state, entry);
  if (!decision.ok) return { accepted: false, flags: [], error: decision.error, events: [], state };
  const { events, flags } = decision;
  if (flags.length > 0 && entry.force !== true)
    return { accepted: false, flags, error: null, events: [], state };
  return { accepted: true, flags, error: null, events, state: apply(state, events) };
}
