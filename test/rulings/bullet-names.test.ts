// The Bullet's three characters are found by any of their names, in any language, and answered with the
// name in the table's language.
import { describe, expect, it } from 'vitest';
import type { RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';

const firsts: [string, RulingLocale, string][] = [
  ['uncle will', 'en', 'uncle-will'],
  ['Strýček Will', 'cs', 'uncle-will'],
  ['威爾大叔', 'zh-Hant', 'uncle-will'],
  ['威尔大叔', 'zh-Hans', 'uncle-will'],
  ['johnny kisch', 'en', 'johnny-kisch'],
  ['Kisch', 'cs', 'johnny-kisch'],
  ['強尼·基許', 'zh-Hant', 'johnny-kisch'],
  ['强尼·基施', 'zh-Hans', 'johnny-kisch'],
  ['claus the saint', 'en', 'claus-the-saint'],
  ['Claus "The Saint"', 'en', 'claus-the-saint'],
  ['Svatý Klaus', 'cs', 'claus-the-saint'],
  ['聖人克勞斯', 'zh-Hant', 'claus-the-saint'],
  ['圣人克劳斯', 'zh-Hans', 'claus-the-saint'],
];

describe('the Bullet’s characters by name', () => {
  const search = shipped();
  it.each(firsts)('%s (%s) → %s', (query, locale, id) => {
    expect(search.search(query, locale)[0]?.id).toBe(id);
  });

  it('answers with the name in the table’s language', () => {
    expect(search.search('uncle will', 'zh-Hant')[0]?.name).toBe('威爾大叔');
    expect(search.search('claus the saint', 'zh-Hans')[0]?.name).toBe('圣人克劳斯');
    expect(search.search('johnny kisch', 'cs')[0]?.name).toBe('Johnny Kisch');
  });
});
