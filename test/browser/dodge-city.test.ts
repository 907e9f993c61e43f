// A Dodge City game night: Vera Custer copies an ability and uses it, Elena Fuente answers a BANG! with a
// Beer, Whisky names its extra card, and the wizard's edition choice reaches the game.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, lifeOf, paletteCard, playAt, seat, waitForLog, type SeatPlan } from './flows.ts';

const world = useMarshal();

const banner = (page: Page) => page.getByTestId('prompt-banner');
const handOf = async (page: Page, name: string) => Number(await seat(page, name).getAttribute('data-hand'));

/** The entries of the open game, as its exported `marshal/1` script has them (asked of the host directly). */
async function exportedEntries(page: Page): Promise<unknown[]> {
  const gameId = Number(await page.getByTestId('game-screen').getAttribute('data-game-id'));
  const url = new URL(world.marshal.url);
  const res = await fetch(new URL('/api/exportGame', url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': url.searchParams.get('token') ?? '' },
    body: JSON.stringify({ gameId }),
  });
  const answer = (await res.json()) as { ok: boolean; value?: { entries?: unknown[] } };
  return answer.value?.entries ?? [];
}

/** The new-game form with Dodge City on, the seats filled by mouse; `before` runs just before starting. */
async function createDodgeCityGame(
  page: Page,
  url: string,
  seats: SeatPlan[],
  before?: () => Promise<void>,
): Promise<void> {
  await page.goto(url);
  await page.getByTestId('new-game').click();
  const rows = page.getByTestId('seat-row');
  await rows.first().waitFor();
  await page.locator('[data-testid="expansion"][data-expansion="dodge-city"] input').check();
  while ((await rows.count()) < seats.length) await page.getByTestId('add-player').click();
  while ((await rows.count()) > seats.length) await rows.last().getByTestId('remove-player').click();
  for (const [i, s] of seats.entries()) {
    const row = rows.nth(i);
    await row.getByTestId('player-name').fill(s.name);
    await row.getByTestId('choose-character').click();
    await page.getByTestId('character-picker').locator(`[data-character="${s.character}"]`).click();
    if (s.sheriff) await row.getByTestId('sheriff-radio').click();
  }
  await before?.();
  await page.getByTestId('create-game').click();
  await page.getByTestId('game-screen').waitFor();
  await seat(page, seats[0]?.name ?? '').waitFor();
}

describe('Dodge City abilities by mouse', () => {
  test('Vera Custer copies Chuck Wengam and uses it; Elena Fuente answers a BANG! with a Beer', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createDodgeCityGame(page, world.marshal.url, [
      { name: 'Ann', character: 'vera-custer', sheriff: true },
      { name: 'Bob', character: 'elena-fuente' },
      { name: 'Cid', character: 'chuck-wengam' },
      { name: 'Dan', character: 'kit-carlson' },
    ]);

    // Her turn starts: one button, then the seat whose ability she takes.
    await page.locator('[data-testid="ability"][data-ability="vera-custer"]').click();
    await page.locator('[data-testid="ability-seat"][data-target="Cid"]').click();
    const copies = page.locator('[data-testid="copies"][data-player="Ann"]');
    await expect.poll(() => copies.getAttribute('data-character')).toBe('chuck-wengam');
    expect(await copies.textContent()).toContain('Chuck Wengam');
    await waitForLog(page, 1);

    // Once she has drawn, the copied ability is hers to use: 1 life for 2 cards.
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 2);
    await expect
      .poll(() => page.locator('[data-testid="ability"][data-ability="vera-custer"]').count())
      .toBe(0);
    await page.locator('[data-testid="ability"][data-ability="chuck-wengam"]').click();
    await expect.poll(() => lifeOf(page, 'Ann')).toBe(3);
    expect(await handOf(page, 'Ann')).toBe(8);

    // Elena Fuente: any card answers as a Missed!, chosen in one list.
    await playAt(page, 'bang', 'Bob');
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    const anyCard = banner(page).getByTestId('prompt-any-card');
    expect(await anyCard.getAttribute('data-via')).toBe('elena-fuente');
    expect(await anyCard.locator('option').first().textContent()).toContain('Elena Fuente');
    await screenshot(page, 'dodge-city-elena-any-card-1280x800');
    await anyCard.selectOption('beer');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await lifeOf(page, 'Bob')).toBe(3);
    expect(await handOf(page, 'Bob')).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Whisky names its extra card from the draft; José Delgado may name his blue card', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createDodgeCityGame(page, world.marshal.url, [
      { name: 'Ann', character: 'jose-delgado', sheriff: true },
      { name: 'Bob', character: 'kit-carlson' },
      { name: 'Cid', character: 'kit-carlson' },
      { name: 'Dan', character: 'kit-carlson' },
    ]);
    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    expect(await handOf(page, 'Ann')).toBe(7);

    // José Delgado: the blue card is optional; naming it sends it with the entry.
    await page.getByTestId('ability-card').selectOption('mustang');
    const jose = page.locator('[data-testid="ability"][data-ability="jose-delgado"]');
    // The button says what the ability costs and gives.
    expect(await jose.textContent()).toContain('discard a blue card → draw 2');
    await jose.click();
    await expect.poll(() => handOf(page, 'Ann')).toBe(8);
    await waitForLog(page, 2);

    // Whisky costs one more card: the hand drops by two; naming the extra card is optional.
    await seat(page, 'Ann').getByTestId('seat-correct').click();
    await page.getByTestId('correct-life').fill('3');
    await page.getByTestId('correct-save').click();
    await expect.poll(() => lifeOf(page, 'Ann')).toBe(3);
    await paletteCard(page, 'whisky').click();
    await page.getByTestId('draft-extra').selectOption('beer');
    await screenshot(page, 'dodge-city-whisky-extra-card-1280x800');
    await page.getByTestId('draft-play').click();
    await expect.poll(() => handOf(page, 'Ann')).toBe(6);
    expect(await lifeOf(page, 'Ann')).toBe(5);
    // The game kept what the table named: its script carries the blue card and the extra card.
    const entries = await exportedEntries(page);
    expect(entries).toContainEqual({ type: 'use', player: 'Ann', ability: 'jose-delgado', card: 'mustang' });
    expect(entries).toContainEqual(
      expect.objectContaining({ type: 'play', card: 'whisky', discard: 'beer' }),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Brawl', () => {
  test('the pad asks which card of each player with cards in play, in turn order; the typed line names them too', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createDodgeCityGame(page, world.marshal.url, [
      { name: 'Ann', character: 'kit-carlson', sheriff: true },
      { name: 'Bob', character: 'kit-carlson' },
      { name: 'Cid', character: 'kit-carlson' },
      { name: 'Dan', character: 'kit-carlson' },
    ]);
    const setUp = [
      'draw',
      'discard 2',
      'end',
      'draw',
      'barrel',
      'discard 1',
      'end',
      'draw',
      'scope',
      'discard 1',
    ];
    for (const [i, line] of [...setUp, 'end', 'draw', 'discard 2', 'end', 'draw'].entries()) {
      await command(page, line);
      await waitForLog(page, i + 1);
    }
    const before = {
      Bob: await handOf(page, 'Bob'),
      Cid: await handOf(page, 'Cid'),
      Dan: await handOf(page, 'Dan'),
    };

    await paletteCard(page, 'brawl').click();
    await page.getByTestId('draft-play').click();
    // Bob first (the next seat), then Cid; Dan has nothing in play: his card comes from his hand.
    const dialog = page.getByTestId('target-card-dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toContain('Bob');
    await screenshot(page, 'dodge-city-brawl-which-card-1280x800');
    await dialog.locator('[data-testid="target-card"][data-card="barrel"]').click();
    await expect.poll(() => dialog.locator('h2').textContent()).toContain('Cid');
    await dialog.locator('[data-testid="target-card"][data-card="hand"]').click();
    await waitForLog(page, 16);
    await expect.poll(() => seat(page, 'Bob').locator('[data-card="barrel"]').count()).toBe(0);
    expect(await handOf(page, 'Bob')).toBe(before.Bob);
    expect(await handOf(page, 'Cid')).toBe(before.Cid - 1);
    expect(await handOf(page, 'Dan')).toBe(before.Dan - 1);
    expect(await seat(page, 'Cid').locator('[data-card="scope"]').count()).toBe(1);
    const line = page.locator('[data-testid="log-line"][data-seq="16"] .text');
    expect((await line.textContent())?.trim()).toBe(
      "Ann plays Brawl — discards Bob's Barrel — discards a card from Cid's hand — discards a card from Dan's hand",
    );

    // Undone, then typed: the Scope this time.
    await page.getByTestId('undo').click();
    await waitForLog(page, 15);
    await command(page, 'brawl cid scope');
    await waitForLog(page, 16);
    await expect.poll(() => seat(page, 'Cid').locator('[data-card="scope"]').count()).toBe(0);
    expect(await seat(page, 'Bob').locator('[data-card="barrel"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the wizard', () => {
  test('Pixie Pete in the 1st edition draws 4: the choice reaches the game', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createDodgeCityGame(
      page,
      world.marshal.url,
      [
        { name: 'Ann', character: 'pixie-pete', sheriff: true },
        { name: 'Bob', character: 'sean-mallory' },
        { name: 'Cid', character: 'kit-carlson' },
        { name: 'Dan', character: 'kit-carlson' },
      ],
      async () => {
        const editions = page.getByTestId('editions');
        // Only the editioned characters dealt are asked about: Pixie Pete and Sean Mallory, not José Delgado.
        expect(
          await editions
            .locator('[data-character]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-character'))),
        ).toEqual(['pixie-pete', 'sean-mallory']);
        await editions.locator('[data-character="pixie-pete"] [data-edition="1"]').check();
        await screenshot(page, 'dodge-city-editions-1280x800');
      },
    );
    expect(await handOf(page, 'Ann')).toBe(4);
    await page.getByTestId('action-draw').click();
    await expect.poll(() => handOf(page, 'Ann')).toBe(8);
    expect(problems).toEqual([]);
    await context.close();
  });
});
