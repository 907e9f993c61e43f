// Whether a player's black equipment has an effect now: Lasso and Belle Star's turn switch it off like any card
// in front of a player (house rule `lasso-belle-star-silence-equipment`, default on).
import type { PlayerState, Table } from '../../types.ts';
import { cardsInPlayWork } from '../../passive.ts';
import { houseRule } from '../../house-rule.ts';
import { equipmentOf } from './state.ts';

export function equipmentWorks(table: Table, player: PlayerState): boolean {
  return houseRule(table, 'lasso-belle-star-silence-equipment') !== true || cardsInPlayWork(table, player);
}

/** The player has this black card in front of him and it works now. */
export function hasWorking(table: Table, player: PlayerState, card: string): boolean {
  return equipmentOf(player).includes(card) && equipmentWorks(table, player);
}
