// Poker: every other player with cards puts one in, in turn order; if none of them is an Ace, its player may take
// up to 2 of them (`pick`), the rest discarded. A player with an empty hand is skipped.
import type { AnswerContext, CardRule, Offer } from '../../hooks.ts';
import type { GameEvent, Prompt, Table } from '../../types.ts';
import { catalogue, inGame } from '../../catalogue/index.ts';
import { clockwiseAfter, findPlayer, living } from '../../seat.ts';
import { flag } from '../../flags.ts';

export const POKER = 'poker';
/** Marks an Ace put in for the turn's n-th Poker (its take is then over); each Poker played counts in `used`. */
const aceOf = (state: { turn: { used?: string[] } }): string =>
  `poker-ace:${(state.turn.used ?? []).filter((u) => u === POKER).length}`;

/** Whether this is the question its own player answers: which cards he takes. */
export const isTake = (prompt: Prompt): boolean => prompt.type === 'poker' && prompt.player === prompt.from;

function putIn(ctx: AnswerContext): void {
  const { state, entry } = ctx;
  ctx.events.push({ type: 'PromptClosed' });
  const ace = entry.sign !== undefined && /^A/i.test(entry.sign);
  const mark = aceOf(state);
  if (ace) ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what: mark });
  // The last card put in: no Ace (this one or before), its player takes; else his take is over.
  const next = state.prompts[1];
  if (next && isTake(next) && (ace || (state.turn.used ?? []).includes(mark))) {
    ctx.events.push({ type: 'PromptClosed' });
  }
}

export const poker: CardRule = {
  id: POKER,
  play(ctx) {
    const asked = clockwiseAfter(living(ctx.state), ctx.actor.name).filter(
      (p) => p.name !== ctx.actor.name && p.hand > 0,
    );
    if (asked.length === 0) return;
    ctx.events.push({ type: 'AbilityUsed', player: ctx.actor.name, what: POKER });
    const take: Prompt = {
      type: 'poker',
      player: ctx.actor.name,
      from: ctx.actor.name,
      card: POKER,
      needed: Math.min(2, asked.length),
    };
    const events: GameEvent[] = [{ type: 'PromptOpened', prompt: take }];
    // Opened last-first: the first player asked is on top.
    for (const p of [...asked].reverse()) {
      events.push({
        type: 'PromptOpened',
        prompt: { type: 'poker', player: p.name, from: ctx.actor.name, card: POKER },
      });
    }
    ctx.events.push(...events);
  },
  anyCardAnswers: { poker: putIn },
  onPick(_state, player, prompt, card) {
    if (!isTake(prompt) || prompt.player !== player.name)
      return { events: [], flags: [flag('wrong-answer', { card: card.id, prompt: 'poker' })] };
    const left = (prompt.needed ?? 1) - 1;
    return {
      events: [
        { type: 'CardsDrawn', player: player.name, count: 1, reason: POKER, taken: 1 },
        left > 0 ? { type: 'PromptAnswered', needed: left } : { type: 'PromptClosed' },
      ],
      flags: [],
    };
  },
};

/** The cards a player may put in (any card of the game: the hand is hidden). */
export function pokerAnswers(table: Table, prompt: Prompt): Offer[] {
  if (prompt.type !== 'poker' || isTake(prompt)) return [];
  const p = findPlayer(table, prompt.player);
  if (!p || p.hand < 1) return [];
  const expansions = table.setup?.expansions ?? ['base'];
  return catalogue.cards
    .filter((c) => inGame(c, expansions))
    .map((c) => ({ label: c.name.en, entry: { type: 'respond', player: p.name, card: c.id } }));
}
