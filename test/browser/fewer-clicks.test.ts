// Where the answer is known, one click: Reloading's 3 tokens on the only spot, the phase-3 discard already
// counted, the tokens still to place said, and a card in front of a seat picked by clicking it with Panic!.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useMarshal } from './harness.ts';
import { openImported, paletteCard, seat, waitForLog } from './flows.ts';

const world = useMarshal();

const PLAYERS = [
  { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
  { name: 'Bob', character: 'suzy-lafayette' },
  { name: 'Carl', character: 'vulture-sam' },
  { name: 'Dan', character: 'kit-carlson' },
];

async function open(entries: object[], expansions: string[]): Promise<Page> {
  const script = { format: 'marshal/1', setup: { players: PLAYERS, expansions, seed: 9 }, entries };
  return (await openImported(world, 'Clicks', script, 'Ann')).page;
}

describe('fewer clicks where the answer is known', () => {
  test('Reloading: one click puts all 3 tokens on the only spot that can take them', async () => {
    const page = await open([{ type: 'draw' }], ['base', 'armed-and-dangerous']);
    await paletteCard(page, 'reloading').click();
    const spot = page.getByTestId('draft-load').getByTestId('token-spot');
    expect(await spot.count()).toBe(1);
    await spot.click();
    expect(await spot.getAttribute('data-count')).toBe('3');
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 2);
    await expect.poll(() => page.getByTestId('log-line').first().textContent()).toContain('loads 3');
    await page.close();
  }, 60_000);

  test('phase 3: the discard is counted already, says the tokens left to place, and keeps both after a take back', async () => {
    const page = await open(
      [
        { type: 'draw' },
        { type: 'play', card: 'bandolier' },
        { type: 'set', player: 'Ann', hand: 9 },
        { type: 'discard', count: 1, load: { character: 1 } },
      ],
      ['base', 'armed-and-dangerous'],
    );
    // Phase 3 begun, 8 cards and 5 life: 3 more must go.
    await expect.poll(() => page.getByTestId('discard-count').textContent()).toBe('3');
    expect(await page.getByTestId('action-discard').textContent()).toContain('3');
    const chooser = page.getByTestId('discard-load');
    await chooser.locator('[data-testid="token-spot"][data-spot="bandolier"]').click();
    await chooser.getByText('2 tokens left to place').waitFor();
    await screenshot(page, 'fewer-clicks-discard-left');
    // One more than must go is flagged; taking it back keeps the count and the pick.
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByTestId('action-discard').click();
    const takeBack = page.getByTestId('flag-dialog').getByRole('button', { name: 'Take back' });
    await takeBack.click();
    await expect.poll(() => page.getByTestId('discard-count').textContent()).toBe('4');
    expect(
      await chooser.locator('[data-testid="token-spot"][data-spot="bandolier"]').getAttribute('data-count'),
    ).toBe('1');
    await page.close();
  }, 60_000);

  test('Panic!: a click on the Barrel in front of Bob takes it, with no dialog', async () => {
    const page = await open(
      [
        { type: 'draw' },
        { type: 'end-turn', force: true },
        { type: 'draw' },
        { type: 'play', card: 'barrel' },
        { type: 'end-turn', force: true },
        { type: 'draw' },
        { type: 'end-turn', force: true },
        { type: 'draw' },
        { type: 'end-turn', force: true },
        { type: 'draw' },
      ],
      ['base'],
    );
    await paletteCard(page, 'panic').click();
    await seat(page, 'Bob').locator('[data-testid="in-play"][data-card="barrel"]').click();
    await waitForLog(page, 11);
    expect(await page.getByTestId('target-card-dialog').count()).toBe(0);
    expect(await page.getByTestId('log-line').first().textContent()).toContain("takes Bob's Barrel");
    expect(await seat(page, 'Bob').locator('[data-testid="in-play"][data-card="barrel"]').count()).toBe(0);
    await page.close();
  }, 60_000);
});
