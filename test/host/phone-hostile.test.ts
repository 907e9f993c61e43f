// A hostile phone on the Wi-Fi, against the real LAN listener on 127.0.0.2 with raw requests: it may send
// exactly the answers offered for its own seat's question, keeps the seat it took, and odd pairing codes are
// wrong codes (refused, counted), never an error.
import { describe, expect, it } from 'vitest';
import { PhoneClient, pairPhone } from '../../bench/phone-client.ts';
import type { Entry } from '../../src/engine/types.ts';
import type { Invitation, PhoneSeats } from '../../src/host/phones-contract.ts';
import { storedGames } from './helpers.ts';
import { ADDRESS, lanOf, usePhoneTables } from './phone-table.ts';

const table = usePhoneTables();

async function paired(invitation: Invitation): Promise<PhoneClient> {
  const answer = await pairPhone(lanOf(invitation), invitation.code as string);
  if (!answer.ok) throw new Error(answer.error.message);
  const phone = await PhoneClient.open(lanOf(invitation), answer.value.token);
  if (typeof phone === 'number') throw new Error(`refused: ${phone}`);
  return phone;
}

/** Every kind of entry a phone could send for Bob, none of them an answer offered to a BANG! or a draw!. */
const UNOFFERED: Entry[] = [
  { type: 'reveal-role', player: 'Bob', role: 'outlaw' },
  { type: 'reveal-role', player: 'Bob', role: 'renegade' },
  { type: 'draw', player: 'Bob' },
  { type: 'play', card: 'bang', target: 'Ann' },
  { type: 'play', card: 'beer' },
  { type: 'respond', player: 'Bob', card: 'bang' },
  { type: 'respond', player: 'Bob', card: 'beer' },
  { type: 'use', player: 'Bob', card: 'barrel' },
  { type: 'use', player: 'Bob', ability: 'black-jack' },
  { type: 'pick', player: 'Bob', card: 'bang' },
  { type: 'discard', player: 'Bob', count: 1 },
  { type: 'end-turn' },
  { type: 'set', player: 'Bob', life: 4 },
  { type: 'reveal-event' },
  { type: 'reshuffle' },
];

async function refusedAll(phone: PhoneClient, entries: readonly Entry[]): Promise<void> {
  for (const entry of entries) {
    const answer = await phone.request('enter', { entry });
    expect(answer, JSON.stringify(entry)).toMatchObject({ ok: false, error: { code: 'refused' } });
  }
}

describe('a phone sends only the answers offered to its own seat', () => {
  it('while Bob is asked for a Missed!, his phone can reveal no role nor enter anything but the offers', async () => {
    const { host, gameId, invite } = await table();
    const bob = await paired(await invite());
    await bob.request('sit', { seat: 'Bob' });
    await host.ask('enter', { gameId, entry: { type: 'draw' } });
    const shot = await host.ask('enter', { gameId, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    expect(shot.game.view.prompts[0]).toMatchObject({ type: 'answer-bang', player: 'Bob' });
    const stored = storedGames(host.dataDir);
    const revision = shot.game.revision;
    await refusedAll(bob, UNOFFERED);
    const after = await host.ask('state', { gameId });
    expect(after.revision).toBe(revision);
    expect(after.view.players.find((p) => p.name === 'Bob')?.role).toBeNull();
    expect(storedGames(host.dataDir)).toBe(stored);
    // The offered answer still goes through.
    expect(await bob.request('enter', { entry: { type: 'pass', player: 'Bob' } })).toMatchObject({
      ok: true,
      value: { accepted: true },
    });
    bob.close();
  });

  it("during Bob's Jail draw! his phone flips the card and nothing else", async () => {
    const { host, gameId, invite } = await table();
    const bob = await paired(await invite());
    await bob.request('sit', { seat: 'Bob' });
    await host.ask('enter', { gameId, entry: { type: 'draw' } });
    await host.ask('enter', { gameId, entry: { type: 'play', card: 'jail', target: 'Bob' } });
    const turn = await host.ask('enter', { gameId, entry: { type: 'end-turn', force: true } });
    expect(turn.game.view.prompts[0]).toMatchObject({ type: 'draw-check', player: 'Bob' });
    const revision = turn.game.revision;
    await refusedAll(bob, UNOFFERED);
    const after = await host.ask('state', { gameId });
    expect(after.revision).toBe(revision);
    expect(after.view.players.find((p) => p.name === 'Bob')?.role).toBeNull();
    expect(await bob.request('enter', { entry: { type: 'reveal', sign: 'QH' } })).toMatchObject({
      ok: true,
      value: { accepted: true },
    });
    bob.close();
  });
});

describe('a phone keeps the seat it took', () => {
  it('refuses a second sit on another seat; the phone still answers for its first seat only', async () => {
    const { host, gameId, invite, state } = await table();
    const phone = await paired(await invite());
    expect((await phone.request<PhoneSeats>('sit', { seat: 'Cid' })).ok).toBe(true);
    for (const seat of ['Dee', 'Ann', 'Bob']) {
      expect(await phone.request('sit', { seat }), seat).toMatchObject({
        ok: false,
        error: { code: 'refused', refusal: { why: 'seated', seat: 'Cid' } },
      });
    }
    // Sitting where it already sits changes nothing and is no error (a double tap).
    expect(await phone.request('sit', { seat: 'Cid' })).toMatchObject({ ok: true, value: { mine: 'Cid' } });
    expect((await state()).devices.map((d) => d.seat)).toEqual(['Cid']);
    await host.ask('enter', { gameId, entry: { type: 'draw' } });
    await host.ask('enter', { gameId, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    expect(
      await phone.request('enter', { entry: { type: 'respond', player: 'Bob', card: 'missed' } }),
    ).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect((await host.ask('state', { gameId })).view.prompts[0]?.player).toBe('Bob');
    phone.close();
  });
});

describe('odd pairing codes are wrong codes', () => {
  const ODD: unknown[] = [
    'ÉÉÉÉÉÉÉÉ',
    '😀😀😀😀',
    '\ud800ABCDEFG',
    'ÄBCDEFGH',
    'X'.repeat(33),
    12345678,
    null,
  ];

  it('refuses each with 403, counts it toward the lock, and logs no failure', async () => {
    const { invite, state, logged } = await table();
    const invitation = await invite();
    for (const [i, code] of ODD.entries()) {
      const response = await fetch(`http://${ADDRESS}:${invitation.port}/phone/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      expect(response.status, String(code)).toBe(403);
      expect(await response.json(), String(code)).toMatchObject({
        ok: false,
        error: { refusal: { why: 'wrong-code', triesLeft: 9 - i } },
      });
    }
    expect(logged).toEqual([]);
    // Three more wrong ones lock pairing: the odd codes counted.
    for (let i = 0; i < 3; i++) await pairPhone(lanOf(invitation), 'WRONG000');
    expect((await state()).inviting).toMatchObject({ locked: true });
    expect((await pairPhone(lanOf(invitation), invitation.code as string)).ok).toBe(false);
  });
});

describe('a role from a phone', () => {
  it('is taken only when the game asks for that seat’s role, and only a role it offers', async () => {
    const { host, gameId, invite } = await table();
    const bob = await paired(await invite());
    await bob.request('sit', { seat: 'Bob' });
    await host.ask('enter', { gameId, entry: { type: 'set', player: 'Bob', life: 1 } });
    await host.ask('enter', { gameId, entry: { type: 'draw' } });
    await host.ask('enter', { gameId, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    type Answered = { game: { view: { prompts: { type: string; player: string }[] } } };
    // He takes the hit, then drinks no Beer: he dies and the game asks for his role.
    await bob.request('enter', { entry: { type: 'pass', player: 'Bob' } });
    const dying = await bob.request<Answered>('enter', { entry: { type: 'pass', player: 'Bob' } });
    const asked = dying.ok ? dying.value.game.view.prompts[0] : undefined;
    expect(asked).toMatchObject({ type: 'reveal-role', player: 'Bob' });
    // The Sheriff's role is Ann's: not offered, refused; an offered one is taken.
    expect(
      await bob.request('enter', { entry: { type: 'reveal-role', player: 'Bob', role: 'sheriff' } }),
    ).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(
      await bob.request('enter', { entry: { type: 'reveal-role', player: 'Bob', role: 'outlaw' } }),
    ).toMatchObject({ ok: true, value: { accepted: true } });
    const after = await host.ask('state', { gameId });
    expect(after.view.players.find((p) => p.name === 'Bob')?.role).toBe('outlaw');
    bob.close();
  });
});
