// The renderer's one door to the host: window.marshal under Electron, otherwise HTTP to the page's origin
// (the local web server) with the session token, and Server-Sent Events for pushes (but for the page's own
// changes, whose answers carry them).
import type {
  Answer,
  ErrorCode,
  HostError,
  MarshalApi,
  Push,
  RequestName,
  RequestPayload,
  Responses,
} from '../host/contract.ts';
import { MAX_REQUEST_BYTES } from '../host/limits.ts';
import { hostLink } from './lib/host-link.svelte.ts';

declare global {
  interface Window {
    marshal?: MarshalApi;
  }
}

const TOKEN_KEY = 'marshal.token';

/**
 * The token from `?token=` on first load, kept in sessionStorage for this tab, and taken out of the address
 * bar (and so out of the history and of any copied address) at once. A reload of the tab finds it in
 * sessionStorage; a new tab or window needs the address Marshal printed. See docs/security.md.
 */
export function sessionToken(
  location: Location = window.location,
  storage: Storage = sessionStorage,
  history: History = window.history,
): string {
  const fromUrl = new URLSearchParams(location.search).get('token');
  if (fromUrl) {
    storage.setItem(TOKEN_KEY, fromUrl);
    const url = new URL(location.href);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromUrl;
  }
  return storage.getItem(TOKEN_KEY) ?? '';
}

const UNREACHABLE = 'Marshal is not reachable: is it still running?';

/** This tab has no token, or one from an earlier launch: the window says how to get in (see host-error.ts). */
export const NO_ACCESS: HostError = {
  code: 'refused',
  message: 'This tab has no access to Marshal: open the address Marshal printed when it started.',
};

function failure(message: string, code: ErrorCode = 'internal'): Answer<never> {
  return { ok: false, error: { code, message } };
}

/** Why the host closed the socket, as an answer to the requests still waiting on it. */
function closedAnswer(code: number, reason: string): Answer<never> {
  // 1009: a message over the host's limit; 1007: one it could not read at all.
  if (code === 1009) return failure(reason || 'The request is too large.', 'too-large');
  if (code === 1007) return failure(reason || 'The request could not be read.', 'bad-request');
  return failure(UNREACHABLE);
}

/**
 * This page's name for the host: its own entries' snapshots come back in the answers, so the host does not
 * push them to it again (see Sender). Random, from getRandomValues, which works on any origin.
 */
function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const utf8 = new TextEncoder();
/** Whether a message's UTF-8 bytes are within the host's limit (at most 3 bytes per UTF-16 unit). */
function fitsSocket(message: string): boolean {
  return message.length * 3 <= MAX_REQUEST_BYTES || utf8.encode(message).length <= MAX_REQUEST_BYTES;
}

/** How long after a failed or lost WebSocket the next request may try to open one again. */
const RETRY_MS = 2000;

/**
 * Requests ride one WebSocket while it is open: in Chromium a fetch to the host costs several milliseconds
 * more than a WebSocket message (see src/host/web-socket.ts), and an entry must reach the table within a
 * frame. Until the socket is open, or when it is lost, a request goes over HTTP; so does one over the
 * host's limit. Pushes come from the event
 * stream either way (it reconnects by itself).
 */
export class HttpApi implements MarshalApi {
  readonly #base: string;
  readonly #token: string;
  readonly #client = newClientId();
  #socket: WebSocket | null = null;
  #opening = false;
  #triedAt = Number.NEGATIVE_INFINITY;
  #nextId = 1;
  /** Answers still due from the open socket, by request id. */
  #waiting = new Map<number, (answer: Answer<unknown>) => void>();

  constructor(token: string, base = '') {
    this.#token = token;
    this.#base = base;
    this.#open();
  }

  request<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Answer<Responses[N]>> {
    const socket = this.#socket;
    if (socket?.readyState === WebSocket.OPEN) {
      const id = this.#nextId++;
      const message = JSON.stringify({ id, name, payload });
      // The host closes a socket on a message over its limit (RFC 6455: 1009, no answer); over HTTP the
      // same request is answered with its size and the limit, which the table can show.
      if (fitsSocket(message)) {
        return new Promise((resolve) => {
          this.#waiting.set(id, resolve as (answer: Answer<unknown>) => void);
          socket.send(message);
        });
      }
      return this.#overHttp(name, payload);
    }
    this.#open();
    return this.#overHttp(name, payload);
  }

  #open(): void {
    if (typeof WebSocket === 'undefined' || typeof window === 'undefined') return;
    if (this.#socket || this.#opening || Date.now() - this.#triedAt < RETRY_MS) return;
    this.#opening = true;
    this.#triedAt = Date.now();
    let socket: WebSocket;
    try {
      const url = new URL(`${this.#base}/api/socket`, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.search = `?token=${encodeURIComponent(this.#token)}&client=${this.#client}`;
      socket = new WebSocket(url);
    } catch {
      this.#opening = false;
      return;
    }
    const waiting = new Map<number, (answer: Answer<unknown>) => void>();
    socket.onopen = () => {
      this.#opening = false;
      this.#socket = socket;
      this.#waiting = waiting;
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      let message: { id?: unknown; answer?: Answer<unknown> };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      const done = typeof message.id === 'number' ? waiting.get(message.id) : undefined;
      if (!done || !message.answer) return;
      waiting.delete(message.id as number);
      done(message.answer);
    };
    socket.onclose = (event: CloseEvent) => {
      this.#opening = false;
      if (this.#socket === socket) this.#socket = null;
      // Whether these were stored is unknown here, as for a fetch that fails: the push brings the state.
      const answer = closedAnswer(event.code, event.reason);
      for (const done of waiting.values()) done(answer);
      waiting.clear();
    };
  }

  async #overHttp<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Answer<Responses[N]>> {
    let response: Response;
    try {
      response = await fetch(`${this.#base}/api/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-marshal-token': this.#token,
          'x-marshal-client': this.#client,
        },
        body: JSON.stringify(payload),
      });
    } catch {
      return failure(UNREACHABLE);
    }
    if (response.status === 403) return { ok: false, error: NO_ACCESS };
    try {
      return (await response.json()) as Answer<Responses[N]>;
    } catch {
      return failure(`Marshal answered ${response.status} ${response.statusText}`);
    }
  }

  /**
   * Pushes from the event stream. When it drops (Marshal killed or restarted) the page says so while the
   * browser retries it; once it is back, the page asks again for what it shows (see HostLink). A stream the
   * browser gives up on was answered and refused (a token Marshal no longer takes): the page's next request
   * says why, so it is not "reconnecting" any more.
   */
  subscribe(listener: (push: Push) => void): () => void {
    const source = new EventSource(
      `${this.#base}/api/events?token=${encodeURIComponent(this.#token)}&client=${this.#client}`,
    );
    source.onopen = () => hostLink.back();
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) hostLink.back();
      else hostLink.lost();
    };
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        listener(JSON.parse(event.data) as Push);
      } catch {
        // A malformed push is ignored; the next one (or a reload) brings the state.
      }
    };
    return () => source.close();
  }
}

export function connect(): MarshalApi {
  return window.marshal ?? new HttpApi(sessionToken());
}
