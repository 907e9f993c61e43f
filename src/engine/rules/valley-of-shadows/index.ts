// The Valley of Shadows: 16 playing cards shuffled into the deck, 8 characters, and the Ghost card that brings an
// eliminated player back for good (a ghost at 0 life who can neither gain nor lose life).
import type { Expansion } from '../../hooks.ts';
import type { Table } from '../../types.ts';
import { valleyHouseRules } from './house-rules.ts';
import { ghost, ghostOffers, ghostReturns, ghostsGone } from './ghost.ts';

const VOS = 'valley-of-shadows';
const inGame = (table: Table): boolean => table.setup?.expansions.includes(VOS) === true;

export const valleyOfShadows: Expansion = {
  id: VOS,
  houseRules: valleyHouseRules,
  cards: [ghost],
  characters: [],
  returns: ghostReturns,
  afterEntry: (state, events) => (inGame(state) ? ghostsGone(state, events) : []),
  offers: (table) => (inGame(table) ? ghostOffers(table) : []),
};
