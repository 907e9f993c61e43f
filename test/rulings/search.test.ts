// Players type a name in any of our languages, with typos and in either Chinese script: the card they mean
// comes first.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/rulings/index.ts';
import type { RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';

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

  it('measures: p99 of 200 mixed-language queries', () => {
    const queries = [...firsts.map(([q, l]) => [q, l] as const), ['zbran', 'cs'] as const];
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const [q, l] = queries[i % queries.length] as readonly [string, RulingLocale];
      const start = performance.now();
      search.search(q, l);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p99 = times[Math.ceil(times.length * 0.99) - 1] as number;
    console.log(`rulings search: p50 ${times[100]?.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (200 queries)`);
    expect(p99).toBeGreaterThan(0);
  });
});
