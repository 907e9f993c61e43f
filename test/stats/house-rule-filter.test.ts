// Statistics filtered by a house rule: win rates under different readings do not mix; a game of the expansion
// without the key counts under the default, a game without the expansion under neither.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../src/engine/types.ts';
import { setup as baseSetup, startHost } from '../host/helpers.ts';

const fistful: Setup = { ...baseSetup, expansions: ['base', 'fistful-of-cards'], events: 'fistful-of-cards' };
const RULE = 'russian-roulette-takes-barrel';

describe('statistics by house rule', () => {
  it('counts each game under the reading it was played with', async () => {
    const host = startHost();
    await host.ask('newGame', { setup: { ...fistful, houseRules: { [RULE]: true } } });
    await host.ask('newGame', { setup: { ...fistful, houseRules: { [RULE]: true } } });
    await host.ask('newGame', { setup: fistful });
    await host.ask('newGame', { setup: baseSetup });
    expect(await host.ask('stats', {})).toMatchObject({ games: 4 });
    expect(await host.ask('stats', { filter: { houseRule: { id: RULE, value: true } } })).toMatchObject({
      games: 2,
    });
    expect(await host.ask('stats', { filter: { houseRule: { id: RULE, value: false } } })).toMatchObject({
      games: 1,
    });
  });

  it('an unknown house rule or value is refused', async () => {
    const host = startHost();
    const unknown = await host.request('stats', {
      filter: { houseRule: { id: 'roulette-beer', value: true } },
    });
    expect(unknown.ok ? 'ok' : unknown.error.code).toBe('bad-request');
    const value = await host.request('stats', { filter: { houseRule: { id: RULE, value: 'often' } } });
    expect(value.ok ? 'ok' : value.error.message).toContain(`"${RULE}" is false, true, not "often"`);
  });
});
