// A phone as the host sees it, without a browser: pairing over HTTP and one WebSocket for its requests and
// pushes (Node 20 has no WebSocket built in). Used by the phone tests and the phones load bench.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Answer, GameSnapshot } from '../src/host/contract.ts';
import type { PhonePush } from '../src/host/phones-contract.ts';
import { clientFrame } from './ws-frame.ts';

export interface Lan {
  address: string;
  port: number;
}

/** POST /phone/pair with a code: the device token, or the refusal. */
export async function pairPhone(lan: Lan, code: string): Promise<Answer<{ token: string }>> {
  const answer = await fetch(`http://${lan.address}:${lan.port}/phone/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return (await answer.json()) as Answer<{ token: string }>;
}

export class PhoneClient {
  /** The close code once the host closed the socket (4401: not paired). */
  closedWith: number | null = null;
  /** The newest game pushed or answered. */
  game: GameSnapshot | null = null;
  pushes = 0;
  /** The table's odds setting, as last pushed (null: none yet). */
  odds: boolean | null = null;
  /** Called with every newer game, pushed or answered. */
  onGame: (game: GameSnapshot) => void = () => {};
  #nextId = 1;
  readonly #waiting = new Map<number, (answer: Answer<unknown>) => void>();
  readonly #closed: Promise<number>;
  #onClose: (code: number) => void = () => {};

  private constructor(
    readonly socket: Socket,
    head: Buffer,
  ) {
    this.#closed = new Promise((resolve) => (this.#onClose = resolve));
    let buffered = Buffer.alloc(0);
    const read = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (buffered.length < 2) return;
        const opcode = (buffered[0] as number) & 0x0f;
        let n = (buffered[1] as number) & 0x7f;
        let at = 2;
        if (n === 126) {
          if (buffered.length < 4) return;
          n = buffered.readUInt16BE(2);
          at = 4;
        } else if (n === 127) {
          if (buffered.length < 10) return;
          n = Number(buffered.readBigUInt64BE(2));
          at = 10;
        }
        if (buffered.length < at + n) return;
        const payload = buffered.subarray(at, at + n);
        buffered = buffered.subarray(at + n);
        if (opcode === 0x8) this.#close(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
        else if (opcode === 0x1) this.#message(payload.toString('utf8'));
      }
    };
    socket.on('data', read);
    // What the host sent right after its 101 (a close, at once, for a token it does not know).
    if (head.length > 0) setImmediate(() => read(head));
    socket.on('close', () => this.#close(1006));
    socket.on('error', () => socket.destroy());
  }

  /** Opens the phone socket with a device token; resolves with the client, or the HTTP status refusing it. */
  static open(lan: Lan, token: string, headers: Record<string, string> = {}): Promise<PhoneClient | number> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: lan.address,
        port: lan.port,
        path: `/phone/socket?device=${encodeURIComponent(token)}`,
        headers: {
          host: `${lan.address}:${lan.port}`,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
          ...headers,
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('upgrade', (_res, socket: Socket, head: Buffer) => {
        socket.setNoDelay(true);
        resolve(new PhoneClient(socket, head));
      });
      req.on('error', reject);
      req.end();
    });
  }

  request<T = unknown>(name: string, payload: unknown = {}): Promise<Answer<T>> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      if (this.closedWith !== null) {
        resolve({ ok: false, error: { code: 'internal', message: `closed (${this.closedWith})` } });
        return;
      }
      this.#waiting.set(id, resolve as (answer: Answer<unknown>) => void);
      this.socket.write(clientFrame(0x1, JSON.stringify({ id, name, payload })));
    });
  }

  /** Resolves with the close code once the host closes the socket. */
  closed(): Promise<number> {
    return this.#closed;
  }

  close(): void {
    this.socket.destroy();
  }

  #message(text: string): void {
    const message = JSON.parse(text) as { id?: number; answer?: Answer<unknown>; push?: PhonePush };
    if (message.push?.type === 'game') {
      this.pushes += 1;
      this.#keep(message.push.game);
    }
    if (message.push?.type === 'odds') this.odds = message.push.odds;
    if (typeof message.id === 'number' && message.answer) {
      const done = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      const answer = message.answer;
      // `state` answers with the game; `enter` with a result that carries it.
      const value = answer.ok ? (answer.value as { game?: unknown; view?: unknown } | null) : null;
      if (value?.view) this.#keep(value as GameSnapshot);
      else if (value?.game && typeof value.game === 'object') this.#keep(value.game as GameSnapshot);
      done?.(answer);
    }
  }

  #keep(game: GameSnapshot): void {
    if (this.game && game.revision < this.game.revision) return;
    this.game = game;
    this.onGame(game);
  }

  #close(code: number): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    for (const done of this.#waiting.values())
      done({ ok: false, error: { code: 'internal', message: `closed (${code})` } });
    this.#waiting.clear();
    this.#onClose(code);
    this.socket.destroy();
  }
}
