// One WebSocket per page for requests and their answers. In Chromium a fetch to the host costs about 5 ms
// before the host even answers (measured: fetch round trip p50 ~6–8 ms, WebSocket ~1.5 ms, on the bench
// machine), and an entry must reach the table within a frame. Only what the page needs of RFC 6455: text
// messages, ping/pong and close; no extensions, no subprotocols, no binary messages. A message that is too
// large or not UTF-8 is answered like any refused request (RFC 6455 would close the connection): the page
// then tells the table what was wrong instead of "Marshal is not reachable".
import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The Sec-WebSocket-Accept value for a client's Sec-WebSocket-Key. */
export function acceptKey(key: string): string {
  return createHash('sha1')
    .update(key + GUID)
    .digest('base64');
}

/** A key is 16 random bytes in base64 (RFC 6455 §4.1). */
export function isClientKey(key: string | undefined): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9+/]{22}==$/.test(key);
}

/** One unmasked frame from the server (servers never mask). */
export function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length;
  let head: Buffer;
  if (n < 126) head = Buffer.from([0x80 | opcode, n]);
  else if (n < 65536) {
    head = Buffer.alloc(4);
    head.writeUInt16BE(n, 2);
    head[1] = 126;
  } else {
    head = Buffer.alloc(10);
    head.writeBigUInt64BE(BigInt(n), 2);
    head[1] = 127;
  }
  head[0] = 0x80 | opcode;
  return Buffer.concat([head, payload]);
}

export interface SocketPeer {
  send(text: string): void;
  /** Sends a close frame with `code` and a short reason, then closes. */
  close(code: number, reason?: string): void;
}

/**
 * One whole message from the client: its text, or what was wrong with it — with the first bytes, where the
 * page puts the request's id, so the answer can still name the request it refuses.
 */
export type Incoming = { text: string } | { problem: 'not-utf8' | 'too-large'; size: number; head: Buffer };

/** How many of a refused message's first bytes are kept: enough for `{"id": 123456789,`. */
const HEAD_BYTES = 64;

/**
 * Reads the client's frames from an upgraded socket and calls `onMessage` once per whole message. A
 * message larger than `maxMessage` bytes is not kept: its bytes are dropped as they arrive (the connection
 * stays usable) and it arrives as a `too-large` problem. A protocol error or a binary message closes the
 * connection with the matching status code.
 */
export function serveSocket(
  socket: Duplex,
  head: Buffer,
  maxMessage: number,
  onMessage: (message: Incoming, peer: SocketPeer) => void,
): SocketPeer {
  let buffered: Buffer = Buffer.alloc(0);
  let parts: Buffer[] = [];
  let partsSize = 0;
  let closed = false;
  /** A message over the limit being dropped: its size so far and its first bytes. */
  let oversize: { size: number; head: Buffer } | null = null;
  /** Payload bytes of the current oversize frame still to drop, and whether that frame ends the message. */
  let skipping = 0;
  let skippingFin = false;

  const peer: SocketPeer = {
    send(text) {
      if (!closed) socket.write(encodeFrame(0x1, Buffer.from(text, 'utf8')));
    },
    close(code, reason = '') {
      if (closed) return;
      closed = true;
      const body = Buffer.alloc(2);
      body.writeUInt16BE(code);
      // A close frame's reason is at most 123 bytes; ours are short plain sentences.
      socket.end(encodeFrame(0x8, Buffer.concat([body, Buffer.from(reason, 'utf8').subarray(0, 123)])));
      // A client that never answers the close must not keep the socket.
      setTimeout(() => socket.destroy(), 1000).unref();
    },
  };

  /** Parses one frame from the buffer; false when more bytes are needed (or the connection is done). */
  function nextFrame(): boolean {
    if (closed || buffered.length < 2) return false;
    const b0 = buffered[0] as number;
    const b1 = buffered[1] as number;
    const fin = (b0 & 0x80) !== 0;
    const opcode = b0 & 0x0f;
    let length = b1 & 0x7f;
    let offset = 2;
    // No extension was agreed, so the reserved bits must be clear; and every client frame is masked.
    if ((b0 & 0x70) !== 0 || (b1 & 0x80) === 0) return fail(1002);
    if (length === 126) {
      if (buffered.length < 4) return false;
      length = buffered.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffered.length < 10) return false;
      const big = buffered.readBigUInt64BE(2);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return fail(1009);
      length = Number(big);
      offset = 10;
    }
    if (opcode >= 0x8 && (!fin || length > 125)) return fail(1002);
    if (opcode === 0x1 && (parts.length > 0 || oversize)) return fail(1002);
    if (opcode === 0x0 && parts.length === 0 && !oversize) return fail(1002);
    const data = opcode === 0x0 || opcode === 0x1;
    if (data && (oversize || partsSize + length > maxMessage)) return dropFrame(offset, length, fin);
    if (buffered.length < offset + 4 + length) return false;
    const payload = unmask(offset, length);
    buffered = buffered.subarray(offset + 4 + length);

    switch (opcode) {
      case 0x8:
        peer.close(1000);
        return false;
      case 0x9:
        socket.write(encodeFrame(0xa, payload));
        return true;
      case 0xa:
        return true;
      case 0x1:
      case 0x0:
        return message(payload, fin);
      default:
        return fail(1003);
    }
  }

  /** The first `length` payload bytes of the frame whose mask starts at `offset`, unmasked. */
  function unmask(offset: number, length: number): Buffer {
    const mask = buffered.subarray(offset, offset + 4);
    const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i & 3] as number);
    return payload;
  }

  /** Starts dropping a frame of a message over the limit, keeping only the message's first bytes. */
  function dropFrame(offset: number, length: number, fin: boolean): boolean {
    if (!oversize) {
      const headLength = Math.min(length, Math.max(0, HEAD_BYTES - partsSize));
      if (buffered.length < offset + 4 + headLength) return false;
      const first = Buffer.concat([...parts, unmask(offset, headLength)]).subarray(0, HEAD_BYTES);
      oversize = { size: partsSize, head: first };
      parts = [];
      partsSize = 0;
    }
    oversize.size += length;
    buffered = buffered.subarray(offset + 4);
    skipping = length;
    skippingFin = fin;
    return skip();
  }

  /** Drops what is buffered of the current oversize frame; at its end, a last frame delivers the problem. */
  function skip(): boolean {
    const n = Math.min(skipping, buffered.length);
    skipping -= n;
    buffered = buffered.subarray(n);
    if (skipping > 0) return false;
    if (skippingFin && oversize) {
      const dropped = oversize;
      oversize = null;
      onMessage({ problem: 'too-large', size: dropped.size, head: dropped.head }, peer);
    }
    return !closed;
  }

  function message(payload: Buffer, fin: boolean): boolean {
    parts.push(payload);
    partsSize += payload.length;
    if (!fin) return true;
    const whole = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    parts = [];
    partsSize = 0;
    let text: string;
    try {
      text = utf8.decode(whole);
    } catch {
      onMessage({ problem: 'not-utf8', size: whole.length, head: whole.subarray(0, HEAD_BYTES) }, peer);
      return !closed;
    }
    onMessage({ text }, peer);
    return !closed;
  }

  function fail(code: number): false {
    peer.close(code);
    return false;
  }

  function read(chunk: Buffer): void {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    if (skipping > 0 && !skip()) return;
    while (nextFrame());
  }

  socket.on('data', read);
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => socket.destroy());
  if (head.length > 0) read(head);
  return peer;
}

/** The request id at the start of a message the page sent (`{"id":7,…`), or null. */
export function leadingId(head: Buffer): number | null {
  const match = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(head.toString('latin1'));
  return match ? Number(match[1]) : null;
}
