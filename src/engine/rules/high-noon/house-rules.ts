// High Noon's open questions, settled per table at setup.
import type { HouseRule } from '../../catalogue/house-rules.ts';

/** Thirst meets a character who draws more than 2 (Pixie Pete, Bill Noface): the sources disagree (events.md). */
export const THIRST_WITH_ABILITIES = 'thirst-with-draw-abilities';

export const highNoonHouseRules: readonly HouseRule[] = [
  {
    id: THIRST_WITH_ABILITIES,
    expansion: 'high-noon',
    values: ['ability-count', 'one-fewer'],
    default: 'ability-count',
    ruling: 'thirst',
    about: ['thirst', 'pixie-pete', 'bill-noface'],
    source:
      'Thirst takes the second card of the usual two; bang-server and albertoxamin take one card off any count (reference: events.md, Thirst).',
    says: {
      'ability-count': {
        en: "Thirst leaves a character's own draw count as it is",
        cs: 'Žízeň nemění počet karet, které postava líže svou schopností',
        zhHant: '口渴不改變角色能力的抽牌數',
        zhHans: '口渴不改变角色能力的抽牌数',
      },
      'one-fewer': {
        en: "Thirst takes one card off a character's own draw count",
        cs: 'Žízeň ubere jednu kartu i z počtu, který postava líže svou schopností',
        zhHant: '口渴使角色能力的抽牌數少一張',
        zhHans: '口渴使角色能力的抽牌数少一张',
      },
    },
  },
];
