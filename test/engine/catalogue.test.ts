// The catalogue is the deck on the table: every card with each copy's sign, every character with life.
import { describe, expect, it } from 'vitest';
import { catalogue, refereed, unrefereed } from '../../src/engine/index.ts';
import { roleCounts } from '../../src/engine/setup.ts';
import { EXPANSION_IDS } from '../../src/engine/types.ts';

const base = catalogue.cards.filter((c) => c.expansion === 'base');

/** Rules still without a module (data only: named "not refereed yet"): none since Greygory Deck. */
const NOT_YET: string[] = [];

describe('the base deck', () => {
  it('has 80 cards of 22 kinds, 20 of each suit', () => {
    expect(base).toHaveLength(22);
    const signs = base.flatMap((c) => c.copies);
    expect(signs).toHaveLength(80);
    for (const suit of ['S', 'H', 'D', 'C'])
      expect(
        signs.filter((s) => s.endsWith(suit)),
        suit,
      ).toHaveLength(20);
  });

  it('knows how many copies of each card there are', () => {
    const copies = Object.fromEntries(base.map((c) => [c.id, c.copies.length]));
    expect(copies).toMatchObject({
      bang: 25,
      missed: 12,
      beer: 6,
      panic: 4,
      'cat-balou': 4,
      duel: 3,
      jail: 3,
    });
    expect(copies).toMatchObject({
      stagecoach: 2,
      'general-store': 2,
      indians: 2,
      barrel: 2,
      mustang: 2,
      volcanic: 2,
    });
    expect(copies).toMatchObject({
      schofield: 3,
      gatling: 1,
      saloon: 1,
      'wells-fargo': 1,
      scope: 1,
      dynamite: 1,
    });
  });

  it('two different cards can share a sign: 10♠ is Jail and Volcanic', () => {
    const tenOfSpades = base.filter((c) => c.copies.includes('10S')).map((c) => c.id);
    expect(tenOfSpades.sort()).toEqual(['jail', 'volcanic']);
  });

  it('weapons have their reach', () => {
    const reach = Object.fromEntries(base.filter((c) => c.weapon).map((c) => [c.id, c.weapon]));
    expect(reach).toEqual({ volcanic: 1, schofield: 2, remington: 3, 'rev-carabine': 4, winchester: 5 });
  });

  it('every base card and character is refereed', () => {
    expect(base.filter((c) => !refereed(c.id)).map((c) => c.id)).toEqual([]);
    const baseCharacters = catalogue.characters.filter((c) => c.expansion === 'base');
    expect(baseCharacters.filter((c) => !refereed(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('a game of every expansion and both event decks has nothing left unrefereed', () => {
    expect(unrefereed({ expansions: [...EXPANSION_IDS], events: 'both' })).toEqual(NOT_YET);
  });
});

describe('characters and roles', () => {
  it('16 characters; El Gringo and Paul Regret have 3 life, the others 4', () => {
    const baseCharacters = catalogue.characters.filter((c) => c.expansion === 'base');
    expect(baseCharacters).toHaveLength(16);
    const three = baseCharacters.filter((c) => c.life === 3).map((c) => c.id);
    expect(three.sort()).toEqual(['el-gringo', 'paul-regret']);
  });

  it('the roles for 3 to 8 players', () => {
    expect(roleCounts[4]).toEqual({ sheriff: 1, deputy: 0, outlaw: 2, renegade: 1 });
    expect(roleCounts[7]).toEqual({ sheriff: 1, deputy: 2, outlaw: 3, renegade: 1 });
    expect(roleCounts[8]).toEqual({ sheriff: 1, deputy: 2, outlaw: 3, renegade: 2 });
    expect(roleCounts[3]).toEqual({ sheriff: 0, deputy: 1, outlaw: 1, renegade: 1 });
  });
});

describe('names in every language', () => {
  it('every card and character has a name in English, Czech and both Chinese scripts', () => {
    for (const item of [...catalogue.cards, ...catalogue.characters]) {
      for (const locale of ['en', 'cs', 'zhHant', 'zhHans'] as const)
        expect(item.name[locale], `${item.id} ${locale}`).toBeTruthy();
    }
  });

  it('Chinese names are Chinese, and the older names are aliases', () => {
    expect(catalogue.card('missed')?.name.zhHant).toMatch(/失手/);
    expect(catalogue.card('beer')?.name.zhHant).toMatch(/啤酒/);
    expect(catalogue.card('scope')?.aliases).toContain('Appaloosa');
    expect(catalogue.character('calamity-janet')?.aliases).toContain('Calamity Jane');
    expect(catalogue.roleName('sheriff').zhHant).toMatch(/警長/);
  });
});
