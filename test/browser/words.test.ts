// The words the table reads: what an ability does, what a card's owner lost, the life a Sheriff starts with,
// a card's name and a field's hint whole in every language.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { openImported, paletteCard, seat, waitForLog } from './flows.ts';

const world = useMarshal();

const BULLET = [
  { name: 'Will', character: 'uncle-will', role: 'sheriff' },
  { name: 'Eve', character: 'johnny-kisch' },
  { name: 'Annabelle', character: 'paul-regret' },
  { name: 'Dan', character: 'bart-cassidy' },
];

async function openScript(name: string, entries: object[], players = BULLET): Promise<Page> {
  const script = {
    format: 'marshal/1',
    setup: { players, expansions: ['base', 'the-bullet'], events: null, seed: 5 },
    entries,
  };
  return (await openImported(world, name, script, 'Will')).page;
}

describe('the words at the table', () => {
  test('Uncle Will’s button says it is a General Store and asks before dealing it out', async () => {
    const page = await openScript('Uncle Will', [{ type: 'draw' }]);
    const ability = page.getByRole('button', { name: 'Uncle Will: a card as General Store' });
    await ability.click();
    const confirm = page.getByRole('group', { name: 'Uncle Will: a card as General Store' });
    await confirm.getByText('Will discards a card from hand as a General Store').waitFor();
    // Nothing is entered by the first click.
    expect(await page.getByTestId('log-line').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await confirm.count()).toBe(0);
    expect(await page.getByTestId('log-line').count()).toBe(1);
    await ability.click();
    await confirm.getByRole('button', { name: 'Play it as General Store' }).click();
    await waitForLog(page, 2);
    await expect
      .poll(() => page.getByTestId('prompt-banner').getAttribute('data-prompt'))
      .toBe('general-store');
    await page.close();
  }, 60_000);

  test('Johnny Kisch’s Barrel: the log says Annabelle’s Barrel went to the discard pile', async () => {
    const page = await openScript('Johnny Kisch', [
      { type: 'draw' },
      { type: 'end-turn', force: true },
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
    ]);
    await seat(page, 'Annabelle').locator('[data-testid="in-play"][data-card="barrel"]').waitFor();
    await paletteCard(page, 'barrel').click();
    await page.getByTestId('draft-play').click();
    await page
      .getByTestId('log-line')
      .getByText(
        'Eve plays Barrel — Annabelle’s Barrel goes to the discard pile (Johnny Kisch)'.replace('’', "'"),
      )
      .waitFor();
    expect(await seat(page, 'Annabelle').locator('[data-testid="in-play"][data-card="barrel"]').count()).toBe(
      0,
    );
    await page.getByTestId('locale-select').selectOption('cs');
    await page
      .getByTestId('log-line')
      .getByText('Barrel hráče Annabelle jde na odhazovací balíček')
      .waitFor();
    await page.close();
  }, 60_000);

  test('New Game shows the Sheriff’s 5 life for a 4-life character', async () => {
    const { page } = await openPage(world.browser, { width: 1366, height: 768 });
    await page.goto(world.marshal.url);
    await page.getByTestId('new-game').click();
    const rows = page.getByTestId('seat-row');
    await rows.first().waitFor();
    for (const i of [0, 1]) {
      await rows.nth(i).getByTestId('choose-character').click();
      await page.getByTestId('character-picker').locator('[data-character="bart-cassidy"]').first().click();
    }
    await rows.nth(1).getByTestId('sheriff-radio').click();
    await expect.poll(() => rows.nth(1).getByTestId('choose-character').textContent()).toContain('5 life');
    await expect.poll(() => rows.nth(0).getByTestId('choose-character').textContent()).toContain('4 life');
    await page.close();
  }, 60_000);

  test('Czech keeps the space in "Rev. Carabine"; the Chinese draw! hint is whole', async () => {
    const page = await openScript('Words', [{ type: 'draw' }]);
    await page.getByTestId('locale-select').selectOption('cs');
    await paletteCard(page, 'rev-carabine').getByText('Rev. Carabine').waitFor();
    // A BANG! at Eve, who has a Barrel in play: the draw! picker waits with its hint.
    await page.getByTestId('locale-select').selectOption('en');
    await paletteCard(page, 'barrel').click();
    await page.getByTestId('draft-play').click();
    await waitForLog(page, 2);
    await paletteCard(page, 'jail').click();
    await seat(page, 'Eve').getByTestId('seat-target').click();
    await waitForLog(page, 3);
    await page.getByTestId('action-end-turn').click();
    await page.getByTestId('locale-select').selectOption('zhHant');
    const input = page.getByTestId('sign-input');
    await input.waitFor({ timeout: 10_000 });
    await screenshot(page, 'words-sign-hint-zhHant');
    const room = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d');
      if (!ctx) return { text: 0, box: 0 };
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: ctx.measureText(el.placeholder).width, box };
    });
    // Within a pixel: the canvas and the field round the text's width each their own way.
    expect(room.text, 'the hint fits its field').toBeLessThanOrEqual(room.box + 1);
    await page.close();
  }, 60_000);
});
