// An event's flag cites the event card itself: "why?" opens the card that is up.
import type { FlagOf } from './types.ts';
import { flag, type FlagCode, type FlagParams } from './flags.ts';
import { eventData } from './catalogue/events.ts';

/** An event's English name, for the log lines the engine writes (flags carry the id). */
export function eventName(id: string): string {
  return eventData.find((e) => e.id === id)?.name.en ?? id;
}

/** The codes whose params name the event in force. */
export type EventFlagCode = {
  [C in FlagCode]: FlagParams[C] extends { event: string } ? C : never;
}[FlagCode];

export function eventFlag<C extends EventFlagCode>(
  code: C,
  event: string,
  ...params: keyof Omit<FlagParams[C], 'event'> extends never ? [] : [Omit<FlagParams[C], 'event'>]
): FlagOf<C> {
  const all = { ...params[0], event } as FlagParams[C];
  const raised = (flag as (c: C, p: FlagParams[C]) => FlagOf<C>)(code, all);
  return { ...raised, rule: event };
}
