// Names in the languages Marshal ships, as the rule texts name them; aliases are other names players type.
// Czech tables call most base cards by the Czech edition's names (Pivo, Barel, Kulomet…), which 003 does not
// print: they are aliases here, so a search finds them while the screen keeps 003's names.
// Sources (/work/shared/rules/): 002 = Traditional Chinese, 003 = Czech (older edition), 004 = Simplified
// Chinese, 000/001 = English. Each name is written as its own text writes it; nothing is converted between
// Traditional and Simplified except where a comment says so.
export interface LocalNames {
  cs: string;
  zhHant: string;
  zhHans: string;
  /** Other names players use in any language (older editions, other translations). */
  aliases?: string[];
}

export const names: Record<string, LocalNames> = {
  // Cards: brown-bordered.
  bang: {
    cs: 'BANG!',
    zhHant: '砰！',
    zhHans: 'BANG！', // 004 keeps the English name (BANG！ / Bang! / bang！); it never says 砰
    aliases: ['碰'], // 002 writes 「碰」 once (Willy the Kid)
  },
  missed: {
    cs: 'Missed!', // 003 calls the card Missed!; its heading and symbol name are "Vedle"
    zhHant: '失手！',
    zhHans: '闪避',
    aliases: ['Vedle', '不中'], // 不中: 004's introduction
  },
  beer: { cs: 'Beer', zhHant: '啤酒', zhHans: '啤酒', aliases: ['Pivo'] },
  panic: { cs: 'Panic!', zhHant: '驚慌', zhHans: '恐慌', aliases: ['Panika!'] },
  'cat-balou': {
    cs: 'Cat Balou',
    zhHant: '凱特·巴洛',
    zhHans: '金丝猫',
    aliases: ['凱特˙巴洛'], // 002 writes both separators
  },
  duel: { cs: 'Duel', zhHant: '決鬥', zhHans: '决斗' },
  stagecoach: {
    cs: 'Stagecoach', // not in the rule text; 003 keeps card names in English
    zhHant: '驛馬車',
    zhHans: '马车',
    aliases: ['Dostavník'],
  },
  'general-store': { cs: 'Hokynářství', zhHant: '雜貨店', zhHans: '商店' },
  indians: { cs: 'Indiáni!', zhHant: '印第安人', zhHans: '印第安人' },
  gatling: {
    cs: 'Gatling',
    zhHant: '格林機關槍',
    zhHans: '机枪扫射',
    aliases: ['格林机关枪', 'Kulomet'], // 格林机关枪: 004's introduction
  },
  saloon: { cs: 'Saloon', zhHant: '酒館', zhHans: '沙龙', aliases: ['Salon'] },
  'wells-fargo': {
    cs: 'Wells Fargo', // not in the rule text; 003 keeps card names in English
    zhHant: '威爾斯·法歌',
    zhHans: '大马车',
  },

  // Cards: blue-bordered.
  jail: {
    cs: 'Jail', // 003 calls the card Jail; its heading is "Vězení"
    zhHant: '監獄',
    zhHans: '监狱',
    aliases: ['Vězení'],
  },
  barrel: {
    cs: 'Barrel',
    zhHant: '啤酒桶',
    zhHans: '啤酒桶',
    aliases: ['木桶', 'Barel'], // 木桶: 004's introduction
  },
  mustang: { cs: 'Mustang', zhHant: '野馬', zhHans: '野马' },
  scope: {
    cs: 'Appaloosa', // 003 is the older edition: Appaloosa is today's Scope
    zhHant: '望遠鏡瞄準器',
    zhHans: '阿帕卢萨马', // 004 also names the older Appaloosa
    aliases: ['Appaloosa'],
  },
  dynamite: {
    cs: 'Dynamite',
    zhHant: '炸藥',
    zhHans: '炸弹',
    aliases: ['炸彈', 'Dynamit'], // 002 uses 炸彈 as often as 炸藥
  },
  volcanic: {
    cs: 'Volcanic',
    zhHant: '連發槍',
    zhHans: '霰弹枪', // 004's name (literally "shotgun"): unlimited BANG!, range 1
  },
  schofield: {
    cs: 'Schofield',
    zhHant: '史考菲爾德',
    zhHans: '史考菲尔德', // not in the rule text; 002's name in Simplified characters
  },
  remington: {
    cs: 'Remington',
    zhHant: '雷明頓',
    zhHans: '雷明顿', // not in the rule text; 002's name in Simplified characters
  },
  'rev-carabine': {
    // The Czech rule text prints it without the space; on a chip or a log line it reads as one word.
    cs: 'Rev. Carabine',
    zhHant: '卡賓槍',
    zhHans: '卡宾枪', // not in the rule text; 002's name in Simplified characters
    aliases: ['Rev.Carabine'],
  },
  winchester: {
    cs: 'Winchester',
    zhHant: '溫徹斯特',
    zhHans: '温彻斯特',
    aliases: ['细长玻璃瓶'], // 004's introduction (a mistranslation: "long glass bottle"), range 5
  },
  'colt-45': {
    cs: 'Colt45',
    zhHant: '柯爾特.45左輪手槍',
    zhHans: '柯尔特.45左轮手枪', // not in the rule text; 002's name in Simplified characters
    aliases: ['Colt .45'],
  },

  // Characters. 003 has no character section and 004 names them only in English: the Czech names are the
  // English ones (not in the rule text) and the Simplified ones are 002's in Simplified characters.
  'bart-cassidy': {
    cs: 'Bart Cassidy', // not in the rule text
    zhHant: '巴特·卡西迪',
    zhHans: '巴特·卡西迪', // not in the rule text; converted from 002
  },
  'black-jack': {
    cs: 'Black Jack', // not in the rule text
    zhHant: '黑傑克',
    zhHans: '黑杰克', // not in the rule text; converted from 002
  },
  'calamity-janet': {
    cs: 'Calamity Janet', // not in the rule text
    zhHant: '兇神賈奈特',
    zhHans: '凶神贾奈特', // not in the rule text; converted from 002
    aliases: ['Calamity Jane'], // 002's English name
  },
  'el-gringo': {
    cs: 'El Gringo', // not in the rule text
    zhHant: '艾爾·格林哥',
    zhHans: '艾尔·格林哥', // not in the rule text; converted from 002
  },
  'jesse-jones': {
    cs: 'Jesse Jones', // not in the rule text
    zhHant: '傑西·瓊斯',
    zhHans: '杰西·琼斯', // not in the rule text; converted from 002
  },
  jourdonnais: {
    cs: 'Jourdonnais', // not in the rule text
    zhHant: '喬多內',
    zhHans: '乔多内', // not in the rule text; converted from 002
  },
  'kit-carlson': {
    cs: 'Kit Carlson', // not in the rule text
    zhHant: '工具人卡爾森',
    zhHans: '工具人卡尔森', // not in the rule text; converted from 002
  },
  'lucky-duke': {
    cs: 'Lucky Duke', // not in the rule text
    zhHant: '幸運公爵',
    zhHans: '幸运公爵', // not in the rule text; converted from 002
  },
  'paul-regret': {
    cs: 'Paul Regret', // not in the rule text
    zhHant: '保羅·瑞格萊特',
    zhHans: '保罗·瑞格莱特', // not in the rule text; converted from 002
  },
  'pedro-ramirez': {
    cs: 'Pedro Ramirez', // not in the rule text
    zhHant: '派德羅·拉米雷茲',
    zhHans: '派德罗·拉米雷兹', // not in the rule text; converted from 002
  },
  'rose-doolan': {
    cs: 'Rose Doolan', // not in the rule text
    zhHant: '蘿絲·杜蘭',
    zhHans: '萝丝·杜兰', // not in the rule text; converted from 002
  },
  'sid-ketchum': {
    cs: 'Sid Ketchum', // not in the rule text
    zhHant: '席德·可臣',
    zhHans: '席德·可臣', // not in the rule text; converted from 002
  },
  'slab-the-killer': {
    cs: 'Slab the Killer', // not in the rule text
    zhHant: '殺手始拉伯',
    zhHans: '杀手始拉伯', // not in the rule text; converted from 002
  },
  'suzy-lafayette': {
    cs: 'Suzy Lafayette', // not in the rule text
    zhHant: '蘇西·拉法葉',
    zhHans: '苏西·拉法叶', // not in the rule text; converted from 002
  },
  'vulture-sam': {
    cs: 'Vulture Sam', // not in the rule text
    zhHant: '禿鷹山姆',
    zhHans: '秃鹰山姆', // not in the rule text; converted from 002
  },
  'willy-the-kid': {
    cs: 'Willy the Kid', // not in the rule text
    zhHant: '威利小子',
    zhHans: '威利小子', // not in the rule text; converted from 002
  },

  // Roles. 003 inflects them (Pomocníka, Pomocníci, Zločince…); these are the nominative singulars.
  sheriff: {
    cs: 'Šerif',
    zhHant: '警長',
    zhHans: '警长',
    aliases: ['州长'], // 004's introduction
  },
  deputy: {
    cs: 'Pomocník',
    zhHant: '副警長',
    zhHans: '副警长',
    aliases: ['副理'], // 004's introduction
  },
  outlaw: { cs: 'Zločinec', zhHant: '歹徒', zhHans: '歹徒' },
  renegade: {
    cs: 'Renegád',
    zhHant: '叛徒',
    zhHans: '叛徒',
    aliases: ['内奸'], // 004's introduction
  },
};
