// The Valley of Shadows's names in the other shipped languages. Czech: the Czech edition's names (bangweb's
// Czech locale); the characters keep their English names, as for Dodge City. The Chinese names are written for
// Marshal, each script on its own; Shotgun is 散彈槍/散弹枪, never 霰弹枪 (a Simplified name of the Volcanic).
import type { LocalNames } from './names.ts';

type ValleyNames = Omit<LocalNames, 'cs'> & { cs?: string };

const zh = (zhHant: string, zhHans: string, cs?: string): ValleyNames => ({
  zhHant,
  zhHans,
  ...(cs ? { cs } : {}),
});

export const valleyNames: Record<string, ValleyNames> = {
  ghost: zh('鬼魂', '鬼魂', 'Duch'),
  lemat: zh('勒馬特', '勒马特', 'Lemat'),
  rattlesnake: zh('響尾蛇', '响尾蛇', 'Chřestýš'),
  shotgun: zh('散彈槍', '散弹枪', 'Brokovnice'),
  bounty: zh('懸賞', '悬赏', 'Odměna'),
  bandidos: zh('土匪幫', '土匪帮', 'Divoká banda'),
  escape: zh('逃脫', '逃脱', 'Útěk'),
  aim: zh('瞄準', '瞄准', 'Dvojitá rána'),
  poker: zh('撲克', '扑克', 'Poker'),
  backfire: zh('反擊', '反击', 'Opětovná palba'),
  saved: zh('救援！', '救援！', 'Obětavý skok'),
  fanning: zh('扇射', '扇射', 'Rozstříštěná kulka'),
  tomahawk: zh('戰斧', '战斧', 'Tomahawk'),
  tornado: zh('龍捲風', '龙卷风', 'Tornádo'),
  'last-call': zh('最後一輪', '最后一轮', 'Poslední pivo'),
  'black-flower': zh('黑花', '黑花'),
  'colorado-bill': zh('科羅拉多·比爾', '科罗拉多·比尔'),
  'der-spot-burst-ringer': zh('斯波特伯斯特·林格', '斯波特伯斯特·林格'),
  'evelyn-shebang': zh('伊芙琳·希邦', '伊芙琳·希邦'),
  'henry-block': zh('亨利·布洛克', '亨利·布洛克'),
  'lemonade-jim': zh('檸檬水吉姆', '柠檬水吉姆'),
  'mick-defender': zh('米克·迪芬德', '米克·迪芬德'),
  'tuco-franziskaner': zh('圖科·方濟斯卡納', '图科·方济斯卡纳'),
};
