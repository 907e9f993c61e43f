// A bare WebSocket client for the host tests (Node 20 has none built in): it writes frames exactly as given,
// so a test can send what no browser would — unmasked frames, invalid UTF-8, messages over the limit.
import type { Socket } from 'node:net';
import { clientFrame, openSocket, readFrames } from '../../bench/ws-frame.ts';

export { clientFrame };

export interface Client {
  socket: Socket;
  /** Resolves with the next text message, or the close code as a number. */
  next(): Promise<string | number>;
  /** The reason of the host's close frame, once it came. */
  closeReason(): string | null;
}

/** Opens /api/socket; resolves with the client or with the refusal's status. */
export async function connect(
  port: number,
  query: string,
  headers: Record<string, string> = {},
): Promise<Client | number> {
  const opened = await openSocket('127.0.0.1', port, `/api/socket${query}`, headers);
  if (typeof opened === 'number') return opened;
  return clientOf(opened.socket, opened.head);
}

/**
 * A client on a socket the host has just upgraded (`head`: what came with the 101). It answers the host's
 * pings unless `pong` is false (a client stalled mid-frame sends nothing more).
 */
export function clientOf(socket: Socket, head: Buffer, { pong = true } = {}): Client {
  const waiting: ((m: string | number) => void)[] = [];
  const ready: (string | number)[] = [];
  let reason: string | null = null;
  socket.on('error', () => socket.destroy());
  readFrames(socket, head, (opcode, payload) => {
    // The host pings idle sockets; a live client answers, as a browser does.
    if (opcode === 0x9) return void (pong && socket.write(clientFrame(0xa, payload)));
    if (opcode === 0x8) reason = payload.subarray(2).toString('utf8');
    const m =
      opcode === 0x8 ? (payload.length >= 2 ? payload.readUInt16BE(0) : 1005) : payload.toString('utf8');
    const w = waiting.shift();
    if (w) w(m);
    else ready.push(m);
  });
  return {
    socket,
    next: () =>
      new Promise((r) => (ready.length > 0 ? r(ready.shift() as string | number) : waiting.push(r))),
    closeReason: () => reason,
  };
}
