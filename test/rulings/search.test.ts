// Players type a name in any of our languages, with typos and in either Chinese script: the card they mean
// comes first.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/rulings/index.ts';
import type { RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';
import { catalogue } from '../../src/engine/catalogue/index.ts';

const firsts: [string, RulingLocale, string][] = [
  ['砰', 'zh-Hant', 'bang'],
  ['失手', 'zh-Hant', 'missed'],
  ['闪避', 'zh-Hans', 'missed'],
  ['閃避', 'zh-Hant', 'missed'],
  ['閃避', 'zh-Hans', 'missed'],
  ['啤酒桶', 'zh-Hans', 'barrel'],
  ['啤酒', 'zh-Hant', 'beer'],
  ['Vedle', 'cs', 'missed'],
  ['vedle', 'en', 'missed'],
  ['Appaloosa', 'cs', 'scope'],
  ['Appaloosa', 'en', 'scope'],
  ['cat ballou', 'en', 'cat-balou'],
  ['missed', 'en', 'missed'],
  ['MISSED!', 'cs', 'missed'],
  ['willy', 'en', 'willy-the-kid'],
  ['警長', 'zh-Hant', 'sheriff'],
  ['警长', 'zh-Hans', 'sheriff'],
  ['州长', 'zh-Hans', 'sheriff'],
  ['州長', 'zh-Hant', 'sheriff'],
  ['霰弹枪', 'zh-Hans', 'volcanic'],
  ['凯特巴洛', 'zh-Hans', 'cat-balou'],
  ['vezeni', 'cs', 'jail'],
  ['Šerif', 'cs', 'sheriff'],
  ['sherif', 'en', 'sheriff'],
  ['rev carabine', 'en', 'rev-carabine'],
  ['Colt .45', 'en', 'colt-45'],
  ['distance', 'en', 'distance'],
  ['vzdálenost', 'cs', 'distance'],
  ['hokynarstvi', 'cs', 'general-store'],
  ['calamity jane', 'en', 'calamity-janet'],
];

describe('search finds the right entry first', () => {
  const search = shipped();
  it.each(firsts)('%s (%s) → %s', (query, locale, id) => {
    expect(search.search(query, locale)[0]?.id).toBe(id);
  });

  it('answers with the name in the table’s language', () => {
    expect(search.search('Vedle', 'zh-Hans')[0]).toEqual({ id: 'missed', kind: 'card', name: '闪避' });
    expect(search.search('missed', 'zh-Hant')[0]?.name).toBe('失手！');
  });

  it('ranks a name prefix (啤酒桶) after the exact name (啤酒)', () => {
    const ids = search.search('啤酒', 'zh-Hans').map((h) => h.id);
    expect(ids.slice(0, 2)).toEqual(['beer', 'barrel']);
  });

  it('finds words of the text without Czech diacritics: "zbran" finds "zbraň"', () => {
    const hits = search.search('zbran', 'cs');
    expect(hits.length).toBeGreaterThan(0);
    const entry = search.entry(hits[0]?.id as string, 'cs');
    expect(fold(entry?.text ?? '')).toContain('zbran');
    expect(entry?.text).toContain('zbraň');
  });

  it('finds a ruling by its words: "Gatling" and "Barrel" in one question', () => {
    const ids = search.search('barrel gatling', 'en').map((h) => h.id);
    expect(ids).toContain('gatling');
    expect(ids).toContain('barrel');
  });

  it('answers nothing for an empty or punctuation-only query', () => {
    expect(search.search('', 'en')).toEqual([]);
    expect(search.search(' !! ', 'en')).toEqual([]);
  });

  it('folds Traditional and Simplified characters, case and diacritics alike', () => {
    expect(fold('閃避')).toBe(fold('闪避'));
    expect(fold('凱特●巴洛')).toBe('凯特巴洛');
    expect(fold('ZBRAŇ')).toBe('zbran');
    expect(fold('ＢＡＮＧ！')).toBe('bang');
  });

  it('answers the same whatever was asked before: 200 mixed-language queries in another order', () => {
    // The answers of a fresh index, asked each query once, against this one asked them in a shuffled round of
    // languages and scripts. How fast it answers is measured by `npm run bench`, not here.
    const queries = [...firsts.map(([q, l]) => [q, l] as const), ['zbran', 'cs'] as const];
    const fresh = shipped();
    const once = new Map(queries.map(([q, l]) => [`${l} ${q}`, fresh.search(q, l)]));
    for (let i = 0; i < 200; i++) {
      const [q, l] = queries[(i * 7) % queries.length] as readonly [string, RulingLocale];
      const hits = search.search(q, l);
      expect(hits.length, `${q} (${l})`).toBeGreaterThan(0);
      expect(hits, `${q} (${l})`).toEqual(once.get(`${l} ${q}`));
    }
  });
});

// Czech tables say the Czech edition's names, which the Czech rule text (003) does not print: the card comes
// first, before a ruling whose text merely uses the word ("pivo" is in The Reverend's Czech text).
describe('search finds a base card by its Czech table name', () => {
  const search = shipped();
  const czech: [string, string][] = [
    ['pivo', 'beer'],
    ['Pivo', 'beer'],
    ['barel', 'barrel'],
    ['kulomet', 'gatling'],
    ['dynamit', 'dynamite'],
    ['panika', 'panic'],
    ['dostavnik', 'stagecoach'],
    ['salon', 'saloon'],
  ];
  it.each(czech)('%s → %s, in every language', (query, id) => {
    for (const locale of ['cs', 'en', 'zh-Hant', 'zh-Hans'] as const) {
      expect(search.search(query, locale)[0]?.id, locale).toBe(id);
    }
  });

  it('names the card in the table’s language, not by the word typed', () => {
    expect(search.search('pivo', 'cs')[0]).toEqual({ id: 'beer', kind: 'card', name: 'Beer' });
    expect(search.search('pivo', 'zh-Hant')[0]?.name).toBe('啤酒');
  });
});

// Armed & Dangerous: Marshal's Chinese names (one or two characters are enough) and bangweb's Czech names.
describe('search finds the Armed & Dangerous cards and characters by their local names', () => {
  const search = shipped();
  const armed: [string, RulingLocale, string][] = [
    ['箭', 'zh-Hant', 'arrow'],
    ['箭', 'zh-Hans', 'arrow'],
    ['小酌', 'zh-Hans', 'a-little-nip'],
    ['鞭子', 'zh-Hant', 'whip'],
    ['生鏽', 'zh-Hant', 'rust'],
    ['生锈', 'zh-Hans', 'rust'],
    ['木箱', 'zh-Hant', 'crate'],
    ['裝填', 'zh-Hant', 'reloading'],
    ['装填', 'zh-Hans', 'reloading'],
    ['雙管', 'zh-Hans', 'double-barrel'],
    ['鐘樓', 'zh-Hant', 'bell-tower'],
    ['子弹带', 'zh-Hans', 'bandolier'],
    ['定時炸彈', 'zh-Hant', 'bomb'],
    ['卧倒', 'zh-Hans', 'duck'],
    ['血腥', 'zh-Hant', 'bloody-mary'],
    ['红林戈', 'zh-Hans', 'red-ringo'],
    ['指示物', 'zh-Hant', 'load-tokens'],
    ['Bič', 'cs', 'whip'],
    ['bic', 'cs', 'whip'],
    ['Bomba', 'cs', 'bomb'],
    ['stepni bezec', 'cs', 'tumbleweed'],
    ['paklic', 'cs', 'lock-pick'],
    ['Šíp', 'cs', 'arrow'],
    ['Rez', 'cs', 'rust'],
    ['nabijeni', 'cs', 'reloading'],
    ['Skrč se!', 'cs', 'duck'],
    ['Eso v rukávu', 'cs', 'ace-up-the-sleeve'],
    ['zetony', 'cs', 'load-tokens'],
    ['lockpick', 'en', 'lock-pick'],
    ['reload', 'en', 'reloading'],
  ];
  it.each(armed)('%s (%s) → %s', (query, locale, id) => {
    expect(search.search(query, locale)[0]?.id).toBe(id);
  });

  it('keeps Dynamite first for 炸弹 and 炸彈; the Bomb comes after it', () => {
    for (const locale of ['zh-Hans', 'zh-Hant'] as const) {
      const ids = search.search(locale === 'zh-Hans' ? '炸弹' : '炸彈', locale).map((h) => h.id);
      expect(ids.slice(0, 2)).toEqual(['dynamite', 'bomb']);
    }
  });

  it('keeps Beer and Barrel first for 啤酒; the Beer Keg comes after them', () => {
    expect(
      search
        .search('啤酒', 'zh-Hans')
        .map((h) => h.id)
        .slice(0, 3),
    ).toEqual(['beer', 'barrel', 'beer-keg']);
  });

  it('answers with the name in the table’s language', () => {
    expect(search.search('Bič', 'zh-Hant')[0]).toEqual({ id: 'whip', kind: 'card', name: '鞭子' });
    expect(search.search('箭', 'cs')[0]?.name).toBe('Šíp');
    expect(search.search('Frankie', 'zh-Hans')[0]).toEqual({
      id: 'frankie-canton',
      kind: 'character',
      name: '弗兰基·坎顿',
    });
  });

  it('gives every Armed & Dangerous card and character a name in both Chinese scripts', () => {
    const han = /\p{Script=Han}/u;
    const ids = [
      ...catalogue.cards.filter((c) => c.expansion === 'armed-and-dangerous'),
      ...catalogue.characters.filter((c) => c.expansion === 'armed-and-dangerous'),
    ].map((c) => c.id);
    expect(ids).toHaveLength(30);
    for (const id of ids) {
      expect(search.entry(id, 'zh-Hant')?.name, id).toMatch(han);
      expect(search.entry(id, 'zh-Hans')?.name, id).toMatch(han);
    }
  });
});
