// What the main view shows, for the table displays: the host keeps it and pushes it to every window; a game
// that is not there is refused and the displays keep what they show.
import { describe, expect, it } from 'vitest';
import type { Push } from '../../src/host/contract.ts';
import { setup, startHost } from './helpers.ts';

describe('the game the main view shows', () => {
  it('starts as no game, in English, with the odds on', async () => {
    const host = startHost();
    expect(await host.ask('shown', {})).toEqual({ gameId: null, odds: true, locale: 'en' });
  });

  it('is kept and pushed to every window when the main view opens a game', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const pushes: Push[] = [];
    host.subscribe((push) => pushes.push(push));
    const shown = { gameId: id, odds: false, locale: 'cs' as const };
    expect(await host.ask('show', shown)).toEqual(shown);
    expect(await host.ask('shown', {})).toEqual(shown);
    expect(pushes).toEqual([{ type: 'shown', shown }]);
  });

  it('refuses a game that is not there and keeps what was shown', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    await host.ask('show', { gameId: id, odds: true, locale: 'en' });
    const pushes: Push[] = [];
    host.subscribe((push) => pushes.push(push));
    const answer = await host.request('show', { gameId: id + 5, odds: false, locale: 'en' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const bad = await host.handle('show', { gameId: id, odds: 'off', locale: 'en' });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringContaining('odds') },
    });
    const klingon = await host.handle('show', { gameId: id, odds: true, locale: 'tlh' });
    expect(klingon).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await host.ask('shown', {})).toEqual({ gameId: id, odds: true, locale: 'en' });
    expect(pushes).toEqual([]);
  });

  it('becomes no game when the shown game is deleted', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    await host.ask('show', { gameId: id, odds: true, locale: 'zhHant' });
    await host.ask('deleteGame', { gameId: id });
    expect(await host.ask('shown', {})).toEqual({ gameId: null, odds: true, locale: 'zhHant' });
  });
});
