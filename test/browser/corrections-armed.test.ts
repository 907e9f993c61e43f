// Correcting Load tokens by hand (Armed & Dangerous): the correction dialog shows the character's and each
// Dangerous card's tokens with the supply; what the table counts moves from or to the supply, a card set to 0
// is discarded, and a game without the expansion shows no token fields at all.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { armedGameWithBandolier, createGame, seat, supplyOf, waitForLog } from './flows.ts';

const world = useMarshal();

const supply = supplyOf;
const chip = (page: Page, player: string, card: string) =>
  seat(page, player).locator(`[data-testid="in-play"][data-card="${card}"]`);
const pipsLabel = async (where: Locator) => {
  const p = where.locator('[data-testid="pips"]');
  return (await p.count()) === 0 ? null : p.getAttribute('aria-label');
};
const field = (page: Page, spot: string) =>
  page.locator(`[data-testid="correct-tokens-spot"][data-spot="${spot}"]`);
/** The newest line (the log lists the latest first). */
const lastLog = (page: Page) =>
  page.locator('[data-testid="log-line"][data-status="active"]').first().textContent();

describe('correcting Load tokens', () => {
  test('the dialog sets the character and a Dangerous card, shows the supply, and 0 discards the card', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await armedGameWithBandolier(page, world.marshal.url);
    await expect.poll(() => supply(page)).toBe('29');

    // The dialog starts from the table: Bandolier 3, the character 0, the supply 29.
    await seat(page, 'Ann').getByTestId('seat-correct').click();
    const dialog = page.getByTestId('correction-dialog');
    expect(await field(page, 'bandolier').inputValue()).toBe('3');
    expect(await field(page, 'character').inputValue()).toBe('0');
    const after = page.getByTestId('correct-supply');
    expect(await after.getAttribute('data-supply')).toBe('29');

    // Two taps on the character's +, the Bandolier typed up to 4: the supply would give 3.
    const more = dialog.getByRole('button', { name: 'One token more: Sid Ketchum' });
    await more.click();
    await more.click();
    await field(page, 'bandolier').fill('4');
    expect(await after.textContent()).toContain('Supply: 29 → 26');
    // A card or a character holds 4 at most: the field does not go above.
    await field(page, 'character').fill('9');
    expect(await field(page, 'character').inputValue()).toBe('4');
    await dialog.getByRole('button', { name: 'One token fewer: Sid Ketchum' }).click();
    await dialog.getByRole('button', { name: 'One token fewer: Sid Ketchum' }).click();
    expect(await after.getAttribute('data-supply')).toBe('26');
    await screenshot(page, 'corrections-armed-tokens-1280x800');
    await page.getByTestId('correct-save').click();
    await waitForLog(page, 3);

    await expect.poll(() => supply(page)).toBe('26');
    await expect.poll(() => pipsLabel(chip(page, 'Ann', 'bandolier'))).toBe('4 Load tokens');
    expect(await pipsLabel(seat(page, 'Ann').locator('.who'))).toBe('2 Load tokens');
    expect(await lastLog(page)).toContain('Correction: Ann 4 Load tokens on Bandolier, 2 on the character');
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);

    // The Bandolier counted at 0: it is discarded at once, its 4 tokens back in the supply.
    await seat(page, 'Ann').getByTestId('seat-correct').click();
    await field(page, 'bandolier').fill('0');
    expect(await page.getByTestId('correct-supply').getAttribute('data-supply')).toBe('30');
    await page.getByTestId('correct-save').click();
    await waitForLog(page, 4);
    await expect.poll(() => chip(page, 'Ann', 'bandolier').count()).toBe(0);
    expect(await supply(page)).toBe('30');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a game without Armed & Dangerous has no token fields in the correction', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await seat(page, 'Bob').getByTestId('seat-correct').click();
    await page.getByTestId('correction-dialog').waitFor();
    expect(await page.getByTestId('correct-tokens').count()).toBe(0);
    expect(await page.getByTestId('correct-life').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
