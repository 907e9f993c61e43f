// A Fistful of Cards' open questions, settled per table at setup.
import type { HouseRule } from '../../catalogue/house-rules.ts';

/** The card says "discard a Missed!"; bga and bang-server ask for it as for a BANG! (Barrel, Jourdonnais). */
export const ROULETTE_TAKES_BARREL = 'russian-roulette-takes-barrel';

export const fistfulHouseRules: readonly HouseRule[] = [
  {
    id: ROULETTE_TAKES_BARREL,
    expansion: 'fistful-of-cards',
    values: [false, true],
    default: false,
    ruling: 'russian-roulette',
    about: ['russian-roulette', 'barrel', 'jourdonnais'],
    source:
      'The card text says "discard a Missed!"; bga and bang-server treat each step as a BANG! that a Barrel may answer (reference: events.md, Russian Roulette).',
    says: {
      false: {
        en: 'Russian Roulette takes only a Missed!',
        cs: 'Ruskou ruletu odvrátí jen Missed!',
        zhHant: '俄羅斯輪盤只能用「失手！」應對',
        zhHans: '俄罗斯轮盘只能用闪避应对',
      },
      true: {
        en: 'Russian Roulette takes a Barrel',
        cs: 'Ruskou ruletu odvrátí i Barrel',
        zhHant: '俄羅斯輪盤也可用啤酒桶應對',
        zhHans: '俄罗斯轮盘也可用啤酒桶应对',
      },
    },
  },
];
