// Wild West Show's open questions, settled per table at setup (wild-west-show.md, "Recommended default").
import type { HouseRule } from '../../catalogue/house-rules.ts';

/** The WWS pile beside a High Noon / Fistful deck, or one event deck per game. */
export const WITH_EVENT_DECKS = 'wws-with-event-decks';
/** Darling Valentine after the Dynamite and Jail draw!s (never in a jailed turn), or before them. */
export const VALENTINE_AFTER_CHECKS = 'darling-valentine-after-dynamite-jail';
/** Lady Rose of Texas with only two players alive. */
export const ROSE_WITH_TWO = 'lady-rose-with-two-players';

export const wildWestShowHouseRules: readonly HouseRule[] = [
  {
    id: WITH_EVENT_DECKS,
    expansion: 'wild-west-show',
    values: [true, false],
    default: true,
    ruling: 'wild-west-show-pile',
    about: ['wild-west-show', 'high-noon', 'a-fistful-of-cards'],
    source:
      'Nothing forbids it and the WWS pile has its own trigger and finale; bang-server, albertoxamin and hra-bang play the piles together, minsuRob one event expansion a game (reference: wild-west-show.md §1).',
    says: {
      true: {
        en: 'Wild West Show may be played beside High Noon / A Fistful of Cards',
        cs: 'Wild West Show se smí hrát spolu s Poledne / Hrstí karet',
        zhHant: '狂野西部秀可與正午／荒野大鏢客同時使用',
        zhHans: '狂野西部秀可与正午／荒野大镖客同时使用',
      },
      false: {
        en: 'One event deck a game: Wild West Show is not played beside High Noon / A Fistful of Cards',
        cs: 'Jeden balíček událostí na hru: Wild West Show se nehraje spolu s Poledne / Hrstí karet',
        zhHant: '每局只用一副事件牌：狂野西部秀不與正午／荒野大鏢客同時使用',
        zhHans: '每局只用一副事件牌：狂野西部秀不与正午／荒野大镖客同时使用',
      },
    },
  },
  {
    id: VALENTINE_AFTER_CHECKS,
    expansion: 'wild-west-show',
    values: [true, false],
    default: true,
    ruling: 'darling-valentine',
    about: ['darling-valentine', 'dynamite', 'jail'],
    source:
      'The base rules make the Jail draw! before the turn and skip it all; bang-server agrees; minsuRob swaps the hand first (reference: wild-west-show.md, Darling Valentine).',
    says: {
      true: {
        en: 'Darling Valentine acts after the Dynamite and Jail draw!s (never in a jailed turn)',
        cs: 'Miláček Valentýn působí až po tasení za Dynamit a Vězení (nikdy v tahu stráveném ve vězení)',
        zhHant: '親愛的瓦倫丁在炸藥與監獄的判定之後生效（被監禁的回合不生效）',
        zhHans: '亲爱的瓦伦丁在炸药与监狱的判定之后生效（被监禁的回合不生效）',
      },
      false: {
        en: 'Darling Valentine acts first, before the Dynamite and Jail draw!s',
        cs: 'Miláček Valentýn působí hned, před tasením za Dynamit a Vězení',
        zhHant: '親愛的瓦倫丁最先生效，在炸藥與監獄的判定之前',
        zhHans: '亲爱的瓦伦丁最先生效，在炸药与监狱的判定之前',
      },
    },
  },
  {
    id: ROSE_WITH_TWO,
    expansion: 'wild-west-show',
    values: [true, false],
    default: true,
    ruling: 'lady-rose-of-texas',
    about: ['lady-rose-of-texas'],
    source:
      'The card sets no minimum and FAQ Q08 caps the swaps in a row; bang-server forbids it with two players left (reference: wild-west-show.md, Lady Rose of Texas).',
    says: {
      true: {
        en: 'Lady Rose of Texas may swap when only two players are alive',
        cs: 'Lady Rosa z Texasu smí měnit místa i se dvěma živými hráči',
        zhHant: '只剩兩名玩家時，德州玫瑰夫人仍可交換座位',
        zhHans: '只剩两名玩家时，德州玫瑰夫人仍可交换座位',
      },
      false: {
        en: 'Lady Rose of Texas cannot swap when only two players are alive',
        cs: 'Lady Rosa z Texasu nesmí měnit místa, když žijí jen dva hráči',
        zhHant: '只剩兩名玩家時，德州玫瑰夫人不能交換座位',
        zhHans: '只剩两名玩家时，德州玫瑰夫人不能交换座位',
      },
    },
  },
];
