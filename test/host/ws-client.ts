// A bare WebSocket client for the host tests (Node 20 has none built in): it writes frames exactly as given,
// so a test can send what no browser would — unmasked frames, invalid UTF-8, messages over the limit.
import type { Socket } from 'node:net';
import { clientFrame, openSocket, readFrames } from '../../bench/ws-frame.ts';

export { clientFrame };

export interface Client {
  socket: Socket;
  /** Resolves with the next text message, or the close code as a number. */
  next(): Promise<string | number>;
}

/** Opens /api/socket; resolves with the client or with the refusal's status. */
export async function connect(
  port: number,
  query: string,
  headers: Record<string, string> = {},
): Promise<Client | number> {
  const opened = await openSocket('127.0.0.1', port, `/api/socket${query}`, headers);
  if (typeof opened === 'number') return opened;
  const { socket, head } = opened;
  const waiting: ((m: string | number) => void)[] = [];
  const ready: (string | number)[] = [];
  readFrames(socket, head, (opcode, payload) => {
    const m = opcode === 0x8 ? payload.readUInt16BE(0) : payload.toString('utf8');
    const w = waiting.shift();
    if (w) w(m);
    else ready.push(m);
  });
  return {
    socket,
    next: () =>
      new Promise((r) => (ready.length > 0 ? r(ready.shift() as string | number) : waiting.push(r))),
  };
}
