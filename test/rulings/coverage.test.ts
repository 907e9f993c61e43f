// Every card, character, role and rule has its text in every language, and every flag opens an entry.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/engine/catalogue/index.ts';
import { rulings } from '../../src/engine/catalogue/rulings.ts';
import { flagCodes, ruleOfFlag } from '../../src/engine/flags.ts';
import { RULING_LOCALES, fold, shippedRulings } from '../../src/rulings/index.ts';
import { ROLE_IDS } from '../../src/rulings/entries.ts';
import { TRADITIONAL } from '../../src/rulings/hanzi.ts';
import { shipped } from './helpers.ts';

const ids = [
  ...catalogue.cards.map((c) => c.id),
  ...catalogue.characters.map((c) => c.id),
  ...catalogue.events.map((e) => e.id),
  ...ROLE_IDS,
  ...rulings.map((r) => r.id),
  'victory',
  'three-players',
  'eight-players',
];

describe('the rulings library covers everything', () => {
  const search = shipped();

  it.each(RULING_LOCALES)('%s has a text for every catalogue id and every rule id', (locale) => {
    const missing = ids.filter((id) => !shippedRulings[locale].entries[id]?.text);
    expect(missing).toEqual([]);
    for (const id of ids) expect(search.entry(id, locale)?.text).toBeTruthy();
  });

  it.each(RULING_LOCALES)('%s describes nothing beyond the others, and asks the same questions', (locale) => {
    const en = shippedRulings.en.entries;
    const here = shippedRulings[locale].entries;
    expect(Object.keys(here).sort()).toEqual(Object.keys(en).sort());
    for (const [id, entry] of Object.entries(en)) {
      expect(here[id]?.rulings?.map((r) => r.id) ?? [], id).toEqual(entry.rulings?.map((r) => r.id) ?? []);
      expect(Boolean(here[id]?.disputed), `${id} disputed`).toBe(Boolean(entry.disputed));
      if (!catalogue.card(id) && !catalogue.character(id) && !(ROLE_IDS as readonly string[]).includes(id)) {
        expect(here[id]?.name, `${id} needs its own name`).toBeTruthy();
      }
    }
  });

  it.each(flagCodes)('flag %s opens an entry in every language', (code) => {
    for (const locale of RULING_LOCALES) expect(search.entry(ruleOfFlag(code), locale)).not.toBeNull();
  });

  it('gives a card its border, expansion and copies from the catalogue', () => {
    const scope = search.entry('scope', 'cs');
    expect(scope).toMatchObject({ kind: 'card', name: 'Appaloosa', border: 'blue', expansion: 'base' });
    expect(scope?.copies).toEqual(['AS']);
    expect(scope?.aliases).toContain('Scope');
    expect(scope?.disputed).toMatch(/Scope/);
    expect(search.entry('bang', 'en')?.copies).toHaveLength(25);
    expect(search.entry('el-gringo', 'zh-Hant')).toMatchObject({ kind: 'character', life: 3 });
  });

  it('marks where the rule texts disagree, saying which rule Marshal applies', () => {
    for (const id of ['scope', 'volcanic', 'general-store', 'jail', 'black-jack', 'kit-carlson']) {
      for (const locale of RULING_LOCALES)
        expect(search.entry(id, locale)?.disputed, `${id} ${locale}`).toBeTruthy();
    }
  });

  it('settles the usual arguments', () => {
    const answer = (id: string, q: string) => search.entry(id, 'en')?.rulings.find((r) => r.q.includes(q))?.a;
    expect(answer('barrel', 'Barrel a Gatling')).toMatch(/^Yes/);
    expect(answer('bang-limit', 'Duel BANG!')).toMatch(/^No/);
    expect(answer('dynamite', 'reward')).toMatch(/^No/);
    expect(answer('bang-limit', 'Calamity Janet')).toMatch(/^Yes/);
    expect(answer('beer', 'two players')).toMatch(/^No/);
    expect(answer('saloon', 'lethal')).toMatch(/^No/);
    expect(answer('gatling', 'Is Gatling a BANG! card')).toMatch(/^No/);
  });

  it('folds every Traditional character the Traditional Chinese file uses that Simplified writes otherwise', () => {
    const text = JSON.stringify(shippedRulings['zh-Hant']);
    const folded = fold(text);
    for (const c of TRADITIONAL) expect(folded.includes(c), c).toBe(false);
  });
});
