// Every flag code has a sentence in all four languages, and each sentence says every param its code declares:
// ids said as the catalogue's names in that language, numbers as numbers, never an id or a hole.
import { describe, expect, test } from 'vitest';
import { catalogue, LOCALES, type Locale } from '../../src/engine/catalogue/index.ts';
import { flagCodes, flagParamKinds, type FlagParamKind } from '../../src/engine/catalogue/flags.ts';
import type { Flag, LegacyFlag } from '../../src/engine/types.ts';
import { flag } from '../../src/engine/flags.ts';
import { FLAG_WORDS, sayFlag } from '../../src/i18n/say-flag.ts';
import { formatSign } from '../../src/engine/sign.ts';

/** Distinct sample values for each kind, so each param can be found in the sentence. */
const SAMPLES: Record<FlagParamKind, readonly unknown[]> = {
  player: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'],
  number: [7, 11, 13, 17, 19, 23],
  card: ['volcanic', 'barrel', 'panic', 'saloon'],
  'card?': ['cat-balou', null],
  character: ['suzy-lafayette', 'vulture-sam'],
  event: ['the-sermon', 'hangover'],
  'event?': ['thirst', null],
  role: ['renegade', 'outlaw'],
  named: ['jourdonnais', 'gatling', 'blood-brothers'],
  weapon: ['schofield', null],
  spot: ['bomb', 'character'],
  spots: [['character', 'bomb']],
  sign: ['QH', '10S'],
  'sign?': ['KD', null],
  signs: [['AS', '8C']],
  suit: ['H', 'S'],
  expansion: ['dodge-city', 'armed-and-dangerous'],
  prompt: ['dying', 'duel', 'draw-check'],
};

/** The code's params with sample values: the first sample of each kind, then the next for the next param. */
function sampleFlags(code: (typeof flagCodes)[number]): Flag[] {
  const kinds = Object.entries(flagParamKinds(code));
  const rounds = Math.max(1, ...kinds.map(([, kind]) => SAMPLES[kind].length));
  const flags: Flag[] = [];
  for (let round = 0; round < rounds; round++) {
    const used = new Map<FlagParamKind, number>();
    const params: Record<string, unknown> = {};
    for (const [key, kind] of kinds) {
      const n = used.get(kind) ?? 0;
      used.set(kind, n + 1);
      const samples = SAMPLES[kind];
      params[key] = samples[(n + round) % samples.length];
    }
    flags.push({ code, rule: 'x', params } as Flag);
  }
  return flags;
}

function nameOf(id: string, locale: Locale): string {
  return (catalogue.card(id) ?? catalogue.character(id) ?? catalogue.event(id))?.name[locale] ?? id;
}

/** What a param's value must look like in the sentence. */
function expected(kind: FlagParamKind, value: unknown, locale: Locale): string | null {
  if (value === null) return kind === 'weapon' ? FLAG_WORDS[locale].colt : null;
  if (typeof value === 'number') return String(value);
  const text = value as string;
  switch (kind) {
    case 'player':
      return text;
    case 'role':
      return catalogue.roleName(text)[locale];
    case 'sign':
    case 'sign?':
      return formatSign(text);
    case 'signs':
      return (value as string[]).map((s) => formatSign(s)).join(' ');
    case 'spots':
      return nameOf('bomb', locale);
    case 'spot':
      return text === 'character' ? FLAG_WORDS[locale].character : nameOf(text, locale);
    case 'suit':
      return text === 'H' ? '♥' : '♠';
    case 'expansion':
      return text === 'dodge-city' ? 'Dodge City' : 'Armed & Dangerous';
    case 'prompt':
      return text === 'duel' ? nameOf('duel', locale) : FLAG_WORDS[locale].prompts[text as 'dying'];
    default:
      return nameOf(text, locale);
  }
}

describe('flag sentences in every language', () => {
  for (const locale of LOCALES) {
    test(`every flag code is said in ${locale}, with every param it declares`, () => {
      const missing: string[] = [];
      for (const code of flagCodes) {
        for (const f of sampleFlags(code)) {
          const said = sayFlag(f, locale);
          expect(said, `${code} in ${locale}`).not.toMatch(/undefined|\[object|\bnull\b|NaN/);
          for (const [key, kind] of Object.entries(flagParamKinds(code))) {
            const value: unknown = (f.params as Record<string, unknown>)[key];
            const want = expected(kind, value, locale);
            if (want !== null && !said.includes(want)) missing.push(`${code}.${key}: "${want}" in "${said}"`);
            // An id is never shown as it is (the names differ from the ids in case at least).
            if (typeof value === 'string' && kind !== 'player' && kind !== 'sign' && kind !== 'sign?') {
              if (kind !== 'suit' && kind !== 'expansion' && value.includes('-')) {
                expect(said, `${code}.${key} shows the id ${value}`).not.toContain(value);
              }
            }
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  test('a card id is said as the card’s Czech name in Czech', () => {
    const f = flag('duplicate-in-play', { player: 'Ann', card: 'general-store' });
    expect(sayFlag(f, 'cs')).toBe('Ann už má Hokynářství ve hře');
    expect(sayFlag(f, 'en')).toBe('Ann already has General Store in play');
  });

  test('a player without a weapon reaches with the Colt .45, in every language', () => {
    const f = flag('out-of-range', { player: 'Ann', target: 'Bob', distance: 2, reach: 1, weapon: null });
    expect(sayFlag(f, 'en')).toBe("Bob is at distance 2; Ann's Colt .45 reaches 1");
    expect(sayFlag(f, 'zhHant')).toContain('柯爾特.45');
    expect(sayFlag(f, 'zhHans')).toContain('柯尔特.45');
    expect(sayFlag(f, 'zhHans')).not.toContain('Colt');
    expect(sayFlag({ ...f, params: { ...f.params, weapon: 'schofield' } }, 'zhHant')).toContain(
      nameOf('schofield', 'zhHant'),
    );
  });
});

describe('flags stored before flags were typed', () => {
  const old: LegacyFlag = {
    code: 'out-of-range',
    message: "Bob is at distance 3; Ann's Schofield reaches 2",
    rule: 'weapon-range',
    params: { player: 'Ann', target: 'Bob', distance: 3, reach: 2, weapon: 'Schofield' },
  };

  test('are said in English exactly as stored', () => {
    expect(sayFlag(old, 'en')).toBe(old.message);
  });

  test('are said in another language from their code when their params fit, English names included', () => {
    expect(sayFlag(old, 'cs')).toContain(nameOf('schofield', 'cs'));
    expect(sayFlag(old, 'cs')).toContain('Bob');
  });

  test('keep their stored sentence when their params do not fit the code any more', () => {
    const signs: LegacyFlag = {
      code: 'no-such-card',
      message: 'There is no Barrel 2♠ in the deck (its signs: Q♠ K♠)',
      rule: 'deck',
      params: { card: 'Barrel', sign: '2♠', signs: 'Q♠ K♠' },
    };
    expect(sayFlag(signs, 'zhHans')).toBe(signs.message);
    const gone: LegacyFlag = { code: 'no-such-code', message: 'Something', rule: 'x', params: {} };
    expect(sayFlag(gone, 'cs')).toBe('Something');
  });

  test('the question a stored answer-pending flag named is said from its type', () => {
    const pending: LegacyFlag = {
      code: 'answer-pending',
      message: 'The game waits for Ann to answer the draw!',
      rule: 'answers',
      params: { waiting: 'Ann', prompt: 'draw!', promptType: 'draw-check' },
    };
    expect(sayFlag(pending, 'cs')).toContain('Líznout!');
  });
});
