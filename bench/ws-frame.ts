// A WebSocket frame as a client writes it (Node 20 has no WebSocket client built in): the phone client of the
// bench and the host tests both write theirs with it.
import { randomBytes } from 'node:crypto';

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
