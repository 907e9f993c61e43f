// What a phone may enter: an answer to the question the game waits on, when that question waits on the
// phone's own seat. Everything else (moves, corrections, undo, a flagged move accepted anyway, the next event
// card) is entered at the main screen. The engine still judges the answer itself, with its flags.
import type { Entry, Prompt } from '../engine/types.ts';

/** The entries that answer a prompt, and name who answers. */
const ANSWERS = new Set<Entry['type']>(['respond', 'use', 'pass', 'pick', 'reveal-role']);

/** Why a phone seated at `seat` may not enter `entry` now, or null when it may. */
export function phoneRefusal(prompts: readonly Prompt[], seat: string, entry: Entry): string | null {
  if (entry.force) return 'Only the main screen can accept a flagged move anyway.';
  const top = prompts[0];
  if (!top) return 'The game waits on no answer now: moves are entered at the main screen.';
  if (top.player !== seat) return `The game waits on ${top.player}, not on ${seat}.`;
  if (top.type === 'reveal-event') return 'The next event card is turned up at the main screen.';
  if (entry.type === 'reveal') {
    return top.type === 'draw-check' ? null : 'The game waits on no draw! now.';
  }
  if (!ANSWERS.has(entry.type)) return 'A phone only answers the question its seat is asked.';
  const who = 'player' in entry ? entry.player : undefined;
  return who === seat ? null : `A phone answers for its own seat (${seat}) only.`;
}
