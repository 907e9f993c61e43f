// The phone page's own words in the four languages: only the phone page says them, so they stay out of the
// table's bundle (the words of "Invite phones" on the main screen are in phones.ts).
import type { Locale } from '../../engine/catalogue/index.ts';

const en = {
  joinTitle: 'Join the table',
  enterCode: 'Type the code shown on Marshal’s screen',
  join: 'Join',
  pickSeat: 'Which seat is yours?',
  taken: 'taken',
  out: 'out',
  yourSeat: ({ seat }: { seat: string }) => `You answer for ${seat}`,
  waiting: 'Answers appear here when the game waits on you.',
  reconnecting: 'Reconnecting…',
  notPaired: 'This phone is not paired with Marshal (it was removed at the main screen): pair it again.',
  storePick: 'Take a card…',
  flagged: 'Marshal flagged this answer; it was not entered. The main screen can accept it anyway.',
};
export type PhonePageWords = typeof en;

const cs: PhonePageWords = {
  joinTitle: 'Připojit se ke stolu',
  enterCode: 'Napište kód z obrazovky Marshalu',
  join: 'Připojit',
  pickSeat: 'Které místo je vaše?',
  taken: 'obsazeno',
  out: 'mimo hru',
  yourSeat: ({ seat }) => `Odpovídáte za: ${seat}`,
  waiting: 'Odpovědi se objeví zde, až hra bude čekat na vás.',
  reconnecting: 'Znovu se připojuji…',
  notPaired: 'Tento telefon není spárován s Marshalem (byl odebrán na hlavní obrazovce): spárujte ho znovu.',
  storePick: 'Vzít kartu…',
  flagged: 'Marshal tuto odpověď označil; nebyla zapsána. Hlavní obrazovka ji může přesto přijmout.',
};

const zhHant: PhonePageWords = {
  joinTitle: '加入牌桌',
  enterCode: '輸入 Marshal 畫面上的配對碼',
  join: '加入',
  pickSeat: '哪個座位是你的？',
  taken: '已被選',
  out: '已出局',
  yourSeat: ({ seat }) => `你代表 ${seat} 回答`,
  waiting: '遊戲等你回答時，選項會出現在這裡。',
  reconnecting: '重新連線中…',
  notPaired: '這支手機未與 Marshal 配對（已在主畫面被移除）：請重新配對。',
  storePick: '拿一張牌…',
  flagged: 'Marshal 標記了這個回答，未記錄。主畫面仍可接受它。',
};

const zhHans: PhonePageWords = {
  joinTitle: '加入牌桌',
  enterCode: '输入 Marshal 屏幕上的配对码',
  join: '加入',
  pickSeat: '哪个座位是你的？',
  taken: '已被选',
  out: '已出局',
  yourSeat: ({ seat }) => `你代表 ${seat} 回答`,
  waiting: '游戏等你回答时，选项会出现在这里。',
  reconnecting: '重新连接中…',
  notPaired: '这部手机未与 Marshal 配对（已在主界面被移除）：请重新配对。',
  storePick: '拿一张牌…',
  flagged: 'Marshal 标记了这个回答，未记录。主屏幕仍可接受它。',
};

export const PHONE_PAGE_WORDS: Record<Locale, PhonePageWords> = { en, cs, zhHant, zhHans };
