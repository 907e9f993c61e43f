// What a phone may enter: an answer to the question the game waits on, when that question waits on the
// phone's own seat. Everything else (moves, corrections, undo, a flagged move accepted anyway, the next event
// card) is entered at the main screen. The engine still judges the answer itself, with its flags.
import type { Entry, Prompt } from '../engine/types.ts';
import type { PhoneRefusal } from './phones-contract.ts';

/** The entries that answer a prompt, and name who answers. */
const ANSWERS = new Set<Entry['type']>(['respond', 'use', 'pass', 'pick', 'reveal-role']);

/** Why a phone seated at `seat` may not enter `entry` now, or null when it may. */
export function phoneRefusal(prompts: readonly Prompt[], seat: string, entry: Entry): PhoneRefusal | null {
  if (entry.force) return { why: 'accept-at-main' };
  const top = prompts[0];
  if (!top) return { why: 'no-question' };
  if (top.player !== seat) return { why: 'asks-another', player: top.player, seat };
  if (top.type === 'reveal-event') return { why: 'event-at-main' };
  if (entry.type === 'reveal') return top.type === 'draw-check' ? null : { why: 'no-draw' };
  if (!ANSWERS.has(entry.type)) return { why: 'answers-only' };
  const who = 'player' in entry ? entry.player : undefined;
  return who === seat ? null : { why: 'own-seat', seat };
}

/** A refusal in plain English, as the error's message. */
export function refusalMessage(r: PhoneRefusal): string {
  switch (r.why) {
    case 'not-inviting':
      return 'Marshal is not inviting phones now.';
    case 'no-game':
      return 'There is no game yet: start one at the main screen.';
    case 'wrong-code':
      return `That code is wrong (${r.triesLeft} ${r.triesLeft === 1 ? 'try' : 'tries'} left).`;
    case 'code-expired':
      return 'That code has expired: ask the table for a new one.';
    case 'pairing-locked':
      return 'Pairing is stopped after too many wrong codes: the table must invite again.';
    case 'no-such-seat':
      return 'There is no such seat in this game.';
    case 'seat-taken':
      return `${r.seat} is already answered for by another phone.`;
    case 'pick-seat':
      return 'Pick your seat first.';
    case 'accept-at-main':
      return 'Only the main screen can accept a flagged move anyway.';
    case 'no-question':
      return 'The game waits on no answer now: moves are entered at the main screen.';
    case 'asks-another':
      return `The game waits on ${r.player}, not on ${r.seat}.`;
    case 'event-at-main':
      return 'The next event card is turned up at the main screen.';
    case 'no-draw':
      return 'The game waits on no draw! now.';
    case 'answers-only':
      return 'A phone only answers the question its seat is asked.';
    case 'own-seat':
      return `A phone answers for its own seat (${r.seat}) only.`;
  }
}
