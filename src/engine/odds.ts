// What the next card may be: the draw! odds from the cards the table has seen. The deck is a random order of
// every card Marshal has not seen leave it since it was last made: the game's copies, less the signs known on
// the discard pile and in play. Hidden hands are unseen too, and so is a card entered without its sign: the
// odds are "from what was entered".
import type { DrawOdds, Prompt, Sign, State, Suit } from './types.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { deckOf } from './deck.ts';
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

/** The signs of every card still unseen, as a multiset (a sign twice: two identical copies). */
export function unseenSigns(state: State): Sign[] {
  const left = new Map(deckOf(state.setup.expansions));
  const take = (sign: Sign) => {
    const n = left.get(sign) ?? 0;
    if (n > 0) left.set(sign, n - 1);
  };
  for (const sign of state.discards ?? []) take(sign);
  for (const p of state.players) for (const c of p.inPlay) if (c.sign) take(c.sign);
  const out: Sign[] = [];
  for (const [sign, n] of left) for (let i = 0; i < n; i++) out.push(sign);
  return out;
}

/** The odds of the draw! that `source` (a card, a character or an event) asks for, flipping `flips` cards;
 *  null when it asks for none. */
export function drawOdds(
  state: State,
  source: string,
  flips = 1,
  unseen = unseenSigns(state),
): DrawOdds | null {
  const succeeds = (activeRule(source) ?? eventRules.get(source))?.drawSucceeds;
  if (!succeeds) return null;
  const n = unseen.length;
  // Blessing, Curse: every card counts as one suit.
  const suit = currentEvent(state)?.suit;
  let k = 0;
  for (const sign of unseen) {
    const face = faceOf(sign);
    if (succeeds(suit ? { suit, rank: face.rank } : face, state)) k += 1;
  }
  const odds: DrawOdds = { succeed: k, unseen: n };
  if (flips === 2) {
    const pairs = (n * (n - 1)) / 2;
    odds.twoCards = { succeed: pairs - ((n - k) * (n - k - 1)) / 2, pairs };
  }
  return odds;
}

/** The odds of every draw! the table may make in this game: each card of its expansions that asks for one,
 *  the characters of the living, the event in force; by the id of what asks for it. */
export function tableOdds(state: State, unseen = unseenSigns(state)): Record<string, DrawOdds> {
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
export function withOdds(state: State, prompt: Prompt, unseen: Sign[]): Prompt {
  if (prompt.type !== 'draw-check' || !prompt.card) return prompt;
  const player = findPlayer(state, prompt.player);
  const flips = player ? drawFlips(player, state) : 1;
  const odds = drawOdds(state, prompt.card, flips, unseen);
  return odds ? { ...prompt, odds } : prompt;
}
