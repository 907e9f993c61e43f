// The table screen in a real browser against the real host: create a game with the mouse, enter moves in
// a few clicks, see life, distances, flags and undo behave as the table expects.
import { describe, expect, test } from 'vitest';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { createGame, lifeOf, paletteCard, playAt, seat, waitForLog } from './flows.ts';

const world = useMarshal();

describe('a game from the first click', () => {
  test('a game created with the mouse shows every seat with life, hand and the Sheriff', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await expect.poll(() => page.getByTestId('seat').count()).toBe(4);
    expect(await lifeOf(page, 'Ann')).toBe(5);
    expect(await lifeOf(page, 'Bob')).toBe(4);
    // Each seat says who sits there, the role when known, and the life.
    expect(await page.getByRole('article', { name: 'Ann, Sheriff, 5 of 5 life', exact: true }).count()).toBe(
      1,
    );
    expect(await page.getByRole('article', { name: 'Bob, 4 of 4 life', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('status-player').textContent()).toBe('Ann');
    expect(page.url()).toMatch(/#\/game\/\d+$/);
    await screenshot(page, 'table-new-1280x800');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'table-new-1024x768');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('moves in two clicks', () => {
  test('draw, BANG! at a player in reach, take the hit: the life drops; undo brings it back', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    expect(await seat(page, 'Ann').getAttribute('data-hand')).toBe('7');

    await paletteCard(page, 'bang').click();
    await screenshot(page, 'table-targeting-1280x800');
    const bob = seat(page, 'Bob');
    expect(await bob.getByTestId('seat-target').getAttribute('data-suggested')).toBe('true');
    expect(await seat(page, 'Carl').getByTestId('seat-target').getAttribute('data-suggested')).toBe('false');
    await bob.getByTestId('seat-target').click();

    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player')).toBe('Bob');
    expect(await banner.textContent()).toContain('from Ann');
    await screenshot(page, 'table-prompt-1280x800');
    await banner.locator('[data-entry="pass"]').click();

    await expect.poll(() => lifeOf(page, 'Bob')).toBe(3);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.getByTestId('status-bangs').textContent()).toBe('1');

    await page.getByTestId('undo').click();
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(4);
    await expect.poll(() => page.locator('[data-testid="log-line"][data-status="undone"]').count()).toBe(1);

    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(3);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Jail is aimed at anyone but the Sheriff: her seat is not suggested', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByTestId('action-discard').click();
    await waitForLog(page, 2);
    await page.getByTestId('action-end-turn').click();
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Bob');
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 4);
    await paletteCard(page, 'jail').click();
    const suggested = (name: string) =>
      seat(page, name).getByTestId('seat-target').getAttribute('data-suggested');
    expect(await suggested('Ann')).toBe('false');
    expect(await suggested('Carl')).toBe('true');
    expect(await suggested('Dan')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('distances and reach are drawn from the player whose turn it is', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    expect(await page.getByTestId('ring').getAttribute('data-viewpoint')).toBe('Ann');
    const badge = (name: string) => page.getByRole('img', { name, exact: true });
    expect(await badge('Bob: distance 1, in reach, Panic! reaches').count()).toBe(1);
    expect(await badge('Carl: distance 2, out of reach').count()).toBe(1);
    await context.close();
  });
});

describe('flags', () => {
  test('a BANG! out of reach shows the flag; take back leaves the table unchanged', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);

    await playAt(page, 'bang', 'Carl');
    const dialog = page.getByTestId('flag-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('[data-code="out-of-range"]').count()).toBe(1);
    expect(await dialog.getByTestId('flag-message').first().textContent()).toBe(
      "Carl is at distance 2; Ann's Colt .45 reaches 1",
    );
    expect(await dialog.getByTestId('flag-rule').first().textContent()).toContain('Distance and reach');
    await screenshot(page, 'table-flag-1280x800');

    await dialog.getByTestId('flag-take-back').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await lifeOf(page, 'Carl')).toBe(4);
    expect(await page.getByTestId('prompt-banner').count()).toBe(0);
    await waitForLog(page, 1);

    // Esc is "take back" too.
    await playAt(page, 'bang', 'Carl');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForLog(page, 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('accept anyway applies the flagged BANG! and the log keeps the flag', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);

    await playAt(page, 'bang', 'Carl');
    await page.getByTestId('flag-accept').click();
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player')).toBe('Carl');
    await banner.locator('[data-entry="pass"]').click();
    await expect.poll(() => lifeOf(page, 'Carl')).toBe(3);
    const flagged = page.getByTestId('log-flag');
    await expect.poll(() => flagged.count()).toBe(1);
    expect(await flagged.textContent()).toContain('distance 2');
    await screenshot(page, 'table-accepted-flag-1280x800');
    await context.close();
  });
});

describe('every window shows the same table', () => {
  test('a second window on the same game follows every entry through pushes', async () => {
    const first = await openPage(world.browser);
    await createGame(first.page, world.marshal.url);
    const second = await openPage(world.browser);
    // A new window has no token of its own: it opens the printed address, at the same game.
    await second.page.goto(`${world.marshal.url}${new URL(first.page.url()).hash}`);
    await seat(second.page, 'Bob').waitFor();

    await first.page.getByTestId('action-draw').click();
    await playAt(first.page, 'bang', 'Bob');
    await expect.poll(() => second.page.getByTestId('prompt-banner').getAttribute('data-player')).toBe('Bob');
    // The answer can come from either window.
    await second.page.getByTestId('prompt-banner').locator('[data-entry="pass"]').click();
    await expect.poll(() => lifeOf(first.page, 'Bob')).toBe(3);
    await expect.poll(() => lifeOf(second.page, 'Bob')).toBe(3);
    await first.context.close();
    await second.context.close();
  });
});

describe('nothing is lost', () => {
  test('a reload shows the same game at the same moment', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('action-draw').click();
    await playAt(page, 'bang', 'Bob');
    await page.getByTestId('prompt-banner').locator('[data-entry="pass"]').click();
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(3);
    const url = page.url();

    await page.reload();
    await seat(page, 'Bob').waitFor();
    expect(page.url()).toBe(url);
    expect(await lifeOf(page, 'Bob')).toBe(3);
    await waitForLog(page, 3);
    await context.close();
  });
});
