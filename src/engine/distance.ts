// Distance and reach, as the rules define them: seats the short way round, plus Mustangs, minus Scopes, at least 1.
import type { PlayerState, Table } from './types.ts';
import { seatsBetween } from './seat.ts';
import { maxOf, sumOf } from './rules/passive.ts';
import { catalogue } from './catalogue/index.ts';

export function distance(state: Table, from: PlayerState, to: PlayerState): number {
  const seats = seatsBetween(state, from.name, to.name);
  return Math.max(1, seats + sumOf(to, 'seenFrom') + sumOf(from, 'sees'));
}

/** Weapon reach: the weapon in play, or the Colt .45's 1. */
export function reach(player: PlayerState): number {
  return maxOf(player, 'reach', 1);
}

/** The name of the weapon that gives the reach (for flag sentences). */
export function weaponName(player: PlayerState): string {
  const weapon = player.inPlay.find((c) => catalogue.card(c.card)?.weapon !== undefined);
  return weapon ? (catalogue.card(weapon.card)?.name.en ?? weapon.card) : 'Colt .45';
}
