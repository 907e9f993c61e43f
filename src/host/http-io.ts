// The web host's HTTP side: reading a request body, and answering. A body over the limit is refused as soon
// as that is known — from its Content-Length before a byte of it is read, or from the bytes of a chunked body
// as they pass the limit — with a 413 that names the sizes, and the connection is then closed: nothing past
// the limit is kept, and the rest of the body is never waited for. Browsers read an early answer to an upload.
import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Answer, ErrorCode, HostError } from './contract.ts';
import { NOT_JSON, NOT_UTF8, tooLarge, tooLargeSoFar } from './refusals.ts';
import { SECURITY_HEADERS } from './static-files.ts';

type Body = { ok: true; bytes: Buffer } | { ok: false; error: HostError };

/** The client went away before its request was whole: nothing to answer, nobody to answer. */
export class ClientGone extends Error {}

/**
 * How long a request may take to arrive, headers and body, before it is closed with a 408 (Node checks every
 * `connectionsCheckingInterval`): a client idle mid-body does not hold a connection. See docs/security.md.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
} satisfies http.ServerOptions;

function readBody(req: http.IncomingMessage, limit: number): Promise<Body> {
  // Any Content-Length over the limit, however large, is refused without reading the body.
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.resolve({ ok: false, error: tooLarge(Number(declared), limit) });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // A chunked body past the limit: what came is dropped, the rest is not read.
      stop();
      req.pause();
      chunks.length = 0;
      resolve({ ok: false, error: tooLargeSoFar(size, limit) });
    };
    const onEnd = () => {
      stop();
      // A connection closed mid-body can also just end the stream, without an error.
      if (!req.complete) reject(new ClientGone('the client disconnected before sending its whole request'));
      else resolve({ ok: true, bytes: Buffer.concat(chunks) });
    };
    const onGone = () => {
      stop();
      reject(new ClientGone('the client disconnected before sending its whole request'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The whole error to answer with, when it carries more than a code and a message. */
    readonly error: HostError = { code, message },
  ) {
    super(message);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function sendJson(res: http.ServerResponse, status: number, body: Answer<unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    // A refused body is left unread, so the connection cannot carry another request.
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  if (status === 413) lingerBeforeClosing(res);
  res.end(text);
}

/** What Node answers a request it could not parse; the 413 below is the one case told apart. */
const PARSE_REFUSALS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * The server's `clientError` handler. A Content-Length too large for the parser (past 2^64 - 1) is still a
 * body over the limit, answered like the others: 413 with the sizes. Anything else unparsable gets Node's own
 * bare answer.
 */
export function answerUnparsable(limit: number) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    if (!socket.writable || (socket as Partial<Socket>).bytesWritten) return void socket.destroy();
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const declared =
      error.code === 'HPE_INVALID_CONTENT_LENGTH'
        ? /\r\ncontent-length[ \t]*:[ \t]*(\d+)[ \t]*\r\n/i.exec(raw)?.[1]
        : undefined;
    if (declared !== undefined && Number(declared) > limit) {
      const text = JSON.stringify({ ok: false, error: tooLarge(Number(declared), limit) });
      socket.end(
        'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n' +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
      return;
    }
    socket.end(
      `HTTP/1.1 ${PARSE_REFUSALS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`,
    );
    socket.destroy();
  };
}

/** How long a refused upload's connection goes on dropping what the client still sends after the answer. */
const LINGER_MS = 2000;

/**
 * Node destroys a `Connection: close` socket as soon as the answer is written. With the client still
 * sending its body, that makes the system answer those bytes with a reset, which can erase the 413 before
 * the client reads it (RFC 9112 §9.6). So the socket is half-closed instead, and what still arrives is
 * dropped (the request is dumped) until the client stops or LINGER_MS pass.
 */
function lingerBeforeClosing(res: http.ServerResponse): void {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}

export function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The body as JSON, decoded strictly; an empty body means "no fields" (`{}`). */
export async function readJsonBody(req: http.IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  if (!body.ok) throw refusal(413, body.error);
  let text: string;
  try {
    text = utf8.decode(body.bytes).trim();
  } catch {
    throw refusal(400, NOT_UTF8);
  }
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusal(400, NOT_JSON);
  }
}

export function refusal(status: number, error: HostError): HttpRefusal {
  return new HttpRefusal(status, error.code, error.message, error);
}
