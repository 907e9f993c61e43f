// `marshal rules` searches without SQLite (plain.ts): for every query a player might type it must find what
// the app's search finds, in the same order, and open the same entries.
import { describe, expect, it } from 'vitest';
import { plainRulings } from '../../src/rulings/plain.ts';
import { fold, RULING_LOCALES, shippedRulings } from '../../src/rulings/index.ts';
import { words } from '../../src/rulings/fold.ts';
import { shipped } from './helpers.ts';

const app = shipped();
const cli = plainRulings();

/** Names in every language, typos, short and Chinese queries, and words from the texts (the bm25 order). */
function queries(): string[] {
  const asked = new Set([
    'beer',
    'bang',
    '砰',
    '閃避',
    '啤酒',
    'pivo',
    'barel',
    'kulomet',
    'missed',
    'misd',
    'barrell',
    'dinamite',
    'distance',
    'reach',
    'draw',
    'card',
    'cards',
    'the',
    'a',
    'ab',
    'de',
    '牌',
    '的',
    'jail turn',
    'life point',
    'discard hand',
    'sheriff dies',
    'hrac',
    'kartu',
    'zivot',
    '距離',
    '生命',
    'load token',
    'green card',
  ]);
  for (const locale of RULING_LOCALES) {
    const entries = Object.values(shippedRulings[locale].entries);
    entries.forEach((e, i) => {
      // Every 7th text gives a few of its words, one and two at a time.
      if (i % 7 !== 0) return;
      const ws = words(fold(e.text)).filter((w) => w.length >= 3);
      for (const w of ws.slice(0, 3)) asked.add(w);
      if (ws.length >= 2) asked.add(`${ws[0]} ${ws[1]}`);
    });
  }
  return [...asked];
}

describe('the CLI’s rulings search without a database', () => {
  it('finds what the app finds, in the same order, in every language', () => {
    const all = queries();
    expect(all.length).toBeGreaterThan(200);
    for (const query of all) {
      for (const locale of RULING_LOCALES) {
        expect(cli.search(query, locale), `${query} (${locale})`).toEqual(app.search(query, locale));
      }
    }
  });

  it('opens the same entries, and none that does not exist', () => {
    for (const id of ['beer', 'gatling', 'sheriff', 'distance', 'calamity-janet']) {
      for (const locale of RULING_LOCALES) expect(cli.entry(id, locale)).toEqual(app.entry(id, locale));
    }
    expect(cli.entry('no-such-card', 'en')).toBeNull();
  });
});
