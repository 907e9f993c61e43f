// The Valley of Shadows at the table, as the host offers it: a card played "as BANG!" with a Lemat, Aim
// played with a BANG!, Fanning's second target among the legal ones, Bandidos asking each player in order with
// one click per answer (a phone answering its own seat), Saved! offered on the asked seat and on the saver's
// phone, and Rattlesnake and Bounty shown on their seats on the table display.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { askOk, openPage, useMarshal } from './harness.ts';
import { importGame, lifeOf, paletteCard, seat } from './flows.ts';
import type { GameSnapshot } from '../../src/host/contract.ts';
import type { Invitation } from '../../src/host/phones-contract.ts';

const world = useMarshal();
const TIMEOUT = { timeout: 15_000 };

/** Four Kit Carlsons (no ability in the way), Ann the Sheriff, with The Valley of Shadows. */
function script(entries: unknown[]) {
  const players = ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
    name,
    character: 'kit-carlson',
    ...(i === 0 ? { role: 'sheriff' } : {}),
  }));
  return {
    format: 'marshal/1',
    setup: { players, expansions: ['base', 'valley-of-shadows'], events: null, seed: 1 },
    entries,
  };
}

async function open(
  name: string,
  entries: unknown[],
): Promise<{ page: Page; id: number; problems: string[] }> {
  const id = await importGame(world, name, script(entries));
  const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
  await page.goto(`${world.marshal.url}#/game/${id}`);
  await seat(page, 'Ann').waitFor(TIMEOUT);
  return { page, id, problems };
}

const banner = (page: Page) => page.getByTestId('prompt-banner');
const state = (id: number) => askOk<GameSnapshot>(world.marshal, 'state', { gameId: id });
const lastEntry = async (id: number) => (await state(id)).log.at(-1)?.entry;

async function phoneAt(gameId: number, who: string): Promise<Page> {
  const invitation = await askOk<Invitation>(world.marshal, 'invitePhones', { gameId, address: '127.0.0.2' });
  const { page } = await openPage(world.browser, { width: 390, height: 844 });
  await page.goto(invitation.joinUrl as string);
  await page.locator(`[data-testid="phone-seat"][data-seat="${who}"]`).click();
  await expect.poll(() => page.getByTestId('phone').getAttribute('data-stage')).toBe('table');
  return page;
}

describe('The Valley of Shadows at the table', () => {
  test('with a Lemat in play, a Beer is played "as BANG!": the seats in reach are suggested, Bob is asked', async () => {
    const { page, id, problems } = await open('Lemat', [{ type: 'draw' }, { type: 'play', card: 'lemat' }]);
    await paletteCard(page, 'beer').click();
    const as = page.locator('[data-testid="draft-as"][data-as="bang"]');
    await as.click();
    expect(await as.getAttribute('aria-pressed')).toBe('true');
    expect(await seat(page, 'Bob').getByTestId('seat-target').getAttribute('data-suggested')).toBe('true');
    expect(await seat(page, 'Cid').getByTestId('seat-target').getAttribute('data-suggested')).toBe('false');
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({ type: 'play', card: 'beer', as: 'bang', target: 'Bob' });
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    expect(problems).toEqual([]);
  });

  test('Black Flower plays a club as her extra BANG!: the draft asks for a club sign until one is picked', async () => {
    const id = await importGame(world, 'Black Flower', {
      ...script([{ type: 'draw' }]),
      setup: {
        ...script([]).setup,
        players: script([]).setup.players.map((p, i) => (i === 0 ? { ...p, character: 'black-flower' } : p)),
      },
    });
    const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
    await page.goto(`${world.marshal.url}#/game/${id}`);
    await paletteCard(page, 'missed').click();
    await page.locator('[data-testid="draft-as"][data-as="bang"]').click();
    await page.getByTestId('draft-needs-suit').waitFor();
    expect(await page.getByTestId('draft-needs-suit').textContent()).toContain('♣');
    await page.locator('[data-testid="draft-sign"][data-sign="QC"]').click();
    await expect.poll(() => page.getByTestId('draft-needs-suit').count()).toBe(0);
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({ type: 'play', card: 'missed', as: 'bang', sign: 'QC', target: 'Bob' });
    expect(problems).toEqual([]);
  });

  test('Aim goes with a BANG! card: one toggle, and the hit costs Bob 2 life', async () => {
    const { page, id, problems } = await open('Aim', [{ type: 'draw' }]);
    await paletteCard(page, 'bang').click();
    await page.locator('[data-testid="draft-with"][data-with="aim"]').click();
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({ type: 'play', card: 'bang', with: 'aim', target: 'Bob' });
    await banner(page).locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(2);
    expect(problems).toEqual([]);
  });

  test('Fanning: one click when a single player is at distance 1 from the first target', async () => {
    const { page, id, problems } = await open('Fanning', [{ type: 'draw' }]);
    await paletteCard(page, 'fanning').click();
    // Bob's neighbours are Ann (the shooter) and Cid: Cid is the only second target.
    await seat(page, 'Bob').getByTestId('seat-target').click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({ type: 'play', card: 'fanning', targets: ['Bob', 'Cid'] });
    expect(problems).toEqual([]);
  });

  test('Fanning: with two players at distance 1 from the first target, the table picks among those only', async () => {
    // Bob has a Scope: from him Cid and Dee are both at distance 1.
    const { page, id, problems } = await open('Fanning two', [
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'scope' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      ...['Cid', 'Dee'].flatMap(() => [
        { type: 'draw' },
        { type: 'discard', count: 2 },
        { type: 'end-turn' },
      ]),
      { type: 'draw' },
    ]);
    await paletteCard(page, 'fanning').click();
    await seat(page, 'Bob').getByTestId('seat-target').click();
    const seconds = page.getByTestId('draft-second-target');
    await expect
      .poll(() => seconds.evaluateAll((els) => els.map((e) => e.getAttribute('data-target'))))
      .toEqual(['Cid', 'Dee']);
    // The ring suggests the same two; Ann is no second target.
    const target = (who: string) => seat(page, who).getByTestId('seat-target').getAttribute('data-suggested');
    expect([await target('Cid'), await target('Dee'), await target('Ann')]).toEqual([
      'true',
      'true',
      'false',
    ]);
    await page.locator('[data-testid="draft-second-target"][data-target="Dee"]').click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({ type: 'play', card: 'fanning', targets: ['Bob', 'Dee'] });
    expect(problems).toEqual([]);
  });

  test('Bandidos asks each player in turn order, one click per answer; a phone answers its own seat', async () => {
    const { page, id, problems } = await open('Bandidos', [{ type: 'draw' }]);
    const dee = await phoneAt(id, 'Dee');
    await paletteCard(page, 'bandidos').click();
    await page.getByTestId('draft-play').click();
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Bob');
    expect(await banner(page).getAttribute('data-prompt')).toBe('bandidos');
    await banner(page).locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
    await expect.poll(() => lifeOf(page, 'Bob')).toBe(3);
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Cid');
    const cidHand = Number(await seat(page, 'Cid').getAttribute('data-hand'));
    await banner(page).locator('[data-testid="prompt-answer"][data-entry="discard"]').click();
    await expect
      .poll(async () => Number(await seat(page, 'Cid').getAttribute('data-hand')))
      .toBe(cidHand - 2);
    // Dee answers on his phone.
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Dee');
    await dee.locator('[data-testid="prompt-answer"][data-entry="pass"]').click();
    await expect.poll(() => lifeOf(page, 'Dee')).toBe(3);
    // Ann, who played it, answers last.
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Ann');
    await askOk(world.marshal, 'stopInviting', {});
    expect(problems).toEqual([]);
  });

  test('Poker asks each other player in order: a click in the palette, a list on a phone; then its player', async () => {
    const { page, id, problems } = await open('Poker', [{ type: 'draw' }]);
    const cid = await phoneAt(id, 'Cid');
    await paletteCard(page, 'poker').click();
    await page.getByTestId('draft-play').click();
    await expect.poll(() => banner(page).getAttribute('data-prompt')).toBe('poker');
    expect(await banner(page).getAttribute('data-player')).toBe('Bob');
    // Any card answers: one list, not a button per card.
    expect(await banner(page).getByTestId('prompt-answer').count()).toBeLessThan(4);
    await paletteCard(page, 'bang').click();
    await expect.poll(() => lastEntry(id)).toMatchObject({ type: 'respond', player: 'Bob', card: 'bang' });
    // Cid puts his card in from his phone's list.
    const list = cid.getByTestId('prompt-card-list');
    const beer = await list.locator('option[data-card="beer"]').getAttribute('value');
    await list.selectOption(beer ?? '');
    await expect.poll(() => lastEntry(id)).toMatchObject({ type: 'respond', player: 'Cid', card: 'beer' });
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Dee');
    await paletteCard(page, 'missed').click();
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Ann');
    const none = banner(page).locator('[data-testid="prompt-answer"][data-entry="pass"]');
    expect(await none.textContent()).toBe('Take none');
    await none.click();
    await expect.poll(() => lastEntry(id)).toMatchObject({ type: 'pass', player: 'Ann' });
    await askOk(world.marshal, 'stopInviting', {});
    expect(problems).toEqual([]);
  });

  test('a phone answers its own seat’s Bandidos with Escape: nothing lost', async () => {
    const { page, id, problems } = await open('Escape', [{ type: 'draw' }]);
    const bob = await phoneAt(id, 'Bob');
    await paletteCard(page, 'bandidos').click();
    await page.getByTestId('draft-play').click();
    const escape = bob.locator('[data-testid="prompt-answer"][data-card="escape"]');
    await escape.click();
    await expect.poll(() => lastEntry(id)).toMatchObject({ type: 'respond', player: 'Bob', card: 'escape' });
    await expect.poll(() => banner(page).getAttribute('data-player')).toBe('Cid');
    expect(await lifeOf(page, 'Bob')).toBe(4);
    await askOk(world.marshal, 'stopInviting', {});
    expect(problems).toEqual([]);
  });

  test('Saved! is offered on the asked seat and on the saver’s phone; the phone plays it', async () => {
    const { page, id, problems } = await open('Saved', [
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
    ]);
    const offer = seat(page, 'Bob').locator('[data-testid="seat-offer"][data-card="saved"]');
    await offer.waitFor(TIMEOUT);
    await offer.click();
    const by = seat(page, 'Bob').getByTestId('seat-offer-by');
    const who = await by.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-player')));
    expect(new Set(who)).toEqual(new Set(['Ann', 'Cid', 'Dee']));
    // The Saved! buttons are not among Bob's own answers.
    expect(await banner(page).locator('[data-card="saved"]').count()).toBe(0);

    const cid = await phoneAt(id, 'Cid');
    const fromDeck = cid.locator('[data-testid="phone-offer"][data-card="saved"][data-from="deck"]');
    await fromDeck.click();
    await expect
      .poll(() => lastEntry(id))
      .toMatchObject({
        type: 'respond',
        player: 'Cid',
        card: 'saved',
        target: 'Bob',
        from: 'deck',
      });
    await askOk(world.marshal, 'stopInviting', {});
    expect(problems).toEqual([]);
  });

  test('the table display shows Rattlesnake and Bounty on the seats they were played on', async () => {
    const { id } = await open('Snake', [
      { type: 'draw' },
      { type: 'play', card: 'rattlesnake', target: 'Bob' },
      { type: 'play', card: 'bounty', target: 'Cid' },
    ]);
    const display = await openPage(world.browser, { width: 1280, height: 720 });
    await display.page.goto(`${world.marshal.url}#/display/${id}`);
    const chip = (who: string, card: string) =>
      display.page.locator(
        `[data-testid="display-seat"][data-player="${who}"] [data-testid="display-in-play"][data-card="${card}"]`,
      );
    await chip('Bob', 'rattlesnake').waitFor(TIMEOUT);
    expect(await chip('Cid', 'bounty').count()).toBe(1);
    expect(display.problems).toEqual([]);
  });
});
