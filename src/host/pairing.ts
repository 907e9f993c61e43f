// The one-time pairing code a phone joins with. A code pairs one phone and is gone; it lapses after five
// minutes; ten wrong codes in one round of inviting stop pairing until the table invites again (the code is
// short enough to type, so guessing must be cut off long before it could pay).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 10;
/** No 0/O, 1/I/L: a code read off a screen and typed on a phone. 30^8 ≈ 6.6 × 10^11 codes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/** A fixed-length digest, so any text a phone sends (accents, emoji, a lone surrogate) compares in constant
 *  time with the code instead of failing on a byte length that differs from its character count. */
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export type Redeemed =
  | { ok: true }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'expired' | 'locked' | 'used' };

export interface Code {
  code: string;
  /** When it lapses (ms since the epoch). */
  expiresAt: number;
}

export class Pairing {
  #code: Code | null = null;
  #wrong = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Too many wrong codes: nothing pairs until the table invites again (a new Pairing). */
  get locked(): boolean {
    return this.#wrong >= MAX_WRONG_CODES;
  }

  get current(): Code | null {
    return this.locked ? null : this.#code;
  }

  /** A fresh code; the one before it stops working. Wrong tries still count: only inviting again resets them. */
  issue(): Code {
    if (this.locked) throw new Error('Pairing is locked after too many wrong codes.');
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    this.#code = { code, expiresAt: this.#now() + CODE_LIFETIME_MS };
    return this.#code;
  }

  /** Uses the code up when it is right; any other answer, of any form, pairs nothing and counts as wrong. */
  redeem(presented: unknown): Redeemed {
    if (this.locked) return { ok: false, reason: 'locked' };
    const current = this.#code;
    if (!current) return { ok: false, reason: 'used' };
    const typed = typeof presented === 'string' ? presented.trim().toUpperCase() : '';
    const right = timingSafeEqual(digest(typed), digest(current.code));
    if (!right) {
      this.#wrong += 1;
      return this.locked
        ? { ok: false, reason: 'locked' }
        : { ok: false, reason: 'wrong', triesLeft: MAX_WRONG_CODES - this.#wrong };
    }
    if (this.#now() >= current.expiresAt) return { ok: false, reason: 'expired' };
    this.#code = null;
    return { ok: true };
  }
}
