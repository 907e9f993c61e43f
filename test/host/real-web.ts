// Marshal's own host behind its own web host, on a fresh data folder: what the browser and any other client
// on this machine talk to, composed as serve.ts composes it (the phones' requests beside the host's). Requests
// go over HTTP or over the page's WebSocket, byte for byte as given.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach } from 'vitest';
import { Phones, withPhones } from '../../src/host/phones.ts';
import { startWebHost, type WebHost } from '../../src/host/web.ts';
import { startHost, storedGames, type TestHost } from './helpers.ts';
import { clientFrame, connect, type Client } from './ws-client.ts';

export type Transport = 'http' | 'ws';
export const TRANSPORTS: Transport[] = ['http', 'ws'];

export interface Reply {
  /** The HTTP status; for the WebSocket, 101 while the connection stays open. */
  status: number;
  /** The raw answer: the HTTP body, or the WebSocket message (`{"id", "answer"}`). */
  raw: string;
  /** The answer's error, if it is one. */
  error: { code: string; message: string; size?: number; limit?: number } | null;
  /** The WebSocket close code, when the host closed instead of answering. */
  closed: number | null;
}

export interface RealWeb {
  host: TestHost;
  web: WebHost;
  token: string;
  /** Lines the web host logged about clients. */
  logged: string[];
  /** Sends `body` as request `name` and waits for the answer. */
  ask(transport: Transport, name: string, body: string | Buffer): Promise<Reply>;
  /** Every row of the saved games as text: equal means byte-identical. */
  stored(): string;
}

const TOKEN = 'real-web-token';
const running: { web: WebHost; phones: Phones; sockets: Client[] }[] = [];
afterEach(async () => {
  for (const { web, phones, sockets } of running.splice(0)) {
    for (const socket of sockets) socket.socket.destroy();
    await Promise.all([web.close(), phones.close()]);
  }
});

export async function startRealWeb(
  host: TestHost = startHost(),
  options: { maxBodyBytes?: number } = {},
): Promise<RealWeb> {
  const staticDir = path.join(host.dataDir, 'renderer');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Marshal</title>');
  const logged: string[] = [];
  const phones = new Phones({ host, staticDir, log: () => {} });
  const web = await startWebHost({
    host: withPhones(host, phones),
    staticDir,
    token: TOKEN,
    log: (line) => logged.push(line),
    ...options,
  });
  const sockets: Client[] = [];
  running.push({ web, phones, sockets });
  let socket: Client | null = null;
  let nextId = 1;

  async function overSocket(name: string, payload: string | Buffer): Promise<Reply> {
    if (!socket) {
      const opened = await connect(web.port, `?token=${TOKEN}`);
      if (typeof opened === 'number') throw new Error(`the WebSocket was refused with ${opened}`);
      socket = opened;
      sockets.push(opened);
    }
    const id = nextId++;
    // The page's own framing: the id first, then the name, then the payload exactly as given.
    const message = Buffer.concat([
      Buffer.from(`{"id":${id},"name":${JSON.stringify(name)},"payload":`),
      Buffer.from(payload),
      Buffer.from('}'),
    ]);
    socket.socket.write(clientFrame(0x1, message));
    const reply = await socket.next();
    if (typeof reply === 'number') {
      socket = null;
      return { status: 101, raw: '', error: null, closed: reply };
    }
    const { answer } = JSON.parse(reply) as { answer: { ok: boolean; error?: Reply['error'] } };
    return { status: 101, raw: reply, error: answer.ok ? null : (answer.error ?? null), closed: null };
  }

  return {
    host,
    web,
    token: TOKEN,
    logged,
    ask: (transport, name, body) =>
      transport === 'http' ? post(web.port, `/api/${name}`, body) : overSocket(name, body),
    stored: () => storedGames(host.dataDir),
  };
}

/** A POST with exactly these bytes (fetch would re-encode a string). */
function post(port: number, pathname: string, body: string | Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-marshal-token': TOKEN },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const answer = JSON.parse(raw) as { ok: boolean; error?: Reply['error'] };
          resolve({
            status: res.statusCode ?? 0,
            raw,
            error: answer.ok ? null : (answer.error ?? null),
            closed: null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
