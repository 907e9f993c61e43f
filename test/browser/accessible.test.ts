// The table as a screen reader (and a test) reads it: every region and control is found by its role and the
// name it says aloud, and the palette, the seats and the card search work from the keyboard alone.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, seat, waitForLog } from './flows.ts';

const world = useMarshal();

const palette = (page: Page) => page.getByRole('toolbar', { name: 'Cards to play' });
const banner = (page: Page) => page.getByTestId('prompt-banner');
/** What has the keys now: its test id and card or player, as a short description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const seatOf = el?.closest<HTMLElement>('[data-testid="seat"]')?.dataset.player;
    return `${el?.dataset.testid ?? el?.tagName}:${el?.dataset.card ?? seatOf ?? ''}`;
  });

describe('accessible names', () => {
  test('the palette, the cards in play, the distances, the turn box, the Sheriff and each game say what they are', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);

    // The palette is a named toolbar whose buttons say "Play …"; a card in a seat says whose it is.
    await expect
      .poll(() => palette(page).getByRole('button', { name: 'Play Barrel', exact: true }).count())
      .toBe(1);
    await palette(page).getByRole('button', { name: 'Play Barrel', exact: true }).click();
    await page.getByRole('button', { name: 'Ann plays Barrel' }).click();
    await waitForLog(page, 2);
    await expect.poll(() => page.getByRole('button', { name: 'Ann’s Barrel', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Barrel', exact: true }).count()).toBe(0);
    expect(
      await palette(page).getByRole('button', { name: 'Play Schofield, reach 2', exact: true }).count(),
    ).toBe(1);

    // Distances from Ann, whose Colt .45 reaches 1: the reach is in the name, not only in a tooltip.
    for (const name of [
      'Bob: distance 1, in reach, Panic! reaches',
      'Carl: distance 2, out of reach',
      'Dan: distance 1, in reach, Panic! reaches',
    ]) {
      expect(await page.getByRole('img', { name, exact: true }).count(), name).toBe(1);
    }

    const turn = page.getByRole('region', { name: 'Whose turn' });
    expect(await turn.textContent()).toContain('Ann');
    expect(await turn.textContent()).toContain('Turn 1');

    // At 1024×768 the seats are narrow: the Sheriff's badge still shows the word, and his seat says Sheriff.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(async () => (await seat(page, 'Ann').locator('.role-label').boundingBox())?.width ?? 0)
      .toBeGreaterThan(20);
    expect(await page.getByRole('article', { name: 'Ann, Sheriff, 5 of 5 life', exact: true }).count()).toBe(
      1,
    );
    expect(await page.getByRole('article', { name: 'Bob, 4 of 4 life', exact: true }).count()).toBe(1);
    await screenshot(page, 'accessible-narrow-sheriff-1024x768');

    // Every game in the list is named on its buttons: "Resume Friday night", not five "Resume"s.
    const title = (await page.getByTestId('game-title').textContent()) ?? '';
    // The window's title names the open game, and only while it is open.
    expect(await page.title()).toBe(`${title} · Marshal`);
    await page.getByTestId('back-to-games').click();
    await expect.poll(() => page.title()).toBe('Marshal');
    await page.getByRole('button', { name: `Resume ${title}`, exact: true }).click();
    await page.getByRole('toolbar', { name: 'Cards to play' }).waitFor();
    expect(await page.getByTestId('game-title').textContent()).toBe(title);
    expect(await page.title()).toBe(`${title} · Marshal`);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the names follow the table’s language', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await page.getByTestId('locale-select').selectOption('cs');
    await palette(page).waitFor({ state: 'detached' });
    const toolbar = page.getByRole('toolbar', { name: 'Karty k zahrání' });
    expect(await toolbar.getByRole('button', { name: 'Zahrát BANG!', exact: true }).count()).toBe(1);
    expect(
      await page.getByRole('img', { name: 'Carl: vzdálenost 2, mimo dostřel', exact: true }).count(),
    ).toBe(1);
    expect(await page.getByRole('region', { name: 'Kdo je na tahu' }).count()).toBe(1);
    expect(await page.getByRole('article', { name: /^Ann, Šerif, / }).count()).toBe(1);
    await page.getByTestId('locale-select').selectOption('zhHant');
    // Another language's words are fetched when it is picked: the page speaks it once they are here.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-Hant');
    expect(
      await page
        .getByRole('toolbar', { name: '可打出的牌' })
        .getByRole('button', { name: '打出砰！' })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('img', { name: 'Carl：距離 2，射程外', exact: true }).count()).toBe(1);
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the keyboard', () => {
  test('the palette is one tab stop; arrows move in it; a card chosen by keyboard hands the keys to the seats', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);

    // One tab stop: from the first card, Tab leaves the palette and Shift+Tab comes back to the same card.
    const bang = palette(page).getByRole('button', { name: 'Play BANG!', exact: true });
    await bang.focus();
    expect(await palette(page).locator('button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^palette-card/);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('palette-card:bang');
    // Two cards a row: right is the next card, down the card below.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('palette-card:missed');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('palette-card:schofield');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('palette-card:bang');

    // Enter on BANG!: the seats take the keys (the first one in reach), and "2" aims at the second seat, Bob.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^seat-target:(Bob|Dan)$/);
    // The Enter chose the card and nothing else: the card still waits for its target.
    expect(await page.getByTestId('draft').getAttribute('data-card')).toBe('bang');
    expect(await page.locator('[data-testid="log-line"][data-status="active"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: '2: BANG! at Bob', exact: true }).count()).toBe(1);
    await page.keyboard.press('2');
    await waitForLog(page, 2);
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    await banner(page).getByRole('button', { name: 'Take the hit' }).click();
    await waitForLog(page, 3);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('typed in the search, Enter chooses the card, arrows pick the seat, and the search clears after the play', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);

    const search = page.getByRole('searchbox', { name: 'Find a card (any language)…' });
    await search.fill('panic');
    expect(await palette(page).getByRole('button').count()).toBe(1);
    await search.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^seat-target:/);
    expect(await page.getByTestId('draft').getAttribute('data-card')).toBe('panic');
    expect(await page.locator('[data-testid="log-line"][data-status="active"]').count()).toBe(1);
    // Arrows go round the seats; Enter aims at the one that has the keys.
    const seats = ['Ann', 'Bob', 'Carl', 'Dan'];
    const from = (await focused(page)).split(':')[1] ?? '';
    await page.keyboard.press('ArrowRight');
    const next = seats[(seats.indexOf(from) + 1) % seats.length] ?? '';
    expect(await focused(page)).toBe(`seat-target:${next}`);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe(`seat-target:${from}`);
    await page.keyboard.press('Enter');
    await waitForLog(page, 2);
    expect(await page.getByTestId('log-line').first().textContent()).toContain(from);

    // The search is empty again, with every card back, and has the keys for the next card.
    await expect.poll(() => search.inputValue()).toBe('');
    expect(await palette(page).getByRole('button').count()).toBeGreaterThan(20);
    expect(await focused(page)).toBe('card-search:');

    // A card played with the mouse clears the search too (found by its Czech table name).
    await search.fill('dostavnik');
    await palette(page).getByRole('button', { name: 'Play Stagecoach', exact: true }).click();
    await page.getByRole('button', { name: 'Ann plays Stagecoach' }).click();
    await waitForLog(page, 3);
    await expect.poll(() => search.inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
