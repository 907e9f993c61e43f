// The event cards of High Noon and A Fistful of Cards: one line an event, its deck and whether it is the
// deck's finale (the title card, always last). Names in every language; refereed when a rule module exists.
import type { EventDecks, Setup } from '../types.ts';
import type { Names } from './index.ts';
import { dealFrom } from '../rng.ts';

export type EventDeckId = 'high-noon' | 'fistful-of-cards';

export interface EventData {
  id: string;
  deck: EventDeckId;
  name: Names;
  /** What it does, in one English sentence (the rulings library says it in every language). */
  effect: string;
  /** The title card: revealed last, stays in force to the end of the game. */
  finale?: boolean;
  /** First printed in The Bullet (Handcuffs, New Identity). */
  bullet?: boolean;
}

function ev(
  id: string,
  deck: EventDeckId,
  en: string,
  cs: string,
  zhHant: string,
  zhHans: string,
  effect: string,
  extra: Partial<EventData> = {},
): EventData {
  return { id, deck, name: { en, cs, zhHant, zhHans }, effect, ...extra };
}

const HN = 'high-noon';
const FOC = 'fistful-of-cards';

export const eventData: EventData[] = [
  ev('blessing', HN, 'Blessing', 'Požehnání', '祝福', '祝福', 'Every card counts as a heart.'),
  ev('curse', HN, 'Curse', 'Prokletí', '詛咒', '诅咒', 'Every card counts as a spade.'),
  ev(
    'ghost-town',
    HN,
    'Ghost Town',
    'Město duchů',
    '鬼鎮',
    '鬼镇',
    'Eliminated players come back for their own turn as ghosts: they draw 3 and cannot die.',
  ),
  ev(
    'gold-rush',
    HN,
    'Gold Rush',
    'Zlatá horečka',
    '淘金熱',
    '淘金热',
    'This round the turn passes counter-clockwise from the Sheriff; card effects still go clockwise.',
  ),
  ev(
    'the-daltons',
    HN,
    'The Daltons',
    'Daltonové',
    '道爾頓兄弟',
    '道尔顿兄弟',
    'When revealed, each player with blue cards in play discards one of them.',
  ),
  ev(
    'the-doctor',
    HN,
    'The Doctor',
    'Doktor',
    '醫生',
    '医生',
    'When revealed, the player(s) with the fewest life points regain 1.',
  ),
  ev('the-reverend', HN, 'The Reverend', 'Reverend', '牧師', '牧师', 'No Beer may be played.'),
  ev(
    'train-arrival',
    HN,
    'Train Arrival',
    'Příjezd vlaku',
    '火車進站',
    '火车进站',
    'Every player draws one extra card in phase 1.',
  ),
  ev('hangover', HN, 'Hangover', 'Kocovina', '宿醉', '宿醉', 'All characters lose their abilities.'),
  ev(
    'the-sermon',
    HN,
    'The Sermon',
    'Kázání',
    '布道',
    '布道',
    'A player may not use BANG! cards during his own turn.',
  ),
  ev('thirst', HN, 'Thirst', 'Žízeň', '口渴', '口渴', 'Each player draws only his first card in phase 1.'),
  ev(
    'shootout',
    HN,
    'Shootout',
    'Přestřelka',
    '槍戰',
    '枪战',
    'Each player may play a second BANG! card in his turn.',
  ),
  ev(
    'handcuffs',
    HN,
    'Handcuffs',
    'Pouta',
    '手銬',
    '手铐',
    'After drawing, the player names a suit: this turn he may play only cards of that suit.',
    { bullet: true },
  ),
  ev(
    'new-identity',
    HN,
    'New Identity',
    'Nová identita',
    '新身份',
    '新身份',
    'At the start of his turn a player may switch to his other character card and restart with 2 life.',
    { bullet: true },
  ),
  ev(
    'high-noon',
    HN,
    'High Noon',
    'Poledne',
    '正午',
    '正午',
    'Every player loses 1 life at the start of his turn.',
    { finale: true },
  ),
  ev(
    'ambush',
    FOC,
    'Ambush',
    'Přepadení',
    '埋伏',
    '埋伏',
    'Every pair of players is at distance 1; only cards in play change it.',
  ),
  ev(
    'sniper',
    FOC,
    'Sniper',
    'Odstřelovač',
    '狙擊手',
    '狙击手',
    'A player may discard 2 BANG! cards together at one player: a BANG! that needs 2 Missed!.',
  ),
  ev(
    'dead-man',
    FOC,
    'Dead Man',
    'Mrtvý muž',
    '死人',
    '死人',
    'On his turn, the first player eliminated comes back with 2 life and 2 cards.',
  ),
  ev(
    'blood-brothers',
    FOC,
    'Blood Brothers',
    'Pokrevní bratři',
    '結拜兄弟',
    '结拜兄弟',
    'At the start of his turn a player may lose 1 life (not his last) to give 1 life to another player.',
  ),
  ev(
    'the-judge',
    FOC,
    'The Judge',
    'Soudce',
    '法官',
    '法官',
    'Nobody may play cards in front of himself or any other player.',
  ),
  ev('lasso', FOC, 'Lasso', 'Laso', '套索', '套索', 'Cards in play in front of the players have no effect.'),
  ev(
    'law-of-the-west',
    FOC,
    'Law of the West',
    'Zákon Západu',
    '西部法則',
    '西部法则',
    'Each player shows the second card he draws and must play it if he can.',
  ),
  ev(
    'hard-liquor',
    FOC,
    'Hard Liquor',
    'Tvrdý chlast',
    '烈酒',
    '烈酒',
    'A player may skip his phase-1 draw to regain 1 life.',
  ),
  ev(
    'abandoned-mine',
    FOC,
    'Abandoned Mine',
    'Opuštěný důl',
    '廢棄礦坑',
    '废弃矿坑',
    'In phase 1 the player draws from the discard pile and discards face down on the deck.',
  ),
  ev(
    'peyote',
    FOC,
    'Peyote',
    'Peyotl',
    '仙人掌毒',
    '仙人掌毒',
    'Instead of drawing, the player guesses red or black for each card until he is wrong.',
  ),
  ev(
    'ranch',
    FOC,
    'Ranch',
    'Ranč',
    '牧場',
    '牧场',
    'Once, at the end of phase 1, the player may discard any cards and draw as many.',
  ),
  ev(
    'ricochet',
    FOC,
    'Ricochet',
    'Odraz',
    '跳彈',
    '跳弹',
    'A player may discard BANG! cards at cards in play: each is discarded unless its owner plays a Missed!.',
  ),
  ev(
    'russian-roulette',
    FOC,
    'Russian Roulette',
    'Ruská ruleta',
    '俄羅斯輪盤',
    '俄罗斯轮盘',
    'From the Sheriff, each player discards a Missed! until one cannot: he loses 2 life.',
  ),
  ev(
    'vendetta',
    FOC,
    'Vendetta',
    'Vendeta',
    '血仇',
    '血仇',
    'At the end of his turn each player draws!: on a heart he plays another turn.',
  ),
  ev(
    'a-fistful-of-cards',
    FOC,
    'A Fistful of Cards',
    'Hrst karet',
    '荒野大鏢客',
    '荒野大镖客',
    'At the start of his turn each player is the target of one BANG! per card in his hand.',
    { finale: true },
  ),
];

const FINALE: Record<EventDeckId, string> = {
  'high-noon': 'high-noon',
  'fistful-of-cards': 'a-fistful-of-cards',
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

export function isFinale(id: string | null): boolean {
  return id !== null && eventData.some((e) => e.id === id && e.finale === true);
}

export function eventDecksOf(setup: Pick<Setup, 'events'>): EventDeckId[] {
  return setup.events === null
    ? []
    : setup.events === 'both'
      ? ['high-noon', 'fistful-of-cards']
      : [setup.events];
}
