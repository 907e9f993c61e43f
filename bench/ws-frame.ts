// A bare WebSocket client's pieces (Node 20 has none built in): opening the socket, writing frames and reading
// the host's. The phone client of the bench and the host tests' client are both made of them.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';

/**
 * Asks `host:port` to upgrade `path` to a WebSocket. Resolves with the socket and whatever the host sent right
 * after its 101 (a close, at once, for a token it does not know), or with the HTTP status refusing it.
 */
export function openSocket(
  host: string,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ socket: Socket; head: Buffer } | number> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host,
      port,
      path,
      headers: {
        host: `${host}:${port}`,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (_res, socket: Socket, head: Buffer) => resolve({ socket, head }));
    req.on('error', reject);
    req.end();
  });
}

/** Reads the host's frames (never masked) as they arrive, `head` first: each whole frame's opcode and payload. */
export function readFrames(
  socket: Socket,
  head: Buffer,
  onFrame: (opcode: number, payload: Buffer) => void,
): void {
  let buffered = Buffer.alloc(0);
  const read = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (buffered.length < 2) return;
      const opcode = (buffered[0] as number) & 0x0f;
      let n = (buffered[1] as number) & 0x7f;
      let at = 2;
      if (n === 126) {
        if (buffered.length < 4) return;
        n = buffered.readUInt16BE(2);
        at = 4;
      } else if (n === 127) {
        if (buffered.length < 10) return;
        n = Number(buffered.readBigUInt64BE(2));
        at = 10;
      }
      if (buffered.length < at + n) return;
      const payload = buffered.subarray(at, at + n);
      buffered = buffered.subarray(at + n);
      onFrame(opcode, payload);
    }
  };
  socket.on('data', read);
  if (head.length > 0) setImmediate(() => read(head));
}

/** A client frame: always masked (RFC 6455 §5.3). */
export function clientFrame(
  opcode: number,
  text: string | Buffer,
  { fin = true, masked = true } = {},
): Buffer {
  const payload = typeof text === 'string' ? Buffer.from(text) : text;
  const n = payload.length;
  const b0 = (fin ? 0x80 : 0) | opcode;
  const m = masked ? 0x80 : 0;
  let head: Buffer;
  if (n < 126) head = Buffer.from([b0, m | n]);
  else if (n < 65536) head = Buffer.from([b0, m | 126, n >> 8, n & 255]);
  else {
    head = Buffer.alloc(10);
    head[0] = b0;
    head[1] = m | 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  if (!masked) return Buffer.concat([head, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ (mask[i & 3] as number)));
  return Buffer.concat([head, mask, body]);
}
