// Room at the sizes laptops have: seven players with long Czech names, Dodge City, Armed & Dangerous and an
// event in force, in phase 2 — measured by the boxes the browser lays out, in every language, at 1366×768 and
// 1024×768 (and a tablet). Nothing overlaps, no name or role is cut, the palette and the log keep their room.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useMarshal, type Viewport } from './harness.ts';
import { openImported, seat } from './flows.ts';

const world = useMarshal();

const PLAYERS = [
  { name: 'Kateřina', character: 'calamity-janet', role: 'sheriff' },
  { name: 'Bartoloměj', character: 'bart-cassidy' },
  { name: 'Dee', character: 'jesse-jones' },
  { name: 'Přemysl', character: 'suzy-lafayette' },
  { name: 'Jaroslava', character: 'elena-fuente' },
  { name: 'Svatopluk', character: 'frankie-canton' },
  { name: 'Maximilián', character: 'apache-kid' },
];

/** A round in which every seat puts cards in play and Kateřina shoots Dee dead (an Outlaw), then the event
 *  and Kateřina's draw: phase 2 of turn 7. */
function evening(): unknown {
  const entries: object[] = [{ type: 'set', player: 'Dee', life: 1 }];
  const turn = (cards: object[], discard = 0) => {
    entries.push({ type: 'draw' });
    for (const card of cards) entries.push({ type: 'play', ...card });
    if (discard > 0) entries.push({ type: 'discard', count: discard });
    entries.push({ type: 'end-turn' });
  };
  entries.push(
    { type: 'draw' },
    { type: 'play', card: 'rev-carabine', sign: 'AC' },
    { type: 'play', card: 'mustang' },
    { type: 'play', card: 'barrel' },
    { type: 'play', card: 'bang', target: 'Dee' },
    { type: 'pass', player: 'Dee' },
    { type: 'pass', player: 'Dee' },
    { type: 'reveal-role', player: 'Dee', role: 'outlaw' },
    { type: 'discard', count: 1 },
    { type: 'end-turn' },
  );
  turn([{ card: 'volcanic' }, { card: 'scope' }]);
  turn([{ card: 'barrel' }, { card: 'winchester', sign: '8S' }]);
  turn([{ card: 'mustang' }], 1);
  turn([{ card: 'remington' }, { card: 'hideout' }]);
  turn([{ card: 'binocular' }, { card: 'schofield' }]);
  entries.push({ type: 'reveal-event', card: 'abandoned-mine' }, { type: 'draw' });
  return {
    format: 'marshal/1',
    setup: {
      players: PLAYERS,
      expansions: ['base', 'dodge-city', 'armed-and-dangerous', 'fistful-of-cards'],
      events: 'fistful-of-cards',
      seed: 7,
    },
    entries,
  };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
}

interface Measure {
  seats: Box[];
  centre: Box;
  badges: Box[];
  chips: Box[];
  /** Each seat's name, role and character. */
  words: Box[];
  /** Name and role elements whose text does not fit their box. */
  cut: string[];
  /** Buttons (the palette's, the answers', the seats') whose text runs out of them. */
  spills: string[];
  palette: number;
  logLines: number;
  /** Seats wholly on the screen, not scrolled away or cut by the window. */
  seatsShown: number;
  /** The header's controls that are not wholly on the screen (cut off by the window's edge). */
  headerCut: string[];
  /** The game's name when it shows only a letter or two before its ellipsis (out of sight is fine). */
  titleCut: string;
  /** The game's name is on the screen. */
  titleShown: boolean;
  legend: string;
}

/** Every box the test judges, as laid out now; "visible" is inside the viewport and every clipping parent. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const box = (el: Element, label = ''): Box => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, label };
    };
    const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
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
      const slack = 0.5;
      return (
        r.top >= top - slack &&
        r.left >= left - slack &&
        r.bottom <= bottom + slack &&
        r.right <= right + slack
      );
    };
    const seatOf = (el: Element) => el.closest('[data-testid="seat"]')?.getAttribute('data-player') ?? '';
    return {
      seats: all('[data-testid="seat"]').map((el) => box(el, el.dataset.player)),
      centre: box(document.querySelector('[data-testid="ring-centre"]') ?? document.body, 'centre'),
      badges: all('[data-testid="seat-distance"]').map((el) => box(el, seatOf(el))),
      chips: all('[data-testid="seat"] [data-testid="in-play"]').map((el) =>
        box(el, `${seatOf(el)} ${el.dataset.card}`),
      ),
      words: all('[data-testid="seat-name"], [data-testid="seat-role"], [data-testid="seat-character"]').map(
        (el) => box(el, `${seatOf(el)} ${el.dataset.testid}`),
      ),
      cut: all('[data-testid="seat-name"], [data-testid="seat-role"], [data-testid="seat-character"]')
        .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
        .map((el) => `${seatOf(el)}: ${el.textContent?.trim()}`),
      spills: [
        ...all('[data-testid="palette-card"], [data-testid="prompt-answer"], [data-testid="in-play"]').filter(
          (el) => el.scrollWidth > el.clientWidth + 1,
        ),
        // The move pad's buttons stay inside the pad, their words inside them.
        ...all('[data-testid="move-pad"] button').filter((el) => {
          const pad = el.closest('[data-testid="move-pad"]')?.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          const out = !!pad && (r.left < pad.left - 0.5 || r.right > pad.right + 0.5);
          return out || el.scrollWidth > el.clientWidth + 1;
        }),
      ].map((el) => el.textContent?.trim() ?? ''),
      palette: all('[data-testid="palette-card"]').filter(visible).length,
      logLines: all('[data-testid="log-line"]').filter(visible).length,
      seatsShown: all('[data-testid="seat"]').filter(visible).length,
      headerCut: all('header button, header select')
        .filter((el) => !visible(el))
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
      titleCut: (() => {
        const h = document.querySelector<HTMLElement>('[data-testid="game-title"]');
        if (!h) return 'no title';
        const w = h.getBoundingClientRect().width;
        const em = parseFloat(getComputedStyle(h).fontSize);
        const whole = h.scrollWidth <= h.clientWidth;
        return w <= 1 || whole || w >= 4 * em ? '' : `"${h.textContent}" in ${Math.round(w)} px`;
      })(),
      titleShown: (() => {
        const h = document.querySelector('[data-testid="game-title"]');
        return !!h && h.getBoundingClientRect().width > 1;
      })(),
      legend: document.querySelector('[data-testid="distance-legend"]')?.textContent ?? '',
    };
  });
}

const meets = (a: Box, b: Box) =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Every pair of boxes from `a` and `b` that overlap, as "label × label". */
function overlaps(a: Box[], b: Box[], same = false): string[] {
  const found: string[] = [];
  a.forEach((x, i) =>
    b.forEach((y, j) => {
      if (same && j <= i) return;
      if (meets(x, y)) found.push(`${x.label} × ${y.label}`);
    }),
  );
  return found;
}

const LOCALES = ['en', 'cs', 'zhHant', 'zhHans'] as const;
const LAPTOPS: Viewport[] = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

/** What must hold at every size: seats apart from each other and from the centre box, badges off the cards
 *  in play, every name and role in full, every label inside its button, every seat and header control on the
 *  screen. */
async function expectRoomy(page: Page, where: string): Promise<Measure> {
  const m = await measure(page);
  expect(overlaps(m.seats, m.seats, true), `${where}: seats over seats`).toEqual([]);
  expect(overlaps(m.seats, [m.centre]), `${where}: seats over the turn box`).toEqual([]);
  expect(overlaps(m.badges, m.chips), `${where}: badges over cards in play`).toEqual([]);
  expect(overlaps(m.badges, m.words), `${where}: badges over names`).toEqual([]);
  expect(m.cut, `${where}: names and roles cut`).toEqual([]);
  expect(m.spills, `${where}: labels out of their buttons`).toEqual([]);
  expect(m.seatsShown, `${where}: seats on the screen`).toBe(PLAYERS.length);
  expect(m.headerCut, `${where}: header controls out of the window`).toEqual([]);
  expect(m.titleCut, `${where}: the game's name cut to a letter or two`).toBe('');
  expect(m.badges.length, `${where}: a badge on each living seat but the viewpoint`).toBe(5);
  return m;
}

function openEvening(viewport: Viewport) {
  return openImported(world, 'Laptop evening', evening(), 'Maximilián', viewport);
}

describe('seven players on a laptop', () => {
  test('phase 2 with an event up, at 1366×768 and 1024×768 in four languages: nothing overlaps or is cut, 12 cards and 5 log lines in sight', async () => {
    const { context, page, problems } = await openEvening(LAPTOPS[0] as Viewport);
    await page.getByTestId('status-event-text').waitFor();
    for (const locale of LOCALES) {
      await page.getByTestId('locale-select').selectOption(locale);
      for (const size of LAPTOPS) {
        await page.setViewportSize(size);
        const where = `${locale} ${size.width}×${size.height}`;
        await screenshot(page, `laptop-${locale}-${size.width}x${size.height}`);
        const m = await expectRoomy(page, where);
        expect(m.palette, `${where}: palette cards in sight`).toBeGreaterThanOrEqual(12);
        expect(m.logLines, `${where}: log lines in sight`).toBeGreaterThanOrEqual(5);
        // The widest laptop keeps the game's name in sight; the window's title always has it.
        if (size.width === 1366 && locale === 'en')
          expect(m.titleShown, `${where}: the game's name`).toBe(true);
      }
    }
    expect(await page.title()).toBe('Laptop evening · Marshal');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('while Bartoloměj answers a BANG!, distances stay drawn from Kateřina, whose turn it is', async () => {
    const { context, page, problems } = await openEvening({ width: 1024, height: 768 });
    await page.getByTestId('locale-select').selectOption('cs');
    await page.locator('[data-testid="palette-card"][data-card="bang"]').click();
    await seat(page, 'Bartoloměj').getByTestId('seat-target').click();
    const banner = page.getByTestId('prompt-banner');
    await expect.poll(() => banner.getAttribute('data-player')).toBe('Bartoloměj');
    expect(await page.getByTestId('ring').getAttribute('data-viewpoint')).toBe('Kateřina');
    expect(await page.getByTestId('distance-legend').textContent()).toContain('Kateřina');
    expect(await seat(page, 'Kateřina').getByTestId('seat-distance').count()).toBe(0);
    expect(await seat(page, 'Bartoloměj').getByTestId('seat-distance').getAttribute('data-distance')).toBe(
      '1',
    );
    for (const locale of LOCALES) {
      await page.getByTestId('locale-select').selectOption(locale);
      for (const size of LAPTOPS) {
        await page.setViewportSize(size);
        await screenshot(page, `laptop-answer-${locale}-${size.width}x${size.height}`);
        await expectRoomy(page, `answering, ${locale} ${size.width}×${size.height}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test('the event’s text folds away and comes back, remembered after a reload', async () => {
    const { context, page } = await openEvening({ width: 1366, height: 768 });
    const fold = page.getByTestId('status-event-fold');
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    const before = await measure(page);
    await fold.click();
    await expect.poll(() => page.getByTestId('status-event-text').count()).toBe(0);
    expect(await page.getByTestId('status-event-name').textContent()).toBe('Abandoned Mine');
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    // The table's column gains the text's room.
    const after = await measure(page);
    expect(after.centre.y).toBeLessThan(before.centre.y);
    await page.reload();
    await seat(page, 'Kateřina').waitFor();
    expect(await page.getByTestId('status-event-text').count()).toBe(0);
    await page.getByTestId('status-event-fold').click();
    await page.getByTestId('status-event-text').waitFor();
    await context.close();
  }, 120_000);
});

describe('seven players on a tablet', () => {
  test('lying flat and held upright: nothing overlaps or is cut', async () => {
    const { context, page, problems } = await openEvening({ width: 1180, height: 820 });
    for (const locale of ['en', 'cs'] as const) {
      await page.getByTestId('locale-select').selectOption(locale);
      for (const size of [
        { width: 1180, height: 820 },
        { width: 820, height: 1180 },
      ]) {
        await page.setViewportSize(size);
        await screenshot(page, `tablet-${locale}-${size.width}x${size.height}`);
        await expectRoomy(page, `${locale} ${size.width}×${size.height}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
