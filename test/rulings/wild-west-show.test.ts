// Wild West Show in the rulings library: every card and character in the four languages, the Italian names
// players bring from other editions, and the look-alike names told apart.
import { describe, expect, it } from 'vitest';
import { RULING_LOCALES, type RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';

const EVENTS = [
  'gag',
  'bone-orchard',
  'darling-valentine',
  'dorothy-rage',
  'helena-zontero',
  'lady-rose-of-texas',
  'miss-susanna',
  'showdown',
  'sacagaway',
  'wild-west-show',
];
const CHARACTERS = [
  'big-spencer',
  'flint-westwood',
  'gary-looter',
  'greygory-deck',
  'john-pain',
  'lee-van-kliff',
  'teren-kill',
  'youl-grinner',
];

describe('Wild West Show rulings', () => {
  const search = shipped();
  const first = (q: string, locale: RulingLocale) => search.search(q, locale)[0]?.id;
  const answer = (id: string, q: string) =>
    search.entry(id, 'en')?.rulings.find((r) => r.q.includes(q))?.a ?? '';

  it.each(RULING_LOCALES)(
    '%s explains the pile, the 10 cards and the 8 characters, with questions',
    (locale) => {
      for (const id of ['wild-west-show-pile', ...EVENTS, ...CHARACTERS]) {
        const entry = search.entry(id, locale);
        expect(entry?.text, `${id} ${locale}`).toBeTruthy();
        expect(entry?.rulings.length, `${id} ${locale}`).toBeGreaterThan(0);
      }
    },
  );

  it.each([
    ['Showdown', 'en', 'showdown'],
    ['Shootout', 'en', 'shootout'],
    ['Regolamento di Conti', 'en', 'showdown'],
    ['Zůčtování', 'cs', 'showdown'],
    ['Přestřelka', 'cs', 'shootout'],
    ['決戰', 'zh-Hant', 'showdown'],
    ['槍戰', 'zh-Hant', 'shootout'],
    ['决战', 'zh-Hans', 'showdown'],
    ['Bone Orchard', 'en', 'bone-orchard'],
    ['Camposanto', 'en', 'bone-orchard'],
    ['Dead Man', 'en', 'dead-man'],
    ['Ghost Town', 'en', 'ghost-town'],
    ['Bavaglio', 'en', 'gag'],
    ['Roubík', 'cs', 'gag'],
    ['Lady Rosa del Texas', 'en', 'lady-rose-of-texas'],
    ['Gregory Deck', 'en', 'greygory-deck'],
    ['狂野西部秀', 'zh-Hant', 'wild-west-show'],
  ] as [string, RulingLocale, string][])('"%s" (%s) opens %s first', (q, locale, id) => {
    expect(first(q, locale)).toBe(id);
  });

  it('says which look-alike card is which', () => {
    expect(answer('showdown', "High Noon's Shootout")).toMatch(/^No\. Shootout \(High Noon\)/);
    expect(answer('bone-orchard', 'Dead Man or Ghost Town')).toMatch(/Dead Man \(A Fistful of Cards\)/);
    for (const locale of RULING_LOCALES) {
      const showdown = search.entry('showdown', locale);
      expect(showdown?.rulings.map((r) => r.a).join(' '), locale).toContain(
        search.entry('shootout', locale)?.name ?? '?',
      );
    }
  });

  it('settles the points the rule texts left open', () => {
    expect(answer('showdown', 'real BANG! card')).toMatch(/^No\./);
    expect(answer('dorothy-rage', 'How many orders')).toMatch(/no limit/);
    expect(answer('lady-rose-of-texas', 'more than once')).toMatch(/^Yes/);
    expect(answer('wild-west-show-pile', 'Pony Express')).toMatch(/^No\./);
    expect(answer('wild-west-show-pile', 'Lee Van Kliff')).toMatch(/^No\./);
    expect(answer('wild-west-show-pile', 'Dorothy Rage')).toMatch(/^Yes\./);
    expect(answer('helena-zontero', 'John Pain')).toMatch(/^No\./);
    expect(answer('wild-west-show', 'Sheriff is eliminated')).toMatch(/^No\./);
  });

  it.each(RULING_LOCALES)('%s names the house rule where the sources disagree', (locale) => {
    for (const id of ['wild-west-show-pile', 'darling-valentine', 'lady-rose-of-texas']) {
      expect(search.entry(id, locale)?.disputed, `${id} ${locale}`).toMatch(/[“„"「]/);
    }
  });
});
