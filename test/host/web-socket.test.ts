// The page's requests ride one WebSocket (a fetch costs Chromium milliseconds): the same answers as over
// HTTP, and the same refusals — token, Host and Origin — before anything reaches the host.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Push } from '../../src/host/contract.ts';
import { startWebHost, type HostEndpoint, type WebHost } from '../../src/host/web.ts';
import { clientFrame, connect, type Client } from './ws-client.ts';

const TOKEN = 'per-launch-secret';

class FakeHost implements HostEndpoint {
  calls: { name: string; payload: unknown }[] = [];
  fail = false;
  async handle(name: string, payload: unknown): Promise<Answer<unknown>> {
    if (this.fail) throw new Error('store exploded');
    this.calls.push({ name, payload });
    return { ok: true, value: { name, payload } };
  }
  subscribe(_listener: (push: Push) => void): () => void {
    return () => undefined;
  }
}

async function open(query = `?token=${TOKEN}`, headers: Record<string, string> = {}): Promise<Client> {
  const client = await connect(web.port, query, headers);
  if (typeof client === 'number') throw new Error(`refused with ${client}`);
  clients.push(client);
  return client;
}

let dir: string;
let fake: FakeHost;
let web: WebHost;
let clients: Client[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'marshal-socket-'));
  fake = new FakeHost();
  web = await startWebHost({ host: fake, port: 0, staticDir: dir, token: TOKEN, maxBodyBytes: 1000 });
});

afterEach(async () => {
  for (const c of clients) c.socket.destroy();
  clients = [];
  await web.close();
  await rm(dir, { recursive: true, force: true });
});

describe('requests over the WebSocket', () => {
  it('are answered with the host answer, matched by id', async () => {
    const client = await open();
    client.socket.write(clientFrame(0x1, JSON.stringify({ id: 7, name: 'state', payload: { gameId: 3 } })));
    expect(JSON.parse((await client.next()) as string)).toEqual({
      id: 7,
      answer: { ok: true, value: { name: 'state', payload: { gameId: 3 } } },
    });
    expect(fake.calls).toEqual([{ name: 'state', payload: { gameId: 3 } }]);
  });

  it('a message split over frames and TCP chunks arrives whole', async () => {
    const client = await open();
    const text = JSON.stringify({ id: 1, name: 'listGames', payload: { pad: 'x'.repeat(300) } });
    const bytes = Buffer.concat([
      clientFrame(0x1, text.slice(0, 100), { fin: false }),
      clientFrame(0x9, 'ping?'),
      clientFrame(0x0, text.slice(100)),
    ]);
    for (let i = 0; i < bytes.length; i += 37) client.socket.write(bytes.subarray(i, i + 37));
    expect(await client.next()).toBe('ping?'); // the pong
    expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 1, answer: { ok: true } });
  });

  it('a host that throws answers "internal", as over HTTP, and the socket stays open', async () => {
    const client = await open();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.fail = true;
    client.socket.write(clientFrame(0x1, JSON.stringify({ id: 2, name: 'enter', payload: {} })));
    expect(JSON.parse((await client.next()) as string)).toMatchObject({
      id: 2,
      answer: { ok: false, error: { code: 'internal' } },
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    fake.fail = false;
    client.socket.write(clientFrame(0x1, JSON.stringify({ id: 3, name: 'listGames', payload: {} })));
    expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 3, answer: { ok: true } });
  });
});

describe('the WebSocket refuses', () => {
  it('a missing or wrong token, a foreign Origin or Host, another path: nothing reaches the host', async () => {
    const port = web.port;
    expect(await connect(port, '')).toBe(403);
    expect(await connect(port, `?token=${TOKEN}x`)).toBe(403);
    expect(await connect(port, `?token=${TOKEN}`, { origin: 'http://evil.example' })).toBe(403);
    expect(await connect(port, `?token=${TOKEN}`, { host: `evil.example:${port}` })).toBe(403);
    expect(await connect(port, `?token=${TOKEN}`, { 'sec-websocket-version': '8' })).toBe(400);
    const other = await new Promise<number>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: `/api/events?token=${TOKEN}`,
        headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.end();
    });
    expect(other).toBe(404);
    expect(fake.calls).toEqual([]);
  });

  it('the page origin is let in', async () => {
    const client = await open(`?token=${TOKEN}`, { origin: `http://127.0.0.1:${web.port}` });
    client.socket.write(clientFrame(0x1, JSON.stringify({ id: 1, name: 'listGames', payload: {} })));
    expect(JSON.parse((await client.next()) as string)).toMatchObject({ id: 1, answer: { ok: true } });
  });

  it('closes on a message over the size limit (1009), an unmasked frame (1002) or a non-request (1007)', async () => {
    const big = await open();
    big.socket.write(clientFrame(0x1, JSON.stringify({ name: 'enter', id: 1, payload: 'x'.repeat(2000) })));
    expect(await big.next()).toBe(1009);
    const unmasked = await open();
    unmasked.socket.write(clientFrame(0x1, '{"id":1,"name":"listGames"}', { masked: false }));
    expect(await unmasked.next()).toBe(1002);
    const junk = await open();
    junk.socket.write(clientFrame(0x1, 'bang!'));
    expect(await junk.next()).toBe(1007);
    expect(fake.calls).toEqual([]);
  });

  it('keeps no socket open once the web host closes', async () => {
    const client = await open();
    const closed = new Promise((resolve) => client.socket.on('close', resolve));
    await web.close();
    expect(await client.next()).toBe(1001);
    await closed;
    web = await startWebHost({ host: fake, port: 0, staticDir: dir, token: TOKEN });
  });
});
