// Wild West Show: a pile of 10 event cards of its own, turned after a real Stagecoach or Wells Fargo (not at
// the Sheriff's turn), its card in force in `show` beside High Noon's or Fistful's; and the box's 8 characters.
import type { Expansion } from '../../hooks.ts';
import { wildWestShowHouseRules } from './house-rules.ts';

export const wildWestShow: Expansion = {
  id: 'wild-west-show',
  houseRules: wildWestShowHouseRules,
};
