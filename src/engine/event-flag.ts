// An event's flag cites the event card itself: "why?" opens the card that is up.
import type { Flag } from './types.ts';
import { flag, type FlagCode } from './flags.ts';
import { eventData } from './catalogue/events.ts';

export function eventName(id: string): string {
  return eventData.find((e) => e.id === id)?.name.en ?? id;
}

export function eventFlag(code: FlagCode, event: string, params: Record<string, string | number> = {}): Flag {
  return { ...flag(code, { ...params, event: eventName(event) }), rule: event };
}
