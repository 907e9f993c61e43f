// The other screens and the busier moments: seven seats at 1024×768 with cards in play, a correction, a
// death with its role revealed; the game list with delete; the list and the new-game form on a tablet held
// upright; the light theme.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { createGame, lifeOf, paletteCard, playAt, seat, waitForLog, type SeatPlan } from './flows.ts';

const SEVEN: SeatPlan[] = [
  { name: 'Ann', character: 'sid-ketchum', sheriff: true },
  { name: 'Bob', character: 'suzy-lafayette' },
  { name: 'Carl', character: 'vulture-sam' },
  { name: 'Dan', character: 'kit-carlson' },
  { name: 'Eve', character: 'lucky-duke' },
  { name: 'Fran', character: 'calamity-janet' },
  { name: 'Gus', character: 'el-gringo' },
];

const world = useMarshal();

describe('a full table', () => {
  test('seven seats at 1024×768: cards in play with their sign, a correction, a death and its role', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    await createGame(page, world.marshal.url, SEVEN);
    await expect.poll(() => page.getByTestId('seat').count()).toBe(7);

    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);

    // A weapon with its sign: card, sign, play — it shows as a chip "Schofield K♠" and Ann's reach is 2.
    await paletteCard(page, 'schofield').click();
    await page.locator('[data-testid="draft-sign"][data-sign="KS"]').click();
    await page.getByTestId('draft-play').click();
    const chip = seat(page, 'Ann').locator('[data-testid="in-play"][data-card="schofield"]');
    await expect.poll(() => chip.textContent()).toContain('Schofield K♠');
    await expect.poll(() => page.getByTestId('distance-legend').textContent()).toContain('reach 2');
    expect(await seat(page, 'Carl').getByTestId('seat-distance').getAttribute('data-in-reach')).toBe('true');

    await paletteCard(page, 'mustang').click();
    await page.getByTestId('draft-play').click();
    await seat(page, 'Ann').locator('[data-card="mustang"]').waitFor();

    // A correction: Bob's life set to 1 by hand.
    await seat(page, 'Bob').getByTestId('seat-correct').click();
    const correction = page.getByTestId('correction-dialog');
    await correction.getByTestId('correct-life').fill('1');
    await correction.getByTestId('correct-save').click();
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(1);

    // BANG! at Bob, no Missed!, no Beer: Bob is out and shows his role.
    await playAt(page, 'bang', 'Bob');
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('answer-bang');
    await banner.locator('[data-entry="pass"]').click();
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('dying');
    await screenshot(page, 'table-dying-1024x768');
    await banner.locator('[data-entry="pass"]').click();
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('reveal-role');
    await banner.getByText('Outlaw').click();
    await expect.poll(() => seat(page, 'Bob').getAttribute('data-alive')).toBe('false');
    expect(await seat(page, 'Bob').getByTestId('seat-role').textContent()).toContain('Outlaw');
    await screenshot(page, 'table-7-seats-1024x768');

    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'table-7-seats-1280x800');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the game list', () => {
  test('lists the games, resumes one, and deletes one only after confirming', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url, [
      { name: 'Zoe', character: 'jourdonnais', sheriff: true },
      { name: 'Yan', character: 'pedro-ramirez' },
      { name: 'Xia', character: 'rose-doolan' },
      { name: 'Wes', character: 'paul-regret' },
    ]);
    await page.getByTestId('back-to-games').click();
    const rows = page.getByTestId('game-row');
    await expect.poll(() => rows.filter({ hasText: 'Zoe' }).count()).toBe(1);
    const before = await rows.count();
    const zoe = rows.filter({ hasText: 'Zoe' });
    await screenshot(page, 'game-list-1280x800');

    // Each game's buttons say which game they act on.
    const game = 'Zoe, Yan, Xia, Wes';
    await page.getByRole('button', { name: `Delete ${game}`, exact: true }).click();
    await page.getByTestId('confirm-cancel').click();
    expect(await rows.count()).toBe(before);

    await page.getByRole('button', { name: `Resume ${game}`, exact: true }).click();
    await seat(page, 'Zoe').waitFor();
    await page.getByTestId('back-to-games').click();

    await zoe.getByTestId('delete-game').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => rows.count()).toBe(before - 1);
    expect(await zoe.count()).toBe(0);
    await context.close();
  });

  test('the new-game form names what is missing before it starts a game', async () => {
    const { context, page } = await openPage(world.browser, { width: 1024, height: 768 });
    await page.goto(world.marshal.url);
    await page.getByTestId('new-game').click();
    expect(await page.getByTestId('create-game').isDisabled()).toBe(true);
    expect(await page.getByTestId('form-problems').textContent()).toContain('every seat needs a name');
    await page.getByTestId('player-name').first().fill('Ann');
    await page.getByTestId('choose-character').first().click();
    await page.getByTestId('character-search').fill('ketch');
    await expect.poll(() => page.getByTestId('character-option').count()).toBe(1);
    await screenshot(page, 'character-picker-1024x768');
    await page.getByTestId('character-option').click();
    await expect
      .poll(() => page.getByTestId('choose-character').first().textContent())
      .toContain('Sid Ketchum');
    await screenshot(page, 'new-game-1024x768');
    // The seats' fields line up in columns, the Sheriff's row (its label in bold) with the others.
    const lefts = (id: string) =>
      page.getByTestId(id).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    for (const id of ['player-name', 'choose-character', 'sheriff-radio', 'remove-player']) {
      const columns = new Set(await lefts(id));
      expect(columns.size, `${id}: one column`).toBe(1);
    }
    await context.close();
  });
});

/** The controls of the page that are not wholly inside the window's width, by their text. */
function outOfWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input, [data-testid="seat-row"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5);
      })
      .map(
        (el) => el.getAttribute('aria-label') ?? (el.textContent?.trim() || el.dataset.testid || el.tagName),
      ),
  );
}

describe('a tablet held upright', () => {
  test('the game list and the new-game form keep every control inside the window, in Czech', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 768, height: 1024 });
    await createGame(page, world.marshal.url, [
      { name: 'Kateřina', character: 'sid-ketchum', sheriff: true },
      { name: 'Bartoloměj', character: 'suzy-lafayette' },
      { name: 'Maximilián', character: 'vulture-sam' },
      { name: 'Přemysl', character: 'kit-carlson' },
    ]);
    await page.getByTestId('back-to-games').click();
    await page.getByTestId('locale-select').selectOption('cs');
    await page.getByTestId('game-row').first().waitFor();
    await expect.poll(() => page.getByTestId('new-game').textContent()).toContain('Nová hra');
    await screenshot(page, 'game-list-cs-768x1024');
    expect(await outOfWindow(page), 'the game list').toEqual([]);
    await page.getByTestId('new-game').click();
    await page.getByTestId('seat-row').first().waitFor();
    await page.getByTestId('add-player').click();
    await screenshot(page, 'new-game-cs-768x1024');
    expect(await outOfWindow(page), 'the new-game form').toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the light theme', () => {
  test('the toggle switches to the light theme and a reload keeps it', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByTestId('action-draw').click();
    await playAt(page, 'bang', 'Bob');
    await page.getByTestId('prompt-banner').waitFor();
    await screenshot(page, 'table-light-1280x800');
    await page.reload();
    await seat(page, 'Ann').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});
