// The Valley of Shadows's open questions, settled per table at setup (reference: valley-of-shadows.md; each
// default is its "Recommended default").
import type { HouseRule } from '../../catalogue/house-rules.ts';

export const SHOTGUN_HITS = 'shotgun-hits';
export const BANDIDOS_HITS_ITS_PLAYER = 'bandidos-hits-its-player';
export const ESCAPE_VS_POKER_TORNADO = 'escape-vs-poker-tornado';
export const ESCAPE_VS_GREEN_CARDS = 'escape-vs-green-cards';
export const RATTLESNAKE_ON_SELF = 'rattlesnake-on-self';
export const GHOST_REMOVAL_CREDITS_KILLER = 'ghost-removal-credits-killer';
export const GHOST_COUNTS_FOR_VICTORY = 'ghost-counts-for-victory';
export const GHOST_HAND_LIMIT_ZERO = 'ghost-hand-limit-zero';

const vos = 'valley-of-shadows' as const;

export const valleyHouseRules: readonly HouseRule[] = [
  {
    id: SHOTGUN_HITS,
    expansion: vos,
    values: ['bang-effects', 'bang-cards', 'any-loss'],
    default: 'bang-effects',
    ruling: 'shotgun',
    about: ['shotgun'],
    source:
      'The international text says only "each time you hit a player"; the Czech edition and bang-server say a BANG! card; albertoxamin any damage; minsuRob and the SC2 map any BANG! effect (valley-of-shadows.md, Shotgun).',
    says: {
      'bang-effects': {
        en: "Shotgun fires on every BANG! effect of its holder's (Gatling, Fanning, Tomahawk too)",
        cs: 'Brokovnice působí při každém efektu BANG! svého držitele (i Kulomet, Rozstříštěná kulka, Tomahawk)',
        zhHant: '散彈槍對持有者的每個 BANG! 效果生效（含格林機槍、扇射、戰斧）',
        zhHans: '散弹枪对持有者的每个 BANG! 效果生效（含格林机枪、扇射、战斧）',
      },
      'bang-cards': {
        en: 'Shotgun fires only on BANG! cards (and cards played as one)',
        cs: 'Brokovnice působí jen při kartách BANG! (a kartách zahraných jako BANG!)',
        zhHant: '散彈槍只對 BANG! 牌（及當作 BANG! 打出的牌）生效',
        zhHans: '散弹枪只对 BANG! 牌（及当作 BANG! 打出的牌）生效',
      },
      'any-loss': {
        en: 'Shotgun fires on every life point its holder makes a player lose',
        cs: 'Brokovnice působí při každé ztrátě života, kterou její držitel způsobí',
        zhHant: '散彈槍對持有者造成的每次失去生命都生效',
        zhHans: '散弹枪对持有者造成的每次失去生命都生效',
      },
    },
  },
  {
    id: BANDIDOS_HITS_ITS_PLAYER,
    expansion: vos,
    values: [true, false],
    default: true,
    ruling: 'bandidos',
    about: ['bandidos'],
    source:
      'The international text says "each player" (bang-server); the Czech edition, albertoxamin and minsuRob spare its player (valley-of-shadows.md, Bandidos).',
    says: {
      true: {
        en: 'Bandidos also hits the player who plays it',
        cs: 'Divoká banda zasáhne i hráče, který ji zahrál',
        zhHant: '土匪幫也波及打出它的玩家',
        zhHans: '土匪帮也波及打出它的玩家',
      },
      false: {
        en: 'Bandidos spares its player',
        cs: 'Divoká banda šetří hráče, který ji zahrál',
        zhHant: '土匪幫不波及打出它的玩家',
        zhHans: '土匪帮不波及打出它的玩家',
      },
    },
  },
  {
    id: ESCAPE_VS_POKER_TORNADO,
    expansion: vos,
    values: [true, false],
    default: true,
    ruling: 'escape',
    about: ['escape', 'mick-defender', 'poker', 'tornado'],
    source:
      'bang-server lets Escape cancel Poker and Tornado; minsuRob leaves them out as clean-up effects (valley-of-shadows.md, Escape).',
    says: {
      true: {
        en: 'Escape cancels Poker and Tornado for its player',
        cs: 'Útěk ruší Poker a Tornádo pro svého hráče',
        zhHant: '逃脫可為其玩家取消撲克與龍捲風',
        zhHans: '逃脱可为其玩家取消扑克与龙卷风',
      },
      false: {
        en: 'Escape does not cancel Poker or Tornado',
        cs: 'Útěk neruší Poker ani Tornádo',
        zhHant: '逃脫不能取消撲克或龍捲風',
        zhHans: '逃脱不能取消扑克或龙卷风',
      },
    },
  },
  {
    id: ESCAPE_VS_GREEN_CARDS,
    expansion: vos,
    values: [false, true],
    default: false,
    ruling: 'escape',
    about: ['escape', 'mick-defender'],
    source:
      'The printed text says "a brown card"; an albertoxamin comment reads as "green cards count too" (valley-of-shadows.md, Escape).',
    says: {
      false: {
        en: 'Escape answers brown cards only',
        cs: 'Útěk odpovídá jen na hnědé karty',
        zhHant: '逃脫只能回應棕色牌',
        zhHans: '逃脱只能回应棕色牌',
      },
      true: {
        en: 'Escape also cancels a green card aimed at its player',
        cs: 'Útěk ruší i zelenou kartu namířenou na svého hráče',
        zhHant: '逃脫也能取消指向其玩家的綠色牌',
        zhHans: '逃脱也能取消指向其玩家的绿色牌',
      },
    },
  },
  {
    id: RATTLESNAKE_ON_SELF,
    expansion: vos,
    values: [true, false],
    default: true,
    ruling: 'rattlesnake',
    about: ['rattlesnake'],
    source:
      'The card says "play on any player", as Wanted, which the Gold Rush FAQ lets a player put in front of himself; minsuRob allows others only (valley-of-shadows.md, Rattlesnake).',
    says: {
      true: {
        en: 'Rattlesnake may be placed in front of its own player',
        cs: 'Chřestýše lze vyložit i před sebe',
        zhHant: '響尾蛇可放在自己面前',
        zhHans: '响尾蛇可放在自己面前',
      },
      false: {
        en: 'Rattlesnake goes in front of another player only',
        cs: 'Chřestýš se vykládá jen před jiného hráče',
        zhHant: '響尾蛇只能放在其他玩家面前',
        zhHans: '响尾蛇只能放在其他玩家面前',
      },
    },
  },
  {
    id: GHOST_REMOVAL_CREDITS_KILLER,
    expansion: vos,
    values: [false, true],
    default: false,
    ruling: 'ghost',
    about: ['ghost'],
    source:
      'bang-server credits nobody when a Ghost card leaves its player; crediting the player of the card that removed it follows the base FAQ Q05 (valley-of-shadows.md, The Ghost).',
    says: {
      false: {
        en: 'Nobody is credited when a Ghost card leaves its player',
        cs: 'Když Duch opustí svého hráče, vyřazení se nikomu nepřipisuje',
        zhHant: '鬼魂牌離開其玩家時，不算任何人淘汰他',
        zhHans: '鬼魂牌离开其玩家时，不算任何人淘汰他',
      },
      true: {
        en: 'Whoever removes a Ghost card is credited with the elimination',
        cs: 'Kdo Ducha odstraní, tomu se vyřazení připisuje',
        zhHant: '移走鬼魂牌的人算作淘汰者',
        zhHans: '移走鬼魂牌的人算作淘汰者',
      },
    },
  },
  {
    id: GHOST_COUNTS_FOR_VICTORY,
    expansion: vos,
    values: [true, false],
    default: true,
    ruling: 'ghost',
    about: ['ghost'],
    source:
      'The card says he "is back in the game"; bang-server counts him; High Noon FAQ D7 counts Ghost Town ghosts (valley-of-shadows.md, The Ghost).',
    says: {
      true: {
        en: 'A Ghost keeps his side alive for the victory check',
        cs: 'Duch drží svou stranu ve hře pro určení vítěze',
        zhHant: '鬼魂在判定勝負時仍算其陣營在場',
        zhHans: '鬼魂在判定胜负时仍算其阵营在场',
      },
      false: {
        en: 'A Ghost does not count for the victory check',
        cs: 'Duch se pro určení vítěze nepočítá',
        zhHant: '鬼魂在判定勝負時不算',
        zhHans: '鬼魂在判定胜负时不算',
      },
    },
  },
  {
    id: GHOST_HAND_LIMIT_ZERO,
    expansion: vos,
    values: [true, false],
    default: true,
    ruling: 'ghost',
    about: ['ghost'],
    source:
      'The base rule ties the hand limit to current life (0) and nothing on the Ghost card exempts him; bang-server agrees; minsuRob skips the discard for High Noon ghosts (valley-of-shadows.md, The Ghost).',
    says: {
      true: {
        en: "A Ghost card's ghost keeps a hand limit of his life, 0",
        cs: 'Duch má limit karet v ruce podle svých životů, tedy 0',
        zhHant: '鬼魂牌的鬼魂手牌上限為其生命值 0',
        zhHans: '鬼魂牌的鬼魂手牌上限为其生命值 0',
      },
      false: {
        en: "A Ghost card's ghost keeps his hand at the end of his turn",
        cs: 'Duch si na konci tahu ponechá celou ruku',
        zhHant: '鬼魂牌的鬼魂在回合結束時保留手牌',
        zhHans: '鬼魂牌的鬼魂在回合结束时保留手牌',
      },
    },
  },
];
