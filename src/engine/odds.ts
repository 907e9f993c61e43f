// What the next card may be: the draw! odds from the cards the table has seen. The deck is a random order of
// every card Marshal has not seen leave it since it was last made: the game's copies, less those known on the
// discard pile and in play (known-cards.ts, the count the no-copy-left check reads too). Hidden hands are
// unseen: the odds are "from what was entered". A card known by name without its sign is one of its copies.
import type { DrawOdds, PlayerState, Prompt, Sign, State, Suit } from './types.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { unseenCards, type Unseen } from './known-cards.ts';
import { rankValue, suitOf } from './sign.ts';
import { currentEvent } from './event-in-force.ts';
import { activeRule } from './active.ts';
import { cardRules, eventRules } from './registry.ts';
import { findPlayer, living } from './seat.ts';
import { drawFlips } from './draw-check.ts';

/** A player with nothing in front of him and no ability: the usual count of a draw! of several cards. */
const BLANK = {
  character: '',
  life: 1,
  maxLife: 1,
  alive: true,
  role: null,
  hand: 0,
  inPlay: [],
  tokens: 0,
} satisfies Omit<PlayerState, 'name'>;

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
  // Three cards or more (Horseshoe beside Lucky Duke): none good is drawing all from the n − k others.
  if (flips >= 3 && n >= flips) odds.anyOf = { flips, chance: 1 - fallingRatio(n - k, n, flips) };
  if (activeRule(source)?.readsAllFlips) odds.suits = suitSpread(state, unseen, flips);
  if (flips === 2) {
    const pairs = (n * (n - 1)) / 2;
    // The pairs with no good card: (n − K)(n − K − 1)/2, averaged over K.
    const fail = n - k;
    odds.twoCards = { succeed: pairs - (fail * fail + variance - fail) / 2, pairs };
  }
  return odds;
}

/** (a)(a−1)…(a−f+1) / (n)(n−1)…(n−f+1): drawing f cards all from a of n. */
function fallingRatio(a: number, n: number, f: number): number {
  let r = 1;
  for (let i = 0; i < f; i++) r *= Math.max(0, a - i) / (n - i);
  return r;
}

/** The generalised binomial coefficient C(c, a) for a real c (a card known by name counts by its share). */
function choose(c: number, a: number): number {
  let r = 1;
  for (let i = 0; i < a; i++) r *= (c - i) / (i + 1);
  return Math.max(0, r);
}

/** For `flips` cards drawn from the unseen ones: the chance of exactly 1, 2, 3 and 4 different suits (Rhum's
 *  life). Under Blessing or Curse every card is one suit. */
function suitSpread(state: State, unseen: Unseen, flips: number): number[] {
  if (currentEvent(state)?.suit) return [1, 0, 0, 0];
  const count: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  const named = new Map<string, number>();
  for (const copy of unseen.copies) named.set(copy.card, (named.get(copy.card) ?? 0) + 1);
  for (const copy of unseen.copies) {
    const suit = faceOf(copy.sign).suit;
    if (!suit) continue;
    const r = named.get(copy.card) ?? 1;
    const m = unseen.outByName.get(copy.card) ?? 0;
    count[suit] += (r - m) / r;
  }
  const c = [count.S, count.H, count.D, count.C];
  const n = c.reduce((a, b) => a + b, 0);
  const all = choose(n, flips);
  const spread = [0, 0, 0, 0];
  if (all <= 0) return spread;
  // Every way of splitting the flips among the four suits.
  const split = (i: number, left: number, ways: number, suits: number): void => {
    if (i === 3) {
      const w = ways * choose(c[3] ?? 0, left);
      const j = suits + (left > 0 ? 1 : 0);
      if (w > 0 && j > 0) spread[j - 1] = (spread[j - 1] ?? 0) + w / all;
      return;
    }
    for (let a = 0; a <= left; a++)
      split(i + 1, left - a, ways * choose(c[i] ?? 0, a), suits + (a > 0 ? 1 : 0));
  };
  split(0, flips, 1, 0);
  return spread;
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
    // A draw! of several cards of its own (Rhum: 4) is shown at its usual count.
    const flips = activeRule(source)?.drawCheckCount?.(state, { ...BLANK, name: '' }, 1) ?? 1;
    const odds = drawOdds(state, source, flips, unseen);
    if (odds) out[source] = odds;
  }
  return out;
}

/** A draw! prompt with its odds: the cards its player flips (Lucky Duke: two). */
export function withOdds(state: State, prompt: Prompt, unseen: Unseen): Prompt {
  if (prompt.type !== 'draw-check' || !prompt.card) return prompt;
  const player = findPlayer(state, prompt.player);
  const usual = player ? drawFlips(player, state) : 1;
  const count = activeRule(prompt.card)?.drawCheckCount;
  const flips = player && count ? count(state, player, usual) : usual;
  const odds = drawOdds(state, prompt.card, flips, unseen);
  return odds ? { ...prompt, odds } : prompt;
}
