// Words the table read as untranslated or cryptic: the expansions in the new-game wizard, the Armed &
// Dangerous line for phase-3 Load tokens, the Colt .45 in Chinese.
import { describe, expect, test } from 'vitest';
import { EXPANSION_IDS } from '../../src/engine/types.ts';
import { MESSAGES, sayLine } from '../../src/ui/i18n/say.ts';

describe('plain words in every language', () => {
  test('every expansion is named in each language; Czech and Chinese in their own words', () => {
    for (const messages of Object.values(MESSAGES))
      for (const id of EXPANSION_IDS) expect(messages.expansionNames[id], id).toBeTruthy();
    expect(MESSAGES.en.expansionNames['high-noon']).toBe('High Noon');
    expect(MESSAGES.cs.expansionNames['armed-and-dangerous']).toBe(
      'Ozbrojení a nebezpeční (Armed & Dangerous)',
    );
    expect(MESSAGES.zhHant.expansionNames['dodge-city']).toBe('道奇城（Dodge City）');
    expect(MESSAGES.zhHans.expansionNames['high-noon']).toBe('正午时分（High Noon）');
  });

  test('phase 3 of Armed & Dangerous says what earns the tokens and where they go', () => {
    expect(MESSAGES.en.discardLoads({ n: 1 })).toBe(
      '1 card discarded over the hand limit earns a Load token. Put it on:',
    );
    expect(MESSAGES.en.discardLoads({ n: 2 })).toBe(
      '2 cards discarded over the hand limit earn a Load token each. Put them on:',
    );
    expect(MESSAGES.cs.discardLoads({ n: 3 })).toBe(
      '3 × žeton nábojů za karty odhozené nad limit ruky. Položte je na:',
    );
    expect(MESSAGES.zhHant.discardLoads({ n: 2 })).toBe(
      '超過手牌上限而棄掉的 2 張牌，每張得 1 個裝填標記。放在：',
    );
    for (const messages of Object.values(MESSAGES))
      expect(messages.discardLoads({ n: 2 })).not.toMatch(/up to|最多|nejvýše/);
  });

  test('the Colt .45 has a Chinese name in the log', () => {
    const shot = [{ code: 'distance' as const, distance: 1, weapon: null, reach: 1 }];
    expect(sayLine(shot, 'zhHant')).toBe('——距離 1，柯爾特.45 射程 1');
    expect(sayLine(shot, 'zhHans')).toBe('——距离 1，柯尔特.45 射程 1');
  });
});
