// The Valley of Shadows: 16 playing cards shuffled into the deck, 8 characters, and the Ghost card that brings an
// eliminated player back for good (a ghost at 0 life who can neither gain nor lose life).
import type { Expansion } from '../../hooks.ts';
import { valleyHouseRules } from './house-rules.ts';

export const valleyOfShadows: Expansion = {
  id: 'valley-of-shadows',
  houseRules: valleyHouseRules,
  cards: [],
  characters: [],
};
