// Gathers the passive hooks that apply to a player: their character's and those of the cards in front of them.
import type { PlayerState, Table } from './types.ts';
import type { PassiveHooks } from './hooks.ts';
import { cardRules, expansions } from './registry.ts';
import { abilityOf, currentEvent } from './event-in-force.ts';

/** Whether the cards in front of this player have no effect now (in Belle Star's turn, for everyone else; not
 *  under Hangover, which takes her ability away). */
export function silenced(table: Table | undefined, player: PlayerState): string | null {
  if (!table || table.turn.player === player.name) return null;
  const current = table.players.find((p) => p.name === table.turn.player);
  return current?.alive && abilityOf(table, current)?.silencesOthers ? current.name : null;
}

/** Whether the cards in front of this player have an effect now: not in Belle Star's turn (for the others), not
 *  under Lasso (for anyone). */
export function cardsInPlayWork(table: Table | undefined, player: PlayerState): boolean {
  return !silenced(table, player) && currentEvent(table)?.disables !== 'in-play';
}

export function passivesOf(player: PlayerState, table?: Table): PassiveHooks[] {
  const hooks: PassiveHooks[] = [];
  // Hangover takes the characters' abilities away (abilityOf), Lasso the effect of every card in play.
  const character = abilityOf(table, player)?.passive;
  if (character) hooks.push(character);
  // What an expansion gives beyond the character and the cards in play (Gold Rush's equipment); each says
  // itself whether Lasso or Belle Star silence it.
  if (table?.setup) for (const x of expansions) if (x.passives) hooks.push(...x.passives(table, player));
  if (!cardsInPlayWork(table, player)) return hooks;
  for (const c of player.inPlay) {
    const passive = cardRules.get(c.card)?.passive;
    if (passive) hooks.push(passive);
  }
  return hooks;
}

export function sumOf(
  player: PlayerState,
  key: 'seenFrom' | 'sees' | 'drawMore' | 'drawCheckMore',
  table?: Table,
): number {
  return passivesOf(player, table).reduce((sum, h) => sum + (h[key] ?? 0), 0);
}

export function anyOf(player: PlayerState, key: 'unlimitedBang', table?: Table): boolean {
  return passivesOf(player, table).some((h) => h[key] === true);
}

/** The largest value any hook sets, or the fallback (e.g. reach 1 for the Colt .45). */
export function maxOf(
  player: PlayerState,
  key: 'reach' | 'missedNeeded' | 'drawCount' | 'drawCheckCards' | 'beerHeals' | 'handLimitAtLeast',
  fallback: number,
  table?: Table,
): number {
  return passivesOf(player, table).reduce((best, h) => Math.max(best, h[key] ?? fallback), fallback);
}
