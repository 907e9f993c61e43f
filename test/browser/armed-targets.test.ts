// Several targets by taps (Armed & Dangerous): an Arrow or a Quick Shot upgraded in the draft lists the seats,
// each tap picks one, the last one the upgrades allow sends the move; every target then answers in turn, and
// the banner names the card that opened the prompt. And the event reveal lists only the game's deck.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogue } from '../../src/engine/catalogue/index.ts';
import { openPage, screenshot, useMarshal, type Viewport } from './harness.ts';
import {
  armedGameWithBandolier,
  command,
  createGame,
  paletteCard,
  playRound,
  seat,
  supplyOf,
  TABLE,
  waitForLog,
} from './flows.ts';

const world = useMarshal();

const banner = (page: Page) => page.getByTestId('prompt-banner');
const supply = supplyOf;
const life = (page: Page, name: string) => seat(page, name).getAttribute('data-life');

const cases: { card: string; prompt: string; viewport: Viewport }[] = [
  { card: 'arrow', prompt: 'indians', viewport: { width: 1280, height: 800 } },
  { card: 'quick-shot', prompt: 'answer-bang', viewport: { width: 1024, height: 768 } },
];

describe('several targets from the draft', () => {
  test.each(cases)(
    '$card upgraded once: two seats tapped, two answers asked in seat order ($viewport.width)',
    async ({ card, prompt, viewport }) => {
      const { context, page, problems } = await openPage(world.browser, viewport);
      const size = `${viewport.width}x${viewport.height}`;
      await armedGameWithBandolier(page, world.marshal.url);
      await expect.poll(() => supply(page)).toBe('29');

      // Not upgraded: one target, the ring's seats as usual; no seat list in the pad.
      await paletteCard(page, card).click();
      expect(await page.getByTestId('draft-target').count()).toBe(0);
      expect(await seat(page, 'Bob').getByTestId('seat-target').count()).toBe(1);
      // One upgrade (1 token from the Bandolier): two seats to tap, in the pad.
      await page.getByTestId('draft-upgrade').locator('[data-spot="bandolier"]').click();
      const hint = page.getByTestId('draft-targets-hint');
      await expect.poll(() => hint.textContent()).toContain('(0 of 2)');
      expect(await seat(page, 'Bob').getByTestId('seat-target').count()).toBe(0);
      const target = (name: string) => page.locator(`[data-testid="draft-target"][data-target="${name}"]`);
      // Both neighbours are in reach (distance 1); Carl, across the table, is listed too (flagged if picked).
      expect(await target('Dan').getAttribute('data-suggested')).toBe('true');
      expect(await target('Carl').getAttribute('data-suggested')).toBe(card === 'arrow' ? 'true' : 'false');
      await target('Dan').click();
      expect(await target('Dan').getAttribute('aria-pressed')).toBe('true');
      expect(await hint.textContent()).toContain('(1 of 2)');
      await screenshot(page, `armed-targets-${card}-${size}`);
      await target('Bob').click();

      // Sent with the second tap: no flag, a prompt for each target, Bob first (seat order from Ann).
      await waitForLog(page, 3);
      expect(await page.getByTestId('flag-dialog').count()).toBe(0);
      await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
      expect(await banner(page).getAttribute('data-prompt')).toBe(prompt);
      // The banner names the card that opened the prompt, in every language.
      for (const locale of ['en', 'cs', 'zhHant', 'zhHans'] as const) {
        await page.getByTestId('locale-select').selectOption(locale);
        const name = catalogue.card(card)?.name[locale] ?? card;
        await expect.poll(() => banner(page).textContent()).toContain(`${name}`);
        if (locale === 'en') expect(await banner(page).textContent()).toContain(`${name} from Ann`);
        if (prompt === 'indians') expect(await banner(page).textContent()).not.toContain('Indians!');
      }
      await page.getByTestId('locale-select').selectOption('en');
      expect(await banner(page).textContent()).toContain('(+1 waiting)');
      await screenshot(page, `armed-targets-${card}-banner-${size}`);
      await expect.poll(() => supply(page)).toBe('30');

      await banner(page).locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
      await waitForLog(page, 4);
      await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Dan');
      expect(await banner(page).getAttribute('data-prompt')).toBe(prompt);
      await banner(page).locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
      await waitForLog(page, 5);
      await expect.poll(() => banner(page).count()).toBe(0);
      expect(await life(page, 'Bob')).toBe('3');
      expect(await life(page, 'Dan')).toBe('3');
      expect(await life(page, 'Carl')).toBe('4');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  test('a seat tapped again is unpicked; fewer upgrades keep fewer picks; the play button sends those', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await armedGameWithBandolier(page, world.marshal.url);
    await paletteCard(page, 'arrow').click();
    const spot = page.getByTestId('draft-upgrade').locator('[data-spot="bandolier"]');
    await spot.click();
    await spot.click();
    const hint = page.getByTestId('draft-targets-hint');
    await expect.poll(() => hint.textContent()).toContain('(0 of 3)');
    const target = (name: string) => page.locator(`[data-testid="draft-target"][data-target="${name}"]`);
    await target('Carl').click();
    await target('Bob').click();
    await target('Carl').click();
    expect(await target('Carl').getAttribute('aria-pressed')).toBe('false');
    expect(await hint.textContent()).toContain('(1 of 3)');
    await target('Carl').click();
    // One upgrade taken back: two targets allowed, the two picked stay.
    await page.getByTestId('draft-upgrade').getByTestId('token-less').first().click();
    await expect.poll(() => hint.textContent()).toContain('(2 of 2)');
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 3);
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    expect(await banner(page).textContent()).toContain('(+1 waiting)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('upgrades on the ring’s one-target paths', () => {
  test('Flintlock upgraded at a seat, Squaw upgraded at a card chosen in the dialog: both pay and act', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await armedGameWithBandolier(page, world.marshal.url);
    const hand = () => seat(page, 'Ann').getAttribute('data-hand');
    await paletteCard(page, 'barrel').click();
    await page.getByTestId('draft-load').locator('[data-spot="bandolier"]').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 3);
    expect(await hand()).toBe('5');

    // Flintlock + upgrade (2), one target: the ring's seat sends it. Cancelled by a Missed!: back to the hand.
    await paletteCard(page, 'flintlock').click();
    await page.getByTestId('draft-upgrade').locator('[data-spot="bandolier"]').click();
    expect(await page.getByTestId('draft-target').count()).toBe(0);
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await waitForLog(page, 4);
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);
    await expect.poll(() => banner(page).textContent()).toContain('Flintlock from Ann');
    await banner(page).locator('[data-testid="prompt-answer"][data-card="missed"]').click();
    await waitForLog(page, 5);
    await expect.poll(() => hand()).toBe('5');

    // Squaw + upgrade (the Bandolier's last 2 tokens: it is discarded) at Ann's own Barrel: to her hand.
    await paletteCard(page, 'squaw').click();
    await page.getByTestId('draft-upgrade').locator('[data-spot="bandolier"]').click();
    await seat(page, 'Ann').getByTestId('seat-target').click();
    // Squaw takes only a card in play: the dialog offers no card from the hand.
    await page.getByTestId('target-card-dialog').waitFor();
    expect(await page.locator('[data-testid="target-card"][data-card="hand"]').count()).toBe(0);
    await page.locator('[data-testid="target-card"][data-card="barrel"]').click();
    await waitForLog(page, 6);
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);
    await expect.poll(() => seat(page, 'Ann').locator('[data-testid="in-play"]').count()).toBe(0);
    expect(await hand()).toBe('5');
    await expect.poll(() => supply(page)).toBe('32');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a Dangerous object offered many ways', () => {
  test('Whip: one button opens the cards in play it may hit; a tap discards that one', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    await createGame(page, world.marshal.url, TABLE, ['armed-and-dangerous']);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    for (const [i, card] of ['whip', 'barrel', 'scope', 'bandolier'].entries()) {
      await paletteCard(page, card).click();
      await page.getByTestId('draft-play').click();
      await waitForLog(page, 2 + i);
    }
    // Four cards in play: one Whip button (not four alike), its choices named by seat and card.
    const group = page.locator('[data-testid="ability-group"][data-group="Ann:whip"]');
    expect(await group.textContent()).toContain('Whip (pays 3)');
    expect(await page.getByTestId('ability').filter({ hasText: 'Whip' }).count()).toBe(0);
    await group.click();
    const choices = page.getByTestId('ability-choice');
    expect(await choices.allTextContents()).toEqual(
      ['Whip', 'Barrel', 'Scope', 'Bandolier'].map((c) => `Ann: ${c}`),
    );
    await screenshot(page, 'armed-targets-whip-1024x768');
    await choices.filter({ hasText: 'Ann: Barrel' }).click();
    await waitForLog(page, 6);
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);
    // The Barrel is discarded; the Whip paid its last 3 tokens and went too.
    await expect
      .poll(() =>
        seat(page, 'Ann')
          .locator('[data-testid="in-play"]')
          .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card'))),
      )
      .toEqual(['scope', 'bandolier']);
    await expect.poll(() => supply(page)).toBe('29');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Ms. Abigail', () => {
  test('a Q♥ Panic! at her asks her first: ignore it, or let it take effect', async () => {
    const { context, page, problems } = await openPage(world.browser);
    const seats = TABLE.map((s) => (s.name === 'Bob' ? { ...s, character: 'ms-abigail' } : s));
    await createGame(page, world.marshal.url, seats, ['armed-and-dangerous']);
    await command(page, 'draw');
    await waitForLog(page, 1);
    const hand = () => seat(page, 'Bob').getAttribute('data-hand');
    const before = await hand();
    await command(page, 'panic bob QH');
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('may-ignore');
    expect(await banner(page).textContent()).toContain('ignore it, or let it take effect');
    await screenshot(page, 'armed-ms-abigail-panic-1280x800');
    // Ignored: the card is spent, Bob keeps his.
    await page.getByRole('button', { name: 'Ms. Abigail: ignore it' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await hand()).toBe(before);
    // The next one is let through: it takes a card from his hand.
    await command(page, 'panic bob AH');
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('may-ignore');
    await banner(page).getByRole('button', { name: 'Let it take effect' }).click();
    await expect.poll(() => hand()).toBe(String(Number(before) - 1));
    await waitForLog(page, 5);
    expect(await page.locator('[data-testid="log-line"][data-seq="5"]').textContent()).toContain(
      "Bob lets Panic! take effect — takes a card from Bob's hand",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('her question fits a 1024×768 screen in Czech and Chinese', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    const seats = TABLE.map((s) => (s.name === 'Bob' ? { ...s, character: 'ms-abigail' } : s));
    await createGame(page, world.marshal.url, seats, ['armed-and-dangerous']);
    await command(page, 'draw');
    await waitForLog(page, 1);
    await command(page, 'panic bob JH');
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('may-ignore');
    for (const locale of ['cs', 'zhHant'] as const) {
      await page.getByTestId('locale-select').selectOption(locale);
      const box = await banner(page).boundingBox();
      const buttons = await banner(page).getByRole('button').all();
      expect(buttons.length).toBe(2);
      for (const button of buttons) {
        const b = await button.boundingBox();
        // Each answer lies inside the banner, whole.
        expect(b && box && b.x >= box.x && b.x + b.width <= box.x + box.width + 0.5).toBe(true);
        expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await screenshot(page, `armed-ms-abigail-panic-${locale}-1024x768`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The event cards the reveal's chooser lists: the likely ones, then those under "Other…". */
async function listed(page: Page): Promise<{ likely: string[]; others: string[] }> {
  const pick = banner(page).getByTestId('event-pick');
  const likely = await pick
    .locator(':scope > option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const others = await pick
    .locator('optgroup option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  return { likely, others };
}

describe('the event reveal', () => {
  test('lists only the chosen deck’s events not yet turned up', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    await createGame(page, world.marshal.url, TABLE, ['fistful-of-cards']);
    let entries = await playRound(page, 0);
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    const fistful = catalogue.events.filter((e) => e.deck === 'fistful-of-cards').map((e) => e.id);
    const first = await listed(page);
    // The finale lies at the bottom of the deck: it is no likely card while others are still face down.
    const finale = 'a-fistful-of-cards';
    expect([...first.likely].sort()).toEqual(fistful.filter((id) => id !== finale).sort());
    expect(first.others).toEqual([finale]);
    await screenshot(page, 'armed-targets-event-reveal-1024x768');

    await banner(page).getByTestId('event-pick').selectOption('ranch');
    const dialog = page.getByTestId('flag-dialog');
    // An event Marshal does not referee yet is flagged when turned up: the table goes on with it.
    const shown = page.locator('[data-testid="status-event"][data-event="ranch"]');
    await expect.poll(async () => (await shown.count()) + (await dialog.count())).toBeGreaterThan(0);
    if ((await dialog.count()) > 0) await dialog.getByTestId('flag-accept').click();
    await shown.waitFor();
    entries += 1;
    await waitForLog(page, entries);
    await command(page, 'draw');
    await command(page, 'discard 2');
    await command(page, 'end');
    entries += 3;
    await waitForLog(page, entries);
    // Bob, Carl, Dan, then Ann's next turn: Ranch, turned up already, is not offered again.
    for (const plan of TABLE.slice(1)) {
      await expect.poll(() => page.getByTestId('status-player').textContent()).toBe(plan.name);
      await command(page, 'draw');
      await command(page, 'discard 2');
      await command(page, 'end');
      entries += 3;
      await waitForLog(page, entries);
    }
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    const second = await listed(page);
    expect(second.others).toEqual([finale]);
    expect(second.likely).not.toContain('ranch');
    expect(second.likely).toHaveLength(fistful.length - 2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'armed-targets-event-reveal-1280x800');
    expect(problems).toEqual([]);
    await context.close();
  });
});
