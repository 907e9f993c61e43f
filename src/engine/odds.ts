// What the next card may be: the draw! odds from the cards the table has seen. The deck is a random order of
// every card Marshal has not seen leave it since it was last made: the game's copies, less the signs known on
// the discard pile and in play. Hidden hands are unseen too, and so is a card entered without its sign: the
// odds are "from what was entered".
import type { DrawOdds, Prompt, Sign, State } from './types.ts';
import { catalogue, copiesIn, inGame } from './catalogue/index.ts';
import { rankValue } from './sign.ts';
import { drawnSuit } from './draw-check.ts';
import { activeRule } from './active.ts';
import { eventRules } from './registry.ts';
import { findPlayer, living } from './seat.ts';
import { maxOf } from './passive.ts';

/** The signs of every card still unseen, as a multiset (a sign twice: two identical copies). */
export function unseenSigns(state: State): Sign[] {
  const left = new Map<Sign, number>();
  const expansions = state.setup.expansions;
  for (const card of catalogue.cards) {
    if (!inGame(card, expansions)) continue;
    for (const sign of copiesIn(card, expansions)) left.set(sign, (left.get(sign) ?? 0) + 1);
  }
  const seen = [
    ...(state.discards ?? []),
    ...state.players.flatMap((p) => p.inPlay.flatMap((c) => (c.sign ? [c.sign] : []))),
  ];
  for (const sign of seen) {
    const n = left.get(sign) ?? 0;
    if (n > 0) left.set(sign, n - 1);
  }
  return [...left].flatMap(([sign, n]) => Array.from({ length: n }, () => sign));
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
  const k = unseen.filter((sign) =>
    succeeds({ suit: drawnSuit(state, sign), rank: rankValue(sign) }, state),
  ).length;
  const odds: DrawOdds = { succeed: k, unseen: n };
  if (flips === 2) {
    const pairs = (n * (n - 1)) / 2;
    odds.twoCards = { succeed: pairs - ((n - k) * (n - k - 1)) / 2, pairs };
  }
  return odds;
}

/** The odds of every draw! the table may make now: the cards in play and the characters of the living, the
 *  event in force; by the id of what asks for it. */
export function tableOdds(state: State, unseen = unseenSigns(state)): Record<string, DrawOdds> {
  const sources = new Set<string>();
  for (const p of living(state)) {
    for (const c of p.inPlay) sources.add(c.card);
    sources.add(p.copies ?? p.character);
  }
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
  const flips = player ? maxOf(player, 'drawCheckCards', 1) : 1;
  const odds = drawOdds(state, prompt.card, flips, unseen);
  return odds ? { ...prompt, odds } : prompt;
}
