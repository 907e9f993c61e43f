// The base characters whose ability Marshal referees. The others are listed as "not refereed yet".
import type { CharacterRule } from '../hooks.ts';
import { barrelHooks } from '../cards/barrel.ts';

export const baseCharacterRules: CharacterRule[] = [
  { id: 'willy-the-kid', passive: { unlimitedBang: true } },
  { id: 'paul-regret', passive: { seenFrom: 1 } },
  { id: 'rose-doolan', passive: { sees: -1 } },
  { id: 'slab-the-killer', passive: { missedNeeded: 2 } },
  { id: 'jourdonnais', ...barrelHooks('jourdonnais') },
  { id: 'lucky-duke', passive: { drawCheckCards: 2 } },
];
