// Pairing codes: single use, five minutes, ten wrong tries.
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, MAX_WRONG_CODES, Pairing } from '../../src/host/pairing.ts';
import { Devices } from '../../src/host/devices.ts';

describe('pairing codes', () => {
  it('a code works once, in any case, with spaces around it', () => {
    const pairing = new Pairing();
    const { code } = pairing.issue();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(pairing.redeem(` ${code.toLowerCase()} `)).toEqual({ ok: true });
    expect(pairing.redeem(code)).toEqual({ ok: false, reason: 'used' });
  });

  it('a code lapses after five minutes', () => {
    let now = 1_000_000;
    const pairing = new Pairing(() => now);
    const { code } = pairing.issue();
    now += CODE_LIFETIME_MS;
    expect(pairing.redeem(code)).toEqual({ ok: false, reason: 'expired' });
    const fresh = pairing.issue();
    now += CODE_LIFETIME_MS - 1;
    expect(pairing.redeem(fresh.code)).toEqual({ ok: true });
  });

  it('ten wrong codes lock pairing, across fresh codes', () => {
    const pairing = new Pairing();
    pairing.issue();
    for (let i = 1; i < MAX_WRONG_CODES; i++) {
      expect(pairing.redeem('NOPE')).toEqual({ ok: false, reason: 'wrong', triesLeft: MAX_WRONG_CODES - i });
      pairing.issue();
    }
    const last = pairing.current?.code as string;
    expect(pairing.redeem('NOPE')).toEqual({ ok: false, reason: 'locked' });
    expect(pairing.redeem(last)).toEqual({ ok: false, reason: 'locked' });
    expect(pairing.current).toBeNull();
    expect(() => pairing.issue()).toThrow();
  });
});

describe('paired phones', () => {
  it('keeps only a hash of each token and refuses a revoked one', () => {
    const devices = new Devices();
    const { device, token } = devices.pair(1);
    expect(JSON.stringify(devices.list())).not.toContain(token);
    expect(devices.byToken(token)).toBe(device);
    expect(devices.byToken(`${token}x`)).toBeNull();
    devices.revoke(device.id);
    expect(devices.byToken(token)).toBeNull();
  });

  it('seats one phone per seat; revoking frees the seat', () => {
    const devices = new Devices();
    const a = devices.pair(1).device;
    const b = devices.pair(1).device;
    const elsewhere = devices.pair(2).device;
    expect(devices.seat(a, 'Bob')).toBe(true);
    expect(devices.seat(b, 'Bob')).toBe(false);
    expect(devices.seat(elsewhere, 'Bob')).toBe(true);
    devices.revoke(a.id);
    expect(devices.seat(b, 'Bob')).toBe(true);
  });
});
