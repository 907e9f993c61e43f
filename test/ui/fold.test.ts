// The card search forgives case, Czech diacritics and punctuation, and finds Chinese names as typed.
import { describe, expect, test } from 'vitest';
import { catalogue } from '../../src/engine/index.ts';
import { fold, matches } from '../../src/ui/lib/fold.ts';

const find = (query: string) => catalogue.cards.filter((c) => matches(c, query)).map((c) => c.id);

describe('card search', () => {
  test('case, diacritics and punctuation are folded away', () => {
    expect(fold('Zbraň!')).toBe('zbran');
    expect(fold('Hokynářství')).toBe('hokynarstvi');
    expect(find('hokynarstvi')).toEqual(['general-store']);
    expect(find('INDIANI')).toEqual(['indians']);
  });
  test('the Czech table names find their card: pivo, barel, kulomet', () => {
    // Beer first; The Valley of Shadows' Last Call is "Poslední pivo" in Czech, and is no Beer.
    expect(find('pivo')).toEqual(['beer', 'last-call']);
    expect(find('barel')).toEqual(['barrel']);
    expect(find('kulomet')).toEqual(['gatling']);
  });
  test('one- or two-character Chinese queries match', () => {
    expect(find('砰')).toContain('bang');
    expect(find('失手')).toEqual(['missed']);
    expect(find('闪避')).toEqual(['missed']);
    expect(find('恐慌')).toEqual(['panic']);
  });
});

describe('card search across scripts', () => {
  test('a Traditional query finds the Simplified name and back', () => {
    expect(find('閃避')).toEqual(['missed']);
    expect(find('恐慌')).toEqual(['panic']);
    expect(find('驚慌')).toEqual(['panic']);
  });
});
