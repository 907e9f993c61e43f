// Dodge City's names in the other shipped languages. The stored rule texts (/work/shared/rules/) name the
// Dodge City cards and characters only in English (001), so these are the common names, chosen for Marshal:
// Czech keeps the English card and character names, as the Czech rule text (003) does for the base cards;
// the Chinese names are translations written for Marshal, each script on its own (not converted).
import type { LocalNames } from './names.ts';

const zh = (zhHant: string, zhHans: string, cs?: string): Omit<LocalNames, 'cs'> & { cs?: string } => ({
  zhHant,
  zhHans,
  ...(cs ? { cs } : {}),
});

export const dodgeCityNames: Record<string, Omit<LocalNames, 'cs'> & { cs?: string }> = {
  binocular: zh('雙筒望遠鏡', '双筒望远镜'),
  hideout: zh('藏身處', '藏身处'),
  punch: zh('拳擊', '拳击'),
  dodge: zh('閃躲', '闪躲'),
  springfield: zh('春田步槍', '春田步枪'),
  tequila: zh('龍舌蘭', '龙舌兰'),
  whisky: zh('威士忌', '威士忌'),
  'rag-time': zh('散拍樂', '散拍乐'),
  brawl: zh('鬥毆', '斗殴'),
  bible: zh('聖經', '圣经'),
  'iron-plate': zh('鐵板', '铁板'),
  sombrero: zh('墨西哥帽', '墨西哥帽'),
  'ten-gallon-hat': zh('十加侖帽', '十加仑帽'),
  canteen: zh('水壺', '水壶'),
  'can-can': zh('康康舞', '康康舞'),
  conestoga: zh('篷車', '篷车'),
  derringer: zh('德林加手槍', '德林加手枪'),
  knife: zh('小刀', '小刀'),
  pepperbox: zh('胡椒盒手槍', '胡椒盒手枪'),
  'buffalo-rifle': zh('野牛步槍', '野牛步枪'),
  howitzer: zh('榴彈砲', '榴弹炮'),
  'pony-express': zh('驛馬快信', '驿马快信'),
  'apache-kid': zh('阿帕契小子', '阿帕奇小子'),
  'belle-star': zh('貝兒·史塔', '贝儿·斯塔'),
  'bill-noface': zh('無臉比爾', '无脸比尔'),
  'chuck-wengam': zh('查克·溫甘', '查克·温甘'),
  'doc-holyday': zh('霍利戴醫生', '霍利戴医生'),
  'elena-fuente': zh('艾蓮娜·富恩特', '艾莲娜·富恩特'),
  'greg-digger': zh('掘墓人格雷格', '掘墓人格雷格'),
  'herb-hunter': zh('賀伯·杭特', '赫伯·亨特'),
  'jose-delgado': zh('荷西·德加多', '何塞·德尔加多'),
  'molly-stark': zh('莫莉·史塔克', '莫莉·斯塔克'),
  'pat-brennan': zh('派特·布倫南', '帕特·布伦南'),
  'pixie-pete': zh('小精靈彼特', '小精灵皮特'),
  'sean-mallory': zh('尚恩·馬洛里', '肖恩·马洛里'),
  'tequila-joe': zh('龍舌蘭喬', '龙舌兰乔'),
  'vera-custer': zh('薇拉·卡斯特', '维拉·卡斯特'),
};
