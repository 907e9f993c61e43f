// Every rule module, by id. Adding a card or character is adding its module here and its data.
import type { CardRule, CharacterRule } from './hooks.ts';
import { baseCardRules } from './cards/base.ts';
import { baseCharacterRules } from './characters/base.ts';
import { dodgeCityCardRules } from './cards/dodge-city/index.ts';
import { dodgeCityCharacterRules } from './characters/dodge-city.ts';
import { bulletCharacterRules } from './characters/bullet.ts';

export const cardRules = new Map<string, CardRule>(
  [...baseCardRules, ...dodgeCityCardRules].map((r) => [r.id, r]),
);
export const characterRules = new Map<string, CharacterRule>(
  [...baseCharacterRules, ...dodgeCityCharacterRules, ...bulletCharacterRules].map((r) => [r.id, r]),
);
