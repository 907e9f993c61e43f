// Distance and reach, as the rules define them: seats the short way round, plus Mustangs, minus Scopes, at least 1.
import type { PlayerState, Table } from './types.ts';
import { seatsBetween } from './seat.ts';
import { cardsInPlayWork, maxOf, sumOf } from './passive.ts';
import { catalogue } from './catalogue/index.ts';
import { currentEvent } from './event-in-force.ts';
import { cardRules, expansions } from './registry.ts';

/** Ambush: only the cards in play change the distance, not the characters (the card's text); cards that have
 *  no effect now change nothing (Lasso; the others' cards in Belle Star's turn). */
function cardsOnly(player: PlayerState, key: 'seenFrom' | 'sees', state: Table): number {
  if (!cardsInPlayWork(state, player)) return 0;
  return player.inPlay.reduce((sum, c) => sum + (cardRules.get(c.card)?.passive?.[key] ?? 0), 0);
}

export function distance(state: Table, from: PlayerState, to: PlayerState): number {
  const seats = seatsBetween(state, from.name, to.name);
  // An expansion may set the distance outright (Armed & Dangerous: Bell Tower, everyone at 1).
  if (Number.isFinite(seats)) {
    for (const x of expansions) {
      const d = x.distance?.(state, from, to);
      if (d !== undefined) return d;
    }
  }
  const base = currentEvent(state)?.baseDistance;
  if (base !== undefined && Number.isFinite(seats)) {
    return Math.max(1, base + cardsOnly(to, 'seenFrom', state) + cardsOnly(from, 'sees', state));
  }
  return Math.max(1, seats + sumOf(to, 'seenFrom', state) + sumOf(from, 'sees', state));
}

/** Weapon reach: the weapon in play, or the Colt .45's 1. */
export function reach(player: PlayerState, table?: Table): number {
  return maxOf(player, 'reach', 1, table);
}

/** The name of the weapon that gives the reach (for flag sentences). */
/** The card id of the player's weapon in play; null for the Colt .45 everyone has without one. */
export function weaponOf(player: PlayerState): string | null {
  return player.inPlay.find((c) => catalogue.card(c.card)?.weapon !== undefined)?.card ?? null;
}
