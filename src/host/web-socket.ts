// One WebSocket per page for requests and their answers. In Chromium a fetch to the host costs about 5 ms
// before the host even answers (measured: fetch round trip p50 ~6–8 ms, WebSocket ~1.5 ms, on the bench
// machine), and an entry must reach the table within a frame. The protocol is the `ws` library's (RFC 6455,
// tested against the Autobahn suite): a frame that breaks it — unmasked, reserved bits, an unknown opcode, a
// declared length over the limit, a text message that is not UTF-8 — closes the connection with the RFC's
// code at once. Only text messages are ours; no extensions, no subprotocols.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export interface SocketPeer {
  send(text: string): void;
  /** Sends a close frame with `code` and a short reason, then closes. */
  close(code: number, reason?: string): void;
}

/**
 * How long a socket may go without answering the host's ping: one stuck mid-frame (its pong would be read as
 * the frame's payload) or gone without a word is closed within two of these.
 */
export const SOCKET_IDLE_MS = 30_000;
/** A peer that closed is cut off after this long if it does not close too. */
const CLOSE_GRACE_MS = 1000;
/** RFC 6455 §7.4.1: a message of a kind the endpoint cannot accept (here: binary). */
const UNSUPPORTED_DATA = 1003;
/** RFC 6455 §7.4.1: the endpoint is going away; here, a peer that stopped answering pings. */
const GOING_AWAY = 1001;

export interface SocketServer {
  /**
   * Completes the handshake of an upgrade the caller has already let in (path, token, Host, Origin) and calls
   * `onMessage` with each whole text message. Null when the handshake itself is malformed: the library has
   * then answered it with a 400 and closed the connection.
   */
  accept(
    req: http.IncomingMessage,
    socket: Duplex,
    head: Buffer,
    onMessage: (text: string, peer: SocketPeer) => void,
  ): SocketPeer | null;
  /** Closes every socket with `code` and stops the pings. */
  close(code: number, reason?: string): void;
}

export function socketServer(options: {
  /** The largest message in bytes: a frame or message declaring more is closed with 1009. */
  maxMessage: number;
  idleMs?: number;
}): SocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessage,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const open = new Map<WebSocket, { peer: SocketPeer; answered: boolean }>();

  const cutOff = (ws: WebSocket) => setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  const idleMs = options.idleMs ?? SOCKET_IDLE_MS;
  const pings = setInterval(() => {
    for (const [ws, state] of open) {
      if (!state.answered) {
        state.peer.close(GOING_AWAY, 'No answer to ping.');
        continue;
      }
      state.answered = false;
      ws.ping();
    }
  }, idleMs / 2);
  pings.unref();

  return {
    accept(req, socket, head, onMessage) {
      let accepted: WebSocket | null = null;
      // Without verifyClient or subprotocols the library completes the handshake synchronously (and turns
      // Nagle off: an answer is one small write, sent at once).
      wss.handleUpgrade(req, socket, head, (ws) => (accepted = ws));
      const ws = accepted as WebSocket | null;
      if (!ws) {
        socket.destroy();
        return null;
      }
      const peer: SocketPeer = {
        send(text) {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        close(code, reason = '') {
          if (ws.readyState !== ws.OPEN) return;
          // A close frame's reason is at most 123 bytes; ours are short plain sentences.
          ws.close(code, Buffer.from(reason, 'utf8').subarray(0, 123));
          cutOff(ws);
        },
      };
      const state = { peer, answered: true };
      open.set(ws, state);
      ws.on('pong', () => (state.answered = true));
      ws.on('message', (data, isBinary) => {
        if (isBinary) return peer.close(UNSUPPORTED_DATA, 'Only text messages.');
        onMessage((data as Buffer).toString('utf8'), peer);
      });
      // A protocol error: the library has already sent the close frame with the RFC's code.
      ws.on('error', () => cutOff(ws));
      ws.on('close', () => open.delete(ws));
      return peer;
    },
    close(code, reason) {
      clearInterval(pings);
      for (const { peer } of open.values()) peer.close(code, reason);
      open.clear();
    },
  };
}

/** The request id at the start of a message the page sent (`{"id":7,…`), or null. */
export function leadingId(text: string): number | null {
  const match = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 64));
  return match ? Number(match[1]) : null;
}
