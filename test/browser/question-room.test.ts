// A question waiting (a BANG! to answer) must not push any seat out of sight: five and seven players with long
// names, at 1366×768 and 1024×768, in the four languages — measured from the boxes the browser lays out.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useMarshal, type Viewport } from './harness.ts';
import { LONG_NAMES, openImported, paletteCard, seat } from './flows.ts';

const world = useMarshal();

/** Every seat puts cards in play, then the Sheriff draws: phase 2 of the second round. */
function evening(count: number): unknown {
  const players = LONG_NAMES.slice(0, count);
  const entries: object[] = [];
  const loadouts = [
    ['rev-carabine', 'mustang', 'barrel'],
    ['volcanic', 'scope'],
    ['barrel', 'winchester'],
    ['mustang', 'remington'],
    ['hideout', 'schofield'],
    ['binocular', 'volcanic'],
    ['mustang', 'barrel'],
  ];
  for (const cards of loadouts.slice(0, count)) {
    entries.push({ type: 'draw' });
    for (const card of cards) entries.push({ type: 'play', card });
    entries.push({ type: 'end-turn' });
  }
  entries.push({ type: 'draw' });
  return {
    format: 'marshal/1',
    setup: { players, expansions: ['base', 'dodge-city'], seed: 3 },
    entries,
  };
}

/** Seats wholly inside the window and every clipping parent. */
function seatsInSight(page: Page): Promise<{ shown: number; hidden: string[] }> {
  return page.evaluate(() => {
    const seats = [...document.querySelectorAll<HTMLElement>('[data-testid="seat"]')];
    const hidden = seats.filter((el) => {
      const r = el.getBoundingClientRect();
      let top = 0;
      let left = 0;
      let bottom = window.innerHeight;
      let right = window.innerWidth;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = p.getBoundingClientRect();
          top = Math.max(top, c.top);
          left = Math.max(left, c.left);
          bottom = Math.min(bottom, c.bottom);
          right = Math.min(right, c.right);
        }
      }
      return !(
        r.top >= top - 0.5 &&
        r.left >= left - 0.5 &&
        r.bottom <= bottom + 0.5 &&
        r.right <= right + 0.5
      );
    });
    return { shown: seats.length - hidden.length, hidden: hidden.map((el) => el.dataset.player ?? '') };
  });
}

const LOCALES = ['en', 'cs', 'zhHant', 'zhHans'] as const;
const LAPTOPS: Viewport[] = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

describe('a question waiting on a laptop', () => {
  for (const count of [5, 7]) {
    test(`${count} players with long names: every seat stays wholly in sight with and without a BANG! to answer`, async () => {
      const target = LONG_NAMES[1]?.name ?? '';
      const { context, page, problems } = await openImported(
        world,
        `Long names ${count}`,
        evening(count),
        target,
        LAPTOPS[0] as Viewport,
      );
      const check = async (when: string) => {
        for (const locale of LOCALES) {
          await page.getByTestId('locale-select').selectOption(locale);
          for (const size of LAPTOPS) {
            await page.setViewportSize(size);
            const where = `${when}, ${locale} ${size.width}×${size.height}`;
            if (count === 7 && locale !== 'zhHans')
              await screenshot(page, `question-room-${when}-${locale}-${size.width}x${size.height}`);
            await expect
              .poll(() => seatsInSight(page), { timeout: 5_000, message: where })
              .toEqual({ shown: count, hidden: [] });
          }
        }
      };
      await check('no-question');
      await page.getByTestId('locale-select').selectOption('en');
      await paletteCard(page, 'bang').click();
      await seat(page, target).getByTestId('seat-target').click();
      const banner = page.getByTestId('prompt-banner');
      await expect.poll(() => banner.getAttribute('data-player')).toBe(target);
      await page.getByRole('button', { name: 'Take the hit' }).waitFor();
      await check('question');
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
