// A Fistful of Cards' event cards.
import type { Expansion } from '../../hooks.ts';
import { fistfulHouseRules } from './house-rules.ts';
import { ambush, lasso } from './table.ts';
import { bloodBrothers, hardLiquor, sniper } from './actions.ts';
import { deadMan } from './dead-man.ts';
import { theJudge } from './judge.ts';
import { lawOfTheWest } from './law-of-the-west.ts';
import { abandonedMine, ranch } from './quiet.ts';
import { peyote } from './peyote.ts';
import { ricochet } from './ricochet.ts';
import { russianRoulette } from './roulette.ts';
import { vendetta } from './vendetta.ts';
import { aFistfulOfCards } from './turn-start.ts';

export const fistfulOfCards: Expansion = {
  id: 'fistful-of-cards',
  houseRules: fistfulHouseRules,
  events: [
    ambush,
    sniper,
    deadMan,
    bloodBrothers,
    theJudge,
    lasso,
    lawOfTheWest,
    hardLiquor,
    abandonedMine,
    peyote,
    ranch,
    ricochet,
    russianRoulette,
    vendetta,
    aFistfulOfCards,
  ],
};
