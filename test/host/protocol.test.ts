// Both listeners — the main window's and the phones' — at the byte level, as a hostile or broken client would
// speak to them: RFC 6455 framing (fragments, control frames between them, ping/pong, the close handshake)
// and its violations, each closed with the RFC's code; and every oversize HTTP body answered alike, with a
// 413 naming the sizes and the connection closed.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSocket } from '../../bench/ws-frame.ts';
import type { Answer, Push } from '../../src/host/contract.ts';
import { startLanListener, type LanListener } from '../../src/host/lan.ts';
import { startWebHost, type HostEndpoint, type WebHost } from '../../src/host/web.ts';
import { clientFrame, clientOf, type Client } from './ws-client.ts';

const TOKEN = 'per-launch-secret';
const DEVICE = 'phone-device-token';
const MAIN_LIMIT = 1000;
const PHONE_LIMIT = 64 * 1024;
/** Short, so a test sees a stalled client closed; the default is 30 s (docs/security.md). */
const IDLE_MS = 600;

/** What reached the host: a request the listener let through. */
const calls: { name: string; payload: unknown }[] = [];

const endpoint: HostEndpoint = {
  async handle(name: string, payload: unknown): Promise<Answer<unknown>> {
    calls.push({ name, payload });
    return { ok: true, value: { name } };
  },
  subscribe: (_listener: (push: Push) => void) => () => undefined,
};

interface Listener {
  port: number;
  limit: number;
  /** The Host header the listener expects. */
  host: string;
  /** Opens its socket; `pong` false: a client that never answers the host's pings. */
  open(pong?: boolean): Promise<Client>;
  /** An HTTP path that reads a JSON body, and the headers it needs. */
  post: { path: string; headers: string };
}

let dir: string;
let web: WebHost;
let lan: LanListener;
let clients: Client[] = [];

beforeEach(async () => {
  calls.length = 0;
  dir = await mkdtemp(path.join(tmpdir(), 'marshal-protocol-'));
  web = await startWebHost({
    host: endpoint,
    staticDir: dir,
    token: TOKEN,
    maxBodyBytes: MAIN_LIMIT,
    socketIdleMs: IDLE_MS,
    log: () => undefined,
  });
  lan = await startLanListener({
    address: '127.0.0.1',
    staticDir: dir,
    socketIdleMs: IDLE_MS,
    log: () => undefined,
    routes: {
      pair: () => ({ ok: true, value: { token: DEVICE } }),
      connect: (token) =>
        token === DEVICE
          ? { answer: (name, payload) => endpoint.handle(name, payload), close: () => undefined }
          : null,
    },
  });
});

afterEach(async () => {
  for (const c of clients) c.socket.destroy();
  clients = [];
  await Promise.all([web.close(), lan.close()]);
  await rm(dir, { recursive: true, force: true });
});

const listeners: Record<'main' | 'phones', () => Listener> = {
  main: () => ({
    port: web.port,
    limit: MAIN_LIMIT,
    host: `127.0.0.1:${web.port}`,
    open: (pong) => open(web.port, `/api/socket?token=${TOKEN}`, pong),
    post: { path: '/api/listGames', headers: `x-marshal-token: ${TOKEN}\r\n` },
  }),
  phones: () => ({
    port: lan.port,
    limit: PHONE_LIMIT,
    host: `127.0.0.1:${lan.port}`,
    open: (pong) => open(lan.port, `/phone/socket?device=${DEVICE}`, pong),
    post: { path: '/phone/pair', headers: '' },
  }),
};

async function open(port: number, at: string, pong = true): Promise<Client> {
  const opened = await openSocket('127.0.0.1', port, at);
  if (typeof opened === 'number') throw new Error(`refused with ${opened}`);
  const client = clientOf(opened.socket, opened.head, { pong });
  clients.push(client);
  return client;
}

/** A masked client frame's header alone, declaring `length` bytes (up to 2^64 - 1), with a zero mask. */
function declaring(length: bigint, b0 = 0x81): Buffer {
  const head = Buffer.alloc(14);
  head[0] = b0;
  head[1] = 0x80 | 127;
  head.writeBigUInt64BE(length, 2);
  return head;
}

const request = (id: number, name = 'listGames') => JSON.stringify({ id, name, payload: {} });

/** Resolves once the socket is closed by the other side. */
const closed = (client: Client) =>
  new Promise<void>((resolve) => {
    if (client.socket.destroyed) resolve();
    else client.socket.once('close', () => resolve());
  });

describe.each(['main', 'phones'] as const)('the %s listener’s WebSocket', (which) => {
  it('answers a message split over frames with a ping between them; the ping is echoed first', async () => {
    const client = await listeners[which]().open();
    const text = request(1);
    client.socket.write(
      Buffer.concat([
        clientFrame(0x1, text.slice(0, 5), { fin: false }),
        clientFrame(0x9, 'still there?'),
        clientFrame(0x0, text.slice(5, 12), { fin: false }),
        clientFrame(0xa, 'unasked pong'),
        clientFrame(0x0, text.slice(12)),
      ]),
    );
    expect(await client.next()).toBe('still there?');
    expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 1, answer: { ok: true } });
  });

  it('echoes a close with its code, and the connection ends', async () => {
    const client = await listeners[which]().open();
    const close = Buffer.concat([Buffer.from([0x0f, 0xa0]), Buffer.from('bye')]); // 4000, "bye"
    client.socket.write(clientFrame(0x8, close));
    expect(await client.next()).toBe(4000);
    await closed(client);
  });

  const violations: [string, () => Buffer, number][] = [
    ['a text frame declaring 2^40 bytes', () => declaring(2n ** 40n), 1009],
    ['a text frame declaring 2^63 bytes', () => declaring(2n ** 63n), 1009],
    ['a text frame declaring one byte over the limit', () => declaring(BigInt(limitOf(which) + 1)), 1009],
    ['fragments adding up past the limit', () => fragmentsPast(limitOf(which)), 1009],
    ['a text frame that is not UTF-8', () => clientFrame(0x1, Buffer.from([0x7b, 0xff, 0x7d])), 1007],
    ['an unmasked frame', () => clientFrame(0x1, request(1), { masked: false }), 1002],
    ['a frame with a reserved bit set', () => withFirstByte(clientFrame(0x1, request(1)), 0xc1), 1002],
    ['an unknown opcode', () => clientFrame(0x3, request(1)), 1002],
    ['a fragmented ping', () => clientFrame(0x9, 'ping', { fin: false }), 1002],
    ['a ping of 126 bytes', () => clientFrame(0x9, 'p'.repeat(126)), 1002],
    ['a continuation with nothing to continue', () => clientFrame(0x0, request(1)), 1002],
    ['a new message before the last one ended', () => newMessageMidway(), 1002],
    ['a binary message', () => clientFrame(0x2, request(1)), 1003],
  ];
  for (const [what, bytes, code] of violations) {
    it(`closes at once on ${what} (${code}); nothing reaches the host`, async () => {
      const client = await listeners[which]().open();
      client.socket.write(bytes());
      expect(await client.next()).toBe(code);
      await closed(client);
      expect(calls).toEqual([]);
    });
  }

  it('closes on JSON without a readable id (1007) and answers malformed JSON with an id by that id', async () => {
    const listener = listeners[which]();
    const junk = await listener.open();
    junk.socket.write(clientFrame(0x1, 'bang!'));
    expect(await junk.next()).toBe(1007);
    if (which === 'main') {
      const client = await listener.open();
      client.socket.write(clientFrame(0x1, '{"id": 9, "name": "enter", "payload": {'));
      expect(JSON.parse((await client.next()) as string)).toMatchObject({
        id: 9,
        answer: { ok: false, error: { code: 'bad-request' } },
      });
      // The socket stays usable.
      client.socket.write(clientFrame(0x1, request(10)));
      expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 10, answer: { ok: true } });
    }
  });

  it('closes a client stalled mid-frame once it misses the host’s ping', async () => {
    const client = await listeners[which]().open(false);
    const frame = clientFrame(0x1, request(1));
    client.socket.write(frame.subarray(0, frame.length - 3));
    expect(await client.next()).toBe(1001);
    await closed(client);
    expect(calls).toEqual([]);
  });

  it('keeps a client idle between messages that answers the pings', async () => {
    const client = await listeners[which]().open();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3));
    client.socket.write(clientFrame(0x1, request(2)));
    expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 2, answer: { ok: true } });
  });
});

function limitOf(which: 'main' | 'phones'): number {
  return which === 'main' ? MAIN_LIMIT : PHONE_LIMIT;
}

function fragmentsPast(limit: number): Buffer {
  const half = 'x'.repeat(Math.ceil(limit / 2) + 1);
  return Buffer.concat([
    clientFrame(0x1, `{"id":1,"pad":"${half}`, { fin: false }),
    clientFrame(0x0, `${half}"}`),
  ]);
}

function withFirstByte(frame: Buffer, b0: number): Buffer {
  frame[0] = b0;
  return frame;
}

function newMessageMidway(): Buffer {
  return Buffer.concat([clientFrame(0x1, '{"id":1,', { fin: false }), clientFrame(0x1, request(2))]);
}

/** One raw HTTP exchange: the status, the body, and whether the host then closed the connection. */
async function exchange(
  port: number,
  head: string,
  body: Buffer,
): Promise<{ status: number; body: string; closed: boolean }> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<boolean>((resolve) => socket.on('close', () => resolve(true)));
  socket.write(head);
  socket.write(body);
  const wasClosed = await ended;
  const text = Buffer.concat(received).toString('utf8');
  const [top = '', rest = ''] = text.split('\r\n\r\n', 2);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0), body: rest, closed: wasClosed };
}

describe.each(['main', 'phones'] as const)('the %s listener’s HTTP side', (which) => {
  const refusal = (limit: number) => ({ ok: false, error: { code: 'too-large', limit } });

  function headFor(listener: Listener, lengthHeader: string): string {
    return (
      `POST ${listener.post.path} HTTP/1.1\r\nHost: ${listener.host}\r\n${listener.post.headers}` +
      `Content-Type: application/json\r\n${lengthHeader}\r\n`
    );
  }

  for (const declared of [99_999_999_999_999, 2 ** 53, 2 ** 64 - 1, null]) {
    it(`refuses a Content-Length of ${declared ?? 'one byte over the limit'} with a short body: 413 with the sizes, closed`, async () => {
      const listener = listeners[which]();
      const size = declared ?? listener.limit + 1;
      const answer = await exchange(
        listener.port,
        headFor(listener, `Content-Length: ${size}\r\n`),
        Buffer.from('{"code":'),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ ...refusal(listener.limit), error: { size } });
      expect(answer.closed).toBe(true);
      expect(calls).toEqual([]);
    });
  }

  for (const [what, chunks] of [
    ['whose first chunk declares twice the limit', (limit: number) => [2 * limit]],
    ['whose chunks pass the limit later', (limit: number) => Array(8).fill(Math.ceil(limit / 6))],
  ] as const) {
    it(`refuses a chunked body ${what}: 413 with the sizes, closed`, async () => {
      const listener = listeners[which]();
      const body = Buffer.concat(
        chunks(listener.limit).map((n: number) =>
          Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), Buffer.alloc(n, 0x20), Buffer.from('\r\n')]),
        ),
      );
      // The client sends on after the limit without ending the body: the answer comes anyway.
      const answer = await exchange(listener.port, headFor(listener, 'Transfer-Encoding: chunked\r\n'), body);
      expect(answer.status).toBe(413);
      const parsed = JSON.parse(answer.body) as { error: { size: number } };
      expect(parsed).toMatchObject(refusal(listener.limit));
      expect(parsed.error.size).toBeGreaterThan(listener.limit);
      expect(answer.closed).toBe(true);
      expect(calls).toEqual([]);
    });
  }
});
