// High Noon and A Fistful of Cards at the table: the deck chosen in the new-game form reaches the game; on
// the Sheriff's second turn the reveal is asked first; the event turned up is a large card in the status
// area with its text, in the table's language. (The card's "not refereed yet" note is rendered from a fixture
// in test/ui/status-event.test.ts: every event is refereed now.)
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogue } from '../../src/engine/catalogue/index.ts';
import { refereed } from '../../src/engine/index.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { cs } from '../../src/ui/i18n/cs.ts';
import { zhHant } from '../../src/ui/i18n/zhHant.ts';
import { zhHans } from '../../src/ui/i18n/zhHans.ts';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, playRound as playRoundByCommand, seat, TABLE } from './flows.ts';

const world = useMarshal();

type Deck = 'high-noon' | 'fistful-of-cards';
const MESSAGES = { en, cs, zhHant, zhHans };

const banner = (page: Page) => page.getByTestId('prompt-banner');
const card = (page: Page) => page.getByTestId('status-event');

/** A round by the command bar, with no question before any player's draw. */
async function playRound(page: Page): Promise<void> {
  await playRoundByCommand(page, 0, async (name) => {
    expect(await banner(page).count(), `${name}: no question before his draw`).toBe(0);
  });
}

/** An event Marshal does not referee yet is flagged when it is turned up; the table goes on with it. */
async function acceptIfNotRefereed(page: Page): Promise<void> {
  const dialog = page.getByTestId('flag-dialog');
  await expect.poll(async () => (await card(page).count()) + (await dialog.count())).toBeGreaterThan(0);
  if ((await dialog.count()) > 0) {
    expect(await dialog.getByTestId('flag').first().getAttribute('data-code')).toBe('not-refereed');
    await dialog.getByTestId('flag-accept').click();
  }
  await card(page).waitFor();
}

/** The status card shows this event: its name and text in this language, and "not refereed yet" iff so. */
async function expectCard(page: Page, id: string, locale: keyof typeof MESSAGES): Promise<void> {
  const event = catalogue.event(id);
  if (!event) throw new Error(`no event ${id}`);
  await expect.poll(() => card(page).getAttribute('data-event')).toBe(id);
  await expect.poll(() => card(page).getByTestId('status-event-name').textContent()).toBe(event.name[locale]);
  expect(await card(page).getByTestId('status-event-text').textContent()).toBe(event.effect[locale]);
  const note = card(page).getByTestId('status-event-unrefereed');
  expect(await note.count()).toBe(refereed(id) ? 0 : 1);
  if (!refereed(id)) expect(await note.textContent()).toContain(MESSAGES[locale].rules['not-refereed']);
}

describe('the event deck', () => {
  test('both decks: revealed by the table on the Sheriff’s second turn, shown in four languages', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, TABLE, ['high-noon', 'fistful-of-cards']);
    // The Sheriff's first turn reveals nothing; the card only appears once one is turned up.
    expect(await card(page).count()).toBe(0);
    await playRound(page);

    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
    expect(await banner(page).getAttribute('data-player')).toBe('Ann');
    await screenshot(page, 'event-reveal-1280x800');
    // A draw before the reveal is the wrong order: flagged, and taken back.
    await command(page, 'draw');
    await page.getByTestId('flag-dialog').waitFor();
    expect(await page.getByTestId('flag').first().getAttribute('data-code')).toBe('answer-pending');
    await page.getByTestId('flag-take-back').click();
    await page.getByTestId('flag-dialog').waitFor({ state: 'detached' });

    await banner(page).getByTestId('event-pick').selectOption('train-arrival');
    await expect.poll(() => banner(page).count()).toBe(0);
    await expectCard(page, 'train-arrival', 'en');
    // Train Arrival: Ann's phase 1 gives 3 cards, not 2.
    const before = Number(await seat(page, 'Ann').getAttribute('data-hand'));
    await command(page, 'draw');
    await expect.poll(async () => Number(await seat(page, 'Ann').getAttribute('data-hand'))).toBe(before + 3);

    for (const locale of ['en', 'cs', 'zhHant', 'zhHans'] as const) {
      await page.getByTestId('locale-select').selectOption(locale);
      await expectCard(page, 'train-arrival', locale);
      // The log names the event in the same language: "Událost: Příjezd vlaku", "事件：火車進站".
      const word = { en: 'Event: ', cs: 'Událost: ', zhHant: '事件：', zhHans: '事件：' }[locale];
      const logged = `${word}${catalogue.event('train-arrival')?.name[locale]}`;
      expect(await page.getByTestId('log-line').filter({ hasText: logged }).count()).toBe(1);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1024, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await expectCardFits(page);
        await screenshot(page, `event-card-${locale}-${size.width}x${size.height}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  test.each<Deck>(['high-noon', 'fistful-of-cards'])(
    '%s alone: Marshal draws from that deck only',
    async (deck) => {
      const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
      await createGame(page, world.marshal.url, TABLE, [deck]);
      await playRound(page);
      await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
      await banner(page).getByTestId('event-draw').click();
      await acceptIfNotRefereed(page);
      const id = (await card(page).getAttribute('data-event')) ?? '';
      expect(catalogue.event(id)?.deck).toBe(deck);
      expect(catalogue.event(id)?.finale).toBeUndefined();
      await expectCard(page, id, 'en');
      await page.getByTestId('locale-select').selectOption('cs');
      await expectCard(page, id, 'cs');
      await screenshot(page, `event-drawn-${deck}-cs-1024x768`);
      await page.getByTestId('locale-select').selectOption('en');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  test('the longest text fits on the card at 1024x768 in every language', async () => {
    const length = (id: string) =>
      Math.max(...Object.values(catalogue.event(id)?.effect ?? {}).map((t) => t.length));
    const longest = [...catalogue.events].sort((a, b) => length(b.id) - length(a.id))[0];
    if (!longest) throw new Error('no events in the catalogue');
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    await createGame(page, world.marshal.url, TABLE, [longest.deck]);
    await playRound(page);
    await banner(page).getByTestId('event-pick').selectOption(longest.id);
    await acceptIfNotRefereed(page);
    await expect.poll(() => card(page).getAttribute('data-event')).toBe(longest.id);
    for (const locale of ['en', 'cs', 'zhHant', 'zhHans'] as const) {
      await page.getByTestId('locale-select').selectOption(locale);
      await expectCard(page, longest.id, locale);
      await expectCardFits(page);
      await screenshot(page, `event-card-longest-${locale}-1024x768`);
    }
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The card stays inside the window, its text is not cut off, and it leaves the table its room. */
async function expectCardFits(page: Page): Promise<void> {
  const box = await card(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Three lines of text at most: a taller card pushes the seats down.
  expect(box.height).toBeLessThanOrEqual(110);
  const clipped = await card(page).evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(clipped).toBe(false);
}
