// The Valley of Shadows in the rulings library: every card and character in the four languages, its open
// readings marked, and "Ghost" finding both the card and High Noon's Ghost Town, saying how they differ.
import { describe, expect, it } from 'vitest';
import { RULING_LOCALES, type RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';

const CARDS = [
  'ghost',
  'lemat',
  'rattlesnake',
  'shotgun',
  'bounty',
  'bandidos',
  'escape',
  'aim',
  'poker',
  'backfire',
  'saved',
  'fanning',
  'tomahawk',
  'tornado',
  'last-call',
];
const CHARACTERS = [
  'black-flower',
  'colorado-bill',
  'der-spot-burst-ringer',
  'evelyn-shebang',
  'henry-block',
  'lemonade-jim',
  'mick-defender',
  'tuco-franziskaner',
];
/** Each reading the sources leave open is a house rule: its entry says so. */
const DISPUTED = ['ghost', 'shotgun', 'bandidos', 'escape', 'rattlesnake'];

const GHOST: Record<RulingLocale, string[]> = {
  en: ['Ghost', 'ghost'],
  cs: ['Duch', 'Ghost'],
  'zh-Hant': ['鬼魂', '鬼'],
  'zh-Hans': ['鬼魂', '鬼'],
};

describe('The Valley of Shadows in the rulings', () => {
  const search = shipped();

  it.each(RULING_LOCALES)('%s explains every card and character with its clarifications', (locale) => {
    for (const id of [...CARDS, ...CHARACTERS]) {
      const entry = search.entry(id, locale);
      expect(entry?.text, `${id} ${locale}`).toBeTruthy();
      expect(entry?.rulings.length, `${id} ${locale}`).toBeGreaterThan(0);
    }
  });

  it.each(RULING_LOCALES)('%s marks the open readings and points to the house rules', (locale) => {
    for (const id of DISPUTED) expect(search.entry(id, locale)?.disputed, `${id} ${locale}`).toBeTruthy();
  });

  it.each(RULING_LOCALES)('%s: searching "Ghost" finds the Ghost card and Ghost Town', (locale) => {
    for (const query of GHOST[locale]) {
      const ids = search.search(query, locale).map((h) => h.id);
      expect(ids[0], query).toBe('ghost');
      expect(ids, query).toContain('ghost-town');
    }
  });

  it.each(RULING_LOCALES)('%s: the Ghost card says how it differs from Ghost Town', (locale) => {
    const town = search.entry('ghost-town', locale)?.name ?? '';
    const ghost = search.entry('ghost', locale);
    const differ = ghost?.rulings.find((r) => r.q.includes(town));
    expect(town).not.toBe('');
    expect(differ?.a, locale).toMatch(/3/);
  });

  it('settles what the sources settle', () => {
    const answer = (id: string, q: string) => search.entry(id, 'en')?.rulings.find((r) => r.q.includes(q))?.a;
    expect(answer('fanning', 'second target')).toMatch(/^Yes/);
    expect(answer('last-call', 'lethal')).toMatch(/^No/);
    expect(answer('tuco-franziskaner', 'life')).toMatch(/^5/);
    expect(answer('bounty', 'Gatling')).toMatch(/^No/);
    expect(search.entry('tuco-franziskaner', 'cs')?.text).toMatch(/5/);
  });
});
