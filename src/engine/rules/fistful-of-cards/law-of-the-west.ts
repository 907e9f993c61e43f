// Law of the West: in phase 1 each player shows the second card he draws and must play it in phase 2 if he
// can. Entry: `use` with `"event":"law-of-the-west","card":ID` (and `sign`) after the draw. Marshal sees
// whether the shown card was played; whether it could have been (a target in reach, a duplicate in play…)
// is for the table to judge when the end of the turn is flagged. A Missed! is never forced (bga-bang).
import type { EventRule } from '../../hooks.ts';
import type { GameEvent, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { catalogue } from '../../catalogue/index.ts';
import { turnChecks } from '../../entries/checks.ts';
import { eventFlag } from '../../event-flag.ts';

const ID = 'law-of-the-west';
const PLAYED = `${ID}:played`;

/** The card shown this turn, if any. */
function shownCard(table: Pick<Table, 'turn'>): string | undefined {
  const used = (table.turn.used ?? []).find((u) => u.startsWith(`${ID}:`) && u !== PLAYED);
  return used?.slice(ID.length + 1);
}

export const lawOfTheWest: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase === 'draw') ctx.flags.push(flag('draw-first', { player: player.name }));
    const card = entry.card ? catalogue.card(entry.card) : undefined;
    if (!card) {
      ctx.flags.push(eventFlag('event-show-card', ID, { player: player.name }));
      return;
    }
    if (shownCard(state)) {
      ctx.flags.push(flag('ability-limit', { player: player.name, ability: ID, times: 1, limit: 1 }));
    }
    ctx.events.push({ type: 'AbilityUsed', player: player.name, what: `${ID}:${card.id}` });
  },
  settle(state, events) {
    const card = shownCard(state);
    const used = state.turn.used ?? [];
    if (!card || used.includes(PLAYED)) return [];
    const me = state.turn.player;
    const played = events.some((e) => e.type === 'CardsLeftHand' && e.player === me && e.reason === card);
    return played ? [{ type: 'AbilityUsed', player: me, what: PLAYED } satisfies GameEvent] : [];
  },
  endOfTurn(state, player) {
    if (!player.alive || state.turn.phase === 'draw') return { flags: [] };
    const card = shownCard(state);
    if (!card) return { flags: [eventFlag('event-show-card', ID, { player: player.name })] };
    if (card === 'missed' || (state.turn.used ?? []).includes(PLAYED)) return { flags: [] };
    return { flags: [eventFlag('event-must-play', ID, { player: player.name, card })] };
  },
};
