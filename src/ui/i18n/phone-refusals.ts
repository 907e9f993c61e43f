// Why a phone was refused, in the four languages: only the phone page says these, so they stay out of the
// table's bundle (the page's other words are in phone-page.ts).
import type { Locale } from '../../engine/catalogue/index.ts';
import type { PhoneRefusal } from '../../host/phones-contract.ts';
import { PHONE_PAGE_WORDS } from './phone-page.ts';

/** Each refusal's sentence, by why, with what it names. */
type Refusals = { [W in PhoneRefusal['why']]: (r: Extract<PhoneRefusal, { why: W }>) => string };

interface ProblemWords {
  /** The phone cannot reach Marshal at all. */
  unreachable: string;
  refusals: Refusals;
}

const en: ProblemWords = {
  unreachable: 'Marshal is not reachable: is this phone on the same Wi-Fi?',
  refusals: {
    'not-inviting': () => 'Marshal is not inviting phones now.',
    'no-game': () => 'There is no game yet: start one at the main screen.',
    'wrong-code': ({ triesLeft }) =>
      `That code is wrong (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
    'code-expired': () => 'That code has expired: ask the table for a new one.',
    'pairing-locked': () => 'Pairing is stopped after too many wrong codes: the table must invite again.',
    'no-such-seat': () => 'There is no such seat in this game.',
    'seat-taken': ({ seat }) => `${seat} is already answered for by another phone.`,
    seated: ({ seat }) =>
      `This phone answers for ${seat}: another seat takes a new pairing at the main screen.`,
    'pick-seat': () => 'Pick your seat first.',
    'accept-at-main': () => 'Only the main screen can accept a flagged move anyway.',
    'no-question': () => 'The game waits on no answer now: moves are entered at the main screen.',
    'asks-another': ({ player }) => `The game waits on ${player}, not on you.`,
    'event-at-main': () => 'The next event card is turned up at the main screen.',
    'no-draw': () => 'The game waits on no draw! now.',
    'answers-only': () => 'A phone only answers the question its seat is asked.',
    'own-seat': ({ seat }) => `This phone answers for ${seat} only.`,
    answered: ({ player }) => `${player}’s question was answered at the main screen.`,
  },
};

const cs: ProblemWords = {
  unreachable: 'Marshal není dostupný: je tento telefon ve stejné Wi-Fi?',
  refusals: {
    'not-inviting': () => 'Marshal teď telefony nezve.',
    'no-game': () => 'Zatím neběží žádná hra: založte ji na hlavní obrazovce.',
    'wrong-code': ({ triesLeft }) =>
      `Špatný kód (${triesLeft === 1 ? 'zbývá 1 pokus' : triesLeft >= 2 && triesLeft <= 4 ? `zbývají ${triesLeft} pokusy` : `zbývá ${triesLeft} pokusů`}).`,
    'code-expired': () => 'Platnost kódu vypršela: požádejte stůl o nový.',
    'pairing-locked': () => 'Po příliš mnoha špatných kódech je párování zastaveno: stůl musí pozvat znovu.',
    'no-such-seat': () => 'Takové místo v této hře není.',
    'seat-taken': ({ seat }) => `Za místo ${seat} už odpovídá jiný telefon.`,
    seated: ({ seat }) =>
      `Tento telefon odpovídá za místo ${seat}: jiné místo chce nové spárování na hlavní obrazovce.`,
    'pick-seat': () => 'Nejdřív si vyberte místo.',
    'accept-at-main': () => 'Označený tah může přesto přijmout jen hlavní obrazovka.',
    'no-question': () => 'Hra teď nečeká na žádnou odpověď: tahy se zapisují na hlavní obrazovce.',
    'asks-another': ({ player }) => `Hra čeká na hráče ${player}, ne na vás.`,
    'event-at-main': () => 'Další kartu události otáčí hlavní obrazovka.',
    'no-draw': () => 'Hra teď nečeká na žádné „tasení!“.',
    'answers-only': () => 'Telefon odpovídá jen na otázku, kterou dostane jeho místo.',
    'own-seat': ({ seat }) => `Tento telefon odpovídá jen za místo ${seat}.`,
    answered: ({ player }) => `Otázka pro hráče ${player} už byla zodpovězena na hlavní obrazovce.`,
  },
};

const zhHant: ProblemWords = {
  unreachable: '連不上 Marshal：這支手機和它在同一個 Wi-Fi 嗎？',
  refusals: {
    'not-inviting': () => 'Marshal 目前沒有邀請手機。',
    'no-game': () => '還沒有遊戲：請在主畫面開始一局。',
    'wrong-code': ({ triesLeft }) => `配對碼錯誤（還剩 ${triesLeft} 次機會）。`,
    'code-expired': () => '配對碼已過期：請向牌桌要新的。',
    'pairing-locked': () => '錯誤配對碼太多，已停止配對：牌桌必須重新邀請。',
    'no-such-seat': () => '這局遊戲沒有這個座位。',
    'seat-taken': ({ seat }) => `${seat} 已由另一支手機回答。`,
    seated: ({ seat }) => `這支手機代表 ${seat}：換座位需在主畫面重新配對。`,
    'pick-seat': () => '請先選擇你的座位。',
    'accept-at-main': () => '只有主畫面能接受被標記的行動。',
    'no-question': () => '遊戲目前不等任何回答：行動請在主畫面輸入。',
    'asks-another': ({ player }) => `遊戲在等 ${player}，不是你。`,
    'event-at-main': () => '下一張事件牌在主畫面翻開。',
    'no-draw': () => '遊戲目前不等任何判定（draw!）。',
    'answers-only': () => '手機只回答它的座位被問到的問題。',
    'own-seat': ({ seat }) => `這支手機只代表 ${seat} 回答。`,
    answered: ({ player }) => `${player} 的問題已在主畫面回答。`,
  },
};

const zhHans: ProblemWords = {
  unreachable: '连不上 Marshal：这部手机和它在同一个 Wi-Fi 吗？',
  refusals: {
    'not-inviting': () => 'Marshal 目前没有邀请手机。',
    'no-game': () => '还没有游戏：请在主屏幕开始一局。',
    'wrong-code': ({ triesLeft }) => `配对码错误（还剩 ${triesLeft} 次机会）。`,
    'code-expired': () => '配对码已过期：请向牌桌要新的。',
    'pairing-locked': () => '错误配对码太多，已停止配对：牌桌必须重新邀请。',
    'no-such-seat': () => '这局游戏没有这个座位。',
    'seat-taken': ({ seat }) => `${seat} 已由另一部手机回答。`,
    seated: ({ seat }) => `这部手机代表 ${seat}：换座位需在主屏幕重新配对。`,
    'pick-seat': () => '请先选择你的座位。',
    'accept-at-main': () => '只有主屏幕能接受被标记的行动。',
    'no-question': () => '游戏目前不等任何回答：行动请在主屏幕输入。',
    'asks-another': ({ player }) => `游戏在等 ${player}，不是你。`,
    'event-at-main': () => '下一张事件牌在主屏幕翻开。',
    'no-draw': () => '游戏目前不等任何判定（draw!）。',
    'answers-only': () => '手机只回答它的座位被问到的问题。',
    'own-seat': ({ seat }) => `这部手机只代表 ${seat} 回答。`,
    answered: ({ player }) => `${player} 的问题已在主屏幕回答。`,
  },
};

const PROBLEM_WORDS: Record<Locale, ProblemWords> = { en, cs, zhHant, zhHans };

/** What the phone page says of a problem: a refusal in the table's language, else the host's own words. */
export type PhoneProblem =
  { refusal: PhoneRefusal } | { message: string } | { unreachable: true } | { offline: true };

export function problemText(problem: PhoneProblem, locale: Locale): string {
  const words = PROBLEM_WORDS[locale];
  if ('unreachable' in problem) return words.unreachable;
  if ('offline' in problem) return PHONE_PAGE_WORDS[locale].reconnecting;
  if ('message' in problem) return problem.message;
  const say = words.refusals[problem.refusal.why] as (r: PhoneRefusal) => string;
  return say(problem.refusal);
}
