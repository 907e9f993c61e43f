// The rulings at the table for The Valley of Shadows: "Ghost" opens the Ghost card, lists High Noon's Ghost
// Town beside it, and the card's entry says how the two differ — in English and in Traditional Chinese.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useMarshal } from './harness.ts';
import { importGame, seat } from './flows.ts';

const world = useMarshal();

const opened = (page: Page) =>
  page.getByTestId('rulings-panel').getByTestId('ruling-entry').getAttribute('data-id');

describe('The Valley of Shadows in the rulings', () => {
  test('"Ghost" finds the Ghost card and Ghost Town, and says how they differ', async () => {
    const id = await importGame(world, 'Rulings', {
      format: 'marshal/1',
      setup: {
        players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
          name,
          character: 'black-flower',
          ...(i === 0 ? { role: 'sheriff' } : {}),
        })),
        expansions: ['base', 'valley-of-shadows'],
        events: null,
        seed: 1,
      },
      entries: [],
    });
    const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
    await page.goto(`${world.marshal.url}#/game/${id}`);
    await seat(page, 'Ann').waitFor();

    await page.getByTestId('open-rulings').click();
    const dialog = page.getByTestId('rulings-panel');
    await dialog.getByRole('searchbox').fill('Ghost');
    await expect.poll(() => opened(page)).toBe('ghost');
    const hits = () =>
      dialog.getByTestId('ruling-hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    await expect.poll(hits).toContain('ghost-town');
    const entry = dialog.getByTestId('ruling-entry');
    expect(await entry.textContent()).toContain('for his own turn only');
    await dialog.getByTestId('rulings-close').click();

    await page.locator('[data-testid="locale-select"]:visible').selectOption('zhHant');
    await page.getByTestId('open-rulings').click();
    const zh = page.getByTestId('rulings-panel');
    await zh.getByRole('searchbox').fill('鬼魂');
    await expect.poll(() => opened(page)).toBe('ghost');
    await expect.poll(hits).toContain('ghost-town');
    expect(await zh.getByTestId('ruling-entry').textContent()).toContain('鬼鎮');
    await page.locator('[data-testid="locale-select"]:visible').selectOption('en');
    expect(problems).toEqual([]);
  });
});
