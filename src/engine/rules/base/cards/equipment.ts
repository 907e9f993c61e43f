// Blue cards whose whole effect is a passive hook while in play: weapons, Mustang, Scope.
import type { CardRule } from '../../../hooks.ts';

const weapon = (id: string, reach: number, extra: Partial<CardRule['passive']> = {}): CardRule => ({
  id,
  passive: { reach, ...extra },
});

export const equipment: CardRule[] = [
  weapon('volcanic', 1, { unlimitedBang: true }),
  weapon('schofield', 2),
  weapon('remington', 3),
  weapon('rev-carabine', 4),
  weapon('winchester', 5),
  { id: 'mustang', passive: { seenFrom: 1 } },
  { id: 'scope', passive: { sees: -1 } },
];
