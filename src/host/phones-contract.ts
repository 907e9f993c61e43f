// What crosses the wire for phones: the main window's requests that invite and manage them (over its own
// transport, beside the host's map), and a phone's own requests over the LAN listener. A phone sees a game
// exactly as the main window's table does, less the setup's seed (it would tell the event deck's order).
import * as v from 'valibot';
import type { GameSnapshot, HostError } from './contract.ts';
import { EntrySchema } from './schema.ts';

const Address = v.pipe(v.string(), v.trim(), v.maxLength(45, 'an address is at most 45 characters'));

export const PhoneRequestSchemas = {
  /** Starts inviting (or makes a fresh code while inviting): the LAN listener, a code and its QR code. */
  invitePhones: v.strictObject({
    gameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    address: v.optional(Address),
  }),
  /** Closes the LAN listener: every phone is cut off until the table invites again. */
  stopInviting: v.strictObject({}),
  /** Whether inviting is on, the paired phones and this machine's addresses a phone could reach. */
  phones: v.strictObject({}),
  revokePhone: v.strictObject({
    device: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, 'a phone is named by its 8-character id')),
  }),
} as const;

export type PhoneRequestName = keyof typeof PhoneRequestSchemas;
export type PhoneRequestPayload<N extends PhoneRequestName> = v.InferOutput<(typeof PhoneRequestSchemas)[N]>;

export interface Invitation {
  address: string;
  port: number;
  gameId: number | null;
  /** http://ADDRESS:PORT/join?code=…, null while pairing is locked after too many wrong codes. */
  joinUrl: string | null;
  code: string | null;
  expiresAt: string | null;
  /** The join address as an SVG QR code. */
  qr: string | null;
  /** Ten wrong codes: nothing pairs until the table invites again. */
  locked: boolean;
}

export interface PairedPhone {
  id: string;
  gameId: number;
  seat: string | null;
  pairedAt: string;
  /** Its page is open and connected now (a phone whose browser was closed is not). */
  connected: boolean;
}

export interface PhoneResponses {
  invitePhones: Invitation;
  stopInviting: { inviting: false };
  phones: { inviting: Invitation | null; devices: PairedPhone[]; addresses: string[] };
  revokePhone: { revoked: string };
}

/** A phone's requests, over its WebSocket: always for its own game and seat. */
export const PhoneSocketSchemas = {
  /** The game's seats, and which are taken by other phones. */
  seats: v.strictObject({}),
  sit: v.strictObject({ seat: v.pipe(v.string(), v.maxLength(40)) }),
  state: v.strictObject({}),
  /** `revision`: the table the phone answered from; newer here means the question was answered meanwhile. */
  enter: v.strictObject({
    entry: EntrySchema,
    revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
} as const;
export type PhoneSocketName = keyof typeof PhoneSocketSchemas;

export interface SeatChoice {
  name: string;
  character: string;
  alive: boolean;
  /** Another phone answers for this seat. */
  taken: boolean;
}

export interface PhoneSeats {
  game: string;
  seats: SeatChoice[];
  /** This phone's seat, once picked. */
  mine: string | null;
}

/** Pushed to a phone: its game changed, the seats changed, or it was revoked (then the socket closes). */
/** `odds`: whether the table shows the draw! odds (the main view's setting): a phone follows it. */
export type PhonePush =
  { type: 'game'; game: GameSnapshot } | { type: 'seats' } | { type: 'odds'; odds: boolean };

/**
 * Why a phone or its pairing was refused, with what the sentence names: the phone page says it in the table's
 * language (the error's message stays in plain English, for anything else that reads it).
 */
export type PhoneRefusal =
  | { why: 'not-inviting' }
  | { why: 'no-game' }
  | { why: 'wrong-code'; triesLeft: number }
  | { why: 'code-expired' }
  | { why: 'pairing-locked' }
  | { why: 'no-such-seat' }
  | { why: 'seat-taken'; seat: string }
  /** A device takes one seat: changing it is the main screen's (remove the phone, pair again). */
  | { why: 'seated'; seat: string }
  | { why: 'pick-seat' }
  | { why: 'accept-at-main' }
  | { why: 'no-question' }
  | { why: 'asks-another'; player: string; seat: string }
  | { why: 'event-at-main' }
  | { why: 'no-draw' }
  | { why: 'answers-only' }
  | { why: 'own-seat'; seat: string }
  /** The question the phone answered was answered (or taken back) at the main screen first. */
  | { why: 'answered'; player: string };

export interface PhoneError extends HostError {
  refusal?: PhoneRefusal;
}

/** The close code of a phone's socket when its token is unknown or revoked. */
export const NOT_PAIRED = 4401;

export const notPaired: HostError = {
  code: 'refused',
  message: 'This phone is not paired with Marshal (it was removed at the main screen): pair it again.',
};
