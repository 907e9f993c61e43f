// Dodge City as one expansion: its cards (green ones placed, then used from a later turn) and characters.
import type { Expansion } from '../../hooks.ts';
import { dodgeCityCardRules } from './cards/index.ts';
import { dodgeCityCharacterRules } from './characters.ts';

export const dodgeCity: Expansion = {
  id: 'dodge-city',
  cards: dodgeCityCardRules,
  characters: dodgeCityCharacterRules,
};
