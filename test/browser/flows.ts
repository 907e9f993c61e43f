// What a person does at the table, as steps the browser tests share.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { askHost, openPage, type Viewport, type World } from './harness.ts';

export interface SeatPlan {
  name: string;
  character: string;
  sheriff?: boolean;
}

export const TABLE: SeatPlan[] = [
  { name: 'Ann', character: 'sid-ketchum', sheriff: true },
  { name: 'Bob', character: 'suzy-lafayette' },
  { name: 'Carl', character: 'vulture-sam' },
  { name: 'Dan', character: 'kit-carlson' },
];

/** Fills the new-game form with the mouse (typing only the names) and starts the game; the expansions are
 *  ticked first, so their characters join the picker. */
export async function createGame(
  page: Page,
  url: string,
  seats: SeatPlan[] = TABLE,
  expansions: string[] = [],
): Promise<void> {
  await page.goto(url);
  await page.getByTestId('new-game').click();
  const rows = page.getByTestId('seat-row');
  await rows.first().waitFor();
  for (const id of expansions) {
    await page.locator(`[data-testid="expansion"][data-expansion="${id}"] input`).check();
  }
  while ((await rows.count()) < seats.length) await page.getByTestId('add-player').click();
  while ((await rows.count()) > seats.length) await rows.last().getByTestId('remove-player').click();
  for (const [i, seat] of seats.entries()) {
    const row = rows.nth(i);
    await row.getByTestId('player-name').click();
    await row.getByTestId('player-name').fill(seat.name);
    await row.getByTestId('choose-character').click();
    await page.getByTestId('character-picker').locator(`[data-character="${seat.character}"]`).click();
    if (seat.sheriff) await row.getByTestId('sheriff-radio').click();
  }
  await page.getByTestId('create-game').click();
  await page.getByTestId('game-screen').waitFor();
  await seat(page, seats[0]?.name ?? '').waitFor();
}

/** A plain four-player base game for `newGame` (Ann the Sheriff, Bob, Cid and Dee), the one the phone and
 *  restart tests play. */
export const FOUR_PLAYERS = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'suzy-lafayette' },
    { name: 'Dee', character: 'paul-regret' },
  ],
  expansions: ['base'],
  events: null,
  seed: 3,
};

/** Seven players with the long names of a real game night, the Sheriff first and Dee last: a game script's
 *  players for the tests of room on the screen. */
export const LONG_NAMES = [
  { name: 'Annabelle Whitford-Harrington', character: 'calamity-janet', role: 'sheriff' },
  { name: 'Maximilian von Hohenstein', character: 'bart-cassidy' },
  { name: 'Bartoloměj Přemyslovec', character: 'jesse-jones' },
  { name: 'Kateřina Svatoplukova', character: 'suzy-lafayette' },
  { name: 'Jaroslava Nepomucká', character: 'elena-fuente' },
  { name: 'Svatopluk Hrabě', character: 'frankie-canton' },
  { name: 'Dee', character: 'apache-kid' },
];

/** Imports `script` as a game called `name` through the host's API; the import must succeed. Returns its id. */
export async function importGame(world: World, name: string, script: unknown): Promise<number> {
  const imported = (await askHost(world.marshal, 'importGame', { name, script })) as {
    ok: boolean;
    value?: { id: number };
  };
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  return imported.value?.id as number;
}

/** A game imported from `script`, on a fresh page at `viewport` (a laptop's, unless said), once `who`'s seat
 *  is shown. */
export async function openImported(
  world: World,
  name: string,
  script: unknown,
  who: string,
  viewport: Viewport = { width: 1366, height: 768 },
): ReturnType<typeof openPage> {
  const id = await importGame(world, name, script);
  const opened = await openPage(world.browser, viewport);
  await opened.page.goto(`${world.marshal.url}#/game/${id}`);
  await seat(opened.page, who).waitFor();
  return opened;
}

export function seat(page: Page, name: string): Locator {
  return page.locator(`[data-testid="seat"][data-player="${name}"]`);
}

export async function lifeOf(page: Page, name: string): Promise<number> {
  return Number(await seat(page, name).getAttribute('data-life'));
}

export function paletteCard(page: Page, card: string): Locator {
  return page.locator(`[data-testid="palette-card"][data-card="${card}"]`);
}

/** Card in the palette, then the target seat: two clicks. */
export async function playAt(page: Page, card: string, target: string): Promise<void> {
  await paletteCard(page, card).click();
  await seat(page, target).getByTestId('seat-target').click();
}

export async function waitForLog(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="log-line"][data-status="active"]').length === n,
    count,
  );
}

/** Opens the command bar with "/" and enters one typed line. */
export async function command(page: Page, text: string): Promise<void> {
  await page.keyboard.press('/');
  const input = page.getByTestId('command-input');
  await input.waitFor();
  await input.fill(text);
  await input.press('Enter');
}

/** The Load-token supply the status bar shows (Armed & Dangerous). */
export function supplyOf(page: Page): Promise<string | null> {
  return page.getByTestId('status-supply').getAttribute('data-supply');
}

/** One round by the command bar: each player of TABLE draws, discards what is above the hand limit and ends
 *  the turn. `beforeDraw` checks the table as each turn begins. Returns the number of log lines after it. */
export async function playRound(
  page: Page,
  before = 0,
  beforeDraw?: (player: string) => Promise<void>,
): Promise<number> {
  let entries = before;
  for (const plan of TABLE) {
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe(plan.name);
    await beforeDraw?.(plan.name);
    await command(page, 'draw');
    entries += 1;
    await waitForLog(page, entries);
    // Phase 3 discards only what is above the hand limit (2 after a plain draw, 1 under Thirst).
    const at = seat(page, plan.name);
    const excess = Number(await at.getAttribute('data-hand')) - Number(await at.getAttribute('data-life'));
    if (excess > 0) {
      await command(page, `discard ${excess}`);
      entries += 1;
    }
    await command(page, 'end');
    entries += 1;
    await waitForLog(page, entries);
  }
  return entries;
}

/** An Armed & Dangerous game in which Ann has drawn and played a Bandolier: 3 Load tokens on it. */
export async function armedGameWithBandolier(page: Page, url: string): Promise<void> {
  await createGame(page, url, TABLE, ['armed-and-dangerous']);
  await page.getByTestId('action-draw').click();
  await waitForLog(page, 1);
  await paletteCard(page, 'bandolier').click();
  await page.getByTestId('draft-play').click();
  await waitForLog(page, 2);
}
