// The status card says what the event in force does in the table's language: every event has its short
// text in English, Czech, Traditional and Simplified Chinese, each Chinese script written on its own.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/engine/index.ts';
import { TRADITIONAL, SIMPLIFIED } from '../../src/rulings/hanzi.ts';

// Pairs the folding table does not hold but these texts and names use (Traditional, Simplified).
const MORE_PAIRS = [
  '強强',
  '聖圣',
  '勞劳',
  '許许',
  '約约',
  '誕诞',
  '著着',
  '盤盘',
  '帶带',
  '鏢镖',
  '銬铐',
  '礦矿',
];
const pairs = [...TRADITIONAL].map((c, i) => c + SIMPLIFIED[i]).concat(MORE_PAIRS);
const traditionalOnly = new Set(pairs.filter(([t, s]) => t !== s).map(([t]) => t));
// 只 ("only") is written so in both scripts; as the Simplified form of 隻 it is not a slip.
const simplifiedOnly = new Set(pairs.filter(([t, s]) => t !== s && s !== '只').map(([, s]) => s));
const slips = (text: string, wrong: Set<string | undefined>) => [...text].filter((c) => wrong.has(c));

describe('event texts', () => {
  it.each(catalogue.events.map((e) => [e.id, e] as const))('%s: a text in every language', (_, event) => {
    for (const text of Object.values(event.effect)) expect(text.trim().length).toBeGreaterThan(5);
    expect(event.effect.cs).not.toBe(event.effect.en);
    expect(event.effect.zhHant).not.toBe(event.effect.en);
    expect(event.effect.zhHans).not.toBe(event.effect.en);
  });

  it('Simplified Chinese uses no Traditional form, Traditional Chinese no Simplified one', () => {
    for (const e of catalogue.events) {
      expect(slips(e.name.zhHans + e.effect.zhHans, traditionalOnly), e.id).toEqual([]);
      expect(slips(e.name.zhHant + e.effect.zhHant, simplifiedOnly), e.id).toEqual([]);
    }
  });

  it('names the cards as the catalogue does in that language (砰！ and 失手！, BANG！ and 闪避)', () => {
    const texts = (key: 'zhHant' | 'zhHans') => catalogue.events.map((e) => e.effect[key]).join('');
    expect(texts('zhHant')).toContain(catalogue.card('bang')?.name.zhHant);
    expect(texts('zhHant')).not.toMatch(/BANG|闪避/);
    expect(texts('zhHans')).toContain(catalogue.card('missed')?.name.zhHans);
    expect(texts('zhHans')).not.toMatch(/砰|失手/);
  });

  it('the Bullet’s characters have their names in every language, each script on its own', () => {
    for (const id of ['uncle-will', 'johnny-kisch', 'claus-the-saint']) {
      const c = catalogue.character(id);
      expect(c?.name.zhHant).not.toBe(c?.name.en);
      expect(c?.name.zhHans).not.toBe(c?.name.en);
      expect(slips(c?.name.zhHans ?? '', traditionalOnly), id).toEqual([]);
      expect(slips(c?.name.zhHant ?? '', simplifiedOnly), id).toEqual([]);
    }
  });
});
