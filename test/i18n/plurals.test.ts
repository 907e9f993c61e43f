// A number and its noun agree, in English and in Czech: "1 card" / "2 cards", "1 kartu" / "2 karty" / "5 karet",
// in every flag sentence whatever its numbers, in the pad's Load-token labels and in the log.
import { describe, expect, test } from 'vitest';
import { flagCodes, flagParamKinds, type FlagParamKind } from '../../src/engine/catalogue/flags.ts';
import type { Flag } from '../../src/engine/types.ts';
import { flag } from '../../src/engine/flags.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { cs } from '../../src/ui/i18n/cs.ts';
import { sayParts } from '../../src/engine/describe.ts';

/** One value of each kind that is not a number. */
const OTHER: Record<Exclude<FlagParamKind, 'number'>, unknown> = {
  player: 'Ann',
  card: 'barrel',
  'card?': 'barrel',
  character: 'suzy-lafayette',
  event: 'thirst',
  'event?': 'thirst',
  role: 'outlaw',
  named: 'gatling',
  weapon: 'schofield',
  spot: 'bomb',
  spots: ['bomb', 'character'],
  sign: 'QH',
  'sign?': 'QH',
  signs: ['AS'],
  suit: 'H',
  expansion: 'dodge-city',
  prompt: 'dying',
};

const NUMBERS = [0, 1, 2, 3, 4, 5, 7, 12, 21, 22];

/** Every flag with a number, said with each of its numbers set to each of NUMBERS (the others at 3). */
function numberedFlags(): Flag[] {
  const flags: Flag[] = [];
  for (const code of flagCodes) {
    const kinds = Object.entries(flagParamKinds(code));
    for (const [key] of kinds.filter(([, kind]) => kind === 'number')) {
      for (const n of NUMBERS) {
        const params: Record<string, unknown> = {};
        for (const [k, kind] of kinds) params[k] = kind === 'number' ? (k === key ? n : 3) : OTHER[kind];
        flags.push({ code, rule: 'x', params } as Flag);
      }
    }
  }
  return flags;
}

/** English: a counted noun is singular after 1 and plural after any other number. */
function englishDisagreements(text: string): string[] {
  const wrong: string[] = [];
  for (const m of text.matchAll(/\b(\d+) (?:more |other |Outlaw )?(Load token|card|player|target)(s?)\b/g)) {
    if ((Number(m[1]) === 1) !== (m[3] === '')) wrong.push(m[0]);
  }
  return wrong;
}

/** Czech: the noun's form for 1, for 2–4 and for 0 or 5 and more (any case the sentences use). */
const CZECH: Record<'one' | 'few' | 'many', ReadonlySet<string>> = {
  one: new Set(['karta', 'kartu', 'žeton', 'hráče', 'život', 'životě', 'cíl']),
  few: new Set(['karty', 'žetony', 'hráče', 'životy', 'životech', 'cíle']),
  many: new Set(['karet', 'žetonů', 'hráčů', 'životů', 'životech', 'cílů']),
};
const CZECH_NOUN =
  /(?<!\bze? )\b(\d+) (?:další |dalších )?(kart[auy]|karet|žeton[yů]?|hráč[eů]|život[yůě]?|životech|cíl[eů]?)(?![\p{L}])/gu;

function czechDisagreements(text: string): string[] {
  const wrong: string[] = [];
  for (const m of text.matchAll(CZECH_NOUN)) {
    const n = Number(m[1]);
    const form = n === 1 ? 'one' : n >= 2 && n <= 4 ? 'few' : 'many';
    if (!CZECH[form].has(m[2] ?? '')) wrong.push(m[0]);
  }
  return wrong;
}

describe('numbers agree with their nouns', () => {
  test('the checks themselves catch a wrong form and pass a right one', () => {
    expect(englishDisagreements('Ann holds 1 cards and 2 card, 3 Load token, 1 Load token')).toEqual([
      '1 cards',
      '2 card',
      '3 Load token',
    ]);
    expect(
      czechDisagreements('drží 4 karet, 1 karty, 5 karty, 2 žetonů; 2 z 5 žetonů, 3 karty, 1 kartu'),
    ).toEqual(['4 karet', '1 karty', '5 karty', '2 žetonů']);
  });

  test('every flag sentence, with every number from 0 to 22, in English and Czech', () => {
    const flags = numberedFlags();
    expect(flags.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    let counted = 0;
    for (const f of flags) {
      const english = sayFlag(f, 'en');
      const czech = sayFlag(f, 'cs');
      counted += [...english.matchAll(/\b\d+ (?:more |other |Outlaw )?(?:Load token|card|player)/g)].length;
      wrong.push(...englishDisagreements(english).map((w) => `${f.code} (en): ${w} in "${english}"`));
      wrong.push(...czechDisagreements(czech).map((w) => `${f.code} (cs): ${w} in "${czech}"`));
    }
    expect(wrong).toEqual([]);
    // The sentences really count nouns (the check is not vacuous).
    expect(counted).toBeGreaterThan(100);
  });

  test('the hand limit as the table reads it most often', () => {
    const limit = (hand: number, life: number) =>
      flag('hand-limit', { player: 'Bartoloměj', hand, life, excess: hand - life });
    expect(sayFlag(limit(4, 3), 'cs')).toBe('Bartoloměj drží 4 karty při 3 životech: nejdřív musí odhodit 1');
    expect(sayFlag(limit(2, 1), 'cs')).toBe('Bartoloměj drží 2 karty při 1 životě: nejdřív musí odhodit 1');
    expect(sayFlag(limit(7, 4), 'cs')).toBe('Bartoloměj drží 7 karet při 4 životech: nejdřív musí odhodit 3');
    expect(sayFlag(limit(2, 1), 'en')).toBe('Bartoloměj holds 2 cards with 1 life: discard 1 first');
    const lastEvent = flag('finale-early', { event: 'high-noon', left: 1 });
    expect(sayFlag(lastEvent, 'en')).toMatch(/; 1 other card is still face down$/);
    expect(sayFlag(lastEvent, 'cs')).toMatch(/lícem dolů zbývá ještě 1 karta$/);
    expect(sayFlag({ ...lastEvent, params: { ...lastEvent.params, left: 3 } }, 'cs')).toMatch(
      /lícem dolů zbývají ještě 3 karty$/,
    );
  });

  test('the pad’s Load-token labels', () => {
    expect([1, 2, 5].map((n) => cs.loadTokens({ n }))).toEqual([
      '1 žeton nábojů',
      '2 žetony nábojů',
      '5 žetonů nábojů',
    ]);
    expect(cs.loadOn({ n: 5 })).toBe('+5 žetonů nábojů na:');
    expect(cs.upgradeFor({ cost: 1 })).toBe('Vylepšení (nepovinné), každé za 1 žeton nábojů, platí se z:');
    expect(cs.payFrom({ paid: 1, n: 1 })).toBe('1 z 1 žetonu nábojů, z:');
    expect(en.upgradeFor({ cost: 1 })).toBe('Upgrade (optional), 1 Load token each, paid from:');
    expect(en.payFrom({ paid: 0, n: 1 })).toBe('0 of 1 Load token, from:');
    expect(en.supplyTitle({ n: 1 })).toBe('1 of the 32 Load tokens is in the supply');
    expect(en.pickTargets({ n: 2, picked: 1 })).toBe('Tap 2 targets (1 of 2):');
    for (const n of NUMBERS) {
      for (const text of [
        en.loadTokens({ n }),
        en.loadOn({ n }),
        en.upgradeFor({ cost: n }),
        en.pickTargets({ n, picked: 0 }),
      ])
        expect(englishDisagreements(text)).toEqual([]);
      for (const text of [cs.loadTokens({ n }), cs.loadOn({ n }), cs.upgradeFor({ cost: n })])
        expect(czechDisagreements(text)).toEqual([]);
    }
  });

  test('the log: a correction to one Load token, a Bomb losing one', () => {
    expect(sayParts([{ code: 'set', player: 'Ann', tokens: [{ card: 'character', count: 1 }] }])).toBe(
      'Correction: Ann 1 Load token on the character',
    );
    expect(
      sayParts([
        {
          code: 'set',
          player: 'Ann',
          tokens: [
            { card: 'character', count: 2 },
            { card: 'bomb', count: 1 },
          ],
        },
      ]),
    ).toBe('Correction: Ann 2 Load tokens on the character, 1 on Bomb');
  });
});
