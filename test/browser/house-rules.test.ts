// House rules at the table: picked in the New Game form (folded away as "Rules as printed"), counted in the
// game's header, which opens the list, and named in the sentence of a flag raised under the reading picked.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, seat, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();
const RULE = 'russian-roulette-takes-barrel';

/** The new-game form with A Fistful of Cards, the seats of TABLE; `before` runs just before starting. */
async function fistfulGame(page: Page, before: () => Promise<void>): Promise<void> {
  await page.goto(world.marshal.url);
  await page.getByTestId('new-game').click();
  const rows = page.getByTestId('seat-row');
  await rows.first().waitFor();
  await page.locator('[data-testid="expansion"][data-expansion="fistful-of-cards"] input').check();
  for (const [i, s] of TABLE.entries()) {
    const row = rows.nth(i);
    await row.getByTestId('player-name').fill(s.name);
    await row.getByTestId('choose-character').click();
    await page.getByTestId('character-picker').locator(`[data-character="${s.character}"]`).click();
    if (s.sheriff) await row.getByTestId('sheriff-radio').click();
  }
  await before();
  await page.getByTestId('create-game').click();
  await page.getByTestId('game-screen').waitFor();
  await seat(page, 'Ann').waitFor();
}

describe('house rules', () => {
  test('picked at New Game, counted in the header, named in a flag, remembered as a preset', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await fistfulGame(page, async () => {
      const summary = page.getByTestId('house-rules-summary');
      await expect.poll(() => summary.textContent()).toBe('Rules as printed');
      // Folded away: the readings show once the table opens it.
      const other = page.locator(
        `[data-house-rule="${RULE}"] [data-testid="house-rule-value"][data-value="true"]`,
      );
      expect(await other.isVisible()).toBe(false);
      await summary.click();
      expect(await page.locator(`[data-house-rule="${RULE}"]`).textContent()).toContain(
        'Russian Roulette takes only a Missed!',
      );
      await other.check();
      await expect.poll(() => summary.textContent()).toBe('House rules: 1 changed');
      await page.getByTestId('preset-name').fill('Friday group');
      await page.getByTestId('save-preset').click();
      await page.locator('[data-testid="house-rule-preset"][data-name="Friday group"]').waitFor();
      await screenshot(page, 'house-rules-new-game-1280x800');
    });

    const count = page.getByTestId('house-rules-count');
    await expect.poll(() => count.textContent()).toBe('house rules: 1');
    await count.click();
    const listed = page.getByTestId('house-rules-dialog').locator(`[data-house-rule="${RULE}"]`);
    expect(await listed.getAttribute('data-value')).toBe('true');
    expect(await listed.textContent()).toContain('Russian Roulette takes a Barrel');
    await page.getByTestId('house-rules-close').click();

    // The rulings search finds it by the card's name, under the card.
    await page.getByTestId('open-rulings').click();
    await page.getByTestId('rulings-search').fill('Russian Roulette');
    const ruled = page.getByTestId('ruling-entry').locator(`[data-house-rule="${RULE}"]`);
    await expect.poll(() => ruled.textContent()).toContain('Russian Roulette takes a Barrel');
    await page.getByTestId('rulings-close').click();

    // The table display shows the reading read-only.
    const display = await openPage(world.browser, { width: 1920, height: 1080 });
    await display.page.goto(`${world.marshal.url}#/display`);
    const shown = display.page.getByTestId('display-house-rules').locator(`[data-house-rule="${RULE}"]`);
    await expect.poll(() => shown.getAttribute('data-value')).toBe('true');
    expect(display.problems).toEqual([]);
    await display.context.close();

    // Ann puts a Barrel in play; Russian Roulette comes up on her second turn. Her Barrel answers it under this
    // reading: a spade fails, and a second flip of the same Barrel is flagged, naming the house rule.
    await command(page, 'draw');
    await waitForLog(page, 1);
    await command(page, 'barrel');
    await waitForLog(page, 2);
    const ann = seat(page, 'Ann');
    const excess = Number(await ann.getAttribute('data-hand')) - Number(await ann.getAttribute('data-life'));
    if (excess > 0) await command(page, `discard ${excess}`);
    await command(page, 'end');
    await waitForLog(page, excess > 0 ? 4 : 3);
    for (const plan of TABLE.slice(1)) {
      await expect.poll(() => page.getByTestId('status-player').textContent()).toBe(plan.name);
      await command(page, 'draw');
      const at = seat(page, plan.name);
      await expect.poll(async () => Number(await at.getAttribute('data-hand'))).toBeGreaterThan(4);
      const over = Number(await at.getAttribute('data-hand')) - Number(await at.getAttribute('data-life'));
      if (over > 0) await command(page, `discard ${over}`);
      await command(page, 'end');
    }
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('reveal-event');
    await banner.getByTestId('event-pick').selectOption('russian-roulette');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('russian-roulette');
    await command(page, 'use barrel');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('draw-check');
    await command(page, 'reveal 2s');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('russian-roulette');
    await command(page, 'use barrel');
    const flag = page.locator('[data-testid="flag"][data-code="already-used"] [data-testid="flag-message"]');
    await expect.poll(() => flag.textContent()).toMatch(/\(house rule: Russian Roulette takes a Barrel\)$/);
    await screenshot(page, 'house-rules-flag-1280x800');
    await page.getByTestId('locale-select').selectOption('cs');
    await expect
      .poll(() => flag.textContent())
      .toMatch(/\(domácí pravidlo: Ruskou ruletu odvrátí i Barrel\)$/);
    await page.getByTestId('locale-select').selectOption('en');
    await page.getByTestId('flag-take-back').click();

    // The next New Game offers the group's preset first; picking it sets its reading.
    await page.getByTestId('back-to-games').click();
    await page.getByTestId('new-game').click();
    await page.locator('[data-testid="expansion"][data-expansion="fistful-of-cards"] input').check();
    const summary = page.getByTestId('house-rules-summary');
    await expect.poll(() => summary.textContent()).toBe('Rules as printed');
    await page.locator('[data-testid="house-rule-preset"][data-name="Friday group"]').click();
    await expect.poll(() => summary.textContent()).toBe('House rules: 1 changed');

    // A preset the group no longer wants is forgotten with its ×, after a second, explicit click.
    const preset = page.locator('[data-testid="house-rule-preset"][data-name="Friday group"]');
    await page.locator('[data-testid="forget-preset"][data-name="Friday group"]').click();
    await page.getByTestId('forget-preset-cancel').click();
    expect(await preset.count()).toBe(1);
    await page.locator('[data-testid="forget-preset"][data-name="Friday group"]').click();
    await page.getByTestId('forget-preset-confirm').click();
    await expect.poll(() => preset.count()).toBe(0);
    // Gone from the host too: the form opened afresh offers it no more.
    await page.reload();
    await page.getByTestId('new-game-form').waitFor();
    await page.locator('[data-testid="expansion"][data-expansion="fistful-of-cards"] input').check();
    await expect.poll(() => summary.textContent()).toBe('Rules as printed');
    expect(await page.getByTestId('house-rule-presets').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
