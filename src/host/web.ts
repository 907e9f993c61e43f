// The browser fallback: the same host map over HTTP, on 127.0.0.1 only. Anything else on this machine (another
// user's browser tab, a page using DNS rebinding) can reach the port, so every /api call must carry the
// per-launch token, and foreign Host and Origin headers are refused before anything else happens.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { MAX_REQUEST_BYTES, type Answer, type Push, type Sender } from './contract.ts';
import {
  ClientGone,
  HttpRefusal,
  answerUnparsable,
  readJsonBody,
  SERVER_TIMEOUTS,
  refusal,
  sendJson,
  sendText,
} from './http-io.ts';
import { clip, quote } from './quote.ts';
import { NOT_JSON, unknownRequest } from './refusals.ts';
import { SECURITY_HEADERS, resolveStaticFile, staticHeaders } from './static-files.ts';
import { leadingId, socketServer, type SocketPeer } from './web-socket.ts';

/** What the web host needs from the host: the request map and the push stream. */
export interface HostEndpoint {
  handle(name: string, payload: unknown, from?: Sender): Promise<Answer<unknown>>;
  subscribe(listener: (push: Push, from?: Sender | null) => void): () => void;
}

export interface WebHostOptions {
  host: HostEndpoint;
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** The per-launch secret every /api request must present. */
  token: string;
  /** Whether a token from an earlier launch still opens Marshal (by its SHA-256, hex): a tab or a display
   *  open before a restart carries on. */
  acceptsEarlier?: (digestHex: string) => boolean;
  /** Largest accepted request body in bytes; MAX_REQUEST_BYTES (1 MB) by default. */
  maxBodyBytes?: number;
  /** Where one-line notes about clients go (default: console.error). */
  log?: (line: string) => void;
  /** How long a socket may leave the host's ping unanswered (SOCKET_IDLE_MS by default; tests shorten it). */
  socketIdleMs?: number;
}

export interface WebHost {
  /** http://127.0.0.1:<port>/ (without the token). */
  url: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';
const REQUEST_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const HEARTBEAT_MS = 25_000;
/**
 * A page names itself with a random id on its event stream and its requests (`client=` in the query,
 * `x-marshal-client` over HTTP), so a push its own answer already carried is not sent to it again.
 */
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const clientId = (value: string | null | undefined): Sender | null =>
  typeof value === 'string' && CLIENT_ID.test(value) ? value : null;
const FAILED: Answer<never> = {
  ok: false,
  error: { code: 'internal', message: 'The host failed to answer this request.' },
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { host, staticDir } = options;
  const maxBody = options.maxBodyBytes ?? MAX_REQUEST_BYTES;
  const log = options.log ?? ((line: string) => console.error(line));
  const tokenDigest = digest(options.token);
  const streams = new Set<http.ServerResponse>();
  /** A push written to every stream is turned into text once. */
  let lastPush: { push: Push; text: string } | null = null;
  const pushText = (push: Push): string => {
    if (lastPush?.push !== push) lastPush = { push, text: JSON.stringify(push) };
    return lastPush.text;
  };
  const sockets = socketServer({ maxMessage: maxBody, idleMs: options.socketIdleMs });
  let port = 0;

  const allowedHosts = () => new Set([`${LOOPBACK}:${port}`, `localhost:${port}`]);
  const allowedOrigins = () => new Set([`http://${LOOPBACK}:${port}`, `http://localhost:${port}`]);
  const tokenMatches = (presented: string | null | undefined): boolean => {
    if (typeof presented !== 'string') return false;
    const presentedDigest = digest(presented);
    if (timingSafeEqual(presentedDigest, tokenDigest)) return true;
    return options.acceptsEarlier?.(presentedDigest.toString('hex')) ?? false;
  };

  /** DNS rebinding and cross-site requests: refused for every path, pages included. */
  function checkOrigin(req: http.IncomingMessage): void {
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts().has(hostHeader)) throw new HttpRefusal(403, 'refused', `Unexpected Host header.`);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin.toLowerCase())) {
      throw new HttpRefusal(403, 'refused', `Requests from ${quote(origin)} are not allowed.`);
    }
  }

  function openEventStream(req: http.IncomingMessage, res: http.ServerResponse, client: Sender | null): void {
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
    const unsubscribe = host.subscribe((push, from) => {
      if (client !== null && from === client) return;
      setImmediate(() => {
        if (!res.writableEnded && !res.destroyed) res.write(`data: ${pushText(push)}\n\n`);
      });
    });
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
      openEventStream(req, res, clientId(url.searchParams.get('client')));
      return;
    }
    if (!tokenMatches(presented))
      throw new HttpRefusal(403, 'refused', 'Missing or wrong x-marshal-token header.');
    if (req.method !== 'POST') throw new HttpRefusal(405, 'bad-request', 'Use POST for /api requests.');
    if (!REQUEST_NAME.test(name)) throw refusal(404, unknownRequest(name));
    const payload = await readJsonBody(req, maxBody);
    const client = req.headers['x-marshal-client'];
    const answer = await answerTo(name, payload, clientId(typeof client === 'string' ? client : null));
    sendJson(res, answer === FAILED ? 500 : 200, answer);
  }

  async function answerTo(name: string, payload: unknown, from: Sender | null): Promise<Answer<unknown>> {
    try {
      return await host.handle(name, payload, from ?? undefined);
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
      // The library accepts the older version 8 too; browsers all speak 13.
      if (
        req.method !== 'GET' ||
        (req.headers.upgrade ?? '').toLowerCase() !== 'websocket' ||
        req.headers['sec-websocket-version'] !== '13'
      ) {
        throw new HttpRefusal(400, 'bad-request', 'Not a WebSocket handshake.');
      }
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
    const client = clientId(new URL(req.url ?? '/', `http://${LOOPBACK}`).searchParams.get('client'));
    sockets.accept(req, socket, head, (text, from) => void answerMessage(text, from, client));
  }

  /**
   * One message from the page: `{"id", "name", "payload"}`. A message whose id can be read is answered,
   * refusals included, in the same words as over HTTP; one without is closed with a reason (1007). A
   * message over the limit never gets here: the library closes with 1009 on its declared length, and the
   * page sends a request that large over HTTP, which answers 413 with the sizes.
   */
  async function answerMessage(text: string, peer: SocketPeer, client: Sender | null): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      const id = leadingId(text);
      if (id === null) peer.close(1007, NOT_JSON.message);
      else peer.send(JSON.stringify({ id, answer: { ok: false, error: NOT_JSON } }));
      return;
    }
    const { id, name, payload } = (parsed ?? {}) as { id?: unknown; name?: unknown; payload?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      peer.close(1007, 'A request is {"id": <number>, "name": <text>, "payload": {…}}.');
      return;
    }
    const answer: Answer<unknown> =
      typeof name === 'string' && REQUEST_NAME.test(name)
        ? // A message without a payload asks with no fields, like an empty HTTP body; null is refused.
          await answerTo(name, payload === undefined ? {} : payload, client)
        : { ok: false, error: unknownRequest(typeof name === 'string' ? name : String(name)) };
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
      if (error instanceof ClientGone) {
        // Not a fault of Marshal's and nothing was done: one line, no stack.
        log(
          `marshal: a client disconnected before its request to ${clip(req.url ?? '/', 60)} was whole; nothing was done.`,
        );
        res.destroy();
        return;
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal =
        error instanceof HttpRefusal ? error : new HttpRefusal(500, 'internal', 'The web host failed.');
      if (!(error instanceof HttpRefusal)) console.error('marshal: web host error', error);
      if (isApi) sendJson(res, refusal.status, { ok: false, error: refusal.error });
      else sendText(res, refusal.status, refusal.message);
    }
  }

  const server = http.createServer(SERVER_TIMEOUTS, (req, res) => void route(req, res));
  server.on('upgrade', handleUpgrade);
  server.on('clientError', answerUnparsable(maxBody));
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
        sockets.close(1001);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
