// From a click that commits an entry to the updated table being painted, in Chromium against the web host.
import { chromium, type Browser, type Page } from 'playwright-core';
import { ask, startFloor, startHost, tokenOf, type RunningHost } from './host.ts';
import { percentile } from './stats.ts';

/** Chromium as the browser tests start it. */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How Chromium paces its frames. `on-demand`: a change is drawn as soon as the page has it (the frame-rate
 * limit is off; a page with nothing new still gets no more than 60 frames a second, which is why an empty
 * requestAnimationFrame loop does not show the difference). What is measured is then the app's own work:
 * transport, deciding, storing, rendering, layout and paint. `60hz`: frames follow a 60 Hz clock as on a
 * display, so each round trip also waits up to 16.7 ms for the next refresh, however little the app does.
 */
export type Pacing = 'on-demand' | '60hz';

/** Entries entered before measuring: the first uses of each code path pay for compiling it. */
const WARM_UP = 20;

/**
 * Painted: a task posted from the next animation frame runs after that frame's style, layout and paint (a
 * requestAnimationFrame callback alone runs before them). Kept as source text, like the functions below.
 */
export const AFTER_PAINT = `(resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
})`;

/**
 * Clicks in the page and waits for a newer active log line, then for it to be painted. Returns the new line's
 * number and, on one clock every page of this machine shares (performance.timeOrigin + performance.now()), when
 * the click was made, when the page held the new table and when it was painted. Kept as source text: the
 * TypeScript loader would otherwise add helpers the page does not have.
 */
export const CLICK_AND_PAINT = `async (selector) => {
  const afterPaint = ${AFTER_PAINT};
  const now = () => performance.timeOrigin + performance.now();
  // Only the log is watched, and read: the observer and this run inside the measured time.
  const log = document.querySelector('[data-testid="log"]');
  if (!log) throw new Error('no log');
  // The newest entry's number: the log lists the newest line first (its count stops growing: it shows a
  // window), so the first active line is the newest one, found without reading the others.
  const newest = () => Number(log.querySelector('[data-testid="log-line"][data-status="active"]')?.dataset.seq ?? 0);
  const before = newest();
  const button = document.querySelector(selector);
  if (!button) throw new Error('no ' + selector);
  // A click made while the previous entry is still on its way waits for it (and is measured waiting).
  for (let i = 0; button.disabled && i < 300; i++) await new Promise((r) => setTimeout(r, 5));
  const start = now();
  let ready = 0;
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(selector + ' did not add a log line')), 5000);
    const observer = new MutationObserver(() => {
      if (newest() > before) {
        observer.disconnect();
        clearTimeout(timeout);
        // Ready: the page holds the new table; what is left is the frame that draws it (and, on a 60 Hz
        // clock, the wait for that frame).
        ready = now();
        afterPaint(resolve);
      }
    });
    observer.observe(log, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
    button.click();
  });
  return [newest(), start, ready, now()];
}`;

/**
 * The floor: the same measure on the floor server's page (floor-server.ts), where a click sends one WebSocket
 * message, the server makes one durable SQLite commit and answers, and the page changes one node. The frozen and
 * lean tables below are measured with it too: each has its own `#send` button and `#answer` node.
 */
const FLOOR_CLICK_AND_PAINT = `async () => {
  const afterPaint = ${AFTER_PAINT};
  const answer = document.getElementById('answer');
  const before = answer.textContent;
  const start = performance.now();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const refused = document.body.dataset.refused;
      reject(new Error('the floor server did not answer' + (refused ? ': ' + refused : '')));
    }, 5000);
    const observer = new MutationObserver(() => {
      if (answer.textContent !== before) {
        observer.disconnect();
        clearTimeout(timeout);
        afterPaint(resolve);
      }
    });
    observer.observe(answer, { childList: true, subtree: true, characterData: true });
    document.getElementById('send').click();
  });
  return performance.now() - start;
}`;

/**
 * The table as the page shows it, frozen: its style rules and markup, without the app's script. Kept as source
 * text, like the functions around it.
 */
const FROZEN_TABLE = `() => ({
  css: [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n')).join('\\n'),
  html: document.body.innerHTML,
  root: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
  body: [...document.body.attributes].map((a) => [a.name, a.value]),
})`;

/** Makes the page the frozen table (FROZEN_TABLE's style, markup and attributes). */
const SHOW_TABLE = `(table) => {
  const style = document.createElement('style');
  style.textContent = table.css;
  document.head.replaceChildren(style);
  for (const [name, value] of table.root) document.documentElement.setAttribute(name, value);
  for (const [name, value] of table.body) document.body.setAttribute(name, value);
  document.body.innerHTML = table.html;
}`;

/**
 * Turns the floor server's page into the frozen table: the same one WebSocket message, commit and painted
 * change, on a page of the table's size. The table's draw button sends; the newest log line's text is the node
 * the answer changes. What the table's round trip costs over this floor is the app's own work.
 */
const SHAPE_FLOOR = `(table) => {
  (${SHOW_TABLE})(table);
  const send = document.querySelector('[data-testid="action-draw"]');
  const answer = document.querySelector('[data-testid="log-line"] .text');
  if (!send || !answer) throw new Error('the frozen table has no draw button or log line');
  send.id = 'send';
  answer.id = 'answer';
  send.onclick = () => socket.send(JSON.stringify({ entry: 'draw' }));
  socket.onmessage = (event) => { answer.textContent = event.data; };
}`;

/**
 * The lean table: the frozen table's page once more, on a second web host's origin (without the app), entering
 * the table's moves over a socket of its own and applying each answer by hand: the new log line on top (the
 * window's oldest one leaves), the earlier-entries count, the hand of the player in turn, the status bar's
 * player and phase. The same host, snapshot and page as the table's, the least DOM work an entry needs and no
 * framework: what any implementation of this table could reach here. A refused entry is kept in
 * `body[data-refused]`, and named when the round trip then times out.
 */
const SHAPE_LEAN = `({ table, token, gameId }) => {
  (${SHOW_TABLE})(table);
  const send = document.querySelector('[data-testid="action-draw"]');
  const log = document.querySelector('[data-testid="log"] ol');
  if (!send || !log || !log.firstElementChild) throw new Error('the frozen table has no draw button or log');
  send.id = 'send';
  log.id = 'answer';
  // A turn of Kit Carlson's, as the table's cycle enters it, on a game of its own.
  const entries = [{ type: 'draw' }, { type: 'discard', count: 1 }, { type: 'discard', count: 1 }, { type: 'end-turn' }];
  let next = 0;
  const socket = new WebSocket('ws://' + location.host + '/api/socket?token=' + encodeURIComponent(token));
  send.onclick = () =>
    socket.send(JSON.stringify({ id: next, name: 'enter', payload: { gameId, entry: entries[next++ % entries.length] } }));
  const text = (root, selector, value) => {
    const node = root?.querySelector(selector);
    if (node) node.textContent = String(value);
  };
  socket.onmessage = (event) => {
    const { answer } = JSON.parse(event.data);
    if (!answer.ok || !answer.value.accepted) {
      document.body.dataset.refused = JSON.stringify(answer);
      return;
    }
    const { game } = answer.value;
    const line = game.log[game.log.length - 1];
    const newest = log.firstElementChild.cloneNode(true);
    newest.dataset.seq = String(line.seq);
    text(newest, '.seq', line.seq);
    text(newest, '.text', line.text);
    log.prepend(newest);
    log.lastElementChild.remove();
    text(document, '[data-testid="log-earlier"]', 'Earlier entries (' + Math.max(0, game.logCount - game.log.length) + ' more)');
    const player = game.view.players.find((p) => p.name === game.view.turn.player);
    const seat = document.querySelector('[data-testid="seat"][data-player="' + game.view.turn.player + '"]');
    if (seat && player) {
      seat.dataset.hand = String(player.hand);
      text(seat, '[data-testid="seat-hand"] strong', player.hand);
    }
    text(document, '[data-testid="status-player"]', game.view.turn.player);
    text(document, '[data-testid="status-phase"]', game.view.turn.phase);
  };
  socket.onopen = () => (document.body.dataset.ready = 'yes');
}`;

/**
 * The same measure for a change made in the page alone (no host, no transport, next to no rendering), at a
 * random moment of the frame: the part of a round trip that waits for the display's next refresh.
 */
const FRAME_FLOOR = `async () => {
  const afterPaint = ${AFTER_PAINT};
  let probe = document.getElementById('bench-probe');
  if (!probe) {
    probe = document.createElement('span');
    probe.id = 'bench-probe';
    document.body.append(probe);
  }
  await new Promise((r) => setTimeout(r, Math.random() * 17));
  const start = performance.now();
  probe.textContent = String(start);
  await new Promise((resolve) => afterPaint(resolve));
  return performance.now() - start;
}`;

export interface RoundTrip {
  p50: number;
  p99: number;
  /** The slowest of the warm-up entries (the first of a session, before the code paths are compiled). */
  warmUpMax: number;
  /** p99 of FRAME_FLOOR over as many samples. */
  floorP99: number;
  /** Click → the new table in the page's DOM (before the frame that shows it). */
  readyP50: number;
  readyP99: number;
  /** The floor's round trip (FLOOR_CLICK_AND_PAINT), measured between the entries, as many samples. */
  bareP50: number;
  bareP99: number;
  /** The same floor on a frozen copy of the table's page (SHAPE_FLOOR), as many samples. */
  shapedP50: number;
  shapedP99: number;
  /** The lean table (SHAPE_LEAN), as many samples. */
  leanP50: number;
  leanP99: number;
}

export async function roundTrip(root: string, pacing: Pacing, entries = 200): Promise<RoundTrip | null> {
  // The lean table has a host of its own: its entries are pushed to no window of the table's.
  const [host, floorServer, leanHost] = await Promise.all([
    startHost(root),
    startFloor(root),
    startHost(root),
  ]);
  const args = pacing === 'on-demand' ? [...FLAGS, '--disable-frame-rate-limit'] : FLAGS;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  try {
    const setup = {
      players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' })),
    };
    const created = (await (await ask(host.url, 'newGame', { setup })).json()) as { value: { id: number } };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${host.url}#/game/${created.value.id}`);
    await page.getByTestId('action-draw').waitFor();
    /** The floor server's page in another tab of the same browser, its socket open. */
    const openFloorPage = async () => {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await tab.goto(floorServer.url);
      await tab.locator('body[data-ready="yes"]').waitFor();
      return tab;
    };
    const floorPage = await openFloorPage();
    const samples: number[] = [];
    const ready: number[] = [];
    const bare: number[] = [];
    const shaped: number[] = [];
    const lean: number[] = [];
    // A turn is four clicks, each an entry: draw, discard one, discard one, end the turn.
    const cycle = [
      '[data-testid="action-draw"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-discard"]',
      '[data-testid="action-end-turn"]',
    ];
    /** Four round trips on a floor page, brought to the front first. */
    const floorTurn = async (on: typeof floorPage, into: number[]) => {
      await on.bringToFront();
      for (let i = 0; i < cycle.length; i++)
        into.push(await on.evaluate<number>(`(${FLOOR_CLICK_AND_PAINT})()`));
    };
    // The table's turns, each followed by as many round trips on each floor page, so whatever else the machine
    // does weighs on all alike.
    const tableTurn = async () => {
      await page.bringToFront();
      for (const selector of cycle) {
        const [, clicked, atReady, atPaint] = await page.evaluate<[number, number, number, number]>(
          `(${CLICK_AND_PAINT})(${JSON.stringify(selector)})`,
        );
        ready.push(atReady - clicked);
        samples.push(atPaint - clicked);
      }
      await floorTurn(floorPage, bare);
    };
    // The warm-up's floor samples are measured too and left out with the table's.
    while (samples.length < WARM_UP) await tableTurn();
    // The table's page once it has a log, frozen, in a third tab on the floor server.
    const table = await page.evaluate<unknown>(`(${FROZEN_TABLE})()`);
    const shapedPage = await openFloorPage();
    await shapedPage.evaluate(`(${SHAPE_FLOOR})(${JSON.stringify(table)})`);
    await floorTurn(shapedPage, []);
    const leanPage = await openLeanPage(browser, leanHost, setup, table);
    await floorTurn(leanPage, []);
    while (samples.length < WARM_UP + entries) {
      await tableTurn();
      await floorTurn(shapedPage, shaped);
      await floorTurn(leanPage, lean);
    }
    await page.bringToFront();
    const floor: number[] = [];
    while (floor.length < entries) floor.push(await page.evaluate<number>(`(${FRAME_FLOOR})()`));
    const kept = samples.slice(WARM_UP, WARM_UP + entries);
    const keptReady = ready.slice(WARM_UP, WARM_UP + entries);
    const keptBare = bare.slice(WARM_UP, WARM_UP + entries);
    const result = {
      p50: percentile(kept, 50),
      p99: percentile(kept, 99),
      warmUpMax: Math.max(...samples.slice(0, WARM_UP)),
      floorP99: percentile(floor, 99),
      readyP50: percentile(keptReady, 50),
      readyP99: percentile(keptReady, 99),
      bareP50: percentile(keptBare, 50),
      bareP99: percentile(keptBare, 99),
      shapedP50: percentile(shaped, 50),
      shapedP99: percentile(shaped, 99),
      leanP50: percentile(lean, 50),
      leanP99: percentile(lean, 99),
    };
    if (process.env.MARSHAL_BENCH_VERBOSE) {
      process.stderr.write(
        `round trip (${pacing}) p50 ${result.p50.toFixed(1)} p90 ${percentile(kept, 90).toFixed(1)} p99 ${result.p99.toFixed(1)} max ${Math.max(...kept).toFixed(1)}; frame floor p50 ${percentile(floor, 50).toFixed(1)} p99 ${result.floorP99.toFixed(1)}; bare round trip p50 ${result.bareP50.toFixed(1)} p99 ${result.bareP99.toFixed(1)}; on the frozen table p50 ${result.shapedP50.toFixed(1)} p99 ${result.shapedP99.toFixed(1)}; lean table p50 ${result.leanP50.toFixed(1)} p99 ${result.leanP99.toFixed(1)}\n`,
      );
    }
    return result;
  } catch (error) {
    process.stderr.write(
      `round trip not measured: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return null;
  } finally {
    await browser.close();
    host.stop();
    floorServer.stop();
    leanHost.stop();
  }
}

/**
 * The lean table's tab: a page on the lean host's origin (so its socket is let in), made the frozen table, with a
 * new game there to enter into. Resolves once its socket is open.
 */
async function openLeanPage(
  browser: Browser,
  leanHost: RunningHost,
  setup: unknown,
  table: unknown,
): Promise<Page> {
  const created = (await (await ask(leanHost.url, 'newGame', { setup })).json()) as { value: { id: number } };
  const origin = new URL(leanHost.url).origin;
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The host's own "not found" page: its origin and its local address, and no app. Written over as an HTML
  // page in standards mode, as the table's is.
  await tab.goto(`${origin}/bench-lean`);
  await tab.evaluate(
    `document.open(); document.write('<!doctype html><meta charset="utf-8"><title>lean table</title>'); document.close();`,
  );
  const token = tokenOf(leanHost.url);
  await tab.evaluate(`(${SHAPE_LEAN})(${JSON.stringify({ table, token, gameId: created.value.id })})`);
  await tab.locator('body[data-ready="yes"]').waitFor();
  return tab;
}
