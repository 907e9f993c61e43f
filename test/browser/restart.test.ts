// Marshal killed mid-game and started again: the main view, the table display and a paired phone each say
// "Marshal restarted — reconnecting" while it is away, then carry on by themselves at the entry where they
// were — no reload, no new address, no pairing again — and take the next entries as before.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { GameSnapshot } from '../../src/host/contract.ts';
import type { Invitation } from '../../src/host/phones-contract.ts';
import { askOk, openPage, screenshot, useMarshal } from './harness.ts';
import { FOUR_PLAYERS } from './flows.ts';

const world = useMarshal();
/** A restart takes Marshal's start-up time, then each screen's next try (a few seconds). */
const BACK = { timeout: 30_000, interval: 250 };

const ask = <T>(name: string, payload: unknown): Promise<T> => askOk<T>(world.marshal, name, payload);

const notice = (page: Page) => page.getByTestId('restart-notice');
const activeLines = (page: Page) => page.locator('[data-testid="log-line"][data-status="active"]').count();

describe('a restart strands no screen', { timeout: 120_000 }, () => {
  test('the main view, the display and a phone say Marshal restarted, then carry on where they were', async () => {
    const game = await ask<GameSnapshot>('newGame', { setup: FOUR_PLAYERS });
    await ask('enter', { gameId: game.id, entry: { type: 'draw' } });
    const before = new URL(world.marshal.url);

    const { page: main, problems } = await openPage(world.browser);
    await main.goto(`${world.marshal.url}#/game/${game.id}`);
    await expect.poll(() => main.getByTestId('seat').count()).toBe(4);
    const { page: display } = await openPage(world.browser, { width: 1366, height: 768 });
    await display.goto(`${world.marshal.url}#/display`);
    await expect
      .poll(() => display.getByTestId('table-display').getAttribute('data-game-id'))
      .toBe(String(game.id));
    const invitation = await ask<Invitation>('invitePhones', { gameId: game.id, address: '127.0.0.2' });
    const { page: phone } = await openPage(world.browser, { width: 390, height: 844 });
    await phone.goto(invitation.joinUrl as string);
    await phone.locator('[data-testid="phone-seat"][data-seat="Bob"]').click();
    await expect.poll(() => phone.getByTestId('phone').getAttribute('data-stage')).toBe('table');
    for (const page of [main, display, phone]) expect(await notice(page).count()).toBe(0);

    await world.marshal.restart({
      kill: true,
      whileDown: async () => {
        for (const page of [main, display, phone])
          await expect.poll(() => notice(page).textContent(), BACK).toBe('Marshal restarted — reconnecting');
        await screenshot(main, 'restart-main-1280x800');
        await screenshot(phone, 'restart-phone-390x844');
      },
    });
    // The same address; only the printed token is new.
    expect(new URL(world.marshal.url).port).toBe(before.port);

    for (const page of [main, display, phone]) await expect.poll(() => notice(page).count(), BACK).toBe(0);
    // Where they were: the same game, at the same entry.
    expect(await activeLines(main)).toBe(1);
    expect(await display.getByTestId('table-display').getAttribute('data-game-id')).toBe(String(game.id));
    expect(await phone.getByTestId('phone').getAttribute('data-stage')).toBe('table');

    // And on with the game: Ann shoots Bob; his phone answers; every screen follows.
    await ask('enter', { gameId: game.id, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    await expect.poll(() => display.getByTestId('display-prompt').count(), BACK).toBe(1);
    const banner = phone.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player'), BACK).toBe('Bob');
    await banner.locator('[data-entry="respond"][data-card="missed"]').click();
    await expect.poll(() => activeLines(main), BACK).toBe(3);
    await expect.poll(() => display.getByTestId('display-prompt').count(), BACK).toBe(0);
    expect(problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
    await Promise.all([main.context().close(), display.context().close(), phone.context().close()]);
  });
});
