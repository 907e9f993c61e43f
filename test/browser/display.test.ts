// The table display beside the main view, in two pages (two browser sessions, as a TV and the laptop): after
// every entry of a short game it shows what the main view shows (life, hand, event, the question, the last log
// lines); a role appears only once the table knows it; the draw! odds follow the main view's % button.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { askHost, openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, lifeOf, playAt, seat, TABLE, waitForLog } from './flows.ts';

const world = useMarshal();
const TIMEOUT = { timeout: 60_000 };

/** What the table shows, read from the main view's page or from the display's. */
interface Seen {
  seats: Record<string, { life: string | null; hand: string | null; role: string }>;
  event: string | null;
  prompt: string | null;
  log: string[];
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Where each view shows the table: the seats (and their role badges), the event, the question, the log. */
interface Where {
  seat: string;
  role: string;
  event: string;
  prompt: (page: Page) => Locator;
  lines: string;
  /** How many of its log lines to compare: the main view's log holds more than the display's five. */
  newest?: number;
}

const MAIN: Where = {
  seat: 'seat',
  role: 'seat-role',
  event: 'status-event',
  prompt: (page) => page.getByTestId('prompt-banner').locator('.question'),
  lines: '[data-testid="log-line"] .text',
  newest: 5,
};

const DISPLAY: Where = {
  seat: 'display-seat',
  role: 'display-role',
  event: 'display-event',
  prompt: (page) => page.getByTestId('display-question'),
  lines: '[data-testid="display-log-line"] .text',
};

/** What a view shows. */
async function seenOn(page: Page, where: Where): Promise<Seen> {
  const seats: Seen['seats'] = {};
  for (const el of await page.getByTestId(where.seat).all()) {
    const name = (await el.getAttribute('data-player')) ?? '';
    const role = el.getByTestId(where.role);
    seats[name] = {
      life: await el.getAttribute('data-life'),
      hand: await el.getAttribute('data-hand'),
      role:
        (await role.count()) > 0
          ? squash(await role.textContent())
              .replace('★', '')
              .trim()
          : '',
    };
  }
  const event = page.getByTestId(where.event);
  const prompt = where.prompt(page);
  const lines = page.locator(where.lines);
  return {
    seats,
    event: (await event.count()) > 0 ? await event.getAttribute('data-event') : null,
    prompt: (await prompt.count()) > 0 ? squash(await prompt.textContent()) : null,
    log: (await lines.allTextContents()).slice(0, where.newest).map(squash),
  };
}

/** The display shows what the main view shows (once its push has arrived). */
async function expectSame(main: Page, display: Page, what: string): Promise<void> {
  const seen = await seenOn(main, MAIN);
  await expect.poll(() => seenOn(display, DISPLAY), { ...TIMEOUT, message: what }).toEqual(seen);
}

/** The main view and a display in another browser session, following it, at the size of a TV. */
async function mainAndDisplay(expansions: string[] = []) {
  const main = await openPage(world.browser);
  await createGame(main.page, world.marshal.url, TABLE, expansions);
  const display = await openPage(world.browser, { width: 1920, height: 1080 });
  await display.page.goto(`${world.marshal.url}#/display`);
  await display.page.getByTestId('table-display').waitFor(TIMEOUT);
  const gameId = Number(await main.page.getByTestId('game-screen').getAttribute('data-game-id'));
  return { main, display, gameId };
}

/** Eight players of an Armed & Dangerous game with cards in play, Load tokens and a BANG! waiting for Hal. */
function crowdedGame(): unknown {
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
  const characters = ['sid-ketchum', 'suzy-lafayette', 'vulture-sam', 'kit-carlson', 'bart-cassidy'].concat([
    'el-gringo',
    'jourdonnais',
    'calamity-janet',
  ]);
  const players = names.map((name, i) => ({
    name,
    character: characters[i],
    ...(i === 0 ? { role: 'sheriff' } : {}),
  }));
  const played = [
    { card: 'bandolier' },
    { card: 'barrel', sign: 'QS' },
    { card: 'big-fifty' },
    { card: 'mustang', player: 'Bob', sign: '8H' },
    { card: 'scope', player: 'Cid' },
    { card: 'volcanic', player: 'Cid', sign: '10S' },
    { card: 'jail', target: 'Dee', sign: 'JS' },
    { card: 'dynamite', player: 'Eve', sign: '2H' },
    { card: 'crate', player: 'Fay' },
    { card: 'winchester', player: 'Gus' },
  ];
  return {
    format: 'marshal/1',
    setup: { players, expansions: ['base', 'armed-and-dangerous'], events: null, seed: 3 },
    entries: [
      { type: 'draw' },
      ...played.map((p) => ({ type: 'play', ...p, force: true })),
      { type: 'set', player: 'Gus', life: 2 },
      { type: 'play', card: 'bang', target: 'Hal', force: true },
    ],
  };
}

describe('the table display', () => {
  test('matches the main view after every entry of a short game, events and undo included', async () => {
    const { main, display } = await mainAndDisplay(['high-noon']);
    const page = main.page;
    let entries = 0;
    const enter = async (what: string, act: () => Promise<void>) => {
      await act();
      entries += 1;
      await waitForLog(page, entries);
      await expectSame(page, display.page, `after ${what}`);
    };
    await expectSame(page, display.page, 'at the start');

    await enter('Ann draws', () => page.getByTestId('action-draw').click());
    await enter('Ann shoots Bob', () => playAt(page, 'bang', 'Bob'));
    expect(await display.page.getByTestId('display-prompt').getAttribute('data-player')).toBe('Bob');
    await enter('Bob takes the hit', () =>
      page.locator('[data-testid="prompt-answer"][data-entry="pass"]').click(),
    );
    await enter('Ann discards', () => command(page, 'discard 1'));
    await enter('Ann ends', () => command(page, 'end'));
    for (const name of ['Bob', 'Carl', 'Dan']) {
      await enter(`${name} draws`, () => command(page, 'draw'));
      // Down to the hand limit, as the table would.
      const over = Number(await seat(page, name).getAttribute('data-hand')) - (await lifeOf(page, name));
      if (over > 0) await enter(`${name} discards`, () => command(page, `discard ${over}`));
      await enter(`${name} ends`, () => command(page, 'end'));
    }
    // The Sheriff's second turn asks for the first event card: the question, then the card.
    expect(await display.page.getByTestId('display-prompt').getAttribute('data-prompt')).toBe('reveal-event');
    await enter('the event turned up', () => page.getByTestId('event-draw').click());
    const event = await page.getByTestId('status-event').getAttribute('data-event');
    expect(await display.page.getByTestId('display-event').getAttribute('data-event')).toBe(event);

    // An undone line stays in the log, struck through, on both.
    await page.getByTestId('undo').click();
    await expect.poll(() => page.locator('[data-testid="log-line"][data-status="undone"]').count()).toBe(1);
    await expectSame(page, display.page, 'after undo');
    await expect
      .poll(() => display.page.locator('[data-testid="display-log-line"][data-status="undone"]').count())
      .toBe(1);
    await page.keyboard.press('Control+Shift+Z');
    await waitForLog(page, entries);
    await expectSame(page, display.page, 'after redo');

    await screenshot(display.page, 'display-1920x1080');
    await display.page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(display.page, 'display-1024x768');
    await display.page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(display.page, 'display-768x1024');

    // Back to the game list: the display waits for the next game.
    await page.getByTestId('back-to-games').click();
    await display.page.getByTestId('display-waiting').waitFor(TIMEOUT);
    expect(main.problems).toEqual([]);
    expect(display.problems).toEqual([]);
    await main.context.close();
    await display.context.close();
  }, 240_000);

  test('shows a role only once the table knows it: the Sheriff, then a dead player’s revealed role', async () => {
    const { main, display, gameId } = await mainAndDisplay();
    const page = main.page;
    const roles = () => display.page.getByTestId('display-role');
    await expect.poll(() => roles().count(), TIMEOUT).toBe(1);
    expect(await roles().first().getAttribute('data-role')).toBe('sheriff');
    const hidden = /outlaw|renegade|deputy|bandit|odpadlík|pomocník|歹徒|叛徒|副警長|副警长/i;
    expect(await display.page.getByTestId('table-display').textContent()).not.toMatch(hidden);

    expect(
      (await askHost(world.marshal, 'enter', { gameId, entry: { type: 'set', player: 'Bob', life: 1 } })).ok,
    ).toBe(true);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 2);
    await playAt(page, 'bang', 'Bob');
    await page.locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
    // Bob is at 0 life: no Beer, so he is out and the table is asked for his role.
    await expect
      .poll(() => display.page.getByTestId('display-prompt').getAttribute('data-prompt'), TIMEOUT)
      .toBe('dying');
    await page.locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
    await expect
      .poll(() => display.page.getByTestId('display-prompt').getAttribute('data-prompt'), TIMEOUT)
      .toBe('reveal-role');
    expect(await display.page.getByTestId('table-display').textContent()).not.toMatch(hidden);
    await expectSame(page, display.page, 'before the role is shown');

    await command(page, 'outlaw');
    await expect.poll(() => seat(page, 'Bob').getByTestId('seat-role').count()).toBe(1);
    await expectSame(page, display.page, 'after the role is shown');
    const bob = display.page.locator('[data-testid="display-seat"][data-player="Bob"]');
    expect(await bob.getAttribute('data-alive')).toBe('false');
    expect(await bob.getByTestId('display-role').getAttribute('data-role')).toBe('outlaw');
    expect(await roles().count()).toBe(2);
    await main.context.close();
    await display.context.close();
  }, 180_000);

  test('the draw! odds appear and disappear with the main view’s % button', async () => {
    const { main, display } = await mainAndDisplay();
    const page = main.page;
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    await playAt(page, 'jail', 'Bob');
    await waitForLog(page, 2);
    await command(page, 'discard 1');
    await waitForLog(page, 3);
    await command(page, 'end');
    await waitForLog(page, 4);
    // Bob's turn starts with the Jail's draw!: the odds on both.
    const odds = display.page.getByTestId('display-odds');
    await expect.poll(() => odds.count(), TIMEOUT).toBe(1);
    expect(await odds.textContent()).toBe(await page.getByTestId('prompt-odds').textContent());
    expect(await odds.textContent()).toMatch(/^Jail: [\d.]+ of \d+ unseen cards succeed/);
    await screenshot(display.page, 'display-odds-1920x1080');

    await page.getByTestId('odds-toggle').click();
    await expect.poll(() => page.getByTestId('prompt-odds').count()).toBe(0);
    await expect.poll(() => odds.count(), TIMEOUT).toBe(0);
    await page.getByTestId('odds-toggle').click();
    await expect.poll(() => odds.count(), TIMEOUT).toBe(1);

    // A display opened later gets the setting too, and the language: Czech on the main view, Czech here.
    await page.getByTestId('odds-toggle').click();
    await page.getByTestId('locale-select').selectOption('cs');
    const late = await openPage(world.browser, { width: 1024, height: 768 });
    await late.page.goto(`${world.marshal.url}#/display`);
    await late.page.getByTestId('display-prompt').waitFor(TIMEOUT);
    expect(await late.page.getByTestId('display-odds').count()).toBe(0);
    await expect.poll(() => late.page.locator('html').getAttribute('lang'), TIMEOUT).toBe('cs');
    await expect.poll(() => page.locator('html').getAttribute('lang'), TIMEOUT).toBe('cs');
    expect(await late.page.getByTestId('display-question').textContent()).toBe(
      await page.getByTestId('prompt-banner').locator('.question').textContent(),
    );
    await main.context.close();
    await display.context.close();
    await late.context.close();
  }, 180_000);

  test('#/display/N shows that game whatever the main view opens; the button opens a display window', async () => {
    const { main, display, gameId } = await mainAndDisplay();
    const fixed = await openPage(world.browser, { width: 1024, height: 768 });
    await fixed.page.goto(`${world.marshal.url}#/display/${gameId}`);
    await fixed.page.getByTestId('table-display').waitFor(TIMEOUT);

    // From the main view, a window of its own: it shares the tab's access and follows the game.
    const [opened] = await Promise.all([
      main.context.waitForEvent('page'),
      main.page.getByTestId('open-display').click(),
    ]);
    await opened.getByTestId('table-display').waitFor(TIMEOUT);
    expect(await opened.getByTestId('table-display').getAttribute('data-game-id')).toBe(String(gameId));

    await main.page.getByTestId('back-to-games').click();
    await display.page.getByTestId('display-waiting').waitFor(TIMEOUT);
    await opened.getByTestId('display-waiting').waitFor(TIMEOUT);
    expect(await fixed.page.getByTestId('table-display').getAttribute('data-game-id')).toBe(String(gameId));

    // A crowded table: eight seats, cards in play with their signs and Load tokens, a question waiting.
    const crowded = await askHost(world.marshal, 'importGame', { name: 'Eight', script: crowdedGame() });
    expect(crowded.ok).toBe(true);
    const crowdedId = (crowded.value as { id: number }).id;
    await fixed.page.setViewportSize({ width: 1920, height: 1080 });
    await fixed.page.goto(`${world.marshal.url}#/display/${crowdedId}`);
    await expect.poll(() => fixed.page.getByTestId('display-seat').count(), TIMEOUT).toBe(8);
    expect(await fixed.page.getByTestId('display-prompt').getAttribute('data-player')).toBe('Hal');
    const bandolier = fixed.page.locator('[data-testid="display-in-play"][data-card="bandolier"]');
    expect(await bandolier.getByTestId('pips').getAttribute('data-tokens')).toBe('3');
    expect(await fixed.page.getByTestId('display-supply').getAttribute('data-supply')).toBe('23');
    await screenshot(fixed.page, 'display-8-players-1920x1080');
    await fixed.page.setViewportSize({ width: 1180, height: 820 });
    await screenshot(fixed.page, 'display-8-players-1180x820');

    const missing = await openPage(world.browser);
    await missing.page.goto(`${world.marshal.url}#/display/9999`);
    await expect
      .poll(() => missing.page.getByTestId('display-error').textContent(), TIMEOUT)
      .toContain('9999');
    for (const c of [main, display, fixed, missing]) await c.context.close();
  }, 180_000);
});
