// The actions an event grants, by buttons in the table's language: Peyote's guess, Handcuffs' suit, the
// Daltons' discard, New Identity's character from the picker. Each changes the table and is logged.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, lifeOf, playRound, seat, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();

const banner = (page: Page) => page.getByTestId('prompt-banner');
const eventButton = (page: Page, event: string) =>
  page.locator(`[data-testid="ability"][data-event="${event}"]`);
const logged = (page: Page, text: string) => page.getByTestId('log-line').filter({ hasText: text });

/** A game with both event decks; one round by the command bar; then the Sheriff turns up `event`. */
async function gameWithEvent(page: Page, event: string): Promise<void> {
  await createGame(page, world.marshal.url, TABLE, ['high-noon', 'fistful-of-cards']);
  await playRound(page);
  await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
  await banner(page).getByTestId('event-pick').selectOption(event);
  await expect.poll(() => page.getByTestId('status-event').getAttribute('data-event')).toBe(event);
}

const hand = async (page: Page) => Number(await seat(page, 'Ann').getAttribute('data-hand'));

describe('event actions by button', () => {
  test('Peyote: Ann guesses red by button, in Czech; a black card ends her guessing', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await gameWithEvent(page, 'peyote');
    await page.getByTestId('locale-select').selectOption('cs');
    await expect
      .poll(() => eventButton(page, 'peyote').allTextContents())
      .toEqual(['Peyotl: červená', 'Peyotl: černá']);
    await screenshot(page, 'event-actions-peyote-cs-1280x800');
    await page.getByTestId('locale-select').selectOption('en');
    const before = await hand(page);
    await eventButton(page, 'peyote').filter({ hasText: 'red' }).click();
    // The top card is turned up and shown: the table says which.
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('draw-check');
    expect(await logged(page, 'Ann uses Peyote: red').count()).toBe(1);
    await command(page, 'reveal qh');
    // Right: she keeps it and may guess again.
    await expect.poll(() => hand(page)).toBe(before + 1);
    await eventButton(page, 'peyote').filter({ hasText: 'black' }).click();
    await command(page, 'reveal 2h');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await hand(page)).toBe(before + 1);
    // Wrong: phase 2, no more guesses.
    await expect.poll(() => eventButton(page, 'peyote').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('The Daltons: the pad offers Ann her Barrel to discard, once, by button', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, TABLE, ['high-noon']);
    // Ann puts a Barrel in play; the others only draw and discard.
    const turns = [
      ['draw', 'barrel', 'discard 1', 'end'],
      ...TABLE.slice(1).map(() => ['draw', 'discard 2', 'end']),
    ];
    let entries = 0;
    for (const lines of turns) {
      for (const line of lines) await command(page, line);
      entries += lines.length;
      await waitForLog(page, entries);
    }
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    await banner(page).getByTestId('event-pick').selectOption('the-daltons');
    await expect
      .poll(() => eventButton(page, 'the-daltons').allTextContents())
      .toEqual(['The Daltons → Ann: Barrel']);
    await eventButton(page, 'the-daltons').click();
    await expect
      .poll(() => seat(page, 'Ann').locator('[data-testid="in-play"][data-card="barrel"]').count())
      .toBe(0);
    await expect.poll(() => eventButton(page, 'the-daltons').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Handcuffs: after drawing, Ann names hearts by button', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await gameWithEvent(page, 'handcuffs');
    await command(page, 'draw');
    await expect.poll(() => eventButton(page, 'handcuffs').count()).toBe(4);
    await eventButton(page, 'handcuffs').filter({ hasText: '♥' }).click();
    await expect.poll(() => logged(page, 'Ann uses Handcuffs: ♥').count()).toBe(1);
    // Named once a turn: the buttons go.
    await expect.poll(() => eventButton(page, 'handcuffs').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Law of the West: after drawing, Ann picks the card she showed from the list', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await gameWithEvent(page, 'law-of-the-west');
    // Before the draw there is no second card to show.
    expect(await eventButton(page, 'law-of-the-west').count()).toBe(0);
    await command(page, 'draw');
    await eventButton(page, 'law-of-the-west').click();
    await page.getByTestId('event-card').selectOption('beer');
    await expect.poll(() => logged(page, 'Ann uses Law of the West: Beer').count()).toBe(1);
    // Shown once a turn: the button goes.
    await expect.poll(() => eventButton(page, 'law-of-the-west').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('New Identity: Ann takes Slab the Killer from the character picker and restarts at 2 life', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await gameWithEvent(page, 'new-identity');
    await eventButton(page, 'new-identity').click();
    const picker = page.getByTestId('character-picker');
    await picker.waitFor();
    await picker.locator('[data-character="slab-the-killer"]').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => lifeOf(page, 'Ann')).toBe(2);
    expect(await seat(page, 'Ann').getByTestId('seat-character').textContent()).toContain('Slab the Killer');
    expect(await logged(page, 'Ann uses New Identity: Slab the Killer').count()).toBe(1);
    await screenshot(page, 'event-actions-new-identity-1280x800');
    expect(problems).toEqual([]);
    await context.close();
  });
});
