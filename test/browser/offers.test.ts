// Only legal answers are offered: the banner shows what the host sends with the table, nothing more. In Belle
// Star's turn no other player's Barrel is offered; an event card already turned up is not offered again.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, paletteCard, playRound, TABLE, waitForLog, type SeatPlan } from './flows.ts';

const world = useMarshal();

const banner = (page: Page) => page.getByTestId('prompt-banner');
const answerNames = async (page: Page): Promise<string[]> =>
  (await banner(page).getByRole('button').allTextContents()).map((s) => s.trim());

const BELLE: SeatPlan[] = [
  { name: 'Ann', character: 'kit-carlson', sheriff: true },
  { name: 'Bob', character: 'kit-carlson' },
  { name: 'Cid', character: 'belle-star' },
  { name: 'Dee', character: 'kit-carlson' },
];

/** One player's whole turn by the command bar: draw, discard two, end. */
async function quietTurn(page: Page, entries: number): Promise<number> {
  await command(page, 'draw');
  await command(page, 'discard 2');
  await command(page, 'end');
  await waitForLog(page, entries + 3);
  return entries + 3;
}

describe('only legal answers', () => {
  test('a BANG! at Bob, who has a Barrel: no Barrel offered in Belle Star’s turn, offered in Ann’s', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, BELLE, ['dodge-city']);
    let entries = await quietTurn(page, 0);
    // Bob puts a Barrel in play.
    await command(page, 'draw');
    await paletteCard(page, 'barrel').click();
    await page.getByTestId('draft-play').click();
    await command(page, 'discard 1');
    await command(page, 'end');
    await waitForLog(page, (entries += 4));

    // Belle Star's turn: she shoots Bob (distance 1). His Barrel has no effect: Missed! and the hit only.
    await command(page, 'draw');
    await command(page, 'bang bob');
    await waitForLog(page, (entries += 2));
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    const inHerTurn = await answerNames(page);
    expect(inHerTurn).toContain('Missed!');
    expect(inHerTurn).toContain('Take the hit');
    expect(inHerTurn.filter((name) => /Barrel/.test(name))).toEqual([]);
    await screenshot(page, 'offers-belle-star-1280x800');
    await banner(page).getByRole('button', { name: 'Take the hit' }).click();
    await waitForLog(page, (entries += 1));
    await command(page, 'discard 1');
    await command(page, 'end');
    await waitForLog(page, (entries += 2));
    entries = await quietTurn(page, entries);

    // Ann's turn: the same shot, and the Barrel is an answer again.
    await command(page, 'draw');
    await command(page, 'bang bob');
    await waitForLog(page, entries + 2);
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    expect((await answerNames(page)).filter((name) => /Barrel/.test(name))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an event already turned up is not offered in the next reveal', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, TABLE, ['high-noon']);
    const entries = await playRound(page);
    const pick = banner(page).getByTestId('event-pick');
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    const offered = async () =>
      (
        await pick.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
      ).filter((v) => v !== '');
    const first = await offered();
    expect(first).toContain('thirst');
    await pick.selectOption('thirst');
    await waitForLog(page, entries + 1);

    await playRound(page, entries + 1);
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    const second = await offered();
    expect(second).not.toContain('thirst');
    // Every other card of the deck is still there (the finale aside, which comes last).
    expect(second.length).toBe(first.length - 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
