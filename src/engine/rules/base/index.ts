// The base game as one expansion: its 22 cards and 16 characters. The core's moments need nothing more.
import type { Expansion } from '../../hooks.ts';
import { baseCardRules } from './cards/base.ts';
import { baseCharacterRules } from './characters/base.ts';

export const base: Expansion = { id: 'base', cards: baseCardRules, characters: baseCharacterRules };
