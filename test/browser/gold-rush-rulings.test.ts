// Gold Rush in the rulings panel: the High Noon event and the equipment card share their name in English and
// Czech (and in Chinese), so the two hits each say what they are, and each opens its own text.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shippedRulings } from '../../src/rulings/data.ts';
import { cs } from '../../src/ui/i18n/cs.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { RULING_KINDS } from '../../src/ui/i18n/ruling-kinds.ts';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { createGame } from './flows.ts';

const world = useMarshal();

const hit = (page: Page, id: string) =>
  page.getByTestId('rulings-panel').locator(`[data-testid="ruling-hit"][data-id="${id}"]`);
const opened = (page: Page) =>
  page.getByTestId('rulings-panel').getByTestId('ruling-entry').getAttribute('data-id');

describe('the two Gold Rushes in the rulings', () => {
  test('"Gold Rush" lists the event and the card, each saying what it is, each opening its own text', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await page.getByRole('button', { name: en.rulings, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.rulings });
    await dialog.getByRole('searchbox', { name: en.rulingsSearch }).fill('Gold Rush');
    await hit(page, 'gold-rush').waitFor();
    await hit(page, 'gold-rush-card').waitFor();
    const eventSays = await hit(page, 'gold-rush').getByTestId('ruling-hit-what').textContent();
    const cardSays = await hit(page, 'gold-rush-card').getByTestId('ruling-hit-what').textContent();
    expect(eventSays).toBe(`${RULING_KINDS.en.event} · ${en.expansionNames['high-noon']}`);
    expect(cardSays).toBe(`${RULING_KINDS.en.card} · ${en.expansionNames['gold-rush']}`);
    await hit(page, 'gold-rush-card').click();
    await expect.poll(() => opened(page)).toBe('gold-rush-card');
    expect(await dialog.getByTestId('ruling-entry').textContent()).toContain(
      shippedRulings.en.entries['gold-rush-card']?.text,
    );
    await hit(page, 'gold-rush').click();
    await expect.poll(() => opened(page)).toBe('gold-rush');

    // A card whose reading is open names it, with the house rule the table may pick.
    await dialog.getByRole('searchbox', { name: en.rulingsSearch }).fill('Horseshoe');
    await expect.poll(() => opened(page)).toBe('horseshoe');
    expect(await dialog.getByTestId('ruling-entry').textContent()).toContain(
      shippedRulings.en.entries.horseshoe?.disputed,
    );
    await expect
      .poll(() => dialog.getByTestId('ruling-house-rule').getAttribute('data-house-rule'))
      .toBe('horseshoe-adds-a-card');
    await screenshot(page, 'gold-rush-rulings-1280x800');
    await dialog.getByTestId('rulings-close').click();

    // In Czech both are "Zlatá horečka".
    await page.getByTestId('locale-select').selectOption('cs');
    await page.getByRole('button', { name: cs.rulings, exact: true }).click();
    const czech = page.getByRole('dialog', { name: cs.rulings });
    await czech.getByRole('searchbox', { name: cs.rulingsSearch }).fill('zlatá horečka');
    await hit(page, 'gold-rush-card').waitFor();
    expect(await hit(page, 'gold-rush').getByTestId('ruling-hit-what').textContent()).toBe(
      `${RULING_KINDS.cs.event} · ${cs.expansionNames['high-noon']}`,
    );
    await czech.getByTestId('rulings-close').click();
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
