// Phones on the local network, against the real LAN listener on 127.0.0.2: pairing, seats, what a phone may
// enter, revoking, Host and Origin, and stopping. A phone's answer must land exactly as the main window's.
import { describe, expect, it } from 'vitest';
import { PhoneClient, pairPhone } from '../../bench/phone-client.ts';
import type { GameSnapshot } from '../../src/host/contract.ts';
import { type Phones, withPhones } from '../../src/host/phones.ts';
import type { Invitation, PhoneResponses, PhoneSeats } from '../../src/host/phones-contract.ts';
import { storedGames, type TestHost } from './helpers.ts';
import { ADDRESS, lanOf, usePhoneTables } from './phone-table.ts';

const table = usePhoneTables();

/** Pairs a phone with the current code and seats it. */
async function seated(invitation: Invitation, code: string, seat: string): Promise<PhoneClient> {
  const paired = await pairPhone(lanOf(invitation), code);
  if (!paired.ok) throw new Error(paired.error.message);
  const phone = await PhoneClient.open(lanOf(invitation), paired.value.token);
  if (typeof phone === 'number') throw new Error(`refused: ${phone}`);
  const sat = await phone.request<PhoneSeats>('sit', { seat });
  if (!sat.ok) throw new Error(sat.error.message);
  return phone;
}

/** Ann (in turn) draws and shoots Bob: the game waits on Bob's answer. */
async function bangAtBob(host: TestHost, gameId: number): Promise<GameSnapshot> {
  await host.ask('enter', { gameId, entry: { type: 'draw' } });
  const shot = await host.ask('enter', { gameId, entry: { type: 'play', card: 'bang', target: 'Bob' } });
  expect(shot.game.view.prompts[0]).toMatchObject({ type: 'answer-bang', player: 'Bob' });
  return shot.game;
}

async function phonesState(host: TestHost, phones: Phones): Promise<PhoneResponses['phones']> {
  const answer = await withPhones(host, phones).handle('phones', {});
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as PhoneResponses['phones'];
}

describe('phones on the local network', () => {
  it('listens on the chosen address only, with a join address, a one-time code and its QR code', async () => {
    const { invite } = await table();
    const invitation = await invite();
    expect(invitation.address).toBe(ADDRESS);
    expect(invitation.joinUrl).toBe(`http://${ADDRESS}:${invitation.port}/join?code=${invitation.code}`);
    expect(invitation.qr).toMatch(/^<svg/);
    const page = await fetch(`http://${ADDRESS}:${invitation.port}/join?code=x`);
    expect(await page.text()).toContain('<title>phone</title>');
    // Not the main window's page, nor its API, nor anything on another address.
    expect((await fetch(`http://${ADDRESS}:${invitation.port}/index.html`)).status).toBe(404);
    expect(
      (await fetch(`http://${ADDRESS}:${invitation.port}/api/listGames`, { method: 'POST' })).status,
    ).toBe(404);
    await expect(fetch(`http://127.0.0.1:${invitation.port}/join`)).rejects.toThrow();
  });

  it('pairs one phone per code: a used code pairs nothing more', async () => {
    const { host, phones, invite } = await table();
    const invitation = await invite();
    const code = invitation.code as string;
    expect((await pairPhone(lanOf(invitation), code)).ok).toBe(true);
    const again = await pairPhone(lanOf(invitation), code);
    expect(again).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect((await phonesState(host, phones)).devices).toHaveLength(1);
    // The next phone gets the next code.
    const next = (await phonesState(host, phones)).inviting;
    expect(next?.code).toBeTruthy();
    expect(next?.code).not.toBe(code);
  });

  it('stops pairing after 10 wrong codes until the table invites again', async () => {
    const { host, phones, invite } = await table();
    const invitation = await invite();
    for (let i = 0; i < 9; i++) {
      const wrong = await pairPhone(lanOf(invitation), 'WRONG000');
      expect(wrong.ok ? '' : wrong.error.message).toContain(i < 8 ? `${9 - i} tries left` : '1 try left');
      // The phone page says it in its own language from the refusal itself.
      expect(wrong.ok ? null : wrong.error).toMatchObject({
        refusal: { why: 'wrong-code', triesLeft: 9 - i },
      });
    }
    const tenth = await pairPhone(lanOf(invitation), 'WRONG000');
    expect(tenth.ok ? '' : tenth.error.message).toMatch(/too many wrong codes/);
    // Even the right code is refused now, and no code is shown.
    expect((await pairPhone(lanOf(invitation), invitation.code as string)).ok).toBe(false);
    const state = await phonesState(host, phones);
    expect(state.inviting).toMatchObject({ locked: true, code: null, joinUrl: null });
    expect(state.devices).toHaveLength(0);
    const again = await invite();
    expect(again.locked).toBe(false);
    expect((await pairPhone(lanOf(again), again.code as string)).ok).toBe(true);
  });

  it("a phone answers Missed! on its own seat's prompt, stored as the main window's entry", async () => {
    const { host, gameId, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    const before = await bangAtBob(host, gameId);
    expect(before.offers.answers.map((o) => o.entry)).toContainEqual({
      type: 'respond',
      player: 'Bob',
      card: 'missed',
    });
    const answer = await bob.request<{ accepted: boolean }>('enter', {
      entry: { type: 'respond', player: 'Bob', card: 'missed' },
    });
    expect(answer).toMatchObject({ ok: true, value: { accepted: true } });
    const after = await host.ask('state', { gameId });
    expect(after.view.prompts).toEqual([]);
    expect(after.log.at(-1)?.entry).toEqual({ type: 'respond', player: 'Bob', card: 'missed' });
    expect(after.view.players.find((p) => p.name === 'Bob')?.life).toBe(4);
    bob.close();
  });

  it("answers a Barrel's draw! with the card flipped, and a General Store pick, from the seat's own phone", async () => {
    const { host, gameId, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    const ann = await seated(invitation, (await invite()).code as string, 'Ann');
    await host.ask('enter', { gameId, entry: { type: 'play', card: 'barrel', player: 'Bob', force: true } });
    await bangAtBob(host, gameId);
    const enter = (phone: PhoneClient, entry: unknown) =>
      phone.request<{ accepted: boolean; game: GameSnapshot }>('enter', { entry });
    const barrel = await enter(bob, { type: 'use', player: 'Bob', card: 'barrel' });
    expect(barrel.ok && barrel.value.game.view.prompts[0]).toMatchObject({
      type: 'draw-check',
      player: 'Bob',
    });
    // Ann's phone cannot flip for Bob's draw!.
    expect(await enter(ann, { type: 'reveal', sign: 'QH' })).toMatchObject({ ok: false });
    expect(await enter(bob, { type: 'reveal', sign: 'QH' })).toMatchObject({
      ok: true,
      value: { accepted: true },
    });
    expect((await host.ask('state', { gameId })).view.prompts).toEqual([]);

    const store = await host.ask('enter', { gameId, entry: { type: 'play', card: 'general-store' } });
    expect(store.game.view.prompts[0]).toMatchObject({ type: 'general-store', player: 'Ann' });
    expect(await enter(bob, { type: 'pick', player: 'Bob', card: 'beer' })).toMatchObject({ ok: false });
    expect(await enter(ann, { type: 'pick', player: 'Ann', card: 'beer' })).toMatchObject({ ok: true });
    expect(await enter(bob, { type: 'pick', player: 'Bob', card: 'bang' })).toMatchObject({ ok: true });
    const after = await host.ask('state', { gameId });
    expect(after.log.slice(-2).map((l) => l.entry)).toEqual([
      { type: 'pick', player: 'Ann', card: 'beer' },
      { type: 'pick', player: 'Bob', card: 'bang' },
    ]);
    bob.close();
    ann.close();
  });

  it("refuses an answer for another seat's prompt, and anything but answering and reading; nothing is stored", async () => {
    const { host, gameId, invite } = await table();
    const invitation = await invite();
    const cid = await seated(invitation, invitation.code as string, 'Cid');
    await bangAtBob(host, gameId);
    const stored = storedGames(host.dataDir);
    const tries: [string, unknown][] = [
      ['enter', { entry: { type: 'respond', player: 'Bob', card: 'missed' } }],
      ['enter', { entry: { type: 'pass', player: 'Bob' } }],
      ['enter', { entry: { type: 'respond', player: 'Cid', card: 'missed' } }],
      ['enter', { entry: { type: 'end-turn' } }],
      ['undo', { gameId }],
      ['deleteGame', { gameId }],
      ['invitePhones', {}],
      ['revokePhone', { device: '00000000' }],
    ];
    for (const [name, payload] of tries) {
      const answer = await cid.request(name, payload);
      expect(answer, name).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
    expect(storedGames(host.dataDir)).toBe(stored);
    cid.close();
  });

  it('one phone per seat: a taken seat is shown as taken and refused', async () => {
    const { host, phones, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    const next = (await phonesState(host, phones)).inviting?.code as string;
    const paired = await pairPhone(lanOf(invitation), next);
    const other = (await PhoneClient.open(
      lanOf(invitation),
      paired.ok ? paired.value.token : '',
    )) as PhoneClient;
    const seats = await other.request<PhoneSeats>('seats');
    expect(seats.ok && seats.value.seats.find((s) => s.name === 'Bob')?.taken).toBe(true);
    expect(await other.request('sit', { seat: 'Bob' })).toMatchObject({
      ok: false,
      error: { code: 'refused' },
    });
    bob.close();
    other.close();
  });

  it('a revoked phone is cut off and refused at its next connection; its seat is free again', async () => {
    const { host, phones, gameId, invite } = await table();
    const invitation = await invite();
    const code = invitation.code as string;
    const paired = await pairPhone(lanOf(invitation), code);
    const token = paired.ok ? paired.value.token : '';
    const bob = (await PhoneClient.open(lanOf(invitation), token)) as PhoneClient;
    await bob.request('sit', { seat: 'Bob' });
    await bangAtBob(host, gameId);
    const [device] = (await phonesState(host, phones)).devices;
    const revoked = await withPhones(host, phones).handle('revokePhone', { device: device?.id });
    expect(revoked.ok).toBe(true);
    expect(await bob.closed()).toBe(4401);
    const again = (await PhoneClient.open(lanOf(invitation), token)) as PhoneClient;
    expect(await again.closed()).toBe(4401);
    expect((await host.ask('state', { gameId })).view.prompts[0]?.player).toBe('Bob');
    expect((await phonesState(host, phones)).devices).toHaveLength(0);
  });

  it('refuses a foreign Host or Origin before anything else', async () => {
    const { invite } = await table();
    const invitation = await invite();
    const lan = lanOf(invitation);
    const paired = await pairPhone(lan, invitation.code as string);
    const token = paired.ok ? paired.value.token : '';
    expect(await PhoneClient.open(lan, token, { host: `evil.example:${lan.port}` })).toBe(403);
    expect(await PhoneClient.open(lan, token, { origin: 'http://evil.example' })).toBe(403);
    const page = await fetch(`http://${ADDRESS}:${lan.port}/join`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(page.status).toBe(403);
  });

  it('sends a phone the main view as it is, less the seed; pushes every change to seated phones', async () => {
    const { host, gameId, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    const main = await bangAtBob(host, gameId);
    await expect.poll(() => bob.game?.revision).toBe(main.revision);
    expect(bob.game?.setup.seed).toBe(0);
    // No hidden role: only the Sheriff's, given at setup, as on the main screen.
    expect(bob.game?.view.players.map((p) => p.role)).toEqual(['sheriff', null, null, null]);
    expect({ ...bob.game, setup: { ...bob.game?.setup, seed: main.setup.seed } }).toEqual(main);
    bob.close();
  });

  it("follows the main view's odds setting: a table that hides the odds hides them on its phones too", async () => {
    const { host, gameId, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    await expect.poll(() => bob.odds).toBe(true);
    await host.ask('show', { gameId, odds: false, locale: 'en' });
    await expect.poll(() => bob.odds).toBe(false);
    // A phone that joins later is told at once.
    const next = await invite();
    const cid = await seated(next, next.code as string, 'Cid');
    await expect.poll(() => cid.odds).toBe(false);
    bob.close();
    cid.close();
  });

  it('"Stop inviting" closes the listener and cuts every phone off', async () => {
    const { host, phones, invite } = await table();
    const invitation = await invite();
    const bob = await seated(invitation, invitation.code as string, 'Bob');
    await withPhones(host, phones).handle('stopInviting', {});
    expect(await bob.closed()).toBe(1001);
    await expect(fetch(`http://${ADDRESS}:${invitation.port}/join`)).rejects.toThrow();
    expect((await phonesState(host, phones)).inviting).toBeNull();
  });

  it('refuses an address that is not this machine', async () => {
    const { host, phones, gameId } = await table();
    const answer = await withPhones(host, phones).handle('invitePhones', { gameId, address: '203.0.113.9' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('passes on which window made an entry, so that window is not pushed its own table a second time', async () => {
    const { host, phones, gameId } = await table();
    const endpoint = withPhones(host, phones);
    const pushed: { type: string; from: string | null | undefined }[] = [];
    const stop = endpoint.subscribe((push, from) => pushed.push({ type: push.type, from }));
    const answer = await endpoint.handle('enter', { gameId, entry: { type: 'draw' } }, 'window-one');
    stop();
    expect(answer.ok).toBe(true);
    expect(pushed).toContainEqual({ type: 'game', from: 'window-one' });
  });
});
