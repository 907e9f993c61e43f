// The table as the UI and the CLI see it: the state plus every distance and every weapon's reach.
import type { State, TableView } from './types.ts';
import { findPlayer, living } from './seat.ts';
import { distance, reach } from './distance.ts';
import { tableOdds, withOdds } from './odds.ts';
import { unseenCards } from './known-cards.ts';
import { tokenSpots } from './load-tokens.ts';
import { forcedDiscards } from './hand-limit.ts';

export function view(state: State): TableView {
  const unseen = unseenCards(state);
  const alive = living(state);
  const inTurn = findPlayer(state, state.turn.player);
  const distances: TableView['distances'] = {};
  const reaches: TableView['reach'] = {};
  for (const a of alive) {
    const row: Record<string, number> = {};
    for (const b of alive) if (a !== b) row[b.name] = distance(state, a, b);
    distances[a.name] = row;
    reaches[a.name] = reach(a, state);
  }
  return {
    // Nuggets and equipment are always shown: 0 and none in a game without Gold Rush.
    players: state.shop
      ? state.players
      : state.players.map((p) => ({ ...p, nuggets: p.nuggets ?? 0, equipment: p.equipment ?? [] })),
    houseRules: state.houseRules ?? {},
    turn: state.turn,
    prompts: state.prompts.map((p) => withOdds(state, p, unseen)),
    distances,
    reach: reaches,
    event: state.event,
    supply: state.supply,
    winner: state.winner,
    over: state.over,
    discardEmpty: state.discardEmpty === true,
    drawPile: state.drawPile ?? null,
    eventsSeen: state.eventsSeen ?? [],
    lastDraw: state.lastDraw
      ? { player: state.lastDraw.player, card: state.lastDraw.card, sign: state.lastDraw.sign }
      : null,
    odds: tableOdds(state, unseen),
    forcedDiscards: inTurn ? forcedDiscards(state, inTurn) : 0,
    tokenSpots: tokenSpots(state),
    shop: state.shop ?? null,
  };
}
