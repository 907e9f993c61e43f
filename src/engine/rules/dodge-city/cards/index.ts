// Dodge City's refereed cards: the new blue, brown and green cards (the reprints are the base modules).
import type { CardRule } from '../../../hooks.ts';
import { brawl, dodge, punch, ragTime, springfield, tequila, whisky } from './brown.ts';
import { greenCards } from './green.ts';

export const dodgeCityCardRules: CardRule[] = [
  { id: 'binocular', passive: { sees: -1 } },
  { id: 'hideout', passive: { seenFrom: 1 } },
  punch,
  dodge,
  springfield,
  tequila,
  whisky,
  ragTime,
  brawl,
  ...greenCards,
];
