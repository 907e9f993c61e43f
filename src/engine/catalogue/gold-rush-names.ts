// Gold Rush's names in the other shipped languages. Czech: bangweb's community Czech locale (gold-rush.md §5);
// the characters keep their printed names, as for the other expansions. Italian (the printed dV names) are
// aliases, so a name search finds them. No published Chinese edition is known: every Chinese name here is
// Marshal's own translation (`ZH_OWN_TRANSLATION`), each script written on its own. The equipment card Gold Rush
// shares its English, Czech and Chinese name with the High Noon event, as the printed cards do: the rulings
// search names both and says which is which.
import type { LocalNames } from './names.ts';

type GoldNames = Omit<LocalNames, 'cs'> & { cs?: string };

const n = (zhHant: string, zhHans: string, cs?: string, italian?: string): GoldNames => ({
  zhHant,
  zhHans,
  ...(cs ? { cs } : {}),
  ...(italian ? { aliases: [italian] } : {}),
});

export const goldRushNames: Record<string, GoldNames> = {
  // Brown equipment.
  shot: n('一小杯', '一小杯', 'Panák', 'Bicchierino'),
  bottle: n('酒瓶', '酒瓶', 'Láhev', 'Bottiglia'),
  pardner: n('搭檔', '搭档', 'Komplic', 'Complice'),
  'gold-rush-card': n('淘金熱', '淘金热', 'Zlatá horečka', "Corsa all'Oro"),
  rhum: n('蘭姆酒', '朗姆酒', 'Rum', 'Rum'),
  'union-pacific': n('聯合太平洋', '联合太平洋', 'Union Pacific', 'Union Pacific'),
  // Black equipment.
  calumet: n('和平菸斗', '和平烟斗', 'Kalumet', 'Calumet'),
  'gun-belt': n('槍帶', '枪带', 'Nábojový pás', 'Cinturone'),
  horseshoe: n('馬蹄鐵', '马蹄铁', 'Podkova', 'Ferro di Cavallo'),
  pickaxe: n('十字鎬', '十字镐', 'Krumpáč', 'Piccone'),
  wanted: n('通緝令', '通缉令', 'Wanted', 'Ricercato'),
  'gold-pan': n('淘金盤', '淘金盘', 'Rýžovací mísa', 'Setaccio'),
  boots: n('靴子', '靴子', 'Boty', 'Stivali'),
  'lucky-charm': n('幸運符', '幸运符', 'Talisman', 'Talismano'),
  rucksack: n('背包', '背包', 'Batoh', 'Zaino'),
  // Characters: the printed names, transliterated in Chinese.
  'don-bell': n('唐·貝爾', '唐·贝尔'),
  'dutch-will': n('荷蘭佬威爾', '荷兰佬威尔'),
  'jacky-murieta': n('傑基·穆列塔', '杰基·穆列塔'),
  'josh-mccloud': n('喬許·麥克勞德', '乔什·麦克劳德'),
  'madam-yto': n('伊托夫人', '伊托夫人'),
  'pretty-luzena': n('美人露塞娜', '美人露塞娜'),
  'raddie-snake': n('拉迪·斯內克', '拉迪·斯内克'),
  'simeon-picos': n('西米恩·皮科斯', '西米恩·皮科斯'),
};

/** The ids whose Chinese names are Marshal's own translation (no published Chinese edition is known). */
export const ZH_OWN_TRANSLATION: readonly string[] = Object.keys(goldRushNames);
