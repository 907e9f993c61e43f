// The web host's HTTP side: reading a request body, and answering. A body over the limit is still read to
// its end (and dropped as it arrives): answering while the client is still sending would reset the connection
// under it, and the browser would show a dead host instead of the answer. Reading it whole also tells how big
// it was.
import type http from 'node:http';
import type { Answer, ErrorCode, HostError } from './contract.ts';
import { NOT_JSON, NOT_UTF8, tooLarge } from './refusals.ts';
import { SECURITY_HEADERS } from './static-files.ts';

type Body = { ok: true; bytes: Buffer } | { ok: false; size: number };

/** The client went away before its request was whole: nothing to answer, nobody to answer. */
export class ClientGone extends Error {}

async function readBody(req: http.IncomingMessage, limit: number): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size <= limit) chunks.push(buffer);
      else chunks.length = 0;
    }
  } catch {
    throw new ClientGone('the client disconnected before sending its whole request');
  }
  // A connection closed mid-body can also just end the stream, without an error.
  if (!req.complete) throw new ClientGone('the client disconnected before sending its whole request');
  return size > limit ? { ok: false, size } : { ok: true, bytes: Buffer.concat(chunks) };
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
  });
  res.end(text);
}

export function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The body as JSON, decoded strictly; an empty body means "no fields" (`{}`). */
export async function readJsonBody(req: http.IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  if (!body.ok) throw refusal(413, tooLarge(body.size, limit));
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
