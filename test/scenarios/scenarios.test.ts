// Every test/scenarios/*.json is a rule told as a game: a "marshal/1" script, run through the same code
// path as `marshal run`, and what the table should see. Entries not named in expect.flags must pass clean.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../src/cli/run-script.ts';
import { expectSaid } from '../i18n/check-flag.ts';

interface Scenario {
  rule: string;
  script: unknown;
  expect: {
    /** Entry index → the flag codes it raises (forced or not). */
    flags?: Record<string, string[]>;
    /** Entry indexes the table's "force" made apply despite flags are implied; these must NOT apply. */
    refused?: number[];
    players?: Record<string, Record<string, unknown>>;
    turn?: Record<string, unknown>;
    prompts?: unknown[];
    distances?: Record<string, Record<string, number>>;
    reach?: Record<string, number>;
    winner?: string | null;
    /** The event card in force (null before the first reveal). */
    event?: string | null;
    /** Armed & Dangerous: the Load tokens left in the supply. */
    supply?: number | null;
    /** The draw pile as Marshal counts it, and whether the discard pile is known to be empty. */
    drawPile?: number | null;
    discardEmpty?: boolean;
    /** Gold Rush: the shop's face-up cards in slot order (null: a slot waiting for its card). */
    shop?: (string | null)[] | null;
    error?: string;
  };
}

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('scenarios', () => {
  it('has scenarios', () => expect(files.length).toBeGreaterThan(10));

  for (const file of files) {
    const scenario = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Scenario;
    it(`${file.replace('.json', '')}: ${scenario.rule}`, () => {
      const run = runScript(scenario.script);
      const want = scenario.expect;
      if (want.error !== undefined) {
        expect(run.ok ? 'ran' : run.message).toContain(want.error);
        return;
      }
      if (!run.ok) throw new Error(run.message);
      for (const r of run.results) {
        expect(r.flags.map((f) => f.code).sort(), `flags of entry ${r.entry}`).toEqual(
          [...(want.flags?.[String(r.entry)] ?? [])].sort(),
        );
        expect(r.accepted, `entry ${r.entry} applied`).toBe(!(want.refused ?? []).includes(r.entry));
        // A flag says why, in English (and every other language) from its code and params.
        for (const f of r.flags) expect(expectSaid(f).length, 'a flag says why').toBeGreaterThan(10);
      }
      for (const [name, fields] of Object.entries(want.players ?? {})) {
        const p = run.view.players.find((x) => x.name === name);
        expect(p, name).toBeDefined();
        expect(p, name).toMatchObject(fields);
      }
      if (want.turn) expect(run.view.turn).toMatchObject(want.turn);
      if (want.prompts) expect(run.view.prompts).toEqual(want.prompts);
      for (const [from, row] of Object.entries(want.distances ?? {})) {
        expect(run.view.distances[from], `distances from ${from}`).toMatchObject(row);
      }
      if (want.reach) expect(run.view.reach).toMatchObject(want.reach);
      if (want.event !== undefined) expect(run.view.event).toBe(want.event);
      if (want.supply !== undefined) expect(run.view.supply, 'supply').toBe(want.supply);
      if (want.drawPile !== undefined) expect(run.view.drawPile, 'draw pile').toBe(want.drawPile);
      if (want.discardEmpty !== undefined)
        expect(run.view.discardEmpty, 'discard pile empty').toBe(want.discardEmpty);
      if (want.shop !== undefined) expect(run.view.shop, 'shop').toEqual(want.shop);
      if (want.winner !== undefined) {
        expect(run.view.winner).toBe(want.winner);
        expect(run.view.over).toBe(want.winner !== null);
      }
    });
  }
});
