// The log tells the story in the table's language: after a Barrel's draw! the line names the card flipped
// with its suit sign and says the outcome, in English, Czech and both Chinese scripts.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, seat, waitForLog } from './flows.ts';

const world = useMarshal();

/** The Barrel's line as each language says it. */
const MISSED: Record<string, string> = {
  en: "Ann's Barrel: Q♥ — missed",
  cs: 'Barrel hráče Ann: Q♥ — vedle',
  zhHant: 'Ann 的 啤酒桶：Q♥——閃避成功',
  zhHans: 'Ann 的 啤酒桶：Q♥——闪避成功',
};

const banner = (page: Page) => page.getByTestId('prompt-banner');

describe('the log tells the story', () => {
  test("a Barrel's draw! reads with ♥ and its outcome in every language", async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1366, height: 768 });
    await createGame(page, world.marshal.url);
    // Ann puts a Barrel in play; Bob shoots her; she flips for it: Q♥.
    await command(page, 'draw');
    await command(page, 'barrel');
    await seat(page, 'Ann').locator('[data-card="barrel"]').waitFor();
    await command(page, 'discard 1');
    await command(page, 'end');
    await command(page, 'draw');
    await command(page, 'bang ann');
    await expect
      .poll(() => banner(page).getAttribute('data-prompt'), { timeout: 60_000 })
      .toBe('answer-bang');
    await banner(page).locator('[data-testid="prompt-answer"][data-card="barrel"]').click();
    await expect.poll(() => banner(page).getAttribute('data-prompt'), { timeout: 60_000 }).toBe('draw-check');
    await page.getByTestId('sign-input').fill('QH');
    await page.getByTestId('sign-input').press('Enter');
    await waitForLog(page, 8);
    const line = page.locator('[data-testid="log-line"][data-seq="8"] .text');
    for (const locale of ['en', 'cs', 'zhHant', 'zhHans']) {
      await page.getByTestId('locale-select').selectOption(locale);
      await expect
        .poll(() => line.textContent().then((t) => t?.trim()), { timeout: 60_000 })
        .toBe(MISSED[locale]);
      expect(await line.textContent()).toContain('♥');
      expect(await line.textContent()).not.toMatch(/\bQH\b/);
      await screenshot(page, `log-barrel-${locale}-1366x768`);
    }
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the new-game wizard names the expansions in the table language', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1366, height: 768 });
    await page.goto(world.marshal.url);
    await page.getByTestId('new-game').click();
    const dodge = page.locator('[data-testid="expansion"][data-expansion="dodge-city"]');
    const armed = page.locator('[data-testid="expansion"][data-expansion="armed-and-dangerous"]');
    await page.getByTestId('locale-select').selectOption('zhHant');
    await expect.poll(() => dodge.textContent(), { timeout: 60_000 }).toContain('道奇城');
    await page.getByTestId('locale-select').selectOption('cs');
    await expect.poll(() => armed.textContent(), { timeout: 60_000 }).toContain('Ozbrojení a nebezpeční');
    await screenshot(page, 'new-game-expansions-cs-1366x768');
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
