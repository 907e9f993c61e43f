// A bare WebSocket client for the host tests (Node 20 has none built in): it writes frames exactly as given,
// so a test can send what no browser would — unmasked frames, invalid UTF-8, messages over the limit.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { clientFrame } from '../../bench/ws-frame.ts';

export { clientFrame };

export interface Client {
  socket: Socket;
  /** Resolves with the next text message, or the close code as a number. */
  next(): Promise<string | number>;
}

/** Opens /api/socket; resolves with the client or with the refusal's status. */
export function connect(port: number, query: string, headers: Record<string, string> = {}) {
  return new Promise<Client | number>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: `/api/socket${query}`,
      headers: {
        host: `127.0.0.1:${port}`,
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
    req.on('upgrade', (_res, socket: Socket) => {
      let buffered = Buffer.alloc(0);
      const waiting: ((m: string | number) => void)[] = [];
      const ready: (string | number)[] = [];
      const deliver = (m: string | number) => {
        const w = waiting.shift();
        if (w) w(m);
        else ready.push(m);
      };
      socket.on('data', (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          if (buffered.length < 2) return;
          let n = (buffered[1] as number) & 0x7f;
          let at = 2;
          if (n === 126) {
            n = buffered.readUInt16BE(2);
            at = 4;
          } else if (n === 127) {
            n = Number(buffered.readBigUInt64BE(2));
            at = 10;
          }
          if (buffered.length < at + n) return;
          const opcode = (buffered[0] as number) & 0x0f;
          const payload = buffered.subarray(at, at + n);
          buffered = buffered.subarray(at + n);
          deliver(opcode === 0x8 ? payload.readUInt16BE(0) : payload.toString('utf8'));
        }
      });
      resolve({
        socket,
        next: () =>
          new Promise((r) => (ready.length > 0 ? r(ready.shift() as string | number) : waiting.push(r))),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
