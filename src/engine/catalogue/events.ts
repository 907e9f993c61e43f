// The event cards of High Noon and A Fistful of Cards: one line an event, its deck and whether it is the
// deck's finale (the title card, always last). Names and texts in every language; refereed when a rule
// module exists.
import type { EventDecks, Setup } from '../types.ts';
import type { Names } from './index.ts';
import { dealFrom } from '../rng.ts';
import { eventTexts, type EventTextId } from './event-texts.ts';

export type EventDeckId = 'high-noon' | 'fistful-of-cards' | 'wild-west-show';

export interface EventData {
  id: string;
  deck: EventDeckId;
  name: Names;
  /** What it does, in one short sentence a language: the status card shows it (event-texts.ts). */
  effect: Names;
  /** The title card: revealed last, stays in force to the end of the game. */
  finale?: boolean;
  /** First printed in The Bullet (Handcuffs, New Identity). */
  bullet?: boolean;
  /** Other names the table may search it by (the Italian print's). */
  aliases?: string[];
}

/** One event: its names here, its text from every language's table (a missing one fails the type check). */
function ev(
  id: EventTextId,
  deck: EventDeckId,
  en: string,
  cs: string,
  zhHant: string,
  zhHans: string,
  extra: Partial<EventData> = {},
): EventData {
  const effect: Names = {
    en: eventTexts.en[id],
    cs: eventTexts.cs[id],
    zhHant: eventTexts.zhHant[id],
    zhHans: eventTexts.zhHans[id],
  };
  return { id, deck, name: { en, cs, zhHant, zhHans }, effect, ...extra };
}

const HN = 'high-noon';
const FOC = 'fistful-of-cards';
const WWS = 'wild-west-show';

export const eventData: EventData[] = [
  ev('blessing', HN, 'Blessing', 'Požehnání', '祝福', '祝福'),
  ev('curse', HN, 'Curse', 'Prokletí', '詛咒', '诅咒'),
  ev('ghost-town', HN, 'Ghost Town', 'Město duchů', '鬼鎮', '鬼镇'),
  ev('gold-rush', HN, 'Gold Rush', 'Zlatá horečka', '淘金熱', '淘金热'),
  ev('the-daltons', HN, 'The Daltons', 'Daltonové', '道爾頓兄弟', '道尔顿兄弟'),
  ev('the-doctor', HN, 'The Doctor', 'Doktor', '醫生', '医生'),
  ev('the-reverend', HN, 'The Reverend', 'Reverend', '牧師', '牧师'),
  ev('train-arrival', HN, 'Train Arrival', 'Příjezd vlaku', '火車進站', '火车进站'),
  ev('hangover', HN, 'Hangover', 'Kocovina', '宿醉', '宿醉'),
  ev('the-sermon', HN, 'The Sermon', 'Kázání', '布道', '布道'),
  ev('thirst', HN, 'Thirst', 'Žízeň', '口渴', '口渴'),
  ev('shootout', HN, 'Shootout', 'Přestřelka', '槍戰', '枪战'),
  ev('handcuffs', HN, 'Handcuffs', 'Pouta', '手銬', '手铐', { bullet: true }),
  ev('new-identity', HN, 'New Identity', 'Nová identita', '新身份', '新身份', { bullet: true }),
  ev('high-noon', HN, 'High Noon', 'Poledne', '正午', '正午', { finale: true }),
  ev('ambush', FOC, 'Ambush', 'Přepadení', '埋伏', '埋伏'),
  ev('sniper', FOC, 'Sniper', 'Odstřelovač', '狙擊手', '狙击手'),
  ev('dead-man', FOC, 'Dead Man', 'Mrtvý muž', '死人', '死人'),
  ev('blood-brothers', FOC, 'Blood Brothers', 'Pokrevní bratři', '結拜兄弟', '结拜兄弟'),
  ev('the-judge', FOC, 'The Judge', 'Soudce', '法官', '法官'),
  ev('lasso', FOC, 'Lasso', 'Laso', '套索', '套索'),
  ev('law-of-the-west', FOC, 'Law of the West', 'Zákon Západu', '西部法則', '西部法则'),
  ev('hard-liquor', FOC, 'Hard Liquor', 'Tvrdý chlast', '烈酒', '烈酒'),
  ev('abandoned-mine', FOC, 'Abandoned Mine', 'Opuštěný důl', '廢棄礦坑', '废弃矿坑'),
  ev('peyote', FOC, 'Peyote', 'Peyotl', '仙人掌毒', '仙人掌毒'),
  ev('ranch', FOC, 'Ranch', 'Ranč', '牧場', '牧场'),
  ev('ricochet', FOC, 'Ricochet', 'Odraz', '跳彈', '跳弹'),
  ev('russian-roulette', FOC, 'Russian Roulette', 'Ruská ruleta', '俄羅斯輪盤', '俄罗斯轮盘'),
  ev('vendetta', FOC, 'Vendetta', 'Vendeta', '血仇', '血仇'),
  ev('a-fistful-of-cards', FOC, 'A Fistful of Cards', 'Hrst karet', '荒野大鏢客', '荒野大镖客', {
    finale: true,
  }),
  ev('gag', WWS, 'Gag', 'Roubík', '封口令', '封口令', { aliases: ['Bavaglio'] }),
  ev('bone-orchard', WWS, 'Bone Orchard', 'Hřbitov', '墳場', '坟场', { aliases: ['Camposanto'] }),
  ev('darling-valentine', WWS, 'Darling Valentine', 'Miláček Valentýn', '親愛的瓦倫丁', '亲爱的瓦伦丁'),
  ev('dorothy-rage', WWS, 'Dorothy Rage', 'Zuřivá Dorothy', '暴怒桃樂絲', '暴怒桃乐丝'),
  ev('helena-zontero', WWS, 'Helena Zontero', 'Helena Zontero', '海倫娜．宗特羅', '海伦娜·宗特罗'),
  ev('lady-rose-of-texas', WWS, 'Lady Rose of Texas', 'Lady Rosa z Texasu', '德州玫瑰夫人', '德州玫瑰夫人', {
    aliases: ['Lady Rosa of Texas', 'Lady Rosa del Texas'],
  }),
  ev('miss-susanna', WWS, 'Miss Susanna', 'Slečna Zuzana', '蘇珊娜小姐', '苏珊娜小姐'),
  ev('showdown', WWS, 'Showdown', 'Zůčtování', '決戰', '决战', { aliases: ['Regolamento di Conti'] }),
  ev('sacagaway', WWS, 'Sacagaway', 'Sacagaway', '薩卡加維', '萨卡加维'),
  ev('wild-west-show', WWS, 'Wild West Show', 'Divoký západ', '狂野西部秀', '狂野西部秀', { finale: true }),
];

const FINALE: Record<EventDeckId, string> = {
  'high-noon': 'high-noon',
  'fistful-of-cards': 'a-fistful-of-cards',
  'wild-west-show': 'wild-west-show',
};
const MIXED_DRAWN = 12;

/** The face-down event deck in reveal order: shuffled from the seed, the finale last (rules/001). */
export function eventDeckFor(decks: EventDecks, seed: number): string[] {
  if (decks === null) return [];
  const chosen: EventDeckId[] = decks === 'both' ? ['high-noon', 'fistful-of-cards'] : [decks];
  const pool = eventData.filter((e) => chosen.includes(e.deck) && !e.finale).map((e) => e.id);
  // A separate stream from the deal: the event shuffle never changes the characters dealt.
  const shuffled = dealFrom(pool, pool.length, seed ^ 0x5eed);
  const finales = chosen.map((d) => FINALE[d]);
  const finale = finales[decks === 'both' ? Math.abs(seed) % 2 : 0] ?? 'high-noon';
  return [...(decks === 'both' ? shuffled.slice(0, MIXED_DRAWN) : shuffled), finale];
}

/** A pile of its own (Wild West Show): its cards shuffled from the seed, the finale last. */
export function pileDeckFor(deck: EventDeckId, seed: number): string[] {
  const pool = eventData.filter((e) => e.deck === deck && !e.finale).map((e) => e.id);
  // A stream of its own: this pile's shuffle changes neither the deal nor the event deck.
  return [...dealFrom(pool, pool.length, seed ^ 0x5eed5), FINALE[deck]];
}

export function isFinale(id: string | null): boolean {
  return id !== null && eventData.some((e) => e.id === id && e.finale === true);
}

/** The cards still face down above the finale (which lies at the bottom): while any is left, the finale is
 *  not due. */
export function cardsBeforeFinale(faceDown: readonly string[] | undefined): number {
  return (faceDown ?? []).filter((c) => !isFinale(c)).length;
}

export function eventDecksOf(setup: Pick<Setup, 'events'>): EventDeckId[] {
  return setup.events === null
    ? []
    : setup.events === 'both'
      ? ['high-noon', 'fistful-of-cards']
      : [setup.events];
}
