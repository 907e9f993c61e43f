// Many hostile clients at once against Marshal's own host behind its web host: 8 clients each send 500
// malformed frames and bodies — protocol violations, malformed requests, oversize bodies — interleaved with
// valid entries on one game. Afterwards the game holds every valid entry, each client's in its order, and
// nothing else; and the host's memory is back near where it started.
import net from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { openSocket } from '../../bench/ws-frame.ts';
import { setup } from './helpers.ts';
import { startRealWeb, type RealWeb } from './real-web.ts';
import { clientFrame, clientOf, type Client } from './ws-client.ts';

const CLIENTS = 8;
const ROUNDS = 500;
/** A valid entry after every this many malformed requests. */
const EVERY = 5;
const LIMIT = 64 * 1024;
const SOAK_TIMEOUT = 240_000;

/** A raw HTTP request; resolves with the status once the host has answered and closed or kept the socket. */
function rawHttp(port: number, text: string | Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // The answer is whole once its Content-Length bytes came; the test does not wait for a linger.
      const head = /^HTTP\/1\.1 (\d{3})[^]*?content-length: (\d+)\r\n[^]*?\r\n\r\n/i.exec(received);
      if (head && received.length >= head[0].length + Number(head[2])) {
        socket.destroy();
        resolve(Number(head[1]));
      }
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.write(text);
  });
}

// The collector, so each reading is of what is still held rather than of garbage not yet collected.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The process's resident memory once garbage is collected and the closed sockets have lingered out. */
async function settledRss(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  collect();
  return process.memoryUsage().rss;
}

async function openClient(real: RealWeb): Promise<Client> {
  const opened = await openSocket('127.0.0.1', real.web.port, `/api/socket?token=${real.token}`);
  if (typeof opened === 'number') throw new Error(`refused with ${opened}`);
  return clientOf(opened.socket, opened.head);
}

/** One client: its malformed requests in turn, and every EVERY-th round a valid entry (its hand values). */
async function hostile(real: RealWeb, gameId: number, c: number): Promise<number[]> {
  const port = real.web.port;
  const post = (head: string, body: string | Buffer) =>
    rawHttp(
      port,
      Buffer.concat([
        Buffer.from(
          `POST /api/enter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-marshal-token: ${real.token}\r\n${head}\r\n`,
        ),
        Buffer.from(body),
      ]),
    );
  let socket = await openClient(real);
  let nextId = 1;
  const sent: number[] = [];
  const expectClose = async (bytes: Buffer, code: number) => {
    socket.socket.write(bytes);
    expect(await socket.next()).toBe(code);
    socket.socket.destroy();
    socket = await openClient(real);
  };
  const over = Buffer.alloc(14);
  over[0] = 0x81;
  over[1] = 0xff;
  over.writeBigUInt64BE(2n ** 63n, 2);
  for (let round = 0; round < ROUNDS; round++) {
    switch (round % 6) {
      case 0:
        await expectClose(clientFrame(0x1, Buffer.from([0x7b, 0xff])), 1007);
        break;
      case 1:
        await expectClose(over, 1009);
        break;
      case 2: {
        const id = nextId++;
        socket.socket.write(clientFrame(0x1, `{"id":${id},"name":"enter","payload":{"gameId":`));
        expect(JSON.parse((await socket.next()) as string)).toMatchObject({ id, answer: { ok: false } });
        break;
      }
      case 3:
        expect(await post('Content-Length: 99999999999999\r\n', '{"gameId":')).toBe(413);
        break;
      case 4:
        expect(
          await post(
            'Transfer-Encoding: chunked\r\n',
            `${(LIMIT + 10).toString(16)}\r\n${' '.repeat(LIMIT + 10)}`,
          ),
        ).toBe(413);
        break;
      case 5:
        expect(await post('Content-Length: 9\r\n', '{"gameId"')).toBe(400);
        break;
    }
    if (round % EVERY !== EVERY - 1) continue;
    // Each client sets hands of its own: 12 values from c * 12, in turn, so its entries can be told apart.
    const hand = c * 12 + (sent.length % 12);
    const entry = { type: 'set', player: setup.players[c % 4]?.name, hand };
    const id = nextId++;
    socket.socket.write(clientFrame(0x1, JSON.stringify({ id, name: 'enter', payload: { gameId, entry } })));
    expect(JSON.parse((await socket.next()) as string)).toMatchObject({
      id,
      answer: { ok: true, value: { accepted: true } },
    });
    sent.push(hand);
  }
  socket.socket.destroy();
  return sent;
}

describe('8 hostile clients on one game', () => {
  it(
    'leave every valid entry in order, nothing else, and the memory where it was',
    { timeout: SOAK_TIMEOUT },
    async () => {
      const real = await startRealWeb(undefined, { maxBodyBytes: LIMIT });
      const { id: gameId } = await real.host.ask('newGame', { name: 'Soak', setup });
      // A first whole round warms the host (modules, prepared statements, buffers, and the heap and allocator
      // grown to 8 clients at once: resident memory keeps that peak) before the start is read. A second round
      // then only adds what the host holds on to.
      await Promise.all(
        Array.from({ length: CLIENTS }, (_, c) => hostile(real, gameId, c).catch(() => undefined)),
      );
      const warm = (await real.host.ask('exportGame', { gameId })).entries.length;
      const start = await settledRss();

      const sent = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => hostile(real, gameId, c)));

      const entries = (await real.host.ask('exportGame', { gameId })).entries.slice(warm);
      expect(entries.every((e) => e.type === 'set')).toBe(true);
      const hands = entries.map((e) => (e as { hand: number }).hand);
      expect(hands.length).toBe(CLIENTS * (ROUNDS / EVERY));
      for (let c = 0; c < CLIENTS; c++) {
        expect(
          hands.filter((h) => Math.floor(h / 12) === c),
          `client ${c}`,
        ).toEqual(sent[c]);
      }
      const end = await settledRss();
      console.log(`soak: rss ${(start / 2 ** 20).toFixed(1)} MB → ${(end / 2 ** 20).toFixed(1)} MB`);
      expect(end).toBeLessThan(start * 1.1);
    },
  );
});
