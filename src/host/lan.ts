// The listener phones join on: a second HTTP server on the one local address the table chose, open only while
// inviting is on. It serves the phone page, takes pairing codes, and carries each paired phone's requests and
// pushes over one WebSocket. It never serves the main window's page or API, and the main window's token is
// never sent here. Host and Origin must name this address and port (DNS rebinding, cross-site pages).
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { Answer } from './contract.ts';
import {
  HttpRefusal,
  answerUnparsable,
  readJsonBody,
  SERVER_TIMEOUTS,
  sendJson,
  sendText,
} from './http-io.ts';
import { resolveStaticFile, staticHeaders } from './static-files.ts';
import { socketServer, type SocketPeer } from './web-socket.ts';
import { NOT_PAIRED } from './phones-contract.ts';

/** A pairing code or a phone request is small: anything larger is not a phone of ours. */
const MAX_PHONE_BYTES = 64 * 1024;
const PAGE = 'phone.html';

/** One phone's connection, as the phones controller serves it. */
export interface PhoneLink {
  answer(name: string, payload: unknown): Promise<Answer<unknown>>;
  close(): void;
}

export interface LanRoutes {
  /** `POST /phone/pair {"code"}` → the phone's token, or why not (wrong, expired, locked). */
  pair(code: unknown): Answer<{ token: string }>;
  /** A phone's socket opened with its token; null when the token is unknown or revoked. */
  connect(token: string | null, peer: SocketPeer): PhoneLink | null;
}

export interface LanListener {
  address: string;
  port: number;
  close(): Promise<void>;
}

export async function startLanListener(options: {
  address: string;
  port?: number;
  staticDir: string;
  routes: LanRoutes;
  log?: (line: string) => void;
  /** How long a socket may leave the host's ping unanswered (SOCKET_IDLE_MS by default). */
  socketIdleMs?: number;
}): Promise<LanListener> {
  const { address, staticDir, routes } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const hostName = address.includes(':') ? `[${address}]` : address;
  const links = new Set<{ peer: SocketPeer; link: PhoneLink | null }>();
  // A phone request over 64 KB is closed with 1009 on its declared length; a non-UTF-8 one with 1007.
  const sockets = socketServer({ maxMessage: MAX_PHONE_BYTES, idleMs: options.socketIdleMs });
  let port = 0;

  function checkOrigin(req: http.IncomingMessage): void {
    const expected = `${hostName}:${port}`.toLowerCase();
    if ((req.headers.host ?? '').toLowerCase() !== expected)
      throw new HttpRefusal(403, 'refused', 'Unexpected Host header.');
    const origin = req.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== `http://${expected}`)
      throw new HttpRefusal(403, 'refused', 'Requests from another site are not allowed.');
  }

  async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) {
    const file = await resolveStaticFile(staticDir, urlPath);
    if (!file) return sendText(res, 404, 'Not found.');
    const body = await readFile(file);
    res.writeHead(200, { ...staticHeaders(file), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const isApi = (req.url ?? '').startsWith('/phone/');
    try {
      checkOrigin(req);
      const url = new URL(req.url ?? '/', `http://${hostName}:${port}`);
      if (url.pathname === '/phone/pair') {
        if (req.method !== 'POST') throw new HttpRefusal(405, 'bad-request', 'Use POST to pair.');
        const body = (await readJsonBody(req, MAX_PHONE_BYTES)) as { code?: unknown };
        const answer = routes.pair(body?.code);
        return sendJson(res, answer.ok ? 200 : 403, answer);
      }
      // The phone page at /join (the address in the QR code); its scripts and styles; nothing else.
      const page = url.pathname === '/join' || url.pathname === '/';
      const asset = url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg';
      if (!page && !asset) return sendText(res, 404, 'Not found.');
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed.');
      return await sendFile(req, res, page ? `/${PAGE}` : url.pathname);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      const refusal =
        error instanceof HttpRefusal ? error : new HttpRefusal(500, 'internal', 'The phone listener failed.');
      if (!(error instanceof HttpRefusal)) log(`marshal: phone listener error: ${String(error)}`);
      if (isApi) sendJson(res, refusal.status, { ok: false, error: refusal.error });
      else sendText(res, refusal.status, refusal.message);
    }
  }

  function handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    let token: string | null;
    try {
      checkOrigin(req);
      const url = new URL(req.url ?? '/', `http://${hostName}:${port}`);
      if (url.pathname !== '/phone/socket') throw new HttpRefusal(404, 'unknown-request', 'Not found.');
      if (req.method !== 'GET' || req.headers['sec-websocket-version'] !== '13')
        throw new HttpRefusal(400, 'bad-request', 'Not a WebSocket handshake.');
      token = url.searchParams.get('device');
    } catch (error) {
      const refusal = error instanceof HttpRefusal ? error : new HttpRefusal(500, 'internal', 'Failed.');
      socket.end(
        `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? ''}\r\nConnection: close\r\n` +
          `Content-Length: ${Buffer.byteLength(refusal.message)}\r\n\r\n${refusal.message}`,
      );
      return;
    }
    const entry: { peer: SocketPeer; link: PhoneLink | null } = { peer: null as never, link: null };
    const opened = sockets.accept(req, socket, head, (text, peer) => {
      let parsed: { id?: unknown; name?: unknown; payload?: unknown };
      try {
        parsed = (JSON.parse(text) ?? {}) as typeof parsed;
      } catch {
        return peer.close(1007, 'A request is {"id", "name", "payload"} as JSON.');
      }
      const { id, name, payload } = parsed;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof name !== 'string')
        return peer.close(1007, 'A request is {"id", "name", "payload"} as JSON.');
      const link = entry.link;
      if (!link) return;
      void link
        .answer(name, payload === undefined ? {} : payload)
        .then((answer) => peer.send(JSON.stringify({ id, answer })));
    });
    if (!opened) return;
    entry.peer = opened;
    // A token that is unknown or revoked: the socket says so in its close code, and the page asks to pair.
    entry.link = routes.connect(token, entry.peer);
    if (!entry.link) return entry.peer.close(NOT_PAIRED, 'not paired');
    links.add(entry);
    socket.on('close', () => {
      links.delete(entry);
      entry.link?.close();
    });
  }

  const server = http.createServer(SERVER_TIMEOUTS, (req, res) => void route(req, res));
  server.on('upgrade', handleUpgrade);
  server.on('clientError', answerUnparsable(MAX_PHONE_BYTES));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    address,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const { peer, link } of links) {
          link?.close();
          peer.close(1001, 'Marshal stopped inviting phones.');
        }
        links.clear();
        sockets.close(1001, 'Marshal stopped inviting phones.');
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const PHONE_PAGE = PAGE;
export const phonePagePath = (staticDir: string): string => path.join(staticDir, PAGE);
