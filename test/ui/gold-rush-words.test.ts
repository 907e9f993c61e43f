// Gold Rush's words at the table say the number with its noun in each language's own form, and every language
// has every sentence.
import { describe, expect, test } from 'vitest';
import { GOLD_RUSH_WORDS } from '../../src/ui/i18n/gold-rush.ts';

describe('Gold Rush words', () => {
  test('each language has each sentence', () => {
    const keys = Object.keys(GOLD_RUSH_WORDS.en).sort();
    for (const words of Object.values(GOLD_RUSH_WORDS)) expect(Object.keys(words).sort()).toEqual(keys);
  });

  test('the nuggets are counted in the forms a number asks for', () => {
    expect(GOLD_RUSH_WORDS.en.removeFor({ n: 1 })).toBe('Remove for 1 nugget');
    expect(GOLD_RUSH_WORDS.en.removeFor({ n: 3 })).toBe('Remove for 3 nuggets');
    expect(GOLD_RUSH_WORDS.cs.removeFor({ n: 1 })).toBe('Odstranit za 1 nuget');
    expect(GOLD_RUSH_WORDS.cs.removeFor({ n: 3 })).toBe('Odstranit za 3 nugety');
    expect(GOLD_RUSH_WORDS.cs.removeFor({ n: 5 })).toBe('Odstranit za 5 nugetů');
    expect(GOLD_RUSH_WORDS.zhHant.nuggetsOf({ name: 'Ann', n: 2 })).toBe('Ann：2 個金塊');
    expect(GOLD_RUSH_WORDS.zhHans.nuggetsOf({ name: 'Ann', n: 2 })).toBe('Ann：2 个金块');
  });
});
