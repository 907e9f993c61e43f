// The Valley of Shadows' words on the table in the four languages: a ghost's seat, the palette's "as BANG!",
// Aim and Fanning, Saved! on another player's seat. Kept apart from the main tables so the expansion's words
// are found in one place.
import type { Locale } from '../../engine/catalogue/index.ts';

type P = Record<string, string | number>;

const en = {
  /** A seat back through the Ghost card: in the game, his life never moves. */
  ghost: 'Ghost',
  ghostCard: 'Back through the Ghost: his life never moves',
  /** A seat back for his own turn through High Noon's Ghost Town. */
  ghostTown: 'Ghost for this turn',
  ghostTownTitle: 'Back for his own turn (Ghost Town): he cannot die',
  ghostSeat: (p: P) => `${p.name}, a ghost, ${p.hand} cards in hand`,
  /** The draft's choice: the card played with the effect of another. */
  playedAs: 'Played as',
  asCard: (p: P) => `as ${p.card}`,
  /** Aim paired with the BANG! card drafted. */
  withCard: (p: P) => `with ${p.card}`,
  /** Fanning: the second target, among the seats the host says qualify. */
  secondTarget: (p: P) => `Second shot, at distance 1 from ${p.name}:`,
  noSecondTarget: (p: P) => `Nobody else is at distance 1 from ${p.name}: one shot.`,
  /** Saved! on a seat whose question would cost a life: who plays it and where the 2 cards come from. */
  savedBy: (p: P) => `${p.card} for ${p.name}`,
  whoSaves: 'Played by',
  fromDeck: 'draws 2 from the deck',
  fromHand: (p: P) => `draws 2 from ${p.name}’s hand`,
  /** The short words on a seat: where the saver's 2 cards come from. */
  deck: 'deck',
  /** Black Flower: the card played as BANG! must be a club; its sign says so. */
  needsSuit: (p: P) => `Pick its sign: it must be ${p.suit}`,
  handOf: (p: P) => `${p.name}’s hand`,
};
export type VosWords = typeof en;

const cs: VosWords = {
  ghost: 'Duch',
  ghostCard: 'Vrátil se díky kartě Duch: jeho životy se nehnou',
  ghostTown: 'Duch na tento tah',
  ghostTownTitle: 'Vrátil se na svůj tah (Město duchů): nemůže zemřít',
  ghostSeat: (p) => `${p.name}, duch, karet v ruce: ${p.hand}`,
  playedAs: 'Zahrát jako',
  asCard: (p) => `jako ${p.card}`,
  withCard: (p) => `s kartou ${p.card}`,
  secondTarget: (p) => `Druhý výstřel, na vzdálenost 1 od hráče ${p.name}:`,
  noSecondTarget: (p) => `Nikdo další není na vzdálenost 1 od hráče ${p.name}: jen jeden výstřel.`,
  savedBy: (p) => `${p.card} pro hráče ${p.name}`,
  whoSaves: 'Zahraje',
  fromDeck: 'lízne 2 z balíčku',
  fromHand: (p) => `lízne 2 z ruky hráče ${p.name}`,
  deck: 'balíček',
  needsSuit: (p) => `Vyberte znak karty: musí být ${p.suit}`,
  handOf: (p) => `ruka: ${p.name}`,
};

const zhHant: VosWords = {
  ghost: '鬼魂',
  ghostCard: '因鬼魂牌回到遊戲：生命不會變動',
  ghostTown: '本回合的鬼魂',
  ghostTownTitle: '在自己的回合回來（鬼鎮）：不會死亡',
  ghostSeat: (p) => `${p.name}，鬼魂，手牌 ${p.hand} 張`,
  playedAs: '當作',
  asCard: (p) => `當作${p.card}`,
  withCard: (p) => `搭配${p.card}`,
  secondTarget: (p) => `第二槍，與 ${p.name} 距離 1：`,
  noSecondTarget: (p) => `沒有其他人與 ${p.name} 距離 1：只有一槍。`,
  savedBy: (p) => `為 ${p.name} 打出${p.card}`,
  whoSaves: '打出者',
  fromDeck: '從牌堆摸 2 張',
  fromHand: (p) => `從 ${p.name} 的手牌抽 2 張`,
  deck: '牌堆',
  needsSuit: (p) => `請選這張牌的花色點數：必須是 ${p.suit}`,
  handOf: (p) => `${p.name} 的手牌`,
};

const zhHans: VosWords = {
  ghost: '鬼魂',
  ghostCard: '因鬼魂牌回到游戏：生命不会变动',
  ghostTown: '本回合的鬼魂',
  ghostTownTitle: '在自己的回合回来（鬼镇）：不会死亡',
  ghostSeat: (p) => `${p.name}，鬼魂，手牌 ${p.hand} 张`,
  playedAs: '当作',
  asCard: (p) => `当作${p.card}`,
  withCard: (p) => `搭配${p.card}`,
  secondTarget: (p) => `第二枪，与 ${p.name} 距离 1：`,
  noSecondTarget: (p) => `没有其他人与 ${p.name} 距离 1：只有一枪。`,
  savedBy: (p) => `为 ${p.name} 打出${p.card}`,
  whoSaves: '打出者',
  fromDeck: '从牌堆摸 2 张',
  fromHand: (p) => `从 ${p.name} 的手牌抽 2 张`,
  deck: '牌堆',
  needsSuit: (p) => `请选这张牌的花色点数：必须是 ${p.suit}`,
  handOf: (p) => `${p.name} 的手牌`,
};

export const VOS_WORDS: Record<Locale, VosWords> = { en, cs, zhHant, zhHans };
