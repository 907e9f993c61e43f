// The Bullet's three special characters: Uncle Will, Johnny Kisch, Claus "The Saint".
import type { Expansion } from '../../hooks.ts';
import { bulletCharacterRules } from './characters.ts';

export const theBullet: Expansion = { id: 'the-bullet', characters: bulletCharacterRules };
