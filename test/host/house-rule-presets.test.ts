// A group's house rules remembered by name: saved in the database, offered latest first, exported with a game
// played under them and remembered again where that game is imported.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../src/engine/types.ts';
import { setup as baseSetup, startHost } from './helpers.ts';

const FRIDAY = { 'russian-roulette-takes-barrel': true };
const fistful: Setup = {
  ...baseSetup,
  expansions: ['base', 'fistful-of-cards'],
  events: 'fistful-of-cards',
  houseRules: FRIDAY,
};

describe('house-rule presets', () => {
  it('are saved and listed, the latest saved first; saving a name again replaces it', async () => {
    const host = startHost();
    expect(await host.ask('listPresets', {})).toEqual([]);
    await host.ask('savePreset', { name: 'Friday group', houseRules: FRIDAY });
    await new Promise((r) => setTimeout(r, 5));
    await host.ask('savePreset', { name: 'Cousins', houseRules: {} });
    expect((await host.ask('listPresets', {})).map((p) => p.name)).toEqual(['Cousins', 'Friday group']);
    await new Promise((r) => setTimeout(r, 5));
    await host.ask('savePreset', {
      name: 'Friday group',
      houseRules: { 'russian-roulette-takes-barrel': false },
    });
    const list = await host.ask('listPresets', {});
    expect(list.map((p) => [p.name, p.houseRules])).toEqual([
      ['Friday group', { 'russian-roulette-takes-barrel': false }],
      ['Cousins', {}],
    ]);
  });

  it('an unknown house rule or value is refused and nothing is saved', async () => {
    const host = startHost();
    const answer = await host.request('savePreset', {
      name: 'Friday group',
      houseRules: { 'roulette-beer': true },
    });
    expect(answer.ok ? 'saved' : answer.error.message).toMatch(
      /unknown house rule "roulette-beer"; the known ones are: .*russian-roulette-takes-barrel/,
    );
    expect(await host.ask('listPresets', {})).toEqual([]);
  });

  it('round-trip through export and import: the game carries its preset, the other database remembers it', async () => {
    const here = startHost();
    await here.ask('savePreset', { name: 'Friday group', houseRules: FRIDAY });
    const { id } = await here.ask('newGame', { setup: fistful });
    await here.ask('enter', { gameId: id, entry: { type: 'draw' } });
    const script = await here.ask('exportGame', { gameId: id });
    expect(script.preset).toEqual({ name: 'Friday group', houseRules: FRIDAY });

    const there = startHost();
    const imported = await there.ask('importGame', { script: JSON.parse(JSON.stringify(script)) });
    expect(imported.view.houseRules).toEqual(FRIDAY);
    expect(await there.ask('listPresets', {})).toEqual([
      expect.objectContaining({ name: 'Friday group', houseRules: FRIDAY }),
    ]);
    // Exported again from there, the same script.
    expect(await there.ask('exportGame', { gameId: imported.id })).toEqual(script);
  });

  it('an imported preset never overwrites the table’s own of the same name', async () => {
    const host = startHost();
    await host.ask('savePreset', { name: 'Friday group', houseRules: {} });
    const script = {
      format: 'marshal/1',
      setup: fistful,
      entries: [],
      preset: { name: 'Friday group', houseRules: FRIDAY },
    };
    await host.ask('importGame', { script });
    const [kept] = await host.ask('listPresets', {});
    expect(kept?.houseRules).toEqual({});
  });

  it('a game without house rules exports no preset', async () => {
    const host = startHost();
    await host.ask('savePreset', { name: 'Plain', houseRules: {} });
    const { id } = await host.ask('newGame', { setup: baseSetup });
    expect((await host.ask('exportGame', { gameId: id })).preset).toBeUndefined();
  });
});
