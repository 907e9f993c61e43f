// What the next card may be: the draw! odds from the cards the table has seen. The deck is a random order of
// every card Marshal has not seen leave it since it was last made: the game's copies, less those known on the
// discard pile and in play (known-cards.ts, the count the no-copy-left check reads too). Hidden hands are
// unseen: the odds are "from what was entered". A card known by name without its sign is one of its copies.
import type { DrawOdds, Prompt, Sign, State, Suit } from './types.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { unseenCards, type Unseen } from './known-cards.ts';
import { rankValue, suitOf } from './sign.ts';
import { currentEvent } from './event-in-force.ts';
import { activeRule } from './active.ts';
import { cardRules, eventRules } from './registry.ts';
import { findPlayer, living } from './seat.ts';
import { drawFlips } from './draw-check.ts';

/** A sign's suit and rank, read once. */
const faces = new Map<Sign, { suit: Suit | null; rank: number }>();
function faceOf(sign: Sign): { suit: Suit | null; rank: number } {
  let face = faces.get(sign);
  if (!face) {
    face = { suit: suitOf(sign), rank: rankValue(sign) };
    faces.set(sign, face);
  }
  return face;
}

/** The odds of the draw! that `source` (a card, a character or an event) asks for, flipping `flips` cards;
 *  null when it asks for none. A card known by name without its sign is one of that card's copies left, which
 *  one unknown: the odds average over them, so `succeed` is the expected number of succeeding cards. */
export function drawOdds(
  state: State,
  source: string,
  flips = 1,
  unseen: Unseen = unseenCards(state),
): DrawOdds | null {
  const succeeds = (activeRule(source) ?? eventRules.get(source))?.drawSucceeds;
  if (!succeeds) return null;
  // Blessing, Curse: every card counts as one suit.
  const suit = currentEvent(state)?.suit;
  // Per card known by name: its copies left (r) and how many of them succeed (s).
  const named = new Map<string, { r: number; s: number }>();
  let plain = 0;
  let n = 0;
  for (const copy of unseen.copies) {
    const face = faceOf(copy.sign);
    const ok = succeeds(suit ? { suit, rank: face.rank } : face, state) ? 1 : 0;
    if (!unseen.outByName.has(copy.card)) {
      plain += ok;
      n += 1;
      continue;
    }
    const x = named.get(copy.card) ?? { r: 0, s: 0 };
    named.set(copy.card, { r: x.r + 1, s: x.s + ok });
  }
  // m of a card's r copies are out, which ones unknown: r − m stay unseen, succeeding s(r − m)/r on average,
  // with the variance of a draw without replacement (for two cards flipped).
  let k = plain;
  let variance = 0;
  for (const [card, { r, s }] of named) {
    const m = unseen.outByName.get(card) ?? 0;
    n += r - m;
    k += (s * (r - m)) / r;
    if (r > 1) variance += ((m * s) / r) * (1 - s / r) * ((r - m) / (r - 1));
  }
  const odds: DrawOdds = { succeed: k, unseen: n };
  if (flips === 2) {
    const pairs = (n * (n - 1)) / 2;
    // The pairs with no good card: (n − K)(n − K − 1)/2, averaged over K.
    const fail = n - k;
    odds.twoCards = { succeed: pairs - (fail * fail + variance - fail) / 2, pairs };
  }
  return odds;
}

/** The odds of every draw! the table may make in this game: each card of its expansions that asks for one,
 *  the characters of the living, the event in force; by the id of what asks for it. */
export function tableOdds(state: State, unseen = unseenCards(state)): Record<string, DrawOdds> {
  const sources = new Set<string>();
  for (const [id, rule] of cardRules) {
    const card = catalogue.card(id);
    if (rule.drawSucceeds && card && inGame(card, state.setup.expansions)) sources.add(id);
  }
  for (const p of living(state)) sources.add(p.copies ?? p.character);
  if (state.event) sources.add(state.event);
  const out: Record<string, DrawOdds> = {};
  for (const source of sources) {
    const odds = drawOdds(state, source, 1, unseen);
    if (odds) out[source] = odds;
  }
  return out;
}

/** A draw! prompt with its odds: the cards its player flips (Lucky Duke: two). */
export function withOdds(state: State, prompt: Prompt, unseen: Unseen): Prompt {
  if (prompt.type !== 'draw-check' || !prompt.card) return prompt;
  const player = findPlayer(state, prompt.player);
  const flips = player ? drawFlips(player, state) : 1;
  const odds = drawOdds(state, prompt.card, flips, unseen);
  return odds ? { ...prompt, odds } : prompt;
}
