// Armed & Dangerous's names in the other shipped languages. The stored rule text (000) names the cards and
// characters only in English. Czech: the names of bangweb's community Czech locale where it translates a
// card; where it keeps the English name (Big Fifty, Buntline Special, Squaw, Thunderer, every character) Czech
// keeps it too, as for Dodge City. The Chinese names are written for Marshal, each script on its own (not
// converted): Taiwanese transliterations in Traditional, mainland ones in Simplified. None reuses a base
// name: Bomb is a time bomb (炸彈/炸弹 is Dynamite), Beer keg is keg beer (啤酒桶 is Barrel).
import type { LocalNames } from './names.ts';

type ArmedNames = Omit<LocalNames, 'cs'> & { cs?: string };

const zh = (zhHant: string, zhHans: string, cs?: string): ArmedNames => ({
  zhHant,
  zhHans,
  ...(cs ? { cs } : {}),
});

export const armedNames: Record<string, ArmedNames> = {
  // Dangerous objects (orange).
  'ace-up-the-sleeve': zh('袖中王牌', '袖中王牌', 'Eso v rukávu'),
  bandolier: zh('子彈帶', '子弹带', 'Bandalír'),
  'bell-tower': zh('鐘樓', '钟楼', 'Zvonice'),
  bomb: zh('定時炸彈', '定时炸弹', 'Bomba'),
  crate: zh('木箱', '木箱', 'Bedna'),
  tumbleweed: zh('風滾草', '风滚草', 'Stepní běžec'),
  whip: zh('鞭子', '鞭子', 'Bič'),
  'beer-keg': zh('桶裝啤酒', '桶装啤酒', 'Bečka piva'),
  'lock-pick': zh('開鎖器', '开锁器', 'Paklíč'),
  // Dangerous weapons (orange).
  'big-fifty': zh('大五十', '大五十'),
  'buntline-special': zh('邦特蘭特製', '邦特兰特制'),
  'double-barrel': zh('雙管槍', '双管枪', 'Dvouhlavňovka'),
  thunderer: zh('雷霆左輪', '雷霆左轮'),
  // Brown.
  caravan: zh('商隊', '商队', 'Kolona'),
  'a-little-nip': zh('小酌', '小酌', 'Malý doušek'),
  'quick-shot': zh('速射', '速射', 'Rychlopalba'),
  flintlock: zh('燧發槍', '燧发枪', 'Křesadlovka'),
  arrow: zh('箭', '箭', 'Šíp'),
  duck: zh('臥倒！', '卧倒！', 'Skrč se!'),
  reloading: zh('裝填', '装填', 'Nabíjení'),
  rust: zh('生鏽', '生锈', 'Rez'),
  squaw: zh('印第安婦女', '印第安妇女'),
  // Characters: Czech keeps the English names (bangweb does).
  'al-preacher': zh('傳教士艾爾', '传教士艾尔'),
  'bass-greeves': zh('巴斯·葛里夫斯', '巴斯·格里夫斯'),
  'bloody-mary': zh('血腥瑪麗', '血腥玛丽'),
  'frankie-canton': zh('法蘭基·坎頓', '弗兰基·坎顿'),
  'julie-cutter': zh('茱莉·卡特', '朱莉·卡特'),
  'mexicali-kid': zh('墨西卡利小子', '墨西卡利小子'),
  'ms-abigail': zh('艾比蓋兒女士', '阿比盖尔女士'),
  'red-ringo': zh('紅林哥', '红林戈'),
};
