// What the table sees of the host's limits and checks: the token leaves the address bar at once, a long game
// imports whole, a script that is too large says its size and the limit, and a damaged game is named in the
// list and rebuilt from its entries.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setup } from '../store/helpers.ts';
import { openPage, screenshot, useMarshal } from './harness.ts';

const world = useMarshal();

/** `n` entries of whole turns: draw two, discard two, end the turn. */
function turns(n: number): unknown[] {
  const cycle = [{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }];
  return Array.from({ length: n }, (_, i) => cycle[i % cycle.length]);
}

/** Picks a game script file in the list's import button, as the table would. */
async function importFile(page: Page, name: string, script: unknown): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(script, null, 2)),
  });
}

/** A fresh page on the game list. */
async function openList() {
  const opened = await openPage(world.browser);
  await opened.page.goto(world.marshal.url);
  await opened.page.getByTestId('game-list').waitFor();
  return opened;
}

async function ask(name: string, payload: unknown): Promise<unknown> {
  const url = new URL(world.marshal.url);
  const answer = await fetch(new URL(`/api/${name}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': url.searchParams.get('token') ?? '' },
    body: JSON.stringify(payload),
  });
  return answer.json();
}

describe('the token', () => {
  test('leaves the address bar once the page has it; a reload still gets in', async () => {
    const { context, page, problems } = await openList();
    await expect.poll(() => page.url()).not.toContain('token');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload();
    await page.getByTestId('game-list').waitFor();
    await page.getByTestId('new-game').waitFor();
    expect(page.url()).not.toContain('token');
    expect(await page.getByTestId('error').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a new tab without it is told where to get in, and gets in from the printed address', async () => {
    const { context, page, problems } = await openPage(world.browser);
    await page.goto(world.marshal.url.replace(/\?token=.*$/, ''));
    const error = page.getByTestId('error');
    await error.waitFor();
    expect(await error.textContent()).toContain(
      'This tab has no access to Marshal. Open the address Marshal printed when it started',
    );
    await page.goto(world.marshal.url);
    await page.getByTestId('new-game').waitFor();
    await expect.poll(() => page.getByTestId('error').count()).toBe(0);
    // The refused requests are the only failures the page saw.
    expect(problems.every((p) => p.includes('403'))).toBe(true);
    await context.close();
  });
});

describe('importing a game script', () => {
  test('a long game (10,000 entries) imports whole and opens at its last turn', async () => {
    const { context, page, problems } = await openList();
    await importFile(page, 'marathon.marshal.json', { format: 'marshal/1', setup, entries: turns(10_000) });
    const row = page.getByTestId('game-row').filter({ hasText: '10000 entries' });
    await row.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-error').count()).toBe(0);
    await row.getByTestId('resume-game').click();
    // 3,333 whole turns, then Ann draws in turn 3,334.
    await expect.poll(() => page.getByTestId('status-turn').textContent(), { timeout: 60_000 }).toBe('3334');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a script that is too large says how large it is and what the limit is', async () => {
    const { context, page, problems } = await openList();
    const before = await page.getByTestId('game-row').count();
    const entries = Array.from({ length: 108_500 }, () => ({ type: 'draw', player: 'Ann' }));
    await importFile(page, 'huge.marshal.json', { format: 'marshal/1', setup, entries });
    const problem = page.getByTestId('import-error');
    await problem.waitFor();
    expect(await problem.textContent()).toContain(
      '“huge.marshal.json” could not be imported: this game script is 3.2 MB; the limit is 1 MB',
    );
    await screenshot(page, 'import-too-large');
    // Marshal is still there: the list answers, nothing was added.
    await page.reload();
    await page.getByTestId('game-list').waitFor();
    await expect.poll(() => page.getByTestId('game-row').count()).toBe(before);
    // A request over the limit goes over HTTP (the socket would be closed): its 413 is the page's one failure.
    expect(problems).toEqual([expect.stringContaining('413')]);
    await context.close();
  });
});

describe('a damaged game', () => {
  test('is named in the list, refused when opened, and rebuilt from its entries', async () => {
    const created = (await ask('newGame', { name: 'Broken Friday', setup })) as { value: { id: number } };
    const gameId = created.value.id;
    for (const entry of turns(30)) await ask('enter', { gameId, entry });
    await world.marshal.restart();
    // Behind Marshal's back, as a bad disk or a careless tool would: one event row is cut short.
    const db = new Database(path.join(world.marshal.dataDir, 'marshal.db'));
    db.prepare(`UPDATE entries SET events = '[{"type": "Life' WHERE game_id = ? AND seq = 9`).run(gameId);
    db.close();

    const { context, page, problems } = await openPage(world.browser);
    await page.goto(`${world.marshal.url}#/game/${gameId}`);
    const error = page.getByTestId('error');
    await error.waitFor();
    expect(await error.textContent()).toContain('This game’s saved data is damaged.');
    expect(await error.textContent()).not.toContain('Life');

    await page.goto(world.marshal.url.replace(/\?token=.*$/, ''));
    const row = page.getByTestId('game-row').filter({ hasText: 'Broken Friday' });
    await row.getByTestId('game-damaged').waitFor();
    await screenshot(page, 'damaged-game');
    await row.getByTestId('rebuild-game').click();
    await page.getByTestId('rebuild-note').waitFor();
    expect(await page.getByTestId('rebuild-note').textContent()).toContain(
      '“Broken Friday” is rebuilt from its entries.',
    );
    expect(await row.getByTestId('game-damaged').count()).toBe(0);
    await row.getByTestId('resume-game').click();
    await expect.poll(() => page.getByTestId('status-turn').textContent()).toBe('11');
    expect(problems).toEqual([]);
    await context.close();
  });
});
