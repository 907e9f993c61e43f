// What a phone may enter: exactly an answer the host offers for the question on the phone's own seat (the
// offers its page shows), the card flipped for that seat's draw!, or that seat's General Store pick; and, on
// another seat's question, exactly a card the host offers this seat to play out of turn on it (Saved!). Anything
// else (moves, corrections, a role the game did not ask for, undo, a flagged move accepted anyway, the next
// event card) is entered at the main screen. The engine still judges the answer itself, with its flags.
import { isDeepStrictEqual } from 'node:util';
import type { TableOffers } from '../engine/offers.ts';
import type { Entry, Prompt } from '../engine/types.ts';
import type { PhoneRefusal } from './phones-contract.ts';

/** What the gate reads of a game: its questions and the offers computed with them. */
export interface GateView {
  view: { prompts: readonly Prompt[] };
  offers: Pick<TableOffers, 'answers' | 'abilities'>;
}

/** The details a phone adds to an offered answer: the tokens it pays (the pay panel), the card's sign. */
const DETAILS = new Set(['spend', 'sign']);

/** The entry is this offer, with at most the details a phone adds. */
function isOffer(offer: Entry, entry: Entry): boolean {
  const offered = offer as unknown as Record<string, unknown>;
  const sent = entry as unknown as Record<string, unknown>;
  if (Object.keys(sent).some((key) => !Object.hasOwn(offered, key) && !DETAILS.has(key))) return false;
  return Object.entries(offered).every(
    ([key, value]) => key === 'spend' || isDeepStrictEqual(value, sent[key]),
  );
}

/** Another seat's question, and the host offers this seat a card to play on it out of turn: that very offer. */
function outOfTurnOffer(game: GateView, seat: string, entry: Entry): boolean {
  return [...game.offers.answers, ...game.offers.abilities].some(
    (o) => o.entry.type === 'respond' && o.entry.player === seat && isOffer(o.entry, entry),
  );
}

/** Why a phone seated at `seat` may not enter `entry` now, or null when it may. */
export function phoneRefusal(game: GateView, seat: string, entry: Entry): PhoneRefusal | null {
  if (entry.force) return { why: 'accept-at-main' };
  const top = game.view.prompts[0];
  if (!top) return { why: 'no-question' };
  if (top.player !== seat && top.type !== 'reveal-event' && outOfTurnOffer(game, seat, entry)) return null;
  if (top.player !== seat) return { why: 'asks-another', player: top.player, seat };
  if (top.type === 'reveal-event') return { why: 'event-at-main' };
  if (entry.type === 'reveal') return top.type === 'draw-check' ? null : { why: 'no-draw' };
  const who = 'player' in entry ? entry.player : undefined;
  if (who !== seat) return { why: 'own-seat', seat };
  if (entry.type === 'pick' && top.type === 'general-store') return null;
  const offers = [...game.offers.answers, ...game.offers.abilities];
  return offers.some((o) => isOffer(o.entry, entry)) ? null : { why: 'answers-only' };
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
    case 'seated':
      return `This phone answers for ${r.seat}: another seat takes a new pairing at the main screen.`;
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
    case 'answered':
      return `${r.player}’s question was answered at the main screen.`;
  }
}
