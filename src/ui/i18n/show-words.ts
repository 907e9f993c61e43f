// The words of the Wild West Show's parts of the table in the four languages: the show card in force, the
// reveal after a Stagecoach or Wells Fargo, Gag's button, Dorothy Rage's order. Loaded with those parts only.
import type { Locale } from '../../engine/catalogue/index.ts';

const en = {
  /** The label above the show card in force (beside High Noon's "Event"). */
  show: 'Wild West Show',
  /** The reveal prompt's line: the pile turns after a Stagecoach or Wells Fargo. */
  revealWhich: 'Which Wild West Show card was turned up?',
  marshalDraws: 'Marshal draws',
  /** Gag's button on a seat: that player spoke and loses a life point. */
  spoke: 'spoke',
  spokeTitle: ({ name }: { name: string }) => `${name} spoke: −1 life point (Gag)`,
  orderButton: 'Give an order',
  orderTitle: ({ name }: { name: string }) => `${name} orders…`,
  orderWho: 'Who must play the card?',
  orderCard: ({ name }: { name: string }) => `Which card must ${name} play?`,
  orderTarget: ({ card }: { card: string }) => `At whom is the ${card} aimed?`,
  orderNoTarget: 'This card needs no target.',
  orderSend: ({ name, card }: { name: string; card: string }) => `Order ${name} to play ${card}`,
  back: 'Back',
  cancel: 'Cancel',
};
export type ShowWords = typeof en;

const cs: ShowWords = {
  show: 'Divoký západ',
  revealWhich: 'Která karta Divokého západu se otočila?',
  marshalDraws: 'Marshal lízne',
  spoke: 'promluvil',
  spokeTitle: ({ name }) => `${name} promluvil: −1 život (Roubík)`,
  orderButton: 'Dát příkaz',
  orderTitle: ({ name }) => `${name} přikazuje…`,
  orderWho: 'Kdo musí kartu zahrát?',
  orderCard: ({ name }) => `Jakou kartu musí ${name} zahrát?`,
  orderTarget: ({ card }) => `Na koho míří ${card}?`,
  orderNoTarget: 'Tahle karta cíl nepotřebuje.',
  orderSend: ({ name, card }) => `Přikázat: ${name} zahraje ${card}`,
  back: 'Zpět',
  cancel: 'Zrušit',
};

const zhHant: ShowWords = {
  show: '狂野西部秀',
  revealWhich: '翻出了哪一張狂野西部秀？',
  marshalDraws: '由 Marshal 抽',
  spoke: '說話了',
  spokeTitle: ({ name }) => `${name} 說話了：失去 1 點生命（封口令）`,
  orderButton: '下命令',
  orderTitle: ({ name }) => `${name} 命令…`,
  orderWho: '誰必須打出這張牌？',
  orderCard: ({ name }) => `${name} 必須打出哪張牌？`,
  orderTarget: ({ card }) => `「${card}」的目標是誰？`,
  orderNoTarget: '這張牌不需要目標。',
  orderSend: ({ name, card }) => `命令 ${name} 打出「${card}」`,
  back: '返回',
  cancel: '取消',
};

const zhHans: ShowWords = {
  show: '狂野西部秀',
  revealWhich: '翻出了哪一张狂野西部秀？',
  marshalDraws: '由 Marshal 抽',
  spoke: '说话了',
  spokeTitle: ({ name }) => `${name} 说话了：失去 1 点生命（封口令）`,
  orderButton: '下命令',
  orderTitle: ({ name }) => `${name} 命令…`,
  orderWho: '谁必须打出这张牌？',
  orderCard: ({ name }) => `${name} 必须打出哪张牌？`,
  orderTarget: ({ card }) => `“${card}”的目标是谁？`,
  orderNoTarget: '这张牌不需要目标。',
  orderSend: ({ name, card }) => `命令 ${name} 打出“${card}”`,
  back: '返回',
  cancel: '取消',
};

export const SHOW_WORDS: Record<Locale, ShowWords> = { en, cs, zhHant, zhHans };
