// The refusals of the local web host that web.test.ts does not already make: it is not reachable on any
// other interface, the push stream is as guarded as the API, and a token that merely starts right is wrong.
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer, Push } from '../../src/host/contract.ts';
import { startWebHost, type HostEndpoint, type WebHost } from '../../src/host/web.ts';

const TOKEN = 'per-launch-secret-0123456789';

class CountingHost implements HostEndpoint {
  calls = 0;
  listeners = 0;
  async handle(): Promise<Answer<unknown>> {
    this.calls++;
    return { ok: true, value: null };
  }
  subscribe(_listener: (push: Push) => void): () => void {
    this.listeners++;
    return () => void this.listeners--;
  }
}

/** Status of a GET/POST with exactly these headers (fetch would fix Host and Origin for us). */
function status(
  address: string,
  port: number,
  options: { path: string; method?: string; headers?: Record<string, string> },
): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: address, port, path: options.path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    // Only for an address that never answers; long enough that a busy machine's slow answer is not taken for it.
    req.setTimeout(15_000, () => req.destroy(new Error('ETIMEDOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(options.method === 'POST' ? '{}' : undefined);
  });
}

let dir: string;
let host: CountingHost;
let web: WebHost;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'marshal-web-refusals-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Marshal</title>');
  host = new CountingHost();
  web = await startWebHost({ host, port: 0, staticDir: dir, token: TOKEN });
});

afterEach(async () => {
  await web.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the web host refuses', () => {
  it('connections on any address but 127.0.0.1', async () => {
    // Every other address of this machine (IPv4; IPv6 link-local ones need a zone), and IPv6 loopback.
    const others = Object.values(os.networkInterfaces())
      .flat()
      .flatMap((i) => (i && !i.internal && i.family === 'IPv4' ? [i.address] : []));
    for (const address of ['::1', ...others]) {
      const result = await status(address, web.port, { path: '/' });
      // Nothing listens there: the connection itself fails (refused, or no such address here).
      expect(typeof result, `${address}: ${result}`).toBe('string');
    }
    expect(await status('127.0.0.1', web.port, { path: '/' })).toBe(200);
  });

  it('the push stream with a foreign Host or Origin, even with the token', async () => {
    const pathWithToken = `/api/events?token=${TOKEN}`;
    expect(
      await status('127.0.0.1', web.port, {
        path: pathWithToken,
        headers: { host: `evil.example:${web.port}` },
      }),
    ).toBe(403);
    expect(
      await status('127.0.0.1', web.port, {
        path: pathWithToken,
        headers: { host: `127.0.0.1:${web.port}`, origin: 'https://evil.example' },
      }),
    ).toBe(403);
    expect(host.listeners).toBe(0);
  });

  it('the page itself to a foreign Origin or Host', async () => {
    expect(
      await status('127.0.0.1', web.port, { path: '/', headers: { origin: 'https://evil.example' } }),
    ).toBe(403);
    expect(
      await status('127.0.0.1', web.port, { path: '/', headers: { host: `127.0.0.1.:${web.port}` } }),
    ).toBe(403);
    expect(await status('127.0.0.1', web.port, { path: '/', headers: { host: `[::1]:${web.port}` } })).toBe(
      403,
    );
  });

  it('a token that is only nearly right, wherever it is put', async () => {
    const post = (headers: Record<string, string>, query = '') =>
      status('127.0.0.1', web.port, { path: `/api/listGames${query}`, method: 'POST', headers });
    for (const token of [TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), `${TOKEN} ${TOKEN}`, '']) {
      expect(await post({ 'x-marshal-token': token }), JSON.stringify(token)).toBe(403);
    }
    expect(await post({}, `?token=${TOKEN}`)).toBe(403);
    expect(await post({ authorization: `Bearer ${TOKEN}` })).toBe(403);
    expect(await post({ cookie: `token=${TOKEN}` })).toBe(403);
    expect(host.calls).toBe(0);
    expect(await post({ 'x-marshal-token': TOKEN })).toBe(200);
    expect(host.calls).toBe(1);
  });

  it('cross-site simple requests: a form post from another origin never reaches the host', async () => {
    const result = await status('127.0.0.1', web.port, {
      path: '/api/deleteGame',
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', 'x-marshal-token': TOKEN },
    });
    expect(result).toBe(403);
    expect(host.calls).toBe(0);
  });
});
