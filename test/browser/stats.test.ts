// The Stats page and a game's story in the browser: the figures of four games with known outcomes, a merge of
// two spellings, a filter, the story's marks; the chart code loaded only when those pages open; screenshots in
// both themes, two languages and two window sizes (kept in test-results/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { askHost, openPage, RESULTS, ROOT, useMarshal, type Viewport } from './harness.ts';

const world = useMarshal();
const GAMES = ['law-wins', 'sheriff-dynamite', 'renegade-wins', 'unfinished'];

const ask = (name: string, payload: unknown) => askHost(world.marshal, name, payload);

let imported: Promise<Record<string, number>> | null = null;
/** The four games, imported once for the file. */
function games(): Promise<Record<string, number>> {
  imported ??= (async () => {
    const ids: Record<string, number> = {};
    for (const name of GAMES) {
      const script: unknown = JSON.parse(
        readFileSync(path.join(ROOT, 'test', 'stats', 'games', `${name}.json`), 'utf8'),
      );
      const answer = (await ask('importGame', { name, script })) as { ok: boolean; value: { id: number } };
      expect(answer.ok).toBe(true);
      ids[name] = answer.value.id;
    }
    return ids;
  })();
  return imported;
}

async function open(options: { viewport?: Viewport; theme?: string; locale?: string } = {}) {
  const opened = await openPage(world.browser, options.viewport);
  await opened.context.addInitScript(
    ([theme, locale]) => {
      if (theme) localStorage.setItem('marshal.theme', theme);
      if (locale) localStorage.setItem('marshal.locale', locale);
    },
    [options.theme ?? '', options.locale ?? ''],
  );
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage: true });
}

const tile = (page: Page, id: string) => page.getByTestId(id).locator('dd');

describe('the Stats page', () => {
  test('opens from the game list with the figures; the chart code comes only then', async () => {
    await games();
    const { context, page, problems } = await open();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(path.basename(new URL(r.url()).pathname));
    });
    await page.goto(world.marshal.url);
    await page.getByTestId('game-row').first().waitFor();
    expect(scripts.some((s) => s.startsWith('StatsPage'))).toBe(false);

    await page.getByTestId('open-stats').click();
    await page.getByTestId('stats-page').waitFor();
    await expect.poll(() => tile(page, 'tile-games').textContent()).toBe('4');
    expect(scripts.some((s) => s.startsWith('StatsPage'))).toBe(true);
    expect(await tile(page, 'tile-finished').textContent()).toBe('3');
    expect(await tile(page, 'tile-unfinished').textContent()).toBe('1');
    expect(await page.getByTestId('wins-by-side').innerText()).toMatch(
      /Sheriff & Deputies 1 · Outlaws 1 · Renegade 1/,
    );
    // Every chart is drawn.
    for (const chart of [
      'chart-sides',
      'chart-player-count',
      'chart-roles',
      'chart-characters',
      'chart-deaths',
      'chart-cards',
    ]) {
      const box = await page.getByTestId(chart).locator('canvas').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
    }
    const eve = page.locator('[data-testid="player-row"][data-player="Eve"]');
    expect(await eve.getByTestId('player-games').textContent()).toBe('1');
    expect(await eve.getByTestId('player-wins').textContent()).toBe('0');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('two spellings of one person are merged, and separated again', async () => {
    await games();
    const { context, page, problems } = await open();
    await page.goto(`${world.marshal.url}#/stats`);
    const ann = page.locator('[data-testid="player-row"][data-player="Ann"]');
    await expect.poll(() => ann.getByTestId('player-games').textContent()).toBe('3');
    await page.getByTestId('merge-from').selectOption('Anna');
    await page.getByTestId('merge-into').selectOption('Ann');
    await page.getByTestId('merge').click();
    await expect.poll(() => ann.getByTestId('player-games').textContent()).toBe('4');
    expect(await page.locator('[data-testid="player-row"][data-player="Anna"]').count()).toBe(0);
    await page.getByTestId('separate').click();
    await expect.poll(() => ann.getByTestId('player-games').textContent()).toBe('3');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a filter picks the games: five players, an expansion', async () => {
    await games();
    const { context, page } = await open();
    await page.goto(`${world.marshal.url}#/stats`);
    await expect.poll(() => tile(page, 'tile-games').textContent()).toBe('4');
    await page.getByTestId('filter-players').selectOption('5');
    await expect.poll(() => tile(page, 'tile-games').textContent()).toBe('1');
    expect(await tile(page, 'tile-unfinished').textContent()).toBe('1');
    await page.getByTestId('filter-clear').click();
    await expect.poll(() => tile(page, 'tile-games').textContent()).toBe('4');
    await page.locator('[data-testid="filter-expansion"][data-expansion="high-noon"]').check();
    await expect.poll(() => tile(page, 'tile-games').textContent()).toBe('1');
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    for (const theme of ['dark', 'light']) {
      for (const locale of ['en', 'zhHans', 'cs']) {
        if (locale === 'cs' && (theme === 'dark' || viewport.width === 1280)) continue;
        test(`screenshots at ${viewport.width}x${viewport.height}, ${theme}, ${locale}`, async () => {
          const ids = await games();
          const { context, page, problems } = await open({ viewport, theme, locale });
          const size = `${viewport.width}x${viewport.height}`;
          await page.goto(`${world.marshal.url}#/stats`);
          await page.getByTestId('chart-cards').locator('canvas').waitFor();
          await shot(page, `stats-${size}-${theme}-${locale}`);
          await page.goto(`${world.marshal.url}#/story/${ids['sheriff-dynamite']}`);
          await page.getByTestId('story-chart').locator('canvas').waitFor();
          await shot(page, `story-${size}-${theme}-${locale}`);
          expect(problems).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe("a game's story", () => {
  test('from the game list: every life over the turns, with the Beer, the event, the Dynamite and the death', async () => {
    const ids = await games();
    const { context, page, problems } = await open();
    await page.goto(world.marshal.url);
    const row = page.locator(`[data-testid="game-row"][data-game-id="${ids['sheriff-dynamite']}"]`);
    await row.getByTestId('game-story').click();
    await page.getByTestId('story-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('story-outcome').textContent()).toMatch(/Outlaws/);
    const moments = page.getByTestId('story-moments').locator('li');
    expect(await moments.allTextContents()).toEqual([
      '●Turn 4: Dee drinks a Beer',
      '▲Turn 5: Thirst is turned up',
      '✹Turn 5: the Dynamite explodes on Ann',
      '✕Turn 5: Ann is out (Dynamite)',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('at the end of a game, one click away', async () => {
    const ids = await games();
    const { context, page } = await open();
    await page.goto(`${world.marshal.url}#/game/${ids['law-wins']}`);
    await page.getByTestId('end-story').click();
    await page.getByTestId('story-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('story-moments').locator('li').allTextContents()).toEqual([
      '✕Turn 1: Bob is out (Indians!, by Ann)',
      '✕Turn 1: Cid is out (Duel, by Ann)',
      '✕Turn 1: Dee is out (Gatling, by Ann)',
    ]);
    await context.close();
  });
});
