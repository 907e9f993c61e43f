// Phones at the table: inviting them (the LAN listener, a pairing code and its QR code), the paired phones
// and their seats, and what each phone may ask of the host. A phone's requests go through the host's own
// request map, schemas and flags; before that, this module answers only for the phone's own game and seat.
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import type * as v from 'valibot';
import type { Answer, GameSnapshot, GameSummary, HostError, Push } from './contract.ts';
import type { Entry } from '../engine/types.ts';
import { Devices, type Device, type DeviceKeep } from './devices.ts';
import { startLanListener, type LanListener, type PhoneLink } from './lan.ts';
import { Pairing } from './pairing.ts';
import { phoneRefusal, refusalMessage } from './phone-gate.ts';
import {
  NOT_PAIRED,
  notPaired,
  PhoneRequestSchemas,
  PhoneSocketSchemas,
  type Invitation,
  type PhonePush,
  type PhoneError,
  type PhoneRefusal,
  type PhoneRequestName,
  type PhoneResponses,
  type PhoneSeats,
  type PhoneSocketName,
} from './phones-contract.ts';
import { parseWith } from './schema.ts';
import { quote } from './quote.ts';
import { isPlainObject } from './well-formed.ts';
import type { SocketPeer } from './web-socket.ts';
import type { HostEndpoint } from './web.ts';

/** The host as the phones use it: its request map and its pushes. */
export interface PhoneHost {
  handle(name: string, payload: unknown): Promise<Answer<unknown>>;
  subscribe(listener: (push: Push) => void): () => void;
}

export interface PhonesOptions {
  host: PhoneHost;
  staticDir: string;
  /** `--lan ADDRESS` / MARSHAL_LAN_ADDRESS: the address inviting listens on unless the app names another. */
  address?: string | null;
  /** A port for the listener (0: any free one; the same one is tried again when inviting restarts). */
  port?: number;
  /** Told each new join line, e.g. to print it in the terminal. */
  onInvite?: (invitation: Invitation) => void;
  log?: (line: string) => void;
  /** Where pairings and the listener's address and port outlive a restart (the host's Keep). */
  keep?: PhonesKeep;
}

/** The host's Keep, as far as the phones use it. */
export type PhonesKeep = DeviceKeep & {
  setting(key: string): string | null;
  setSetting(key: string, value: string | null): void;
};

/** Where the phones' listener was while inviting, so a restarted Marshal listens there again. */
export interface KeptLan {
  address: string;
  port: number;
  gameId: number | null;
}

const LAN_SETTING = 'lan';

/** The listener Marshal was inviting on when it stopped without "Stop inviting", if it reads back. */
export function keptLan(keep: Pick<PhonesKeep, 'setting'>): KeptLan | null {
  try {
    const kept = JSON.parse(keep.setting(LAN_SETTING) ?? 'null') as Partial<KeptLan> | null;
    if (!kept || typeof kept.address !== 'string' || !Number.isInteger(kept.port)) return null;
    const gameId = Number.isInteger(kept.gameId) ? (kept.gameId as number) : null;
    return { address: kept.address, port: kept.port as number, gameId };
  } catch {
    return null;
  }
}

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Answer<never> => ({
  ok: false,
  error: { code, message },
});

/** A refusal the phone page says in its language; its message in plain English for anything else. */
function refused(refusal: PhoneRefusal, code: HostError['code'] = 'refused'): Answer<never> {
  const error: PhoneError = { code, message: refusalMessage(refusal), refusal };
  return { ok: false, error };
}

/** A phone never learns the seed: it would tell the order of the event deck. */
export function forPhone(game: GameSnapshot): GameSnapshot {
  return { ...game, setup: { ...game.setup, seed: 0 } };
}

/** This machine's own addresses: the only ones inviting may listen on. */
export function localAddresses(): string[] {
  const found: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) found.push(a.address);
  }
  return found;
}

/** `--lan ADDRESS` / `--lan=ADDRESS` wins over MARSHAL_LAN_ADDRESS: invite phones on that address at start. */
export function lanAddress(argv: readonly string[], env: Record<string, string | undefined>): string | null {
  let raw = env.MARSHAL_LAN_ADDRESS?.trim() || null;
  argv.forEach((arg, i) => {
    if (arg === '--lan') raw = argv[i + 1] ?? '';
    else if (arg.startsWith('--lan=')) raw = arg.slice('--lan='.length);
  });
  if (raw !== null && !/^[0-9a-fA-F.:]{2,45}$/.test(raw)) throw new Error(`"${raw}" is not an IP address.`);
  return raw;
}

/** Refusals that, for a phone answering an older table, mean its question is gone. */
const STALE = new Set<PhoneRefusal['why']>(['no-question', 'asks-another', 'answers-only', 'no-draw']);

const isLoopback = (address: string) => /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(address);

export class Phones {
  readonly #host: PhoneHost;
  readonly #options: PhonesOptions;
  readonly #devices: Devices;
  /** The newest snapshot of each game, from the host's pushes: a phone's answer is checked against it. */
  readonly #games = new Map<number, GameSnapshot>();
  /** Each connected phone's socket, to push to and to cut off. */
  readonly #peers = new Map<SocketPeer, Device>();
  #pairing: Pairing | null = null;
  #listener: LanListener | null = null;
  #gameId: number | null = null;
  /** The main view's odds setting: a phone shows the odds only when the table does. */
  #odds = true;
  #lastPort: number;
  /** Inviting starts and stops one at a time. */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #unsubscribe: () => void;

  constructor(options: PhonesOptions) {
    this.#options = options;
    this.#host = options.host;
    this.#devices = new Devices(options.keep ?? null);
    const kept = options.keep ? keptLan(options.keep) : null;
    this.#lastPort = options.port || kept?.port || 0;
    this.#unsubscribe = this.#host.subscribe((push) => this.#onPush(push));
  }

  /** The main window's phone requests, by name. */
  static handles(name: string): name is PhoneRequestName {
    return Object.hasOwn(PhoneRequestSchemas, name);
  }

  async handle(name: PhoneRequestName, payload: unknown): Promise<Answer<unknown>> {
    if (!isPlainObject(payload)) return fail('bad-request', 'The payload must be a JSON object.');
    const parsed = parseWith(PhoneRequestSchemas[name] as v.GenericSchema, payload);
    if (!parsed.ok) return fail('bad-request', parsed.message);
    const value = parsed.value as Record<string, unknown>;
    switch (name) {
      case 'invitePhones':
        return this.invite(value.gameId as number | undefined, value.address as string | undefined);
      case 'stopInviting':
        await this.stop();
        return ok<PhoneResponses['stopInviting']>({ inviting: false });
      case 'phones':
        return ok<PhoneResponses['phones']>({
          inviting: this.#listener ? await this.#invitation() : null,
          devices: this.#devices.list().map((d) => ({ ...d, connected: this.#isConnected(d.id) })),
          addresses: localAddresses(),
        });
      case 'revokePhone': {
        const device = this.#devices.revoke(value.device as string);
        if (!device) return fail('not-found', 'There is no such paired phone.');
        for (const [peer, d] of this.#peers) if (d === device) peer.close(NOT_PAIRED, 'removed');
        this.#tellSeats(device.gameId);
        return ok<PhoneResponses['revokePhone']>({ revoked: device.id });
      }
    }
  }

  /** Starts inviting (or, while inviting, makes a fresh code; after too many wrong codes, starts afresh). */
  invite(gameId?: number, address?: string): Promise<Answer<Invitation>> {
    const run = async (): Promise<Answer<Invitation>> => {
      const wanted = address || this.#options.address || this.#listener?.address || localAddresses()[0];
      if (!wanted)
        return fail('refused', 'This machine has no network address a phone could reach (is Wi-Fi on?).');
      if (!isLoopback(wanted) && !localAddresses().includes(wanted))
        return fail('bad-request', `${quote(wanted)} is not an address of this machine.`);
      if (gameId !== undefined) {
        const game = await this.#host.handle('state', { gameId });
        if (!game.ok) return game;
        this.#gameId = gameId;
      } else if (this.#gameId === null) await this.#findNewest();
      if (this.#listener && this.#listener.address !== wanted) await this.#close();
      if (!this.#listener) {
        this.#listener = await this.#listen(wanted);
        this.#pairing = null;
      }
      if (!this.#pairing || this.#pairing.locked) this.#pairing = new Pairing();
      this.#pairing.issue();
      const lan: KeptLan = {
        address: this.#listener.address,
        port: this.#listener.port,
        gameId: this.#gameId,
      };
      this.#options.keep?.setSetting(LAN_SETTING, JSON.stringify(lan));
      const invitation = await this.#invitation();
      this.#options.onInvite?.(invitation);
      return ok(invitation);
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next.catch((error: unknown) =>
      fail('refused', `Marshal could not listen for phones: ${error instanceof Error ? error.message : ''}`),
    );
  }

  /** "Stop inviting": the listener closes and every phone is cut off; paired phones rejoin when inviting resumes.
   *  A restarted Marshal does not invite again by itself. */
  stop(): Promise<void> {
    this.#options.keep?.setSetting(LAN_SETTING, null);
    return this.#closeListener();
  }

  #closeListener(): Promise<void> {
    const next = this.#queue.then(() => this.#close());
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Marshal closing: the listener closes, and a restarted Marshal listens again where it was. */
  async close(): Promise<void> {
    this.#unsubscribe();
    await this.#closeListener();
  }

  async #close(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    this.#pairing = null;
    this.#peers.clear();
    await listener?.close();
  }

  async #listen(address: string): Promise<LanListener> {
    const start = (port: number) =>
      startLanListener({
        address,
        port,
        staticDir: this.#options.staticDir,
        log: this.#options.log,
        routes: {
          pair: (code) => this.#pair(code),
          connect: (token, peer) => this.#connect(token, peer),
        },
      });
    // The same port as last time, so phones that slept through "Stop inviting" find it again.
    const listener = await start(this.#lastPort).catch(() => start(0));
    this.#lastPort = listener.port;
    return listener;
  }

  async #invitation(): Promise<Invitation> {
    const listener = this.#listener as LanListener;
    const host = listener.address.includes(':') ? `[${listener.address}]` : listener.address;
    const code = this.#pairing?.current ?? null;
    const joinUrl = code ? `http://${host}:${listener.port}/join?code=${code.code}` : null;
    return {
      address: listener.address,
      port: listener.port,
      gameId: this.#gameId,
      joinUrl,
      code: code?.code ?? null,
      expiresAt: code ? new Date(code.expiresAt).toISOString() : null,
      qr: joinUrl
        ? await QRCode.toString(joinUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
        : null,
      locked: this.#pairing?.locked ?? false,
    };
  }

  #pair(code: unknown): Answer<{ token: string }> {
    const pairing = this.#pairing;
    if (!pairing) return refused({ why: 'not-inviting' });
    // Without a game to sit at, the code is kept for when there is one.
    const gameId = this.#gameId ?? this.#newest;
    if (gameId === null) return refused({ why: 'no-game' });
    // A code of the wrong form (not text, too long, not the code's letters) is a wrong code: refused and
    // counted toward the lock, never an error.
    const redeemed = pairing.redeem(typeof code === 'string' && code.length <= 32 ? code : null);
    if (!redeemed.ok) {
      if (redeemed.reason === 'wrong') return refused({ why: 'wrong-code', triesLeft: redeemed.triesLeft });
      return refused({ why: redeemed.reason === 'locked' ? 'pairing-locked' : 'code-expired' });
    }
    const { token } = this.#devices.pair(gameId);
    // The next phone gets the next code.
    pairing.issue();
    void this.#invitation().then((invitation) => this.#options.onInvite?.(invitation));
    return ok({ token });
  }

  /** Without a game named by the app (`--lan` at start): the game last changed that is not over. */
  #newest: number | null = null;

  async #findNewest(): Promise<void> {
    const listed = await this.#host.handle('listGames', {});
    if (!listed.ok) return;
    const open = (listed.value as GameSummary[]).filter((g) => !g.over && !g.damaged);
    open.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    this.#newest = open[0]?.id ?? null;
  }

  #connect(token: string | null, peer: SocketPeer): PhoneLink | null {
    const device = this.#devices.byToken(token);
    if (!device) return null;
    this.#peers.set(peer, device);
    const odds = JSON.stringify({ push: { type: 'odds', odds: this.#odds } satisfies PhonePush });
    setImmediate(() => peer.send(odds));
    return {
      answer: (name, payload) => this.#answerPhone(device, peer, name, payload),
      close: () => this.#peers.delete(peer),
    };
  }

  async #answerPhone(
    device: Device,
    peer: SocketPeer,
    name: string,
    payload: unknown,
  ): Promise<Answer<unknown>> {
    // Revoked since the socket opened: refused, and the socket closes.
    if (device.revoked) {
      setImmediate(() => peer.close(NOT_PAIRED, 'removed'));
      return { ok: false, error: notPaired };
    }
    if (!Object.hasOwn(PhoneSocketSchemas, name))
      return fail('refused', 'A phone may read the table and answer its own seat’s questions, nothing else.');
    if (!isPlainObject(payload)) return fail('bad-request', 'The payload must be a JSON object.');
    const parsed = parseWith(PhoneSocketSchemas[name as PhoneSocketName] as v.GenericSchema, payload);
    if (!parsed.ok) return fail('bad-request', parsed.message);
    const value = parsed.value as { seat?: string; entry?: Entry; revision?: number };
    switch (name as PhoneSocketName) {
      case 'seats':
        return this.#seats(device);
      case 'sit': {
        const seats = await this.#seats(device);
        if (!seats.ok) return seats;
        const choice = seats.value.seats.find((s) => s.name === value.seat);
        if (!choice) return refused({ why: 'no-such-seat' }, 'not-found');
        // One seat per pairing: otherwise one code (or one sniffed token) would answer for every free seat.
        if (device.seat !== null && device.seat !== choice.name)
          return refused({ why: 'seated', seat: device.seat });
        if (!this.#devices.seat(device, choice.name))
          return refused({ why: 'seat-taken', seat: choice.name });
        this.#tellSeats(device.gameId);
        return this.#seats(device);
      }
      case 'state': {
        const game = await this.#host.handle('state', { gameId: device.gameId });
        if (game.ok) this.#games.set(device.gameId, game.value as GameSnapshot);
        return game.ok ? ok(forPhone(game.value as GameSnapshot)) : game;
      }
      case 'enter': {
        if (!device.seat) return refused({ why: 'pick-seat' });
        let game = this.#games.get(device.gameId);
        if (!game) {
          const read = await this.#host.handle('state', { gameId: device.gameId });
          if (!read.ok) return read;
          game = read.value as GameSnapshot;
        }
        const entry = value.entry as Entry;
        const refusal = phoneRefusal(game, device.seat, entry);
        // The table moved on since the phone's question: it was answered at the main screen first.
        const moved = value.revision !== undefined && value.revision < game.revision;
        if (refusal && moved && STALE.has(refusal.why))
          return refused({ why: 'answered', player: device.seat });
        if (refusal) return refused(refusal);
        // The main window's own request: the same schema, engine, flags and store. Called at once after the
        // check above, with nothing in between, so the question it answers is still the one checked.
        const answer = await this.#host.handle('enter', {
          gameId: device.gameId,
          entry: (payload as { entry: unknown }).entry,
        });
        if (!answer.ok) return answer;
        const result = answer.value as { game: GameSnapshot };
        return ok({ ...result, game: forPhone(result.game) });
      }
    }
  }

  #isConnected(id: string): boolean {
    for (const device of this.#peers.values()) if (device.id === id) return true;
    return false;
  }

  async #seats(device: Device): Promise<Answer<PhoneSeats>> {
    const game = await this.#host.handle('state', { gameId: device.gameId });
    if (!game.ok) return game;
    const snapshot = game.value as GameSnapshot;
    const taken = this.#devices.takenSeats(device.gameId, device);
    return ok({
      game: snapshot.name,
      mine: device.seat,
      seats: snapshot.view.players.map((p) => ({
        name: p.name,
        character: p.character,
        alive: p.alive,
        taken: taken.has(p.name),
      })),
    });
  }

  #tellSeats(gameId: number): void {
    const text = JSON.stringify({ push: { type: 'seats' } satisfies PhonePush });
    for (const [peer, device] of this.#peers)
      if (device.gameId === gameId && !device.revoked) peer.send(text);
  }

  #onPush(push: Push): void {
    // A new game (a push without its table): the newest one, for phones invited without naming a game.
    if (push.type === 'games' && this.#gameId === null && this.#listener) void this.#findNewest();
    if (push.type === 'shown' && push.shown.odds !== this.#odds) {
      this.#odds = push.shown.odds;
      const text = JSON.stringify({ push: { type: 'odds', odds: this.#odds } satisfies PhonePush });
      for (const peer of this.#peers.keys()) peer.send(text);
    }
    if (push.type !== 'game') return;
    this.#games.set(push.game.id, push.game);
    if (!push.game.view.over) this.#newest = push.game.id;
    if (this.#peers.size === 0) return;
    const game = forPhone(push.game);
    // After the answer to the request that caused it, as on the main transport; written once for every phone.
    setImmediate(() => {
      let text: string | null = null;
      for (const [peer, device] of this.#peers) {
        if (device.gameId !== game.id || !device.seat || device.revoked) continue;
        text ??= JSON.stringify({ push: { type: 'game', game } satisfies PhonePush });
        peer.send(text);
      }
    });
  }
}

/**
 * The host's endpoint with the main window's phone requests beside its own map. The window that sent a request
 * is passed on both ways, so its own entries' snapshots are not pushed back to it (see Sender).
 */
export function withPhones(host: HostEndpoint, phones: Phones): HostEndpoint {
  return {
    handle: (name, payload, from) =>
      Phones.handles(name) ? phones.handle(name, payload) : host.handle(name, payload, from),
    subscribe: (listener) => host.subscribe(listener),
  };
}
