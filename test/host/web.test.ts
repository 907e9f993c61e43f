// The browser fallback serves the app on 127.0.0.1 and the host map under /api — and refuses everyone else.
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Push } from '../../src/host/contract.ts';
import { startWebHost, type HostEndpoint, type WebHost } from '../../src/host/web.ts';

const TOKEN = 'per-launch-secret';

class FakeHost implements HostEndpoint {
  calls: { name: string; payload: unknown }[] = [];
  listeners = new Set<(push: Push) => void>();
  fail = false;

  async handle(name: string, payload: unknown): Promise<Answer<unknown>> {
    if (this.fail) throw new Error('store exploded');
    this.calls.push({ name, payload });
    return { ok: true, value: { name, payload } };
  }

  subscribe(listener: (push: Push) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  push(push: Push): void {
    for (const listener of this.listeners) listener(push);
  }
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with full control over the path and headers (fetch normalises "..", and fixes Host). */
function raw(port: number, options: { path: string; method?: string; headers?: Record<string, string> }) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
        // Without an explicit Host header, send none at all (an HTTP/1.0-style client).
        setHost: options.headers?.host !== undefined,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let staticDir: string;
let fake: FakeHost;
let web: WebHost;

const api = (name: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) =>
  fetch(`${web.url}api/${name}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': TOKEN, ...init.headers },
    body: init.body ?? '{}',
  });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'marshal-web-'));
  staticDir = path.join(dir, 'renderer');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marshal</title>');
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("bang");');
  await writeFile(path.join(dir, 'secret.txt'), 'the renegade is Bob');
  fake = new FakeHost();
  web = await startWebHost({ host: fake, port: 0, staticDir, token: TOKEN });
});

afterEach(async () => {
  await web.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the page', () => {
  it('is served at / on 127.0.0.1 with a strict Content-Security-Policy', async () => {
    expect(web.url).toBe(`http://127.0.0.1:${web.port}/`);
    const res = await fetch(`${web.url}?token=${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>Marshal</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves built assets with their content type and nosniff', async () => {
    const res = await fetch(`${web.url}assets/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log("bang");');
  });

  it('answers 404 for a file that is not there', async () => {
    expect((await fetch(`${web.url}assets/missing.js`)).status).toBe(404);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const res = await raw(web.port, { path: attempt, headers: { host: `127.0.0.1:${web.port}` } });
      expect(res.status, attempt).toBe(404);
      expect(res.body).not.toContain('renegade');
    }
  });

  it('refuses to write to static files', async () => {
    expect((await fetch(web.url, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('the API', () => {
  it('passes a request with the token to the host and returns its answer', async () => {
    const res = await api('listGames', { body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true, value: { name: 'listGames', payload: {} } });
    expect(fake.calls).toEqual([{ name: 'listGames', payload: {} }]);
  });

  it('passes the parsed JSON payload through unchanged', async () => {
    await api('state', { body: JSON.stringify({ gameId: 7 }) });
    expect(fake.calls).toEqual([{ name: 'state', payload: { gameId: 7 } }]);
  });

  it('refuses (403) a request without the token, or with a wrong one', async () => {
    const missing = await fetch(`${web.url}api/listGames`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(403);
    const body = (await missing.json()) as Answer<unknown>;
    expect(body).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect((await api('listGames', { headers: { 'x-marshal-token': 'guess' } })).status).toBe(403);
    expect(fake.calls).toEqual([]);
  });

  it('does not accept the token in the query string for ordinary requests', async () => {
    const res = await fetch(`${web.url}api/listGames?token=${TOKEN}`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(403);
    expect(fake.calls).toEqual([]);
  });

  it('refuses a foreign Host header even with the token (DNS rebinding)', async () => {
    for (const host of ['evil.example:80', `evil.example:${web.port}`, '127.0.0.1:1', undefined]) {
      const hostHeader: Record<string, string> = host === undefined ? {} : { host };
      const res = await raw(web.port, {
        path: '/api/listGames',
        method: 'POST',
        headers: { ...hostHeader, 'x-marshal-token': TOKEN },
      });
      // Node itself answers 400 to an HTTP/1.1 request with no Host at all; both are refusals.
      const refused = host === undefined ? [400, 403] : [403];
      expect(refused, host).toContain(res.status);
      const page = await raw(web.port, { path: '/', headers: hostHeader });
      expect(refused, host).toContain(page.status);
      expect(page.body).not.toContain('Marshal');
    }
    expect(fake.calls).toEqual([]);
  });

  it('accepts localhost:<port> as well as 127.0.0.1:<port>', async () => {
    const res = await raw(web.port, {
      path: '/api/listGames',
      method: 'POST',
      headers: {
        host: `localhost:${web.port}`,
        'x-marshal-token': TOKEN,
        origin: `http://localhost:${web.port}`,
      },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a foreign Origin and accepts its own', async () => {
    expect((await api('listGames', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await api('listGames', { headers: { origin: 'null' } })).status).toBe(403);
    expect(fake.calls).toEqual([]);
    expect((await api('listGames', { headers: { origin: `http://127.0.0.1:${web.port}` } })).status).toBe(
      200,
    );
  });

  it('refuses a body over 1 MB with 413 without calling the host', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const res = await api('newGame', { body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: 'too-large', size: Buffer.byteLength(big), limit: 1024 * 1024 },
    });
    expect(fake.calls).toEqual([]);
  });

  it('answers 400 with a clear message for invalid JSON', async () => {
    const res = await api('enter', { body: '{"gameId": 1,' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Answer<unknown>;
    expect(body.ok).toBe(false);
    if (!body.ok) expect(body.error.message).toMatch(/not valid JSON/);
    expect(fake.calls).toEqual([]);
  });

  it('treats an empty body as an empty payload', async () => {
    await api('listGames', { body: '' });
    expect(fake.calls).toEqual([{ name: 'listGames', payload: {} }]);
  });

  it('only accepts POST for requests', async () => {
    const res = await fetch(`${web.url}api/listGames`, { headers: { 'x-marshal-token': TOKEN } });
    expect(res.status).toBe(405);
  });

  it('answers 500 with an internal error when the host throws', async () => {
    fake.fail = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await api('listGames');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('the push stream', () => {
  /** Opens /api/events and collects `data:` lines until `count` arrived. */
  async function readPushes(url: string, count: number, trigger: () => void): Promise<Push[]> {
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    if (!res.body) throw new Error('the event stream has no body');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const pushes: Push[] = [];
    let buffer = '';
    let triggered = false;
    while (pushes.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        if (frame.startsWith('data: ')) pushes.push(JSON.parse(frame.slice(6)) as Push);
      }
      if (!triggered) {
        triggered = true;
        trigger();
      }
    }
    controller.abort();
    return pushes;
  }

  it('streams every push to a client holding the token', async () => {
    const pushes = await readPushes(`${web.url}api/events?token=${TOKEN}`, 2, () => {
      fake.push({ type: 'games' });
      fake.push({ type: 'games' });
    });
    expect(pushes).toEqual([{ type: 'games' }, { type: 'games' }]);
  });

  it('refuses the stream without the token', async () => {
    expect((await fetch(`${web.url}api/events`)).status).toBe(403);
    expect((await fetch(`${web.url}api/events?token=nope`)).status).toBe(403);
    expect(fake.listeners.size).toBe(0);
  });

  it('stops listening to the host when the client goes away', async () => {
    await readPushes(`${web.url}api/events?token=${TOKEN}`, 1, () => fake.push({ type: 'games' }));
    await expect.poll(() => fake.listeners.size).toBe(0);
  });

  it('close() ends open streams and stops serving', async () => {
    const res = await fetch(`${web.url}api/events?token=${TOKEN}`);
    await expect.poll(() => fake.listeners.size).toBe(1);
    await web.close();
    await res.text(); // resolves because the server ended the stream
    expect(fake.listeners.size).toBe(0);
    await expect(fetch(web.url)).rejects.toThrow();
    web = await startWebHost({ host: fake, staticDir, token: TOKEN }); // for afterEach
  });
});
