// What every raised flag must hold: ids that name something in the catalogue (never English names), and a
// sentence in every language with no hole in it.
import { expect } from 'vitest';
import { catalogue, LOCALES } from '../../src/engine/catalogue/index.ts';
import { flagParamKinds, isFlagCode } from '../../src/engine/catalogue/flags.ts';
import type { Flag } from '../../src/engine/types.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';

const ID_KINDS = new Set([
  'card',
  'card?',
  'character',
  'event',
  'event?',
  'named',
  'weapon',
  'spot',
  'spots',
]);
const PROMPTS = ['answer-bang', 'dying', 'reveal-role', 'draw-check', 'duel', 'indians', 'general-store'];
const MORE_PROMPTS = ['reveal-event', 'russian-roulette', 'ricochet', 'pass-bomb'];

function known(id: string): boolean {
  return (
    id === 'character' ||
    catalogue.card(id) !== undefined ||
    catalogue.character(id) !== undefined ||
    catalogue.event(id) !== undefined ||
    [...PROMPTS, ...MORE_PROMPTS].includes(id)
  );
}

/** Checks a flag the engine raised; returns its English sentence. */
export function expectSaid(flag: Flag): string {
  expect(isFlagCode(flag.code), flag.code).toBe(true);
  const kinds = flagParamKinds(flag.code);
  expect(Object.keys(flag.params).sort(), `${flag.code}: params`).toEqual(Object.keys(kinds).sort());
  for (const [key, kind] of Object.entries(kinds)) {
    if (!ID_KINDS.has(kind)) continue;
    const value: unknown = (flag.params as Record<string, unknown>)[key];
    const ids = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const id of ids) {
      if (id === null) continue;
      expect(
        typeof id === 'string' && known(id),
        `${flag.code}.${key} = ${String(id)} is a catalogue id`,
      ).toBe(true);
    }
  }
  for (const locale of LOCALES) {
    const said = sayFlag(flag, locale);
    expect(said, `${flag.code} in ${locale}`).not.toMatch(/undefined|\[object|\bnull\b|NaN/);
    expect(said.length, `${flag.code} in ${locale}`).toBeGreaterThan(5);
  }
  return sayFlag(flag, 'en');
}
