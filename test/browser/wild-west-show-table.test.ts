// Wild West Show at the table: after a Stagecoach or Wells Fargo the banner asks which show card was turned up
// (one click, or "Marshal draws"); the card in force sits beside High Noon's event, both readable on a tablet;
// Gag puts a "spoke" button on every seat; Dorothy Rage's order is one flow (who, which card, at whom); Lady
// Rose's swap moves the seats on the table and the display; the story chart marks the show cards.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Entry, Setup } from '../../src/engine/index.ts';
import type { EnterResult, GameSnapshot } from '../../src/host/contract.ts';
import { catalogue } from '../../src/engine/catalogue/index.ts';
import type { Invitation } from '../../src/host/phones-contract.ts';
import { askOk, openPage, screenshot, useMarshal, type Viewport } from './harness.ts';
import { lifeOf, seat } from './flows.ts';

const world = useMarshal();
const TIMEOUT = 120_000;

const SETUP: Setup = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'paul-regret' },
    { name: 'Dee', character: 'suzy-lafayette' },
  ],
  expansions: ['base', 'wild-west-show'],
  events: 'high-noon',
  seed: 7,
};

const ask = <T>(name: string, payload: unknown): Promise<T> => askOk<T>(world.marshal, name, payload);
const enter = (gameId: number, entry: Entry) => ask<EnterResult>('enter', { gameId, entry });

/** Enters an entry the rules allow; a flag here is a broken fixture, not the behaviour under test. */
async function play(gameId: number, entry: Entry): Promise<GameSnapshot> {
  const result = await enter(gameId, entry);
  expect(result.accepted, JSON.stringify(result.flags)).toBe(true);
  return result.game;
}

/** Every player's turn of the first round: draw, discard down to the hand limit, pass. */
async function firstRound(gameId: number): Promise<void> {
  for (let i = 0; i < SETUP.players.length; i++) {
    const game = await play(gameId, { type: 'draw' });
    if (game.view.forcedDiscards > 0)
      await play(gameId, { type: 'discard', count: game.view.forcedDiscards });
    await play(gameId, { type: 'end-turn' });
  }
}

/** A game on Ann's second turn: High Noon's Train Arrival turned up, her cards drawn. */
async function gameAtSecondTurn(setup: Setup = SETUP): Promise<number> {
  const game = await ask<GameSnapshot>('newGame', { setup });
  await firstRound(game.id);
  await play(game.id, { type: 'reveal-event', card: 'train-arrival' });
  await play(game.id, { type: 'draw' });
  return game.id;
}

async function mainView(gameId: number, viewport?: Viewport): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openPage(world.browser, viewport);
  await page.goto(`${world.marshal.url}#/game/${gameId}`);
  await seat(page, 'Ann').waitFor();
  return { page, problems };
}

const banner = (page: Page) => page.getByTestId('prompt-banner');
const showCard = (page: Page) => page.getByTestId('status-show');

/** Ann plays a Stagecoach; the banner asks for the show card at once and one click names it. */
async function stagecoachTurnsUp(page: Page, gameId: number, card: string): Promise<void> {
  await play(gameId, { type: 'play', card: 'stagecoach' });
  await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
  await banner(page).locator(`[data-testid="show-card-pick"][data-card="${card}"]`).click();
  await expect.poll(() => showCard(page).getAttribute('data-show')).toBe(card);
}

const hostView = async (gameId: number) => (await ask<GameSnapshot>('state', { gameId })).view;

describe('Wild West Show at the table', () => {
  test(
    'a Stagecoach asks for the show card at once; it sits beside the event, both readable at 1024×768',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page, problems } = await mainView(gameId, { width: 1024, height: 768 });
      expect(await showCard(page).count()).toBe(0);

      await play(gameId, { type: 'play', card: 'stagecoach' });
      // Right after the Stagecoach: every card of the pile is one click, and Marshal may draw instead.
      await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
      // The nine cards of the pile (the finale lies under them).
      const picks = await banner(page)
        .getByTestId('show-card-pick')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
      expect(picks.toSorted()).toEqual(
        catalogue.events
          .filter((e) => e.deck === 'wild-west-show' && !e.finale)
          .map((e) => e.id)
          .toSorted(),
      );
      expect(await banner(page).getByTestId('show-draw').count()).toBe(1);
      expect(await banner(page).getByTestId('event-pick').count()).toBe(0);
      await screenshot(page, 'wws-reveal-1024x768');
      await banner(page).locator('[data-testid="show-card-pick"][data-card="sacagaway"]').click();

      await expect.poll(() => showCard(page).getAttribute('data-show')).toBe('sacagaway');
      expect((await hostView(gameId)).show).toBe('sacagaway');
      const event = page.getByTestId('status-event');
      expect(await event.getAttribute('data-event')).toBe('train-arrival');

      expect(await showCard(page).getByTestId('status-show-name').textContent()).toBe('Sacagaway');
      expect(await showCard(page).getByTestId('status-show-text').textContent()).toBe(
        catalogue.event('sacagaway')?.effect.en,
      );
      // Both cards whole on the screen, side by side or one above the other, never on top of each other, and
      // their names in type a table can read.
      for (const viewport of [
        { width: 1024, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        const a = await event.boundingBox();
        const b = await showCard(page).boundingBox();
        if (!a || !b) throw new Error('a card is not on the screen');
        for (const box of [a, b]) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height / 2);
        }
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, JSON.stringify({ a, b })).toBe(true);
        const size = await showCard(page)
          .getByTestId('status-show-name')
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(size).toBeGreaterThanOrEqual(16);
        await screenshot(page, `wws-cards-${viewport.width}x${viewport.height}`);
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    'Gag puts a "spoke" button on every living seat: one click, one life point, no author',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page, problems } = await mainView(gameId);
      expect(await page.getByTestId('gag-spoke').count()).toBe(0);
      await stagecoachTurnsUp(page, gameId, 'gag');

      await expect.poll(() => page.getByTestId('gag-spoke').count()).toBe(4);
      // The Gag offers are on the seats, not in the move pad.
      expect(await page.locator('[data-testid="ability"]', { hasText: /Gag/ }).count()).toBe(0);
      const before = await lifeOf(page, 'Bob');
      await seat(page, 'Bob').getByTestId('gag-spoke').click();
      await expect.poll(() => lifeOf(page, 'Bob')).toBe(before - 1);
      await screenshot(page, 'wws-gag-1280x800');
      // While Bob answers a BANG!, Gag stays on the seats, not among his answers.
      await play(gameId, { type: 'play', card: 'bang', target: 'Bob' });
      await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
      expect(await banner(page).getByTestId('prompt-ability').count()).toBe(0);
      expect(await seat(page, 'Bob').getByTestId('gag-spoke').count()).toBe(1);
      await play(gameId, { type: 'pass', player: 'Bob' });

      // Another Stagecoach replaces Gag: the buttons go.
      await stagecoachTurnsUp(page, gameId, 'sacagaway');
      await expect.poll(() => page.getByTestId('gag-spoke').count()).toBe(0);
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    'after a Wells Fargo too; "Marshal draws" turns up the next card of the seeded pile',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page } = await mainView(gameId);
      await play(gameId, { type: 'play', card: 'wells-fargo' });
      await banner(page).getByTestId('show-draw').click();
      await expect.poll(async () => (await hostView(gameId)).show).not.toBeNull();
      const shown = (await hostView(gameId)).show;
      await expect.poll(() => showCard(page).getAttribute('data-show')).toBe(shown);
      expect(shown).not.toBe('wild-west-show');
    },
    TIMEOUT,
  );

  test(
    'the story chart marks the show card apart from the event',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page } = await mainView(gameId);
      await stagecoachTurnsUp(page, gameId, 'miss-susanna');
      await page.goto(`${world.marshal.url}#/story/${gameId}`);
      await page.getByTestId('story-moments').waitFor();
      expect(await page.locator('[data-testid="story-moments"] li[data-kind="show"]').count()).toBe(1);
      expect(await page.locator('[data-testid="story-moments"] li[data-kind="event"]').count()).toBe(1);
      expect(
        await page.locator('[data-testid="story-moments"] li[data-kind="show"]').textContent(),
      ).toContain('Miss Susanna');
    },
    TIMEOUT,
  );

  test(
    'Dorothy Rage: one flow gives the order (who, which card, at whom); the ordered seat plays it',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page, problems } = await mainView(gameId, { width: 1024, height: 768 });
      await stagecoachTurnsUp(page, gameId, 'dorothy-rage');
      // The orders are the show card's, not the move pad's.
      expect(await page.locator('[data-testid="ability"]', { hasText: 'Dorothy Rage' }).count()).toBe(0);

      await showCard(page).getByTestId('dorothy-order').click();
      const dialog = page.getByTestId('dorothy-order-dialog');
      await dialog.locator('[data-testid="order-who"][data-player="Bob"]').click();
      // A BANG! needs its target before the order can go; a Stagecoach needs none.
      await dialog.locator('[data-testid="order-card"][data-card="bang"]').click();
      expect(await dialog.getByTestId('order-send').isDisabled()).toBe(true);
      // Bob's gun reaches Ann (Cid's Paul Regret keeps him out of reach).
      await dialog.locator('[data-testid="order-target"][data-player="Ann"]').click();
      expect(await dialog.getByTestId('order-send').isDisabled()).toBe(false);
      await screenshot(page, 'wws-dorothy-order-1024x768');
      await dialog.getByTestId('order-send').click();
      await dialog.waitFor({ state: 'detached' });

      // Bob is asked: play the BANG! at Ann as ordered, or show his hand.
      await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('dorothy-rage');
      expect(await banner(page).getAttribute('data-player')).toBe('Bob');
      const plays = banner(page).locator('[data-testid="prompt-answer"][data-entry="play"]');
      expect(await plays.textContent()).toBe('BANG! → Ann');
      await plays.click();
      await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Ann');
      expect(await banner(page).getAttribute('data-prompt')).toBe('answer-bang');
      await play(gameId, { type: 'pass', player: 'Ann' });

      // Another order the same turn: Dee's Stagecoach, which draws for her and turns the show pile for her.
      await showCard(page).getByTestId('dorothy-order').click();
      await dialog.locator('[data-testid="order-who"][data-player="Dee"]').click();
      await dialog.locator('[data-testid="order-card"][data-card="stagecoach"]').click();
      expect(await dialog.getByTestId('order-target').count()).toBe(0);
      await dialog.getByTestId('order-send').click();
      await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Dee');
      const hand = Number(await seat(page, 'Dee').getAttribute('data-hand'));
      await banner(page).locator('[data-testid="prompt-answer"][data-entry="play"]').click();
      await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('reveal-event');
      expect(await banner(page).getByTestId('show-reveal').count()).toBe(1);
      expect(Number(await seat(page, 'Dee').getAttribute('data-hand'))).toBe(hand + 1);
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    "a phone answers its seat's Dorothy Rage order",
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page } = await mainView(gameId);
      await stagecoachTurnsUp(page, gameId, 'dorothy-rage');
      const invitation = await ask<Invitation>('invitePhones', { gameId, address: '127.0.0.2' });
      const phone = await openPage(world.browser, { width: 390, height: 844 });
      await phone.page.goto(invitation.joinUrl as string);
      await phone.page.locator('[data-testid="phone-seat"][data-seat="Bob"]').click();
      await expect.poll(() => phone.page.getByTestId('phone').getAttribute('data-stage')).toBe('table');

      await play(gameId, {
        type: 'use',
        player: 'Ann',
        event: 'dorothy-rage',
        target: 'Bob',
        card: 'beer',
      });
      const asked = phone.page.getByTestId('prompt-banner');
      await expect.poll(() => asked.getAttribute('data-prompt')).toBe('dorothy-rage');
      // The phone's table shows the show card in force beside the event.
      expect(await phone.page.getByTestId('phone-show').getAttribute('data-show')).toBe('dorothy-rage');
      await screenshot(phone.page, 'wws-phone-dorothy-390x844');
      // He has not got a Beer: the phone says so and the main view goes on.
      await asked.locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
      await expect.poll(() => banner(page).count()).toBe(0);
      await expect.poll(() => asked.count()).toBe(0);
      await ask('stopInviting', {});
      await phone.context.close();
    },
    TIMEOUT,
  );

  test(
    'Lady Rose of Texas: the swap moves the seats on the table and the display',
    async () => {
      const gameId = await gameAtSecondTurn();
      const { page } = await mainView(gameId);
      const display = await openPage(world.browser);
      await display.page.goto(`${world.marshal.url}#/display/${gameId}`);
      await display.page.getByTestId('display-seat').first().waitFor();
      await stagecoachTurnsUp(page, gameId, 'lady-rose-of-texas');
      await expect
        .poll(() => display.page.getByTestId('display-show').getAttribute('data-show'))
        .toBe('lady-rose-of-texas');

      // Seats in turn order: the ring lays them out in rows, so by their index, not their place in the page.
      const order = (where: Page, testid: string) =>
        where.getByTestId(testid).evaluateAll((els) =>
          els
            .map((el, i) => ({
              i: Number(el.getAttribute('data-seat-index') ?? i),
              name: el.getAttribute('data-player'),
            }))
            .sort((a, b) => a.i - b.i)
            .map((s) => s.name),
        );
      expect(await order(page, 'seat')).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
      await page.locator('[data-testid="ability"]', { hasText: 'Lady Rose of Texas' }).click();
      // Ann swaps with the player on her right, Dee, who plays just before her.
      await expect.poll(() => order(page, 'seat')).toEqual(['Dee', 'Bob', 'Cid', 'Ann']);
      await expect.poll(() => order(display.page, 'display-seat')).toEqual(['Dee', 'Bob', 'Cid', 'Ann']);
      await display.context.close();
    },
    TIMEOUT,
  );

  test(
    'Helena Zontero on red: no role turned up before shows on the table or the display',
    async () => {
      // Every role known from the start, as in a game whose roles were all turned face up.
      const known: Setup = {
        ...SETUP,
        players: [
          { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
          { name: 'Bob', character: 'bart-cassidy', role: 'outlaw' },
          { name: 'Cid', character: 'paul-regret', role: 'renegade' },
          { name: 'Dee', character: 'suzy-lafayette', role: 'outlaw' },
        ],
      };
      const gameId = await gameAtSecondTurn(known);
      const { page } = await mainView(gameId);
      const display = await openPage(world.browser);
      await display.page.goto(`${world.marshal.url}#/display/${gameId}`);
      const roles = (where: Page, testid: string) =>
        where
          .getByTestId(testid)
          .evaluateAll((els) => els.map((el) => el.textContent?.replace('★', '').trim()));
      await expect.poll(() => page.getByTestId('seat-role').count()).toBe(4);
      await expect.poll(() => display.page.getByTestId('display-role').count()).toBe(4);

      await stagecoachTurnsUp(page, gameId, 'helena-zontero');
      await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('draw-check');
      await play(gameId, { type: 'reveal', sign: 'AH' });
      // Only the Sheriff's role is still known, everywhere.
      await expect.poll(() => page.getByTestId('seat-role').count()).toBe(1);
      await expect.poll(() => display.page.getByTestId('display-role').count()).toBe(1);
      expect(await roles(page, 'seat-role')).toEqual(['Sheriff']);
      expect((await hostView(gameId)).players.map((p) => p.role)).toEqual(['sheriff', null, null, null]);
      await display.context.close();
    },
    TIMEOUT,
  );
});
