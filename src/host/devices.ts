// The phones paired with this Marshal: each has its own secret token, kept here only as its SHA-256 (a copy
// of this memory, of the database or a log line gives nobody a working token), the game and seat it answers
// for, and whether the table revoked it. Kept in the database too, so a paired phone carries on after a
// restart; removing a phone deletes its row.
import { createHash, randomBytes } from 'node:crypto';
import type { Keep } from '../store/index.ts';

/** Where pairings outlive a restart (the host's Keep); without one they live in memory only. */
export type DeviceKeep = Pick<Keep, 'phones' | 'keepPhone' | 'seatPhone' | 'forgetPhone'>;

export interface Device {
  /** Public, short: how the app names a phone when listing or revoking it. Not a secret. */
  id: string;
  gameId: number;
  seat: string | null;
  pairedAt: string;
  revoked: boolean;
}

export interface DeviceSummary {
  id: string;
  gameId: number;
  seat: string | null;
  pairedAt: string;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export class Devices {
  readonly #byHash = new Map<string, Device>();
  readonly #byId = new Map<string, Device>();
  readonly #keep: DeviceKeep | null;

  constructor(keep: DeviceKeep | null = null) {
    this.#keep = keep;
    for (const kept of keep?.phones() ?? []) {
      const device: Device = {
        id: kept.id,
        gameId: kept.gameId,
        seat: kept.seat,
        pairedAt: kept.pairedAt,
        revoked: false,
      };
      this.#byHash.set(kept.hash, device);
      this.#byId.set(kept.id, device);
    }
  }

  /** A newly paired phone for `gameId`, and its token (returned once, to that phone only). */
  pair(gameId: number, at: Date = new Date()): { device: Device; token: string } {
    const token = randomBytes(32).toString('base64url');
    let id: string;
    do id = randomBytes(4).toString('hex');
    while (this.#byId.has(id));
    const device: Device = { id, gameId, seat: null, pairedAt: at.toISOString(), revoked: false };
    const hash = hashOf(token);
    this.#byHash.set(hash, device);
    this.#byId.set(id, device);
    this.#keep?.keepPhone({ id, hash, gameId, seat: null, pairedAt: device.pairedAt });
    return { device, token };
  }

  /** The phone holding this token, unless it was revoked. */
  byToken(token: string | null | undefined): Device | null {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return null;
    const device = this.#byHash.get(hashOf(token));
    return device && !device.revoked ? device : null;
  }

  /** Who sits where in a game: one phone per seat. */
  takenSeats(gameId: number, except?: Device): Set<string> {
    const taken = new Set<string>();
    for (const d of this.#byId.values()) {
      if (d !== except && !d.revoked && d.gameId === gameId && d.seat) taken.add(d.seat);
    }
    return taken;
  }

  /** Seats the phone; false when another phone holds that seat already. */
  seat(device: Device, seat: string): boolean {
    if (this.takenSeats(device.gameId, device).has(seat)) return false;
    device.seat = seat;
    this.#keep?.seatPhone(device.id, seat);
    return true;
  }

  /** The phone is refused from its next request on; its seat is free again. */
  revoke(id: string): Device | null {
    const device = this.#byId.get(id);
    if (!device || device.revoked) return null;
    device.revoked = true;
    this.#keep?.forgetPhone(device.id);
    return device;
  }

  list(): DeviceSummary[] {
    return [...this.#byId.values()]
      .filter((d) => !d.revoked)
      .map(({ id, gameId, seat, pairedAt }) => ({ id, gameId, seat, pairedAt }));
  }
}
