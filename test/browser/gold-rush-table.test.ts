// Gold Rush at the table: the shop's three cards with their cost, a gold chip on every seat, a purchase in one
// click (two when the card needs a target), the refill picker (or "later"), black equipment in front of its
// seat, "Remove for N nuggets" on another player's equipment, and "Sell for a nugget" beside the Beer.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal, type Viewport } from './harness.ts';
import { importGame, seat } from './flows.ts';

const world = useMarshal();

/** Ann (Willy the Kid) shoots Bob and Dee three times each: six life points lost, six nuggets earned. */
const shots = ['Bob', 'Dee', 'Bob', 'Dee', 'Bob', 'Dee'].flatMap((target) => [
  { type: 'play', card: 'bang', target },
  { type: 'pass', player: target },
]);

const script = {
  format: 'marshal/1',
  setup: {
    players: [
      { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
      { name: 'Bob', character: 'bart-cassidy' },
      { name: 'Cid', character: 'rose-doolan' },
      { name: 'Dee', character: 'slab-the-killer' },
    ],
    expansions: ['base', 'gold-rush'],
    events: null,
    seed: 7,
    shop: ['gun-belt', 'shot', 'wanted'],
  },
  entries: [{ type: 'draw' }, ...shots],
};

const nuggets = async (page: Page, name: string) =>
  Number(await seat(page, name).getByTestId('seat-nuggets').getAttribute('data-nuggets'));
const shopCard = (page: Page, card: string) => page.locator(`[data-testid="shop-card"][data-card="${card}"]`);
const equipment = (page: Page, name: string) =>
  seat(page, name)
    .getByTestId('seat-equipment')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

async function opened(viewport: Viewport): ReturnType<typeof openPage> {
  const id = await importGame(world, `Gold ${viewport.width}`, script);
  const open = await openPage(world.browser, viewport);
  await open.page.goto(`${world.marshal.url}#/game/${id}`);
  await open.page.getByTestId('shop').waitFor();
  return open;
}

describe('the shop and the nuggets on the table', () => {
  test('buy, refill, equipment in front, remove for cost + 1, sell a Beer', async () => {
    const { context, page, problems } = await opened({ width: 1280, height: 800 });

    // Three face-up cards with their printed cost; a gold chip on every seat.
    await expect.poll(() => page.getByTestId('shop-card').count()).toBe(3);
    expect(await shopCard(page, 'gun-belt').getByTestId('shop-cost').textContent()).toBe('2');
    expect(await shopCard(page, 'shot').getByTestId('shop-cost').textContent()).toBe('1');
    await expect.poll(() => nuggets(page, 'Ann')).toBe(6);
    for (const name of ['Bob', 'Cid', 'Dee']) expect(await nuggets(page, name)).toBe(0);
    // Equipment is bought, never played from a hand.
    expect(await page.locator('[data-testid="palette-card"][data-card="gun-belt"]').count()).toBe(0);
    await screenshot(page, 'gold-rush-shop-1280x800');

    // Gun Belt needs no target: one click buys it; it stands in front of Ann.
    await shopCard(page, 'gun-belt').click();
    await expect.poll(() => equipment(page, 'Ann')).toEqual(['gun-belt']);
    await expect.poll(() => nuggets(page, 'Ann')).toBe(4);

    // The emptied slot asks which card the table turned up: only equipment still in the deck, or later.
    await page.getByTestId('shop-empty').waitFor();
    const picker = page.getByTestId('shop-refill');
    const offered = await picker
      .locator('option:not([disabled])')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(offered).toContain('pickaxe');
    expect(offered).not.toContain('gun-belt');
    await page.getByTestId('shop-refill-later').click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByTestId('shop-refill-open').click();
    await picker.selectOption('pickaxe');
    await expect.poll(() => shopCard(page, 'pickaxe').count()).toBe(1);
    await expect.poll(() => page.getByTestId('shop-empty').count()).toBe(0);

    // Wanted needs a player: a second click names him.
    await shopCard(page, 'wanted').click();
    const choice = page.getByTestId('shop-choice').filter({ hasText: 'Bob' });
    await choice.waitFor();
    await screenshot(page, 'gold-rush-choice-1280x800');
    await choice.click();
    await expect.poll(() => equipment(page, 'Bob')).toEqual(['wanted']);
    await expect.poll(() => nuggets(page, 'Ann')).toBe(2);
    await page.getByTestId('shop-refill-later').click();

    // In phase 2 the Beer in the palette sells for a nugget.
    await page.getByTestId('sell-beer').click();
    await expect.poll(() => nuggets(page, 'Ann')).toBe(3);

    // Bob's Wanted: a click offers to remove it for its cost + 1.
    await seat(page, 'Bob').locator('[data-testid="seat-equipment"][data-card="wanted"]').click();
    const remove = seat(page, 'Bob').getByTestId('equipment-remove');
    expect(await remove.textContent()).toBe('Remove for 3 nuggets');
    await screenshot(page, 'gold-rush-remove-1280x800');
    await remove.click();
    await expect.poll(() => equipment(page, 'Bob')).toEqual([]);
    await expect.poll(() => nuggets(page, 'Ann')).toBe(0);
    // Her own Gun Belt offers no removal: its click opens its ruling.
    await seat(page, 'Ann').locator('[data-testid="seat-equipment"][data-card="gun-belt"]').click();
    await expect
      .poll(() => page.getByTestId('rulings-panel').getByTestId('ruling-entry').getAttribute('data-id'))
      .toBe('gun-belt');
    await page.getByTestId('rulings-close').click();

    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('on a tablet, the shop and the seats’ gold stay readable in Chinese', async () => {
    const { context, page, problems } = await opened({ width: 1024, height: 768 });
    await page.getByTestId('locale-select').selectOption('zhHant');
    await expect.poll(() => page.getByTestId('shop').getAttribute('aria-label')).toBe('商店');
    expect(await page.getByTestId('shop-card').count()).toBe(3);
    expect(await seat(page, 'Ann').getByTestId('seat-nuggets').getAttribute('aria-label')).toBe(
      'Ann：6 個金塊',
    );
    await screenshot(page, 'gold-rush-shop-zh-1024x768');
    // The refill list stays a list in its slot: the turn box, and so the ring, keep their size.
    const ring = await page.getByTestId('ring').getAttribute('data-fit');
    await shopCard(page, 'gun-belt').click();
    await page.getByTestId('shop-refill').waitFor();
    expect(await page.getByTestId('ring').getAttribute('data-fit')).toBe(ring);
    await screenshot(page, 'gold-rush-refill-zh-1024x768');
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('an ability that costs nuggets is offered with what it costs and gives, and only when affordable', async () => {
    // Ann (Jacky Murieta) hits Bob once and sells a Beer: 2 nuggets, the price of an extra BANG!.
    const jacky = {
      ...script,
      setup: {
        ...script.setup,
        players: script.setup.players.map((p) =>
          p.name === 'Ann' ? { ...p, character: 'jacky-murieta' } : p,
        ),
      },
      entries: [
        { type: 'draw' },
        { type: 'play', card: 'bang', target: 'Bob' },
        { type: 'pass', player: 'Bob' },
        { type: 'play', card: 'beer', nugget: true },
      ],
    };
    const id = await importGame(world, 'Jacky', jacky);
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${id}`);
    await page.getByTestId('shop').waitFor();
    await expect.poll(() => nuggets(page, 'Ann')).toBe(2);
    const extra = page.getByTestId('ability').filter({ hasText: 'Jacky Murieta: 2 nuggets → BANG! Bob' });
    await expect.poll(() => extra.count()).toBe(1);
    await extra.click();
    await expect.poll(() => nuggets(page, 'Ann')).toBe(0);
    // Spent: no more offer until she can pay again.
    await expect.poll(() => page.getByTestId('ability').filter({ hasText: 'Jacky Murieta' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('Josh McCloud’s offer names the equipment card the table turned up', async () => {
    const josh = {
      ...script,
      setup: {
        ...script.setup,
        players: script.setup.players.map((p) =>
          p.name === 'Ann' ? { ...p, character: 'josh-mccloud' } : p,
        ),
      },
      entries: [
        { type: 'draw' },
        { type: 'play', card: 'bang', target: 'Bob' },
        { type: 'pass', player: 'Bob' },
        { type: 'play', card: 'beer', nugget: true },
      ],
    };
    const id = await importGame(world, 'Josh', josh);
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${id}`);
    await page.getByTestId('shop').waitFor();
    const offers = page.getByTestId('ability').filter({ hasText: 'Josh McCloud' });
    await expect.poll(() => offers.count()).toBeGreaterThan(0);
    for (const text of await offers.allTextContents()) expect(text).toMatch(/^Josh McCloud: 2 nuggets → \S/);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('a correction sets the nuggets the table counts in front of a player', async () => {
    const { context, page, problems } = await opened({ width: 1366, height: 768 });
    await seat(page, 'Bob').getByTestId('seat-correct').click();
    const dialog = page.getByTestId('correction-dialog');
    await dialog.getByTestId('correct-nuggets').fill('4');
    await dialog.getByTestId('correct-save').click();
    await expect.poll(() => nuggets(page, 'Bob')).toBe(4);
    // Nothing else moved.
    expect(await nuggets(page, 'Ann')).toBe(6);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('Bottle asks what it is used as, and at whom, before it is bought', async () => {
    const bottle = { ...script, setup: { ...script.setup, shop: ['bottle', 'pardner', 'shot'] } };
    const id = await importGame(world, 'Bottle', bottle);
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${id}`);
    await page.getByTestId('shop').waitFor();
    await expect.poll(() => nuggets(page, 'Ann')).toBe(6);
    await shopCard(page, 'bottle').click();
    const choices = page.getByTestId('shop-choice');
    await expect.poll(() => choices.count()).toBeGreaterThan(1);
    const labels = await choices.allTextContents();
    expect(labels.some((l) => l.startsWith('Panic! → Bob'))).toBe(true);
    expect(labels.some((l) => l.startsWith('BANG! → Dee'))).toBe(true);
    const handBefore = Number(await seat(page, 'Bob').getAttribute('data-hand'));
    await choices
      .filter({ hasText: /^Panic! → Bob/ })
      .first()
      .click();
    await expect.poll(() => nuggets(page, 'Ann')).toBe(4);
    await expect
      .poll(async () => Number(await seat(page, 'Bob').getAttribute('data-hand')))
      .toBe(handBefore - 1);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
