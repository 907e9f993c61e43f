// The table display on a TV: long names are shown whole (on two lines or smaller), never cut, and the seats
// still stand apart — seven players, in English, Czech and Traditional Chinese.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { askHost, openPage, screenshot, useMarshal } from './harness.ts';
import { LONG_NAMES, importGame } from './flows.ts';

const world = useMarshal();

function script(): unknown {
  const entries: object[] = [];
  for (const card of ['barrel', 'mustang', 'volcanic', 'scope', 'remington', 'hideout', 'schofield']) {
    entries.push({ type: 'draw' }, { type: 'play', card }, { type: 'end-turn', force: true });
  }
  entries.push({ type: 'draw' });
  return {
    format: 'marshal/1',
    setup: { players: LONG_NAMES, expansions: ['base', 'dodge-city'], seed: 2 },
    entries,
  };
}

interface Seen {
  cut: string[];
  overlaps: string[];
  names: string[];
}

function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const seats = [...document.querySelectorAll<HTMLElement>('[data-testid="display-seat"]')];
    const names = seats.map((s) => s.querySelector<HTMLElement>('.name')).filter((n) => n !== null);
    const cut = names
      .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)
      .map((n) => n.textContent ?? '');
    const boxes = seats.map((s) => ({ r: s.getBoundingClientRect(), name: s.dataset.player ?? '' }));
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const meet =
          a.r.left < b.r.right - 0.5 &&
          b.r.left < a.r.right - 0.5 &&
          a.r.top < b.r.bottom - 0.5 &&
          b.r.top < a.r.bottom - 0.5;
        if (meet) overlaps.push(`${a.name} × ${b.name}`);
      }),
    );
    return { cut, overlaps, names: names.map((n) => (n.textContent ?? '').trim()) };
  });
}

describe('the table display with long names', () => {
  test('every name whole, no seat over another, at 1920×1080 and 1366×768 in three languages', async () => {
    const id = await importGame(world, 'TV', script());
    const { context, page, problems } = await openPage(world.browser, { width: 1920, height: 1080 });
    await page.goto(`${world.marshal.url}#/display/${id}`);
    await expect.poll(() => page.getByTestId('display-seat').count(), { timeout: 30_000 }).toBe(7);
    for (const locale of ['en', 'cs', 'zhHant'] as const) {
      // The display speaks the language the main view shows.
      await askHost(world.marshal, 'show', { gameId: id, odds: false, locale });
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), { timeout: 30_000 })
        .toContain(locale === 'zhHant' ? 'zh' : locale);
      for (const size of [
        { width: 1920, height: 1080 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(size);
        const where = `${locale} ${size.width}×${size.height}`;
        await screenshot(page, `display-names-${locale}-${size.width}x${size.height}`);
        const seen = await look(page);
        expect(seen.names, where).toEqual(LONG_NAMES.map((p) => p.name));
        expect(seen.cut, `${where}: names cut`).toEqual([]);
        expect(seen.overlaps, `${where}: seats over seats`).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
