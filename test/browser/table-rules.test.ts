// Rules found wrong at a real table, as the table sees them: the reveal offers only event cards not yet seen,
// Pedro Ramirez is offered the discard pile only while Marshal knows it holds a card, and the table can say
// the deck was reshuffled.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/ui/i18n/en.ts';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, playRound, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();
const banner = (page: Page) => page.getByTestId('prompt-banner');
const fromDiscard = (page: Page) => page.getByRole('button', { name: en.drawFromDiscard });

describe('rules found wrong at the table', () => {
  test('the second reveal does not offer the event card already turned up', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, TABLE, ['high-noon']);
    let lines = await playRound(page);
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    const options = () => banner(page).getByTestId('event-pick').locator('option[value="thirst"]');
    expect(await options().count()).toBe(1);
    await banner(page).getByTestId('event-pick').selectOption('thirst');
    await expect.poll(() => banner(page).count()).toBe(0);
    lines += 1;
    await waitForLog(page, lines);
    await playRound(page, lines);
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    expect(await options().count()).toBe(0);
    expect(
      await banner(page).getByTestId('event-pick').locator('option[value="train-arrival"]').count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Pedro Ramirez is offered the discard pile only once a card is on it, and not after a reshuffle', async () => {
    const { context, page, problems } = await openPage(world.browser);
    const pedros = TABLE.map((s, i) => (i < 2 ? { ...s, character: 'pedro-ramirez' } : s));
    await createGame(page, world.marshal.url, pedros);
    // Ann's first draw: nothing has been discarded in the game yet.
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Ann');
    expect(await fromDiscard(page).count()).toBe(0);
    await command(page, 'draw');
    await command(page, 'discard 2');
    await command(page, 'end');
    await waitForLog(page, 3);
    // Bob's draw: Ann's two cards lie on the pile.
    await fromDiscard(page).waitFor();
    await screenshot(page, 'pedro-discard-offer-1280x800');
    await page.getByTestId('action-reshuffle').click();
    await waitForLog(page, 4);
    expect(await page.getByTestId('log-line').first().textContent()).toContain(
      'The deck is rebuilt from the discard pile',
    );
    await expect.poll(() => fromDiscard(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('draw! odds', () => {
  test('a draw! says its odds from the unseen cards; the % button hides them, remembered', async () => {
    const { context, page, problems } = await openPage(world.browser);
    const seats = TABLE.map((s, i) => (i === 1 ? { ...s, character: 'jourdonnais' } : s));
    await createGame(page, world.marshal.url, seats);
    await command(page, 'draw');
    await command(page, 'bang bob');
    await waitForLog(page, 2);
    await banner(page)
      .getByRole('button', { name: /Jourdonnais/ })
      .click();
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('draw-check');
    // 20 hearts among the 80 cards of the base game; one of the 25 BANG!s (3 of them hearts) was played, which
    // one unknown: 17 + 3 × 24/25 = 19.88 of 79.
    await expect
      .poll(() => page.getByTestId('prompt-odds').textContent())
      .toBe('Jourdonnais: 19.9 of 79 unseen cards succeed, 25 % (from what was entered)');
    await screenshot(page, 'draw-odds-1280x800');
    await page.getByTestId('odds-toggle').click();
    await expect.poll(() => page.getByTestId('prompt-odds').count()).toBe(0);
    await page.reload();
    await banner(page).waitFor();
    expect(await page.getByTestId('prompt-odds').count()).toBe(0);
    await page.getByTestId('odds-toggle').click();
    await page.getByTestId('prompt-odds').waitFor();
    // The command bar answers for any draw! of the game.
    await command(page, 'odds dynamite');
    await expect
      .poll(() => page.getByTestId('notice').textContent())
      .toContain('Dynamite: 69 of 79 unseen cards succeed, 87 %');
    expect(problems).toEqual([]);
    await context.close();
  });
});
