// Gold Rush is two things at the table: the High Noon event and the equipment card bought from the shop. A
// name search in any language finds both, each saying what it is; the expansion's cards and characters are
// found by their names.
import { describe, expect, it } from 'vitest';
import type { RulingLocale } from '../../src/rulings/index.ts';
import { shipped } from './helpers.ts';

const both: [string, RulingLocale][] = [
  ['Gold Rush', 'en'],
  ['gold rush', 'cs'],
  ['Zlatá horečka', 'cs'],
  ['zlata horecka', 'en'],
  ['淘金熱', 'zh-Hant'],
  ['淘金热', 'zh-Hans'],
];

const firsts: [string, RulingLocale, string][] = [
  ['rucksack', 'en', 'rucksack'],
  ['Batoh', 'cs', 'rucksack'],
  ['Rýžovací mísa', 'cs', 'gold-pan'],
  ['gold pan', 'en', 'gold-pan'],
  ['Nábojový pás', 'cs', 'gun-belt'],
  ['dutch will', 'en', 'dutch-will'],
  ['madam yto', 'cs', 'madam-yto'],
  ['pretty luzena', 'en', 'pretty-luzena'],
];

describe('the two Gold Rushes', () => {
  const search = shipped();

  it.each(both)('"%s" (%s) finds the event and the card, and says which is which', (query, locale) => {
    const hits = search.search(query, locale);
    const event = hits.find((h) => h.id === 'gold-rush');
    const card = hits.find((h) => h.id === 'gold-rush-card');
    expect(event?.kind).toBe('event');
    expect(card).toBeDefined();
    expect(card?.kind).toBe('card');
    expect(card?.name).toBe(event?.name);
  });

  it('opens each with its own text: the event turns the round, the card ends the turn', () => {
    expect(search.entry('gold-rush', 'en')).toMatchObject({ kind: 'event', expansion: 'high-noon' });
    expect(search.entry('gold-rush', 'en')?.text).toMatch(/counter-clockwise/);
    expect(search.entry('gold-rush-card', 'en')?.text).toMatch(/your turn ends/);
    expect(search.entry('gold-rush-card', 'cs')?.text).toMatch(/Pravého poledne/);
  });

  it.each(firsts)('%s (%s) → %s', (query, locale, id) => {
    expect(search.search(query, locale)[0]?.id).toBe(id);
  });
});
