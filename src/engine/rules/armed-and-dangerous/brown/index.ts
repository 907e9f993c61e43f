// Armed & Dangerous's 9 new brown cards, as rule modules (the reprints are the base modules).
import type { CardRule } from '../../../hooks.ts';
import { arrow, flintlock, quickShot } from './shots.ts';
import { aLittleNip, caravan, duck, squaw } from './effects.ts';
import { reloading, rust } from './tokens.ts';

export { flintlockAfter } from './shots.ts';

export const armedBrownRules: CardRule[] = [
  arrow,
  caravan,
  aLittleNip,
  duck,
  flintlock,
  quickShot,
  reloading,
  rust,
  squaw,
];
