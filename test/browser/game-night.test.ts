// A game night at the table: a whole turn by mouse and the same by keyboard, draw!s by picker and by
// typing, looking back in the log, abilities, the General Store, the rulings, the 3-player game, and
// games kept, exported and imported.
import { describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, RESULTS, screenshot, useMarshal } from './harness.ts';
import { command, createGame, lifeOf, paletteCard, playAt, seat, waitForLog } from './flows.ts';

const world = useMarshal();

const banner = (page: Page) => page.getByTestId('prompt-banner');

describe('a whole turn', () => {
  test('by mouse only: draw, a weapon with its sign, BANG!, the Missed! answer, end of turn', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await page.getByTestId('action-draw').click();
    await waitForLog(page, 1);
    await paletteCard(page, 'schofield').click();
    await page.locator('[data-testid="draft-sign"][data-sign="KS"]').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 2);
    await playAt(page, 'bang', 'Carl');
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Carl');
    await banner(page).locator('[data-entry="respond"][data-card="missed"]').click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await lifeOf(page, 'Carl')).toBe(4);
    await page.getByTestId('action-end-turn').click();
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Bob');
    await waitForLog(page, 5);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('End turn moves the turn marker at once: the next seat has its final colours in the first frame', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await command(page, 'discard 2');
    await waitForLog(page, 2);
    const bob = seat(page, 'Bob');
    const before = await bob.evaluate((el) => getComputedStyle(el).borderTopColor);
    // Read the seat's colour the moment it becomes the turn's seat, before any frame could draw a fade.
    const atOnce = bob.evaluate(
      (el) =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!el.classList.contains('turn')) return;
            observer.disconnect();
            resolve(getComputedStyle(el).borderTopColor);
          });
          observer.observe(el, { attributes: true, attributeFilter: ['class'] });
        }),
    );
    await page.getByTestId('action-end-turn').click();
    const first = await atOnce;
    await waitForLog(page, 3);
    // Any fade there might be has run to its end, however slow the machine: the colour now is the settled one.
    await bob.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
    );
    const settled = await bob.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(settled).not.toBe(before);
    expect(first).toBe(settled);
    await context.close();
  });

  test('by keyboard only: the command bar with completion, the answer, undo and redo', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);

    await command(page, 'draw');
    await waitForLog(page, 1);
    // Completion: "sch" + Tab becomes "Schofield ", then the sign.
    await page.keyboard.press('Control+K');
    const input = page.getByTestId('command-input');
    await input.fill('sch');
    await input.press('Tab');
    expect(await input.inputValue()).toBe('Schofield ');
    await input.pressSequentially('ks');
    await input.press('Enter');
    await seat(page, 'Ann').locator('[data-card="schofield"]').waitFor();

    // An error is shown inline and nothing is sent.
    await command(page, 'bang zed');
    await expect.poll(() => page.getByTestId('command-error').textContent()).toContain('zed');
    await screenshot(page, 'command-bar-error-1280x800');
    await page.keyboard.press('Escape');

    await command(page, 'bang carl');
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Carl');
    // After "use", only what the engine offers now: Carl has nothing to use (it listed every card of the game).
    await page.keyboard.press('/');
    await input.fill('use ');
    await expect.poll(() => page.getByTestId('command-completion').allTextContents()).toEqual([]);
    await page.keyboard.press('Escape');
    await command(page, 'missed');
    await expect.poll(() => banner(page).count()).toBe(0);
    await command(page, 'end');
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Bob');
    await waitForLog(page, 5);

    await command(page, 'undo');
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Ann');
    await command(page, 'redo');
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Bob');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a flag from the command bar: taken back with Esc, then accepted; its rule opens the rulings', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);

    await command(page, 'bang carl');
    const dialog = page.getByTestId('flag-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForLog(page, 1);

    await command(page, 'bang carl');
    await dialog.waitFor();
    await dialog.getByTestId('flag-open-rule').first().click();
    const panel = page.getByTestId('rulings-panel');
    await expect.poll(() => panel.getByTestId('ruling-entry').getAttribute('data-id')).toBe('weapon-range');
    await screenshot(page, 'rulings-panel-1280x800');
    await panel.getByTestId('rulings-close').click();
    await dialog.getByTestId('flag-accept').click();
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Carl');
    await context.close();
  });
});

describe('draw!', () => {
  /** Ann jails Bob and ends her turn: Bob's turn opens with the draw! for the Jail. */
  async function jailBob(page: Page): Promise<void> {
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await command(page, 'jail bob');
    await seat(page, 'Bob').locator('[data-card="jail"]').waitFor();
    await command(page, 'discard 1');
    await command(page, 'end');
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('draw-check');
  }

  test('the Jail draw! entered with the suit × rank picker, then by typing "2s"', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await jailBob(page);
    await screenshot(page, 'table-draw-check-1280x800');
    const picker = page.getByTestId('sign-picker');
    await picker.locator('[data-testid="sign-rank"][data-rank="Q"]').click();
    await picker.locator('[data-testid="sign-suit"][data-suit="H"]').click();
    await picker.getByTestId('sign-submit').click();
    // A heart: Bob escapes and plays his turn.
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.getByTestId('status-player').textContent()).toBe('Bob');
    expect(await seat(page, 'Bob').locator('[data-card="jail"]').count()).toBe(0);

    await page.getByTestId('undo').click();
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('draw-check');
    // A typo is said in place; then the sign typed as the table reads it.
    await page.getByTestId('sign-input').fill('zz');
    await page.getByTestId('sign-input').press('Enter');
    await expect.poll(() => page.getByTestId('sign-error').count()).toBe(1);
    await page.getByTestId('sign-input').fill('2s');
    await page.getByTestId('sign-input').press('Enter');
    // Not a heart: Bob's turn is skipped.
    await expect.poll(() => page.getByTestId('status-player').textContent()).toBe('Carl');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Lucky Duke flips two cards and picks one', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url, [
      { name: 'Ann', character: 'sid-ketchum', sheriff: true },
      { name: 'Luke', character: 'lucky-duke' },
      { name: 'Carl', character: 'vulture-sam' },
      { name: 'Dan', character: 'kit-carlson' },
    ]);
    await command(page, 'draw');
    await command(page, 'jail luke');
    await seat(page, 'Luke').locator('[data-card="jail"]').waitFor();
    await command(page, 'discard 1');
    await command(page, 'end');
    const picker = page.getByTestId('sign-picker');
    await expect.poll(() => picker.getAttribute('data-count')).toBe('2');
    await page.getByTestId('sign-input').fill('2s');
    await page.getByTestId('sign-input').press('Enter');
    await page.getByTestId('sign-input').fill('qh');
    await page.getByTestId('sign-input').press('Enter');
    await picker.locator('[data-testid="sign-pick"][data-sign="QH"]').click();
    await screenshot(page, 'table-lucky-duke-1280x800');
    await picker.getByTestId('sign-submit').click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.getByTestId('status-player').textContent()).toBe('Luke');
    await context.close();
  });
});

describe('the rest of the table', () => {
  test('the General Store is picked from the palette; Sid Ketchum trades two cards for a life', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await paletteCard(page, 'general-store').click();
    await page.getByTestId('draft-play').click();
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('general-store');
    for (const [i, card] of ['beer', 'bang', 'missed', 'panic'].entries()) {
      await page.getByTestId('pick-hint').waitFor();
      await paletteCard(page, card).click();
      await waitForLog(page, 3 + i);
    }
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await seat(page, 'Bob').getAttribute('data-hand')).toBe('5');

    // Ann at 3 of 5 life with cards in hand: Sid Ketchum's ability is offered.
    await seat(page, 'Ann').getByTestId('seat-correct').click();
    await page.getByTestId('correct-life').fill('3');
    await page.getByTestId('correct-save').click();
    await expect.poll(() => lifeOf(page, 'Ann')).toBe(3);
    await page.getByTestId('ability').first().click();
    await expect.poll(() => lifeOf(page, 'Ann')).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a Beer at full life is played without a flag, and the log says it had no effect', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await waitForLog(page, 1);
    const life = await lifeOf(page, 'Ann');
    await paletteCard(page, 'beer').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 2);
    expect(await page.getByTestId('flag-dialog').count()).toBe(0);
    const line = page.locator('[data-testid="log-line"][data-seq="2"]');
    expect(await line.textContent()).toContain(
      `Ann plays Beer — no effect: Ann already has ${life} of ${life} life`,
    );
    expect(await lifeOf(page, 'Ann')).toBe(life);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a log entry shows the table as it was after it; Esc comes back to now', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    await command(page, 'draw');
    await command(page, 'bang bob');
    await command(page, 'pass');
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(3);
    await waitForLog(page, 3);
    await page.locator('[data-testid="log-line"][data-seq="1"]').getByTestId('log-show').click();
    await expect.poll(() => page.getByTestId('past-banner').getAttribute('data-seq')).toBe('1');
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(4);
    expect(await page.getByTestId('action-draw').isDisabled()).toBe(true);
    await screenshot(page, 'table-past-1280x800');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('past-banner').count()).toBe(0);
    expect(await lifeOf(page, 'Bob')).toBe(3);
    await context.close();
  });

  test('a game is resumed from the list after a reload', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url, [
      { name: 'Rae', character: 'rose-doolan', sheriff: true },
      { name: 'Sam', character: 'slab-the-killer' },
      { name: 'Tom', character: 'black-jack' },
      { name: 'Uma', character: 'jesse-jones' },
    ]);
    await command(page, 'draw');
    await waitForLog(page, 1);
    await page.getByTestId('back-to-games').click();
    await page.reload();
    const row = page.getByTestId('game-row').filter({ hasText: 'Rae' });
    await row.getByTestId('resume-game').click();
    await seat(page, 'Rae').waitFor();
    await waitForLog(page, 1);
    expect(await page.getByTestId('status-phase').textContent()).toContain('2');
    await context.close();
  });

  test('rename, export as a game script, and an import that fails names the place', async () => {
    const { context, page } = await openPage(world.browser);
    await createGame(page, world.marshal.url, [
      { name: 'Vic', character: 'willy-the-kid', sheriff: true },
      { name: 'Wes', character: 'paul-regret' },
      { name: 'Xia', character: 'el-gringo' },
      { name: 'Yul', character: 'bart-cassidy' },
    ]);
    await page.getByTestId('back-to-games').click();
    const row = page.getByTestId('game-row').filter({ hasText: 'Vic' });
    await row.getByTestId('rename-game').click();
    await page.getByTestId('rename-input').fill('Friday at Vic’s');
    await page.getByTestId('rename-save').click();
    await expect
      .poll(() => page.getByTestId('game-row').filter({ hasText: 'Friday at Vic’s' }).count())
      .toBe(1);

    const download = page.waitForEvent('download');
    await page
      .getByTestId('game-row')
      .filter({ hasText: 'Friday at Vic’s' })
      .getByTestId('export-game')
      .click();
    const file = await (await download).path();
    expect(file).toBeTruthy();

    const bad = path.join(RESULTS, 'bad-game.json');
    writeFileSync(bad, JSON.stringify({ format: 'marshal/1', setup: { players: [] } }));
    await page.getByTestId('import-file').setInputFiles(bad);
    await expect.poll(() => page.getByTestId('import-error').textContent()).toContain('setup');
    await context.close();
  });

  test('the rulings open from a seat’s character, a card chip, and "?" in the command bar', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url);
    const panel = page.getByTestId('rulings-panel');
    await seat(page, 'Ann').getByTestId('seat-character').click();
    await expect.poll(() => panel.getByTestId('ruling-entry').getAttribute('data-id')).toBe('sid-ketchum');
    await panel.getByTestId('rulings-close').click();

    await command(page, 'draw');
    await command(page, 'barrel qs');
    await seat(page, 'Ann').locator('[data-testid="in-play"][data-card="barrel"]').click();
    await expect.poll(() => panel.getByTestId('ruling-entry').getAttribute('data-id')).toBe('barrel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await command(page, '? 啤酒桶');
    await expect.poll(() => panel.locator('[data-testid="ruling-hit"][data-id="barrel"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
