// Every flag says why: it cites a ruling the rulings library can open.
import { describe, expect, it } from 'vitest';
import { flagCodes, ruleOfFlag } from '../../src/engine/flags.ts';
import { rulings } from '../../src/engine/index.ts';
import { shippedRulings } from '../../src/rulings/index.ts';

describe('flags and rulings', () => {
  it('every flag code cites a ruling that exists: a rule, or the card or character it is about', () => {
    // The library as shipped: the base file joined with each later expansion's own (resources/rulings/<id>/).
    const ids = new Set([...rulings.map((r) => r.id), ...Object.keys(shippedRulings.en.entries)]);
    const missing = flagCodes.filter((code) => !ids.has(ruleOfFlag(code)));
    expect(missing).toEqual([]);
  });

  it('every ruling has a title and a sentence', () => {
    for (const r of rulings) {
      expect(r.title.length, r.id).toBeGreaterThan(2);
      expect(r.text.length, r.id).toBeGreaterThan(20);
    }
    expect(new Set(rulings.map((r) => r.id)).size).toBe(rulings.length);
  });
});
