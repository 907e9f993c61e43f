// Armed & Dangerous's Dangerous cards, as rule modules.
import type { CardRule } from '../../../hooks.ts';
import { armedWeaponRules } from './weapons.ts';
import { armedObjectRules } from './objects.ts';
import { bomb } from './bomb.ts';
import { tumbleweed } from './tumbleweed.ts';

export const armedCardRules: CardRule[] = [...armedWeaponRules, ...armedObjectRules, bomb, tumbleweed];
