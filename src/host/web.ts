// The browser fallback: the same host map over HTTP, on 127.0.0.1 only. Anything else on this machine (another
// user's browser tab, a page using DNS rebinding) can reach the port, so every /api call must carry the
// per-launch token, and foreign Host and Origin headers are refused before anything else happens.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Answer, ErrorCode, Push } from './contract.ts';
import { SECURITY_HEADERS, resolveStaticFile, staticHeaders } from './static-files.ts';
import { acceptKey, isClientKey, serveSocket, type SocketPeer } from './web-socket.ts';

/** What the web host needs from the host: the request map and the push stream. */
export interface HostEndpoint {
  handle(name: string, payload: unknown): Promise<Answer<unknown>>;
  subscribe(listener: (push: Push) => void): () => void;
}

export interface WebHostOptions {
  host: HostEndpoint;
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** The per-launch secret every /api request must present. */
  token: string;
  /** Largest accepted request body in bytes; 1 MB by default. */
  maxBodyBytes?: number;
}

export interface WebHost {
  /** http://127.0.0.1:<port>/ (without the token). */
  url: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';
const DEFAULT_MAX_BODY = 1024 * 1024;
const REQUEST_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const HEARTBEAT_MS = 25_000;
const FAILED: Answer<never> = {
  ok: false,
  error: { code: 'internal', message: 'The host failed to answer this request.' },
};

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sendJson(res: http.ServerResponse, status: number, body: Answer<unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** Reads the body up to `limit` bytes; an empty body means "no fields" (`{}`). */
async function readJsonBody(req: http.IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit)
    throw new HttpRefusal(413, 'bad-request', `The request body is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit)
      throw new HttpRefusal(413, 'bad-request', `The request body is larger than ${limit} bytes.`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new HttpRefusal(400, 'bad-request', `The request body is not valid JSON: ${detail}`);
  }
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { host, staticDir } = options;
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const tokenDigest = digest(options.token);
  const streams = new Set<http.ServerResponse>();
  const sockets = new Set<SocketPeer>();
  let port = 0;

  const allowedHosts = () => new Set([`${LOOPBACK}:${port}`, `localhost:${port}`]);
  const allowedOrigins = () => new Set([`http://${LOOPBACK}:${port}`, `http://localhost:${port}`]);
  const tokenMatches = (presented: string | null | undefined): boolean =>
    typeof presented === 'string' && timingSafeEqual(digest(presented), tokenDigest);

  /** DNS rebinding and cross-site requests: refused for every path, pages included. */
  function checkOrigin(req: http.IncomingMessage): void {
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts().has(hostHeader)) throw new HttpRefusal(403, 'refused', `Unexpected Host header.`);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin.toLowerCase())) {
      throw new HttpRefusal(403, 'refused', `Requests from ${origin} are not allowed.`);
    }
  }

  function openEventStream(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.add(res);
    // Written on the next turn of the event loop: the answer to the request that caused the push goes out
    // first (the page that asked renders from it; the push is for the other windows).
    const unsubscribe = host.subscribe((push) =>
      setImmediate(() => {
        if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(push)}\n\n`);
      }),
    );
    // A comment line now and then keeps idle connections from being dropped along the way.
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
    };
    req.on('close', stop);
    res.on('close', stop);
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const name = url.pathname.slice('/api/'.length);
    const headerToken = req.headers['x-marshal-token'];
    const presented = typeof headerToken === 'string' ? headerToken : undefined;
    if (name === 'events') {
      // EventSource cannot send headers, so the stream alone may carry the token in its query.
      if (!tokenMatches(presented ?? url.searchParams.get('token'))) {
        throw new HttpRefusal(403, 'refused', 'Missing or wrong token.');
      }
      if (req.method !== 'GET') throw new HttpRefusal(405, 'bad-request', 'Use GET for /api/events.');
      openEventStream(req, res);
      return;
    }
    if (!tokenMatches(presented))
      throw new HttpRefusal(403, 'refused', 'Missing or wrong x-marshal-token header.');
    if (req.method !== 'POST') throw new HttpRefusal(405, 'bad-request', `Use POST for /api/${name}.`);
    if (!REQUEST_NAME.test(name))
      throw new HttpRefusal(404, 'unknown-request', `No request named "${name}".`);
    const payload = await readJsonBody(req, maxBody);
    const answer = await answerTo(name, payload);
    sendJson(res, answer === FAILED ? 500 : 200, answer);
  }

  async function answerTo(name: string, payload: unknown): Promise<Answer<unknown>> {
    try {
      return await host.handle(name, payload);
    } catch (error) {
      console.error(`marshal: request ${name} failed`, error);
      return FAILED;
    }
  }

  /**
   * `/api/socket?token=…`: the same requests over one WebSocket, `{"id", "name", "payload"}` in and
   * `{"id", "answer"}` out. Host, Origin and token are checked exactly as for the event stream (a browser
   * cannot add headers to a WebSocket either, and cross-site WebSockets are not stopped by CORS).
   */
  function handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    try {
      checkOrigin(req);
      const url = new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`);
      if (url.pathname !== '/api/socket') throw new HttpRefusal(404, 'unknown-request', 'Not found.');
      const headerToken = req.headers['x-marshal-token'];
      const presented = typeof headerToken === 'string' ? headerToken : url.searchParams.get('token');
      if (!tokenMatches(presented)) throw new HttpRefusal(403, 'refused', 'Missing or wrong token.');
      const key = req.headers['sec-websocket-key'];
      if (
        req.method !== 'GET' ||
        (req.headers.upgrade ?? '').toLowerCase() !== 'websocket' ||
        req.headers['sec-websocket-version'] !== '13' ||
        !isClientKey(key)
      ) {
        throw new HttpRefusal(400, 'bad-request', 'Not a WebSocket handshake.');
      }
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`,
      );
    } catch (error) {
      const refusal =
        error instanceof HttpRefusal ? error : new HttpRefusal(500, 'internal', 'The web host failed.');
      const text = refusal.message;
      socket.end(
        `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? ''}\r\nConnection: close\r\n` +
          `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
      return;
    }
    // An answer is one small write: send it now rather than wait to batch it with a next one.
    if (socket instanceof Socket) socket.setNoDelay(true);
    const peer = serveSocket(socket, head, maxBody, (text, from) => void answerMessage(text, from));
    sockets.add(peer);
    socket.on('close', () => sockets.delete(peer));
  }

  async function answerMessage(text: string, peer: SocketPeer): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      peer.close(1007);
      return;
    }
    const { id, name, payload } = (message ?? {}) as { id?: unknown; name?: unknown; payload?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof name !== 'string') {
      peer.close(1007);
      return;
    }
    const answer: Answer<unknown> = REQUEST_NAME.test(name)
      ? await answerTo(name, payload ?? {})
      : {
          ok: false,
          error: { code: 'unknown-request', message: `No request named "${name.slice(0, 64)}".` },
        };
    peer.send(JSON.stringify({ id, answer }));
  }

  async function handleStatic(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed.');
      return;
    }
    const file = await resolveStaticFile(staticDir, url.pathname);
    if (!file) {
      sendText(res, 404, 'Not found.');
      return;
    }
    const body = await readFile(file);
    res.writeHead(200, { ...staticHeaders(file), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const isApi = (req.url ?? '').startsWith('/api/');
    try {
      checkOrigin(req);
      const url = new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`);
      if (isApi) await handleApi(req, res, url);
      else await handleStatic(req, res, url);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal =
        error instanceof HttpRefusal ? error : new HttpRefusal(500, 'internal', 'The web host failed.');
      if (!(error instanceof HttpRefusal)) console.error('marshal: web host error', error);
      // Stop reading a body we refuse; close the connection so the client is not left writing into it.
      if (refusal.status === 413) res.setHeader('Connection', 'close');
      if (isApi)
        sendJson(res, refusal.status, { ok: false, error: { code: refusal.code, message: refusal.message } });
      else sendText(res, refusal.status, refusal.message);
    }
  }

  const server = http.createServer((req, res) => void route(req, res));
  server.on('upgrade', handleUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${LOOPBACK}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const stream of streams) stream.end();
        streams.clear();
        for (const peer of sockets) peer.close(1001);
        sockets.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
