// Reading an HTTP request body for the web host. A body over the limit is still read to its end (and
// dropped as it arrives): answering while the client is still sending would reset the connection under it,
// and the browser would show a dead host instead of the answer. Reading it whole also tells how big it was.
import type http from 'node:http';

export type Body = { ok: true; bytes: Buffer } | { ok: false; size: number };

/** The client went away before its request was whole: nothing to answer, nobody to answer. */
export class ClientGone extends Error {}

export async function readBody(req: http.IncomingMessage, limit: number): Promise<Body> {
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
  // A client can end a body early and still wait for the answer; only a reset socket is a client gone.
  if (!req.complete) throw new ClientGone('the client disconnected before sending its whole request');
  return size > limit ? { ok: false, size } : { ok: true, bytes: Buffer.concat(chunks) };
}
