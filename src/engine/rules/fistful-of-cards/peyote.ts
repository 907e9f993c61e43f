// Peyote: instead of drawing, the player guesses red or black, then draws the top card and shows it: right,
// he keeps it and may guess again; wrong, it is discarded and phase 2 begins. Entry: `use` with
// `"event":"peyote","guess":"red"`, then the shown card as a `reveal` (or `sign` in the same entry).
import type { DrawCheckContext, EventRule, Offer, UseContext } from '../../hooks.ts';
import type { GameEvent, Sign, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { findPlayer } from '../../seat.ts';
import { suitOf } from '../../sign.ts';
import { turnChecks } from '../../entries/checks.ts';
import { eventFlag } from '../../event-flag.ts';

const ID = 'peyote';

/** The last guess's result this turn: 'right', 'wrong', 'waiting' (guessed, card not shown) or null. */
function lastGuess(table: Pick<Table, 'turn'>): string | null {
  const mine = (table.turn.used ?? []).filter((u) => u.startsWith(`${ID}:`));
  const last = mine.at(-1);
  if (!last) return null;
  return last === `${ID}:right` || last === `${ID}:wrong` ? last.slice(ID.length + 1) : 'waiting';
}

/** Marked once the player has moved on to phase 2 after a right guess (a card left his hand). */
const OVER = `${ID}-over`;

/** May guess now: instead of phase 1, or again after a right guess while he has played nothing yet. */
function mayGuess(table: Table): boolean {
  const last = lastGuess(table);
  if (table.turn.phase === 'draw' && last === null) return true;
  return last === 'right' && !(table.turn.used ?? []).includes(OVER);
}

/** The colour the player guessed last this turn. */
function guessedColour(state: Pick<Table, 'turn'>): string | undefined {
  return (state.turn.used ?? [])
    .filter((u) => u.startsWith(`${ID}:`))
    .at(-1)
    ?.slice(ID.length + 1);
}

function colourOf(sign: Sign): 'red' | 'black' {
  const suit = suitOf(sign);
  return suit === 'H' || suit === 'D' ? 'red' : 'black';
}

function shown(player: string, guess: string, sign: Sign): GameEvent[] {
  if (colourOf(sign) === guess) {
    return [
      { type: 'CardsDrawn', player, count: 1, reason: ID },
      { type: 'AbilityUsed', player, what: `${ID}:right` },
      { type: 'PhaseChanged', phase: 'play' },
    ];
  }
  return [
    { type: 'AbilityUsed', player, what: `${ID}:wrong` },
    { type: 'PhaseChanged', phase: 'play' },
  ];
}

export const peyote: EventRule = {
  id: ID,
  replacesDraw: true,
  use(ctx: UseContext) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (!mayGuess(state)) ctx.flags.push(flag('already-drawn', { player: player.name }));
    const guess = entry.guess;
    if (!guess) {
      ctx.flags.push(eventFlag('event-needs-guess', ID, { player: player.name }));
      return;
    }
    ctx.events.push({ type: 'AbilityUsed', player: player.name, what: `${ID}:${guess}` });
    if (entry.sign) ctx.events.push(...shown(player.name, guess, entry.sign));
    else {
      ctx.events.push({
        type: 'PromptOpened',
        prompt: { type: 'draw-check', player: player.name, card: ID },
      });
    }
  },
  // The colour guessed, when one was (the last guess this turn).
  drawSucceeds: ({ suit }, state) => {
    const guess = guessedColour(state);
    return guess !== undefined && (suit === 'H' || suit === 'D' ? 'red' : 'black') === guess;
  },
  drawMeans: 'guess',
  // A right guess keeps the shown card: it is the one card drawn, not a flip for the discard pile.
  drawKept: (sign, state) => colourOf(sign) === guessedColour(state),
  drawCheck(ctx: DrawCheckContext) {
    // The card is drawn and shown, not a draw!: one card, even for Lucky Duke.
    const count = ctx.flags.findIndex((f) => f.code === 'draw-count');
    if (count >= 0) ctx.flags.splice(count, 1);
    const guess = guessedColour(ctx.state);
    ctx.events.push({ type: 'PromptClosed' });
    if (guess === 'red' || guess === 'black') ctx.events.push(...shown(ctx.player.name, guess, ctx.sign));
  },
  draw(ctx) {
    if (ctx.state.turn.phase === 'draw') {
      ctx.flags.push(eventFlag('event-instead-of-drawing', ID, { player: ctx.player.name }));
    }
  },
  // A card played (or discarded) after a right guess ends the guessing: that is phase 2.
  settle(state, events) {
    const me = state.turn.player;
    if (lastGuess(state) !== 'right' || (state.turn.used ?? []).includes(OVER)) return [];
    const moved = events.some((e) => e.type === 'CardsLeftHand' && e.player === me);
    return moved ? [{ type: 'AbilityUsed', player: me, what: OVER } satisfies GameEvent] : [];
  },
  offers(table) {
    const me = findPlayer(table, table.turn.player);
    if (!me?.alive || table.prompts.length > 0 || !mayGuess(table)) return [];
    return (['red', 'black'] as const).map((guess): Offer => ({
      label: `Peyote: ${guess}`,
      entry: { type: 'use', player: me.name, event: ID, guess },
    }));
  },
};
