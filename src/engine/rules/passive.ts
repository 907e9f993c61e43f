// Gathers the passive hooks that apply to a player: their character's and those of the cards in front of them.
import type { PlayerState } from '../types.ts';
import type { PassiveHooks } from './hooks.ts';
import { cardRules, characterRules } from './registry.ts';

export function passivesOf(player: PlayerState): PassiveHooks[] {
  const hooks: PassiveHooks[] = [];
  const character = characterRules.get(player.character)?.passive;
  if (character) hooks.push(character);
  for (const c of player.inPlay) {
    const passive = cardRules.get(c.card)?.passive;
    if (passive) hooks.push(passive);
  }
  return hooks;
}

export function sumOf(player: PlayerState, key: 'seenFrom' | 'sees'): number {
  return passivesOf(player).reduce((sum, h) => sum + (h[key] ?? 0), 0);
}

export function anyOf(player: PlayerState, key: 'unlimitedBang'): boolean {
  return passivesOf(player).some((h) => h[key] === true);
}

/** The largest value any hook sets, or the fallback (e.g. reach 1 for the Colt .45). */
export function maxOf(
  player: PlayerState,
  key: 'reach' | 'missedNeeded' | 'drawCount' | 'drawCheckCards',
  fallback: number,
): number {
  return passivesOf(player).reduce((best, h) => Math.max(best, h[key] ?? fallback), fallback);
}
