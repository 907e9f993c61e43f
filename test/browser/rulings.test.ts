// The rulings one click away: a Rulings button on the table, a search that opens its top hit, Czech table
// names that find their card, a flag's rule said in the table's language, and an event's rule opening the event.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shippedRulings } from '../../src/rulings/data.ts';
import { cs } from '../../src/ui/i18n/cs.ts';
import { zhHant } from '../../src/ui/i18n/zhHant.ts';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, paletteCard, playRound, seat, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();

const panel = (page: Page) => page.getByTestId('rulings-panel');
const opened = (page: Page) => panel(page).getByTestId('ruling-entry').getAttribute('data-id');
const flagDialog = (page: Page) => page.getByTestId('flag-dialog');

describe('the rulings at the table', () => {
  test('a visible Rulings button; the search opens its top hit; "pivo" finds Beer', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await page.getByRole('button', { name: 'Rulings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rulings' });
    await dialog.waitFor();
    const search = dialog.getByRole('searchbox', { name: 'Search the rulings' });
    // Typing is enough: the best hit opens without a click, and follows the typing.
    await search.fill('barrel');
    await expect.poll(() => opened(page)).toBe('barrel');
    expect(await dialog.getByRole('heading', { name: 'Barrel', exact: true }).count()).toBe(1);
    await search.fill('gatling');
    await expect.poll(() => opened(page)).toBe('gatling');
    // A hit the table clicks stays open while the list is as it was.
    const second = dialog.getByTestId('ruling-hit').nth(1);
    const secondId = await second.getAttribute('data-id');
    await second.click();
    await expect.poll(() => opened(page)).toBe(secondId);
    await dialog.getByTestId('rulings-close').click();

    // In Czech, the table's own names: "pivo" is Beer, "barel" is Barrel, "kulomet" is Gatling.
    await page.getByTestId('locale-select').selectOption('cs');
    await page.getByRole('button', { name: cs.rulings, exact: true }).click();
    const czech = page.getByRole('dialog', { name: cs.rulings });
    for (const [word, id] of [
      ['pivo', 'beer'],
      ['barel', 'barrel'],
      ['kulomet', 'gatling'],
    ] as const) {
      await czech.getByRole('searchbox', { name: cs.rulingsSearch }).fill(word);
      await expect.poll(() => opened(page), { message: word }).toBe(id);
    }
    expect(await czech.getByTestId('ruling-entry').textContent()).toContain(
      shippedRulings.cs.entries.gatling?.text,
    );
    await screenshot(page, 'rulings-kulomet-cs-1280x800');
    await czech.getByTestId('rulings-close').click();
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a flag’s rule shows its text in the table’s language', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);
    const rule = 'weapon-range';
    for (const [locale, file, title] of [
      ['en', shippedRulings.en, 'Rule: Distance and reach'],
      ['cs', shippedRulings.cs, `${cs.rule}: ${cs.rules[rule]}`],
      ['zhHant', shippedRulings['zh-Hant'], `${zhHant.rule}: ${zhHant.rules[rule]}`],
    ] as const) {
      await page.getByTestId('locale-select').selectOption(locale);
      // BANG! at Carl, at distance 2 with a Colt .45: out of reach.
      await paletteCard(page, 'bang').click();
      await seat(page, 'Carl').getByTestId('seat-target').click();
      await flagDialog(page).waitFor();
      expect(await flagDialog(page).getByTestId('flag').first().getAttribute('data-code')).toBe(
        'out-of-range',
      );
      const text = file.entries[rule]?.text ?? '';
      expect(text.length).toBeGreaterThan(0);
      await expect
        .poll(() => flagDialog(page).getByTestId('flag-rule-text').first().textContent(), { message: locale })
        .toBe(text);
      expect(await flagDialog(page).getByTestId('flag-open-rule').first().textContent()).toContain(title);
      await screenshot(page, `flag-rule-${locale}-1280x800`);
      await flagDialog(page).getByTestId('flag-take-back').click();
      await flagDialog(page).waitFor({ state: 'detached' });
    }
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an event’s flag names the event, and its rule opens the event', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, TABLE, ['high-noon']);
    const entries = await playRound(page);
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-prompt')).toBe('reveal-event');
    await banner.getByTestId('event-pick').selectOption('the-reverend');
    await waitForLog(page, entries + 1);
    await command(page, 'draw');
    await waitForLog(page, entries + 2);

    // A Beer under The Reverend: the flag cites the event by its name, with its text.
    await command(page, 'beer');
    await flagDialog(page).waitFor();
    const flag = flagDialog(page).locator('[data-testid="flag"][data-code="event-no-beer"]');
    expect(await flag.getByTestId('flag-open-rule').textContent()).toContain('Rule: The Reverend');
    await expect
      .poll(() => flag.getByTestId('flag-rule-text').textContent())
      .toBe(shippedRulings.en.entries['the-reverend']?.text);
    await flag.getByTestId('flag-open-rule').click();
    await expect.poll(() => opened(page)).toBe('the-reverend');
    const hits = panel(page).getByTestId('ruling-hit');
    await expect.poll(() => hits.count()).toBe(1);
    expect(await hits.first().textContent()).toBe('The Reverend');
    expect(await panel(page).getByTestId('rulings-empty').count()).toBe(0);
    await screenshot(page, 'rulings-event-1280x800');
    await panel(page).getByTestId('rulings-close').click();
    await flagDialog(page).getByTestId('flag-take-back').click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
