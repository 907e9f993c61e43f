// Gold Rush's open questions (gold-rush.md §4, §5, §9): the recommended default first, the other reading a
// table may choose at setup.
import type { HouseRule } from '../../catalogue/house-rules.ts';

const gr = 'gold-rush' as const;

export const goldRushHouseRules: readonly HouseRule[] = [
  {
    id: 'lasso-belle-star-silence-equipment',
    expansion: gr,
    values: [true, false],
    default: true,
    ruling: 'black-equipment',
    about: ['lasso', 'belle-star', 'black-equipment'],
    source:
      'Both printed texts cover cards in front of players and bought black equipment is kept face up in front of you; bang-server and hra-bang switch it off, albertoxamin keeps it working (gold-rush.md §4).',
    says: {
      true: {
        en: 'Lasso and Belle Star switch black equipment off too',
        cs: 'Laso a Belle Star vypínají i černé vybavení',
        zhHant: '套索與貝兒·斯塔也讓黑色裝備失效',
        zhHans: '套索与贝儿·斯塔也让黑色装备失效',
      },
      false: {
        en: 'black equipment keeps working under Lasso and in Belle Star’s turn',
        cs: 'černé vybavení funguje i pod Lasem a v tahu Belle Star',
        zhHant: '黑色裝備在套索下與貝兒·斯塔的回合仍有效',
        zhHans: '黑色装备在套索下与贝儿·斯塔的回合仍有效',
      },
    },
  },
  {
    id: 'judge-forbids-black-equipment',
    expansion: gr,
    values: [true, false],
    default: true,
    ruling: 'black-equipment',
    about: ['the-judge', 'black-equipment'],
    source:
      'A bought black card goes straight in front of a player, which The Judge forbids; bang-server and hra-bang refuse the purchase, albertoxamin allows it (gold-rush.md §4).',
    says: {
      true: {
        en: 'under The Judge no black equipment can be bought',
        cs: 'pod Soudcem nelze koupit černé vybavení',
        zhHant: '法官在場時不能購買黑色裝備',
        zhHans: '法官在场时不能购买黑色装备',
      },
      false: {
        en: 'black equipment can be bought under The Judge',
        cs: 'černé vybavení lze koupit i pod Soudcem',
        zhHant: '法官在場時仍可購買黑色裝備',
        zhHans: '法官在场时仍可购买黑色装备',
      },
    },
  },
  {
    id: 'gold-pan-own-turn-only',
    expansion: gr,
    values: [true, false],
    default: true,
    ruling: 'black-equipment',
    about: ['gold-pan'],
    source:
      'Cards are used in your own turn unless their text says otherwise, and the Gold Pan note counts until the end of your turn; bang-server and albertoxamin agree (gold-rush.md §5).',
    says: {
      true: {
        en: 'Gold Pan only in its holder’s turn',
        cs: 'Rýžovací mísa jen v tahu svého majitele',
        zhHant: '淘金盤只能在持有者的回合使用',
        zhHans: '淘金盘只能在持有者的回合使用',
      },
      false: {
        en: 'Gold Pan also out of its holder’s turn',
        cs: 'Rýžovací mísa i mimo tah svého majitele',
        zhHant: '淘金盤也能在持有者的回合外使用',
        zhHans: '淘金盘也能在持有者的回合外使用',
      },
    },
  },
  {
    id: 'horseshoe-adds-a-card',
    expansion: gr,
    values: [true, false],
    default: true,
    ruling: 'black-equipment',
    about: ['horseshoe', 'lucky-duke', 'rhum'],
    source:
      'Horseshoe flips one additional card on top of what the player flips, and FAQ Q05 gives Rhum the same +1 for Lucky Duke; bang-server and hra-bang add them up (gold-rush.md §5).',
    says: {
      true: {
        en: 'Horseshoe’s card adds to Lucky Duke’s and to Rhum’s',
        cs: 'Podkova přidává kartu i Lucky Dukovi a k Rumu',
        zhHant: '馬蹄鐵的額外一張也加在幸運公爵與蘭姆酒上',
        zhHans: '马蹄铁的额外一张也加在幸运公爵与朗姆酒上',
      },
      false: {
        en: 'Horseshoe adds nothing to Lucky Duke’s two cards nor to Rhum’s four',
        cs: 'Podkova nepřidává Lucky Dukovi ani k Rumu',
        zhHant: '馬蹄鐵不加在幸運公爵的兩張與蘭姆酒的四張上',
        zhHans: '马蹄铁不加在幸运公爵的两张与朗姆酒的四张上',
      },
    },
  },
];
