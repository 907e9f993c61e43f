// Phones on 127.0.0.2 beside the main view on 127.0.0.1, each in its own browser context (its own storage, as
// a separate phone): joining by the QR code's address, answering its own prompt, refusals, a lock after wrong
// codes, revoking, and catching up after losing the connection.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { askOk, openPage, screenshot, useMarshal } from './harness.ts';
import { FOUR_PLAYERS, lifeOf } from './flows.ts';
import type { GameSnapshot } from '../../src/host/contract.ts';
import type { Invitation, PhoneResponses } from '../../src/host/phones-contract.ts';

const world = useMarshal();
const ADDRESS = '127.0.0.2';

const ask = <T>(name: string, payload: unknown): Promise<T> => askOk<T>(world.marshal, name, payload);

async function newGame(): Promise<GameSnapshot> {
  return ask<GameSnapshot>('newGame', { setup: FOUR_PLAYERS });
}

const invite = (gameId: number) => ask<Invitation>('invitePhones', { gameId, address: ADDRESS });

/** The main view on the game, as the table sees it. */
async function mainView(gameId: number): Promise<Page> {
  const { page } = await openPage(world.browser);
  await page.goto(`${world.marshal.url}#/game/${gameId}`);
  await expect.poll(() => page.getByTestId('seat').count()).toBe(4);
  return page;
}

/** A phone that opens the join address (as from the QR code) and picks its seat. */
async function phoneAt(joinUrl: string, seat: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openPage(world.browser, { width: 390, height: 844 });
  await page.goto(joinUrl);
  await page.locator(`[data-testid="phone-seat"][data-seat="${seat}"]`).click();
  await expect.poll(() => page.getByTestId('phone').getAttribute('data-stage')).toBe('table');
  // The code is used up and out of the address bar.
  expect(page.url()).not.toContain('code=');
  return { page, problems };
}

const revisionOf = async (page: Page) =>
  Number(await page.getByTestId('phone').getAttribute('data-revision'));
const hostGame = (gameId: number) => ask<GameSnapshot>('state', { gameId });
const enter = (gameId: number, entry: unknown) => ask<{ accepted: boolean }>('enter', { gameId, entry });

describe('phones at the table', () => {
  test('a phone answers Missed! and the main view shows it; every phone follows the main view entry by entry', async () => {
    const game = await newGame();
    const main = await mainView(game.id);
    const bob = await phoneAt((await invite(game.id)).joinUrl as string, 'Bob');
    const cid = await phoneAt((await invite(game.id)).joinUrl as string, 'Cid');
    expect(await bob.page.getByTestId('phone-seat-name').textContent()).toContain('Bob');

    const follows = async () => {
      const revision = (await hostGame(game.id)).revision;
      await expect.poll(() => revisionOf(bob.page)).toBe(revision);
      await expect.poll(() => revisionOf(cid.page)).toBe(revision);
    };
    await enter(game.id, { type: 'draw' });
    await follows();
    await enter(game.id, { type: 'play', card: 'bang', target: 'Bob' });
    await follows();

    // Only Bob's phone is asked; it offers the host's legal answers.
    const banner = bob.page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player')).toBe('Bob');
    expect(await cid.page.getByTestId('prompt-banner').count()).toBe(0);
    expect(await cid.page.getByTestId('phone-idle').count()).toBe(1);
    await screenshot(bob.page, 'phone-prompt-390x844');
    await banner.locator('[data-entry="respond"][data-card="missed"]').click();

    await expect.poll(() => main.getByTestId('prompt-banner').count()).toBe(0);
    await expect.poll(() => main.locator('[data-testid="log-line"][data-status="active"]').count()).toBe(3);
    expect(await main.locator('[data-testid="log-line"]', { hasText: 'Missed!' }).count()).toBe(1);
    expect(await lifeOf(main, 'Bob')).toBe(4);
    await follows();
    await expect.poll(() => banner.count()).toBe(0);

    await enter(game.id, { type: 'end-turn' });
    await follows();
    expect(bob.problems).toEqual([]);
    expect(cid.problems).toEqual([]);
    await Promise.all([main.context().close(), bob.page.context().close(), cid.page.context().close()]);
  });

  test("a phone cannot answer another seat's prompt: refused, nothing stored", async () => {
    const game = await newGame();
    const cid = await phoneAt((await invite(game.id)).joinUrl as string, 'Cid');
    await enter(game.id, { type: 'draw' });
    await enter(game.id, { type: 'play', card: 'bang', target: 'Bob' });
    const before = await hostGame(game.id);
    await expect.poll(() => revisionOf(cid.page)).toBe(before.revision);
    // The page offers nothing; a forged request over its own socket is refused.
    expect(await cid.page.getByTestId('prompt-banner').count()).toBe(0);
    const forged = await cid.page.evaluate(async () => {
      const token = localStorage.getItem('marshal.phone') ?? '';
      const socket = new WebSocket(`ws://${location.host}/phone/socket?device=${encodeURIComponent(token)}`);
      await new Promise((resolve) => (socket.onopen = resolve));
      // The answer to request 1 (the host may push first: the table's odds setting).
      const answer = new Promise<string>(
        (resolve) =>
          (socket.onmessage = (e) => {
            const text = String(e.data);
            if ((JSON.parse(text) as { id?: number }).id === 1) resolve(text);
          }),
      );
      socket.send(
        JSON.stringify({
          id: 1,
          name: 'enter',
          payload: { entry: { type: 'respond', player: 'Bob', card: 'missed' } },
        }),
      );
      return JSON.parse(await answer) as { answer: { ok: boolean; error?: { code: string } } };
    });
    expect(forged.answer).toMatchObject({ ok: false, error: { code: 'refused' } });
    const after = await hostGame(game.id);
    expect(after.revision).toBe(before.revision);
    expect(after.logCount).toBe(before.logCount);
    expect(after.view.prompts[0]?.player).toBe('Bob');
    await cid.page.context().close();
  });

  test('a phone set to Czech is told why it was refused in Czech', async () => {
    const game = await newGame();
    // A fresh invitation, so its count of wrong codes starts at none (and the next test's does too).
    await ask('stopInviting', {});
    const invitation = await invite(game.id);
    const context = await world.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'cs-CZ',
    });
    const page = await context.newPage();
    await page.goto(`http://${ADDRESS}:${invitation.port}/join`);
    await page.getByTestId('phone-code').fill('WRONGCOD');
    await page.getByTestId('phone-join').click();
    await expect
      .poll(() => page.getByTestId('phone-error').textContent())
      .toBe('Špatný kód (zbývá 9 pokusů).');
    await context.close();
    await ask('stopInviting', {});
  });

  test('ten wrong codes lock inviting: the phone and the main view say so, and the right code no longer works', async () => {
    const game = await newGame();
    const invitation = await invite(game.id);
    const main = await mainView(game.id);
    const { page } = await openPage(world.browser, { width: 390, height: 844 });
    await page.goto(`http://${ADDRESS}:${invitation.port}/join`);
    for (let i = 0; i < 10; i++) {
      await page.getByTestId('phone-code').fill(`WRONG${i}XX`);
      await page.getByTestId('phone-join').click();
      await expect
        .poll(() => page.getByTestId('phone-error').textContent())
        .toMatch(i < 9 ? /tr(ies|y) left/ : /too many/);
      if (i < 9)
        await expect
          .poll(() => page.getByTestId('phone-error').textContent())
          .toContain(i < 8 ? `${9 - i} tries` : '1 try');
    }
    await page.getByTestId('phone-code').fill(invitation.code as string);
    await page.getByTestId('phone-join').click();
    await expect.poll(() => page.getByTestId('phone-error').textContent()).toMatch(/too many/);
    expect(await page.getByTestId('phone').getAttribute('data-stage')).toBe('pair');

    await main.getByTestId('invite-phones').click();
    await expect.poll(() => main.getByTestId('phones-locked').count()).toBe(1);
    expect(await main.getByTestId('phones-qr').count()).toBe(0);
    const state = await ask<PhoneResponses['phones']>('phones', {});
    expect(state.devices.filter((d) => d.gameId === game.id)).toHaveLength(0);
    // Inviting again starts afresh.
    await main.getByTestId('phones-new-code').click();
    await expect.poll(() => main.getByTestId('phones-qr').count()).toBe(1);
    await screenshot(main, 'phones-invite-1280x800');
    await Promise.all([main.context().close(), page.context().close()]);
  });

  test('a revoked phone is refused: the main view removes it and the phone asks to pair again', async () => {
    const game = await newGame();
    const bob = await phoneAt((await invite(game.id)).joinUrl as string, 'Bob');
    const main = await mainView(game.id);
    await main.getByTestId('invite-phones').click();
    const listed = main.locator('[data-testid="phones-device"][data-seat="Bob"]');
    await expect.poll(() => listed.count()).toBe(1);
    await listed.getByTestId('phones-revoke').click();
    await expect.poll(() => bob.page.getByTestId('phone').getAttribute('data-stage')).toBe('removed');
    expect(await bob.page.getByTestId('phone-removed').count()).toBe(1);
    await expect.poll(() => listed.count()).toBe(0);
    // Its token is gone from the phone, and the host refuses it anyway.
    expect(await bob.page.evaluate(() => localStorage.getItem('marshal.phone'))).toBeNull();
    await Promise.all([main.context().close(), bob.page.context().close()]);
  });

  test('a phone that loses the connection reconnects and catches up', async () => {
    const game = await newGame();
    const invitation = await invite(game.id);
    const bob = await phoneAt(invitation.joinUrl as string, 'Bob');
    await ask('stopInviting', {});
    await expect.poll(() => bob.page.getByTestId('phone').getAttribute('data-online')).toBe('false');
    await enter(game.id, { type: 'draw' });
    await enter(game.id, { type: 'play', card: 'bang', target: 'Bob' });
    const again = await invite(game.id);
    expect(again.port).toBe(invitation.port);
    const revision = (await hostGame(game.id)).revision;
    await expect.poll(() => revisionOf(bob.page), { timeout: 30_000 }).toBe(revision);
    await expect.poll(() => bob.page.getByTestId('prompt-banner').getAttribute('data-player')).toBe('Bob');
    await bob.page.getByTestId('prompt-banner').locator('[data-entry="pass"]').click();
    await expect.poll(async () => (await hostGame(game.id)).view.players[1]?.life).toBe(3);
    await bob.page.context().close();
  });
});
