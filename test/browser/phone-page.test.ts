// The phone page at phone sizes (390×844, 360×640), with the long names of a real game night: the question is
// said once, the player in turn's name wraps between words, the seats read at arm's length, a question
// answered at the main screen first is said so where the thumb is, and a phone whose page was closed is not
// listed as picking a seat.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { GameSnapshot } from '../../src/host/contract.ts';
import type { Invitation } from '../../src/host/phones-contract.ts';
import { askOk, screenshot, useMarshal } from './harness.ts';

const world = useMarshal();
const ADDRESS = '127.0.0.2';
const TALL = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
const SIZES = [TALL, SMALL];
const LONG = 'Maximilian von Hohenstein';

const SETUP = {
  players: [
    { name: LONG, character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Annabelle Whitford-Harrington', character: 'bart-cassidy' },
    { name: 'Cid', character: 'suzy-lafayette' },
    { name: 'Dee', character: 'paul-regret' },
    { name: 'Eve', character: 'jourdonnais' },
  ],
  expansions: ['base'],
  events: null,
  seed: 5,
};

const ask = <T>(name: string, payload: unknown): Promise<T> => askOk<T>(world.marshal, name, payload);

/** A phone at `size`, in `locale`, joined and seated at `seat`. */
async function phone(
  browser: Browser,
  gameId: number,
  seat: string,
  size: { width: number; height: number },
  locale = 'en-US',
): Promise<Page> {
  const invitation = await ask<Invitation>('invitePhones', { gameId, address: ADDRESS });
  const context = await browser.newContext({ viewport: size, locale });
  const page = await context.newPage();
  await page.goto(invitation.joinUrl as string);
  await page.locator(`[data-testid="phone-seat"][data-seat="${seat}"]`).click();
  await expect.poll(() => page.getByTestId('phone').getAttribute('data-stage')).toBe('table');
  return page;
}

/** How many lines each word of the element's text takes (1 each: no word is broken). */
function linesPerWord(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [-1];
      const counts: number[] = [];
      const words = /\S+/g;
      for (let m = words.exec(text.textContent ?? ''); m; m = words.exec(text.textContent ?? '')) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        counts.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
      }
      return counts;
    });
}

describe('the phone page at phone sizes', { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    test(`${size.width}×${size.height}: one question, whole words, seats that read, nothing wider than the phone`, async () => {
      const game = await ask<GameSnapshot>('newGame', { setup: SETUP });
      const page = await phone(world.browser, game.id, 'Eve', size);
      await ask('enter', { gameId: game.id, entry: { type: 'draw' } });
      await ask('enter', { gameId: game.id, entry: { type: 'play', card: 'bang', target: 'Eve' } });
      const banner = page.getByTestId('prompt-banner');
      await expect.poll(() => banner.getAttribute('data-player')).toBe('Eve');
      // The question once: in the banner, not again in the table below it.
      await expect.poll(() => page.getByText(`BANG! from ${LONG}`, { exact: false }).count()).toBe(1);
      expect(await page.getByTestId('display-prompt').count()).toBe(0);
      // The player in turn's name wraps between its words, never inside one, and the reach is still shown.
      const turn = page.getByTestId('display-turn');
      expect(await turn.textContent()).toContain(LONG);
      expect(await linesPerWord(page, '[data-testid="display-turn"] .who')).toEqual([1, 1, 1]);
      expect(await linesPerWord(page, '[data-testid="phone-table-seat"] .name')).toEqual([1, 1, 1]);
      expect(await page.getByText('reach 1', { exact: false }).first().isVisible()).toBe(true);
      // Every seat: its name at least 17 px, its numbers at least 14 px, inside the screen's width.
      const seats = page.getByTestId('phone-table-seat');
      expect(await seats.count()).toBe(5);
      for (const seat of await seats.all()) {
        const name = await seat.locator('.name').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        const numbers = await seat
          .locator('.numbers')
          .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        expect(name).toBeGreaterThanOrEqual(17);
        expect(numbers).toBeGreaterThanOrEqual(14);
        const box = await seat.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `phone-question-${size.width}x${size.height}`);
      await page.context().close();
    });
  }

  test('a question answered at the main screen first: the phone says so, at the top of the screen', async () => {
    const game = await ask<GameSnapshot>('newGame', { setup: SETUP });
    const context = await world.browser.newContext({ viewport: SMALL });
    // The phone misses the push that would take its question away, as a phone on a slow Wi-Fi would.
    let holdPushes = false;
    await context.routeWebSocket(/\/phone\/socket/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (holdPushes && String(message).startsWith('{"push"')) return;
        ws.send(message);
      });
      ws.onMessage((message) => server.send(message));
    });
    const invitation = await ask<Invitation>('invitePhones', { gameId: game.id, address: ADDRESS });
    const page = await context.newPage();
    await page.goto(invitation.joinUrl as string);
    await page.locator('[data-testid="phone-seat"][data-seat="Eve"]').click();
    await expect.poll(() => page.getByTestId('phone').getAttribute('data-stage')).toBe('table');
    await ask('enter', { gameId: game.id, entry: { type: 'draw' } });
    await ask('enter', { gameId: game.id, entry: { type: 'play', card: 'bang', target: 'Eve' } });
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player')).toBe('Eve');
    holdPushes = true;
    await ask('enter', { gameId: game.id, entry: { type: 'pass', player: 'Eve' } });
    await banner.locator('[data-entry="respond"][data-card="missed"]').click();
    const problem = page.getByTestId('phone-error');
    await expect
      .poll(() => problem.textContent())
      .toContain('Eve’s question was answered at the main screen.');
    const box = await problem.boundingBox();
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(SMALL.height);
    await screenshot(page, 'phone-answered-at-main-360x640');
    // Nothing was stored from the phone: the hit stands.
    const after = await ask<GameSnapshot>('state', { gameId: game.id });
    expect(after.log.at(-1)?.entry).toEqual({ type: 'pass', player: 'Eve' });
    await context.close();
  });

  test('a phone whose page was closed before it sat is not listed as picking a seat', async () => {
    const game = await ask<GameSnapshot>('newGame', { setup: SETUP });
    await ask('stopInviting', {});
    const invitation = await ask<Invitation>('invitePhones', { gameId: game.id, address: ADDRESS });
    const context = await world.browser.newContext({ viewport: TALL });
    const page = await context.newPage();
    await page.goto(invitation.joinUrl as string);
    await page.getByTestId('phone-seat').first().waitFor();
    const main = await world.browser.newPage();
    await main.goto(`${world.marshal.url}#/game/${game.id}`);
    await main.getByTestId('invite-phones').click();
    const listed = main.getByTestId('phones-device');
    await expect.poll(() => listed.textContent()).toContain('picking a seat');
    await context.close();
    await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toContain('no seat (page closed)');
    expect(await listed.getAttribute('data-connected')).toBe('false');
    await main.close();
    await ask('stopInviting', {});
  });

  for (const [locale, tag] of [
    ['cs-CZ', 'cs'],
    ['zh-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['en-US', 'en'],
  ] as const) {
    test(`screenshots in ${tag} at 360×640`, async () => {
      const game = await ask<GameSnapshot>('newGame', { setup: SETUP });
      const page = await phone(world.browser, game.id, 'Annabelle Whitford-Harrington', SMALL, locale);
      await ask('enter', { gameId: game.id, entry: { type: 'draw' } });
      await ask('enter', {
        gameId: game.id,
        entry: { type: 'play', card: 'bang', target: 'Annabelle Whitford-Harrington' },
      });
      await expect.poll(() => page.getByTestId('prompt-banner').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `phone-${tag}-360x640`);
      await page.context().close();
    });
  }
});
