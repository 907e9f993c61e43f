// Gold Rush beyond the main view: the table display shows the shop and every seat's nuggets and equipment as
// the main view buys; a phone shows them too, and a phone whose seat faces a lethal hit is offered Rucksack
// (2 nuggets for 1 life) when it can pay.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Invitation } from '../../src/host/phones-contract.ts';
import { askOk, openPage, screenshot, useMarshal } from './harness.ts';
import { importGame } from './flows.ts';

const world = useMarshal();
const TIMEOUT = { timeout: 20_000 };

const players = [
  { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
  { name: 'Bob', character: 'simeon-picos' },
  { name: 'Cid', character: 'rose-doolan' },
  { name: 'Dee', character: 'slab-the-killer' },
];
const setup = (shop: string[]) => ({
  players,
  expansions: ['base', 'gold-rush'],
  events: null,
  seed: 7,
  shop,
});
const hit = (target: string) => [
  { type: 'play', card: 'bang', target },
  { type: 'pass', player: target },
];

/** Ann (Willy the Kid) hits Bob (Simeon Picos) three times: 3 nuggets each. */
const annShootsBob = [{ type: 'draw' }, ...hit('Bob'), ...hit('Bob'), ...hit('Bob')];

/** Then Bob sells two Beers and buys the Rucksack (5 − 3 = 2 nuggets), and Cid's BANG! takes his last life
 *  point (Simeon Picos: one nugget more, 3). */
const bobFacesDeath = [
  ...annShootsBob,
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'beer', nugget: true },
  { type: 'play', card: 'beer', nugget: true },
  { type: 'buy', card: 'rucksack', refill: 'pickaxe' },
  { type: 'discard', count: 3 },
  { type: 'end-turn' },
  { type: 'draw' },
  ...hit('Bob'),
];

const nuggetsOn = (page: Page, name: string) =>
  page
    .locator(`[data-player="${name}"] [data-testid="table-nuggets"]`)
    .getAttribute('data-nuggets')
    .then(Number);

describe('Gold Rush on the table display and the phones', () => {
  test('the display shows the shop, the nuggets and the equipment as the main view buys', async () => {
    const id = await importGame(world, 'Gold on TV', {
      format: 'marshal/1',
      setup: setup(['gun-belt', 'shot', 'wanted']),
      entries: annShootsBob,
    });
    const main = await openPage(world.browser);
    await main.page.goto(`${world.marshal.url}#/game/${id}`);
    await main.page.getByTestId('shop').waitFor(TIMEOUT);
    const display = await openPage(world.browser, { width: 1920, height: 1080 });
    await display.page.goto(`${world.marshal.url}#/display`);
    await display.page.getByTestId('table-display').waitFor(TIMEOUT);

    const shop = display.page.getByTestId('table-shop-card');
    await expect.poll(() => shop.count(), TIMEOUT).toBe(3);
    expect(await shop.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual([
      'gun-belt',
      'shot',
      'wanted',
    ]);
    await expect.poll(() => nuggetsOn(display.page, 'Ann'), TIMEOUT).toBe(3);
    expect(await nuggetsOn(display.page, 'Bob')).toBe(3);
    expect(await nuggetsOn(display.page, 'Dee')).toBe(0);

    // The main view buys the Gun Belt: the display shows it in front of Ann, and the empty slot.
    await main.page.locator('[data-testid="shop-card"][data-card="gun-belt"]').click();
    const annEquipment = display.page.locator('[data-player="Ann"] [data-testid="table-equipment"]');
    await expect.poll(() => annEquipment.getAttribute('data-card'), TIMEOUT).toBe('gun-belt');
    await expect.poll(() => nuggetsOn(display.page, 'Ann'), TIMEOUT).toBe(1);
    await expect.poll(() => display.page.getByTestId('table-shop-empty').count(), TIMEOUT).toBe(1);
    await screenshot(display.page, 'gold-rush-display-1920x1080');
    expect(main.problems).toEqual([]);
    expect(display.problems).toEqual([]);
    await main.context.close();
    await display.context.close();
  }, 120_000);

  test('a phone shows the gold, and offers Rucksack to its seat facing a lethal hit', async () => {
    const gameId = await importGame(world, 'Gold on phones', {
      format: 'marshal/1',
      setup: setup(['rucksack', 'shot', 'wanted']),
      entries: bobFacesDeath,
    });
    const invitation = await askOk<Invitation>(world.marshal, 'invitePhones', {
      gameId,
      address: '127.0.0.2',
    });
    const context = await world.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(invitation.joinUrl as string);
    await page.locator('[data-testid="phone-seat"][data-seat="Bob"]').click();
    await expect.poll(() => page.getByTestId('phone').getAttribute('data-stage'), TIMEOUT).toBe('table');

    // The seats' gold and equipment, and the shop.
    await expect.poll(() => nuggetsOn(page, 'Bob'), TIMEOUT).toBe(3);
    expect(
      await page.locator('[data-player="Bob"] [data-testid="table-equipment"]').getAttribute('data-card'),
    ).toBe('rucksack');
    expect(await page.getByTestId('table-shop-card').count()).toBe(3);

    // Bob is dying: Rucksack is among his answers, said with what it costs and gives.
    const rucksack = page.locator('[data-testid="prompt-answer"][data-card="rucksack"]');
    await expect.poll(() => rucksack.textContent(), TIMEOUT).toBe('Rucksack: 2 nuggets → 1 life');
    await screenshot(page, 'gold-rush-phone-390x844');
    await rucksack.click();
    await expect
      .poll(
        () => page.locator('[data-testid="phone-table-seat"][data-player="Bob"]').getAttribute('data-life'),
        TIMEOUT,
      )
      .toBe('1');
    await expect.poll(() => nuggetsOn(page, 'Bob'), TIMEOUT).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
