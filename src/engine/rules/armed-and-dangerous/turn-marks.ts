// Once-a-turn marks of the Dangerous objects, kept in `turn.used` (AbilityUsed events): Bandolier's extra
// BANG!, and Bell Tower's "next card" (rung, then spent by the next card played).
import type { GameEvent, Table } from '../../types.ts';

const RUNG = 'bell-tower';
const SPENT = 'bell-tower-spent';

function count(table: Pick<Table, 'turn'>, what: string): number {
  return (table.turn.used ?? []).filter((u) => u === what).length;
}

/** BANG! cards this turn beyond the limit, one per Bandolier use. */
export function bandolierBangs(table: Pick<Table, 'turn'>): number {
  return count(table, 'bandolier');
}

/** Bell Tower was used and no card has been played since: `player` sees everyone at distance 1. */
export function bellTowerRinging(table: Pick<Table, 'turn'>, player: string): boolean {
  return table.turn.player === player && count(table, RUNG) > count(table, SPENT);
}

/** The card being played uses up the Bell Tower. */
export function bellTowerSpent(table: Pick<Table, 'turn'>, player: string): GameEvent[] {
  return bellTowerRinging(table, player) ? [{ type: 'AbilityUsed', player, what: SPENT }] : [];
}

/** The table as a shot without a card sees it (Mexicali Kid's): Bell Tower's distance 1 is for a card only. */
export function withoutBellTower<T extends Pick<Table, 'turn'>>(table: T, player: string): T {
  return bellTowerRinging(table, player)
    ? { ...table, turn: { ...table.turn, used: [...(table.turn.used ?? []), SPENT] } }
    : table;
}
