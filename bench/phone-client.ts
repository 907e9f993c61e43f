// A phone as the host sees it, without a browser: pairing over HTTP and one WebSocket for its requests and
// pushes (Node 20 has no WebSocket built in). Used by the phone tests and the phones load bench.
import type { Socket } from 'node:net';
import type { Answer, GameSnapshot } from '../src/host/contract.ts';
import type { PhonePush } from '../src/host/phones-contract.ts';
import { clientFrame, openSocket, readFrames } from './ws-frame.ts';

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
    readFrames(socket, head, (opcode, payload) => {
      if (opcode === 0x8) this.#close(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
      // The host pings idle sockets; a live phone answers, as its browser does.
      else if (opcode === 0x9) socket.write(clientFrame(0xa, payload));
      else if (opcode === 0x1) this.#message(payload.toString('utf8'));
    });
    socket.on('close', () => this.#close(1006));
    socket.on('error', () => socket.destroy());
  }

  /** Opens the phone socket with a device token; resolves with the client, or the HTTP status refusing it. */
  static async open(
    lan: Lan,
    token: string,
    headers: Record<string, string> = {},
  ): Promise<PhoneClient | number> {
    const opened = await openSocket(
      lan.address,
      lan.port,
      `/phone/socket?device=${encodeURIComponent(token)}`,
      headers,
    );
    if (typeof opened === 'number') return opened;
    opened.socket.setNoDelay(true);
    return new PhoneClient(opened.socket, opened.head);
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
