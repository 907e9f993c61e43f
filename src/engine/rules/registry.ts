// Every rule module, by id. Adding a card or character is adding its module here and its data.
import type { CardRule, CharacterRule } from './hooks.ts';
import type { PlayerState } from '../types.ts';
import { baseCardRules } from './cards/base.ts';
import { baseCharacterRules } from './characters/base.ts';
import { dodgeCityCardRules } from './cards/dodge-city/index.ts';
import { dodgeCityCharacterRules } from './characters/dodge-city.ts';
import { bulletCharacterRules } from './characters/bullet.ts';
import { armedCardRules } from './cards/armed/index.ts';
import { armedBrownRules } from './cards/armed-brown/index.ts';
import { armedCharacterRules } from './characters/armed.ts';

export const cardRules = new Map<string, CardRule>(
  [...baseCardRules, ...dodgeCityCardRules, ...armedCardRules, ...armedBrownRules].map((r) => [r.id, r]),
);
export const characterRules = new Map<string, CharacterRule>(
  [...baseCharacterRules, ...dodgeCityCharacterRules, ...bulletCharacterRules, ...armedCharacterRules].map(
    (r) => [r.id, r],
  ),
);

/** The character whose ability a player has now: their own, or the one Vera Custer copies. */
export function abilityId(player: Pick<PlayerState, 'character' | 'copies'>): string {
  return player.copies ?? player.character;
}
