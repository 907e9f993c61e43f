// The table in English, Czech, Traditional and Simplified Chinese: every label says something in the
// chosen language (no message key, no English left in the main labels), flags too; and the 3-player game.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { command, createGame, seat, waitForLog, type SeatPlan } from './flows.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { cs } from '../../src/ui/i18n/cs.ts';
import { zhHant } from '../../src/ui/i18n/zhHant.ts';
import { zhHans } from '../../src/ui/i18n/zhHans.ts';
import { flag } from '../../src/engine/flags.ts';
import type { Locale } from '../../src/engine/catalogue/index.ts';
import { sayFlag } from '../../src/i18n/say-flag.ts';

const world = useMarshal();

type Messages = typeof en;
const LOCALES: [Locale, Messages][] = [
  ['cs', cs],
  ['zhHant', zhHant],
  ['zhHans', zhHans],
];

/** The English labels that the locale says differently (so seeing one means a string was left out). */
function englishOnly(messages: Messages): Set<string> {
  const out = new Set<string>();
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string' && typeof b === 'string' && a !== b && a.length > 2) out.add(a);
    if (a && typeof a === 'object' && b && typeof b === 'object') {
      for (const key of Object.keys(a)) walk((a as never)[key], (b as never)[key]);
    }
  };
  walk(en, messages);
  return out;
}

/** The text of every label-like element on the page. */
async function labels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, h1, h2, h3, label, legend, option, .label, [data-testid="status-bar"] span, .hint, p',
      ),
    ]
      .map((el) => (el as HTMLElement).innerText?.trim() ?? '')
      .filter(Boolean),
  );
}

/** The shot's log line, with its distance and reach, as each language says it. */
const SHOT: Record<string, string> = {
  en: 'Ann plays BANG! at Bob — distance 1, Schofield reaches 2',
  cs: 'Ann hraje BANG! na hráče Bob — vzdálenost 1, Schofield dostřelí na 2',
  zhHant: 'Ann 對 Bob 打出 砰！——距離 1，史考菲爾德 射程 2',
  zhHans: 'Ann 对 Bob 打出 BANG！——距离 1，史考菲尔德 射程 2',
};

/** The flagged second shot, in the flag dialog's title. */
const SECOND_SHOT: Record<string, string> = {
  cs: 'Ann hraje BANG! na hráče Dan — vzdálenost 2, Schofield dostřelí na 2',
  zhHant: 'Ann 對 Dan 打出 砰！——距離 2，史考菲爾德 射程 2',
  zhHans: 'Ann 对 Dan 打出 BANG！——距离 2，史考菲尔德 射程 2',
};

const FIVE: SeatPlan[] = [
  { name: 'Ann', character: 'sid-ketchum', sheriff: true },
  { name: 'Bob', character: 'lucky-duke' },
  { name: 'Carl', character: 'calamity-janet' },
  { name: 'Dan', character: 'jourdonnais' },
  { name: 'Eve', character: 'rose-doolan' },
];

describe('four languages', () => {
  test('each language: no English main label, no message key, the flag in that language; screenshots', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await createGame(page, world.marshal.url, FIVE);
    await command(page, 'draw');
    await command(page, 'schofield ks');
    await command(page, 'barrel qs');
    await command(page, 'dynamite 2h');
    await waitForLog(page, 4);
    await seat(page, 'Ann').locator('[data-card="dynamite"]').waitFor();
    await command(page, 'bang bob');
    await page.getByTestId('prompt-banner').waitFor();

    for (const [locale, messages] of [['en', en] as [Locale, Messages], ...LOCALES]) {
      await page.getByTestId('locale-select').selectOption(locale);
      await expect.poll(() => page.getByTestId('action-draw').textContent()).toBe(messages.draw);
      const shot = page.locator('[data-testid="log-line"][data-seq="5"] .text');
      // The words of a language come when it is picked; both Chinese scripts share some, so wait for the line.
      await expect.poll(async () => (await shot.textContent())?.trim()).toBe(SHOT[locale]);
      const seen = await labels(page);
      const english = englishOnly(messages);
      expect(seen.filter((text) => english.has(text))).toEqual([]);
      expect(seen.filter((text) => /undefined|\[object|NaN/.test(text))).toEqual([]);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1024, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await screenshot(page, `table-${locale}-${size.width}x${size.height}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A flag in each language, from its code and numbers.
    await page.getByTestId('prompt-banner').locator('[data-entry="pass"]').click();
    await expect.poll(() => page.getByTestId('prompt-banner').count()).toBe(0);
    for (const [locale] of LOCALES) {
      await page.getByTestId('locale-select').selectOption(locale);
      await command(page, 'bang dan');
      const dialog = page.getByTestId('flag-dialog');
      await dialog.waitFor();
      const text = await dialog.getByTestId('flag-message').first().textContent();
      const said = sayFlag(flag('bang-limit', { player: 'Ann', bangs: 1, limit: 1 }), locale);
      expect(text).toBe(said);
      expect(await dialog.getByTestId('flag-move').textContent()).toBe(SECOND_SHOT[locale]);
      await screenshot(page, `flag-${locale}-1280x800`);
      await dialog.getByTestId('flag-take-back').click();
      await dialog.waitFor({ state: 'detached' });
    }
    // The choice is remembered.
    await page.reload();
    await seat(page, 'Ann').waitFor();
    expect(await page.getByTestId('action-draw').textContent()).toBe(zhHans.draw);
    await page.getByTestId('locale-select').selectOption('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the 3-player game', () => {
  test('no Sheriff: each role is asked and shown face up; the Deputy starts', async () => {
    const { context, page, problems } = await openPage(world.browser, { width: 1024, height: 768 });
    await page.goto(world.marshal.url);
    await page.getByTestId('new-game').click();
    await page.locator('[data-testid="player-count"][data-n="3"]').click();
    const rows = page.getByTestId('seat-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByTestId('sheriff-radio').count()).toBe(0);
    const plan = [
      { name: 'Ann', role: 'outlaw' },
      { name: 'Bob', role: 'deputy' },
      { name: 'Cid', role: 'renegade' },
    ];
    for (const [i, p] of plan.entries()) {
      await rows.nth(i).getByTestId('player-name').fill(p.name);
      await rows.nth(i).getByTestId('role-select').selectOption(p.role);
    }
    await page.getByTestId('deal-seed').fill('42');
    await page.getByTestId('deal-characters').click();
    await expect.poll(() => page.getByTestId('form-problems').count()).toBe(0);
    await screenshot(page, 'new-game-3-players-1024x768');
    await page.getByTestId('create-game').click();
    await seat(page, 'Ann').waitFor();
    expect(await page.getByTestId('status-player').textContent()).toBe('Bob');
    expect(await seat(page, 'Ann').getByTestId('seat-role').textContent()).toContain('Outlaw');
    expect(await seat(page, 'Bob').getByTestId('seat-role').textContent()).toContain('Deputy');
    await screenshot(page, 'table-3-players-1024x768');
    expect(problems).toEqual([]);
    await context.close();
  });
});
