// One phone's WebSocket to Marshal's phone listener: requests by id, their answers, and pushes.
import type { Answer } from '../../host/contract.ts';
import type { PhonePush } from '../../host/phones-contract.ts';

export interface SocketEvents {
  open(): void;
  push(push: PhonePush): void;
  /** The socket is gone; `code` 4401 means the token is unknown or revoked. */
  close(code: number): void;
}

const LOST: Answer<never> = {
  ok: false,
  error: { code: 'internal', message: 'The connection to Marshal was lost.' },
};

export class PhoneSocket {
  readonly #socket: WebSocket;
  readonly #waiting = new Map<number, (answer: Answer<unknown>) => void>();
  #nextId = 1;

  constructor(token: string, events: SocketEvents, location: Location = window.location) {
    const url = new URL('/phone/socket', location.href);
    url.protocol = 'ws:';
    url.searchParams.set('device', token);
    this.#socket = new WebSocket(url);
    this.#socket.onopen = () => events.open();
    this.#socket.onmessage = (event: MessageEvent<string>) => {
      let message: { id?: number; answer?: Answer<unknown>; push?: PhonePush };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      if (message.push) events.push(message.push);
      const done = typeof message.id === 'number' ? this.#waiting.get(message.id) : undefined;
      if (done && message.answer) {
        this.#waiting.delete(message.id as number);
        done(message.answer);
      }
    };
    this.#socket.onclose = (event: CloseEvent) => {
      for (const done of this.#waiting.values()) done(LOST);
      this.#waiting.clear();
      events.close(event.code);
    };
  }

  get open(): boolean {
    return this.#socket.readyState === WebSocket.OPEN;
  }

  request<T>(name: string, payload: unknown): Promise<Answer<T>> {
    if (!this.open) {
      return Promise.resolve({
        ok: false,
        error: { code: 'internal', message: 'Marshal is not reachable right now; reconnecting…' },
      });
    }
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve as (answer: Answer<unknown>) => void);
      this.#socket.send(JSON.stringify({ id, name, payload }));
    });
  }
}

/** The pairing code from the address (`/join?code=…`), taken out of the address bar at once. */
export function takeCode(win: Window): string | null {
  const url = new URL(win.location.href);
  const code = url.searchParams.get('code');
  if (code) win.history.replaceState(null, '', url.pathname);
  return code;
}
