// Armed & Dangerous at the table: the expansion chosen in the new-game form, the supply in the status bar,
// Load tokens as pips on cards and characters, and every token entry made with taps, never JSON: a blue
// card's +1, an upgrade paid, a Dangerous weapon's ability, the tokens of a phase-3 discard.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, screenshot, useMarshal, type Viewport } from './harness.ts';
import { createGame, paletteCard, playAt, seat, supplyOf, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();

const supply = supplyOf;
const chip = (page: Page, player: string, card: string) =>
  seat(page, player).locator(`[data-testid="in-play"][data-card="${card}"]`);
const character = (page: Page, player: string) => seat(page, player).locator('.who');

/** The tokens the pips show: the count they say, and the dots drawn. */
async function pips(where: Locator): Promise<{ label: string | null; dots: number }> {
  const p = where.locator('[data-testid="pips"]');
  if ((await p.count()) === 0) return { label: null, dots: 0 };
  return { label: await p.getAttribute('aria-label'), dots: await p.locator('.pip').count() };
}

/** Ann: draw, Bandolier (3 tokens), then a Barrel whose +1 goes on the Bandolier (one tap). */
async function bandolierAndBarrel(page: Page, shots?: string, table = TABLE): Promise<void> {
  await createGame(page, world.marshal.url, table, ['armed-and-dangerous']);
  expect(await supply(page)).toBe('32');
  await page.getByTestId('action-draw').click();
  await waitForLog(page, 1);

  await paletteCard(page, 'bandolier').click();
  // A Dangerous card is no blue card: nothing to load.
  expect(await page.getByTestId('draft-load').count()).toBe(0);
  await page.getByTestId('draft-play').click();
  await waitForLog(page, 2);
  await expect.poll(() => pips(chip(page, 'Ann', 'bandolier'))).toEqual({ label: '3 Load tokens', dots: 3 });
  await expect.poll(() => supply(page)).toBe('29');

  await paletteCard(page, 'barrel').click();
  const load = page.getByTestId('draft-load');
  await load.locator('[data-spot="bandolier"]').click();
  expect(await load.locator('[data-spot="bandolier"]').getAttribute('data-count')).toBe('1');
  if (shots) {
    // The whole draft shows without scrolling the pad, down to its last row (the sign).
    const pad = await page.getByTestId('move-pad').boundingBox();
    const sign = await page.getByTestId('draft-sign').last().boundingBox();
    expect(sign && pad && sign.y + sign.height <= pad.y + pad.height).toBe(true);
    expect(await page.getByTestId('move-pad').evaluate((el) => el.scrollTop)).toBe(0);
    await screenshot(page, `armed-blue-load-${shots}`);
  }
  await page.getByTestId('draft-play').click();
  await waitForLog(page, 3);
  await expect.poll(() => pips(chip(page, 'Ann', 'bandolier'))).toEqual({ label: '4 Load tokens', dots: 4 });
  await expect.poll(() => supply(page)).toBe('28');
  expect(await chip(page, 'Ann', 'barrel').locator('[data-testid="pips"]').count()).toBe(0);
}

describe('Load tokens at the table', () => {
  test('a Bandolier enters with 3 pips, a blue card loads 1 on it, using it pays 1; the supply follows', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await bandolierAndBarrel(page, '1280x800');
    await screenshot(page, 'armed-table-1280x800');
    // The supply is "Supply 28" in the status bar, with its meaning in the title.
    const bar = page.getByTestId('status-supply');
    expect(await bar.textContent()).toContain('28');
    expect(await bar.getAttribute('title')).toBe('28 of the 32 Load tokens are in the supply');

    // The Bandolier holds 4, all it may: a Mustang's +1 cannot go there (it would be lost), only on Ann.
    await paletteCard(page, 'mustang').click();
    const load = page.getByTestId('draft-load');
    const full = load.locator('[data-spot="bandolier"]');
    expect(await full.isDisabled()).toBe(true);
    expect(await full.getAttribute('title')).toBe('Bandolier: no room for another Load token');
    await screenshot(page, 'armed-full-spot-1280x800');
    await load.locator('[data-spot="character"]').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 4);
    await expect.poll(() => pips(character(page, 'Ann'))).toEqual({ label: '1 Load token', dots: 1 });
    await expect.poll(() => supply(page)).toBe('27');

    // The Bandolier used (as a green card is: its button in the pad) pays its printed 1 from itself.
    await page.getByTestId('ability').filter({ hasText: 'Bandolier (pays 1)' }).click();
    await waitForLog(page, 5);
    await expect
      .poll(() => pips(chip(page, 'Ann', 'bandolier')))
      .toEqual({ label: '3 Load tokens', dots: 3 });
    await expect.poll(() => supply(page)).toBe('28');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an upgrade, a weapon’s ability, a phase-3 discard and an upgraded answer, each by taps', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await bandolierAndBarrel(page);

    // Caravan's upgrade costs 2: one tap on the Bandolier pays a whole upgrade from it.
    await paletteCard(page, 'caravan').click();
    const upgrade = page.getByTestId('draft-upgrade');
    await upgrade.locator('[data-spot="bandolier"]').click();
    expect(await upgrade.locator('[data-spot="bandolier"]').getAttribute('data-count')).toBe('2');
    expect(await upgrade.textContent()).toContain('1 × upgrade');
    await screenshot(page, 'armed-upgrade-1280x800');
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 4);
    await expect
      .poll(() => pips(chip(page, 'Ann', 'bandolier')))
      .toEqual({ label: '2 Load tokens', dots: 2 });
    await expect.poll(() => supply(page)).toBe('30');

    // Double Barrel, then a BANG! A♦ at Bob with its ability: the weapon pays 1, Bob cannot cancel.
    await paletteCard(page, 'double-barrel').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 5);
    // A Volcanic would replace the Double Barrel: its +1 may go on the Bandolier or on Ann, not on the weapon.
    await paletteCard(page, 'volcanic').click();
    await expect
      .poll(() =>
        page
          .getByTestId('draft-load')
          .locator('[data-spot]')
          .evaluateAll((b) => b.map((x) => x.dataset.spot)),
      )
      .toEqual(['bandolier', 'character']);
    await paletteCard(page, 'bang').click();
    await page.locator('[data-testid="draft-sign"][data-sign="AD"]').click();
    await page.locator('[data-testid="draft-weapon"][data-spot="double-barrel"]').click();
    await screenshot(page, 'armed-weapon-1280x800');
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await waitForLog(page, 6);
    // Nothing cancels it, yet the shot waits for Bob like any other: taking the hit is all he is offered.
    const shot = page.getByTestId('prompt-banner');
    await expect.poll(() => shot.getByTestId('prompt-answer').allTextContents()).toEqual(['Take the hit']);
    await shot.getByTestId('prompt-answer').click();
    await waitForLog(page, 7);
    await expect
      .poll(() => pips(chip(page, 'Ann', 'double-barrel')))
      .toEqual({
        label: '2 Load tokens',
        dots: 2,
      });
    await expect.poll(() => seat(page, 'Bob').getAttribute('data-life')).toBe('3');
    await expect.poll(() => supply(page)).toBe('28');
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);

    // Bob: 6 cards and 3 life. Discard 3, a tap on his character for each card forced out.
    await page.getByTestId('action-end-turn').click();
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Bob');
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 9);
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    const discard = page.getByTestId('discard-load');
    // A fourth card would be over nothing: still 3 tokens earned, whatever the taps.
    await page.getByRole('button', { name: 'One more' }).click();
    for (let i = 0; i < 4; i++) await discard.locator('[data-spot="character"]').click();
    expect(await discard.locator('[data-spot="character"]').getAttribute('data-count')).toBe('3');
    expect(await discard.textContent()).toContain('3 cards discarded over the hand limit');
    await page.getByRole('button', { name: 'One fewer' }).click();
    expect(await discard.locator('[data-spot="character"]').getAttribute('data-count')).toBe('3');
    await screenshot(page, 'armed-discard-load-1280x800');
    await page.getByTestId('action-discard').click();
    await waitForLog(page, 10);
    await expect.poll(() => pips(character(page, 'Bob'))).toEqual({ label: '3 Load tokens', dots: 3 });
    await expect.poll(() => supply(page)).toBe('25');
    await screenshot(page, 'armed-character-pips-1280x800');

    // Carl shoots Bob; Bob answers with Duck! and its upgrade, paid from his character (2).
    await page.getByTestId('action-end-turn').click();
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Carl');
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 12);
    await playAt(page, 'bang', 'Bob');
    const banner = page.getByTestId('prompt-banner');
    await banner.getByRole('button', { name: 'Duck! + upgrade' }).click();
    const pay = banner.getByTestId('pay-panel');
    expect(await pay.locator('[data-spot="character"]').getAttribute('data-count')).toBe('2');
    await screenshot(page, 'armed-duck-upgrade-1280x800');
    await pay.getByTestId('pay-confirm').click();
    await waitForLog(page, 14);
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => pips(character(page, 'Bob'))).toEqual({ label: '1 Load token', dots: 1 });
    expect(await seat(page, 'Bob').getAttribute('data-hand')).toBe('3');
    await expect.poll(() => supply(page)).toBe('27');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a character’s ability that pays: the sources offered, changed by a tap, then confirmed', async () => {
    const { context, page, problems } = await openPage(world.browser);
    const table = TABLE.map((p) => (p.name === 'Ann' ? { ...p, character: 'mexicali-kid' } : p));
    await bandolierAndBarrel(page, undefined, table);
    // Mexicali Kid pays 2 to shoot: the offer opens the sources, the engine's pick first (the Bandolier).
    await page.getByTestId('ability').filter({ hasText: 'Mexicali Kid → Bob' }).click();
    const panel = page.getByTestId('pay-panel');
    const bandolier = panel.locator('[data-testid="token-spot"][data-spot="bandolier"]');
    expect(await bandolier.getAttribute('data-count')).toBe('2');
    // One token back, then one from the character instead... who has none: the Bandolier pays both again.
    await panel.getByTestId('token-less').click();
    expect(await bandolier.getAttribute('data-count')).toBe('1');
    expect(await panel.getByTestId('pay-confirm').textContent()).toContain('1');
    await bandolier.click();
    expect(await bandolier.getAttribute('data-count')).toBe('2');
    await screenshot(page, 'armed-pay-1280x800');
    await panel.getByTestId('pay-confirm').click();
    await waitForLog(page, 4);
    await expect.poll(() => page.getByTestId('prompt-banner').getAttribute('data-player')).toBe('Bob');
    await expect
      .poll(() => pips(chip(page, 'Ann', 'bandolier')))
      .toEqual({ label: '2 Load tokens', dots: 2 });
    await expect.poll(() => supply(page)).toBe('30');
    expect(problems).toEqual([]);
    await context.close();
  });

  const small: Viewport = { width: 1024, height: 768 };
  test('1024x768: pips and supply stay readable; in Czech the pips speak Czech', async () => {
    const { context, page, problems } = await openPage(world.browser, small);
    await bandolierAndBarrel(page, '1024x768');
    await screenshot(page, 'armed-table-1024x768');
    await page.getByTestId('locale-select').selectOption('cs');
    await expect
      .poll(() => chip(page, 'Ann', 'bandolier').locator('[data-testid="pips"]').getAttribute('aria-label'))
      .toBe('4 žetony nábojů');
    expect(await page.getByTestId('status-supply').textContent()).toContain('Zásoba');
    // The longer Czech distance badges stay on the screen, the left seat's included.
    const ring = await page.locator('.ring-wrap').boundingBox();
    for (const badge of await page.getByTestId('seat-distance').all()) {
      const box = await badge.boundingBox();
      expect(box && ring && box.x >= ring.x && box.x + box.width <= ring.x + ring.width).toBe(true);
    }
    await screenshot(page, 'armed-table-cs-1024x768');
    // The light theme: the pips keep their contrast on a light card.
    await page.getByTestId('theme-toggle').click();
    await paletteCard(page, 'schofield').click();
    await screenshot(page, 'armed-light-1024x768');
    expect(problems).toEqual([]);
    await context.close();
  });
});
