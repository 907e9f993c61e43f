// A ghost at the table: an eliminated player's seat stays in the ring, greyed; a ghost's seat says plainly
// that he is a ghost (what brought him back, no life bar) and still shows his hand and his cards in play — on
// the main view, the table display and a phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { askOk, openPage, ROOT, useMarshal } from './harness.ts';
import { importGame, paletteCard, seat, waitForLog } from './flows.ts';
import type { Invitation } from '../../src/host/phones-contract.ts';

const world = useMarshal();
const TIMEOUT = { timeout: 15_000 };

interface Script {
  setup: unknown;
  entries: unknown[];
}

/** The Ghost Town scenario's game, up to `count` entries: Dee is shot dead in the first turn; on the
 *  Sheriff's second turn Ghost Town is turned up, and Dee comes back for his own turn. */
function ghostTown(count: number): { format: string; setup: unknown; entries: unknown[] } {
  const file = path.join(ROOT, 'test/scenarios/ev-ghost-town.json');
  const { script } = JSON.parse(readFileSync(file, 'utf8')) as { script: Script & { format: string } };
  return { ...script, entries: script.entries.slice(0, count) };
}

describe('a ghost at the table', () => {
  test('an eliminated seat stays greyed in the ring; a ghost shows what brought him back, his hand, no life bar', async () => {
    const dead = await importGame(world, 'Dee shot', ghostTown(8));
    const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
    await page.goto(`${world.marshal.url}#/game/${dead}`);
    const dee = seat(page, 'Dee');
    await dee.waitFor(TIMEOUT);
    expect(await dee.getAttribute('data-alive')).toBe('false');
    expect(await dee.getByTestId('seat-dead').count()).toBe(1);
    expect(await dee.getAttribute('data-ghost')).toBe('false');

    // Ghost Town is up and it is Dee's turn: he has drawn his 3 cards.
    const back = await importGame(world, 'Dee a ghost', ghostTown(25));
    await page.goto(`${world.marshal.url}#/game/${back}`);
    await expect.poll(() => seat(page, 'Dee').getAttribute('data-ghost'), TIMEOUT).toBe('true');
    const ghost = seat(page, 'Dee');
    expect(await ghost.getByTestId('seat-life').count()).toBe(0);
    expect(await ghost.getByTestId('seat-dead').count()).toBe(0);
    const line = ghost.getByTestId('seat-ghost');
    expect(await line.getAttribute('data-kind')).toBe('town');
    expect(await line.textContent()).toContain('Ghost Town');
    expect(await ghost.getByTestId('seat-hand').textContent()).toContain('3');
    expect(await ghost.getAttribute('aria-label')).toContain('Ghost Town');
    // The others keep their life bars.
    expect(await seat(page, 'Cid').getByTestId('seat-life').count()).toBe(1);

    // The table display, across the table.
    const display = await openPage(world.browser, { width: 1280, height: 720 });
    await display.page.goto(`${world.marshal.url}#/display/${back}`);
    const far = display.page.locator('[data-testid="display-seat"][data-player="Dee"]');
    await expect.poll(() => far.getAttribute('data-ghost'), TIMEOUT).toBe('true');
    expect(await far.getByTestId('display-ghost').count()).toBe(1);
    expect(await far.getByTestId('display-life').count()).toBe(0);
    expect(await far.getByTestId('display-hand').textContent()).toContain('3');

    // A phone at Ann's seat sees Dee as a ghost in its list of seats.
    const invitation = await askOk<Invitation>(world.marshal, 'invitePhones', {
      gameId: back,
      address: '127.0.0.2',
    });
    const phone = await openPage(world.browser, { width: 390, height: 844 });
    await phone.page.goto(invitation.joinUrl as string);
    await phone.page.locator('[data-testid="phone-seat"][data-seat="Ann"]').click();
    const row = phone.page.locator('[data-testid="phone-table-seat"][data-player="Dee"]');
    await expect.poll(() => row.getAttribute('data-ghost'), TIMEOUT).toBe('true');
    expect(await row.getByTestId('phone-ghost').textContent()).toContain('Ghost Town');
    await askOk(world.marshal, 'stopInviting', {});
    expect(problems).toEqual([]);
  });

  test('the Ghost card goes on an eliminated seat with two clicks; that seat is then plainly a ghost', async () => {
    const file = path.join(ROOT, 'test/scenarios/vos-ghost-out-again.json');
    const { script } = JSON.parse(readFileSync(file, 'utf8')) as { script: Script & { format: string } };
    // Bob is shot dead and his role turned up; Ann goes on with her turn.
    const id = await importGame(world, 'Ghost', { ...script, entries: script.entries.slice(0, 6) });
    const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
    await page.goto(`${world.marshal.url}#/game/${id}`);
    const bob = seat(page, 'Bob');
    await bob.waitFor(TIMEOUT);
    expect(await bob.getAttribute('data-alive')).toBe('false');

    await paletteCard(page, 'ghost').click();
    // The host offers the Ghost on the eliminated seat only.
    expect(await bob.getByTestId('seat-target').getAttribute('data-suggested')).toBe('true');
    expect(await seat(page, 'Cid').getByTestId('seat-target').getAttribute('data-suggested')).toBe('false');
    await bob.getByTestId('seat-target').click();
    await waitForLog(page, 7);
    await expect.poll(() => bob.getAttribute('data-ghost')).toBe('true');
    expect(await bob.getAttribute('data-alive')).toBe('true');
    const line = bob.getByTestId('seat-ghost');
    expect(await line.getAttribute('data-kind')).toBe('card');
    expect(await line.textContent()).toContain('Ghost');
    expect(await bob.getByTestId('seat-life').count()).toBe(0);
    expect(await bob.locator('[data-card="ghost"]').count()).toBe(1);

    // In Czech the seat says Duch.
    await page.getByTestId('locale-select').selectOption('cs');
    await expect.poll(() => line.textContent()).toContain('Duch');
    expect(problems).toEqual([]);
  });
});
