// House rules: the catalogue each expansion registers, the values in force in the state, the flag that names a
// reading other than the default, and games stored before house rules existed playing exactly as before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseRule, houseRulesOf } from '../../src/engine/index.ts';
import type { Flag, State } from '../../src/engine/index.ts';
import { runScript } from '../../src/cli/run-script.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';
import { LOCALES } from '../../src/engine/catalogue/locale.ts';

const scenarios = join(import.meta.dirname, '../scenarios');
const read = (file: string): { script: { setup: Record<string, unknown>; entries: unknown[] } } =>
  JSON.parse(readFileSync(join(scenarios, file), 'utf8')) as never;

function run(script: unknown): Extract<ReturnType<typeof runScript>, { ok: true }> {
  const r = runScript(script);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('the house-rule catalogue', () => {
  it('has a kebab-case id, its default first and a sentence per value in every language', () => {
    const all = houseRulesOf();
    expect(all.map((r) => r.id)).toEqual(
      expect.arrayContaining(['russian-roulette-takes-barrel', 'thirst-with-draw-abilities']),
    );
    for (const rule of all) {
      expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(rule.values[0]).toBe(rule.default);
      for (const value of rule.values) {
        for (const locale of LOCALES)
          expect(rule.says[String(value)]?.[locale], `${rule.id} ${String(value)} ${locale}`).toBeTruthy();
      }
    }
  });

  it('lists only the house rules of the expansions in the game', () => {
    expect(houseRulesOf(['base', 'fistful-of-cards']).map((r) => r.id)).toEqual([
      'russian-roulette-takes-barrel',
    ]);
  });
});

describe('the values in force', () => {
  it('are in the state with the defaults filled in', () => {
    const { script } = read('hr-roulette-barrel-heart.json');
    const { houseRules: _, ...setup } = script.setup;
    const r = run({ ...script, setup: { ...setup, expansions: ['base', 'high-noon', 'fistful-of-cards'] } });
    expect(r.view.houseRules).toEqual({
      'thirst-with-draw-abilities': 'ability-count',
      'russian-roulette-takes-barrel': false,
    });
    const chosen = run({
      ...script,
      setup: { ...setup, houseRules: { 'russian-roulette-takes-barrel': true } },
    });
    expect(chosen.state.houseRules).toEqual({ 'russian-roulette-takes-barrel': true });
  });

  it('a state stored before house rules existed plays the defaults', () => {
    const old = {} as Partial<State>;
    expect(houseRule(old, 'russian-roulette-takes-barrel')).toBe(false);
    expect(houseRule(old, 'thirst-with-draw-abilities')).toBe('ability-count');
  });
});

describe('a flag raised under a reading the table picked', () => {
  it('names the house rule in every language', () => {
    const r = run(read('hr-roulette-barrel-once.json').script);
    const flag = r.results.flatMap((x) => x.flags).find((f) => f.code === 'already-used') as Flag;
    expect(flag.house).toEqual({ id: 'russian-roulette-takes-barrel', value: true });
    expect(sayFlag(flag, 'en')).toMatch(/\(house rule: Russian Roulette takes a Barrel\)$/);
    expect(sayFlag(flag, 'cs')).toMatch(/\(domácí pravidlo: Ruskou ruletu odvrátí i Barrel\)$/);
    expect(sayFlag(flag, 'zhHant')).toMatch(/（家規：俄羅斯輪盤也可用啤酒桶應對）$/);
    expect(sayFlag(flag, 'zhHans')).toMatch(/（家规：俄罗斯轮盘也可用啤酒桶应对）$/);
  });

  it('under the default reading says nothing of house rules', () => {
    const r = run(read('hr-roulette-barrel-default.json').script);
    const flag = r.results.flatMap((x) => x.flags).find((f) => f.code === 'nothing-to-cancel') as Flag;
    expect(flag.house).toBeUndefined();
    expect(sayFlag(flag, 'en')).not.toMatch(/house rule/);
  });
});

describe('games stored before house rules', () => {
  // Every scenario without the key is a game as stored before: it must play exactly as with every default
  // written out (same flags, same table).
  const files = readdirSync(scenarios).filter((f) => f.endsWith('.json'));
  it('replay every scenario to the same table as with the defaults written out', () => {
    let compared = 0;
    for (const file of files) {
      const { script } = read(file);
      if (script.setup.houseRules !== undefined) continue;
      const plain = runScript(script);
      if (!plain.ok) continue;
      const defaults = run({ ...script, setup: { ...script.setup, houseRules: plain.state.houseRules } });
      // The setup differs only by the key written out; it is nested again in a draw!'s state before.
      const table = (state: State): unknown =>
        JSON.parse(JSON.stringify(state, (key, value: unknown) => (key === 'setup' ? undefined : value)));
      expect(table(defaults.state), file).toEqual(table(plain.state));
      expect(defaults.results, file).toEqual(plain.results);
      compared++;
    }
    expect(compared).toBeGreaterThan(400);
  });
});
