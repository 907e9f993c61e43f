// The renderer's one door to the host: window.marshal under Electron, otherwise HTTP to the page's origin
// (the local web server) with the session token, and Server-Sent Events for pushes.
import type { Answer, MarshalApi, Push, RequestName, RequestPayload, Responses } from '../host/contract.ts';

declare global {
  interface Window {
    marshal?: MarshalApi;
  }
}

const TOKEN_KEY = 'marshal.token';

/** The token from `?token=` on first load, kept in sessionStorage so a reload (or a lost query) still works. */
export function sessionToken(
  location: Location = window.location,
  storage: Storage = sessionStorage,
): string {
  const fromUrl = new URLSearchParams(location.search).get('token');
  if (fromUrl) {
    storage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl;
  }
  return storage.getItem(TOKEN_KEY) ?? '';
}

function failure(message: string): Answer<never> {
  return { ok: false, error: { code: 'internal', message } };
}

export class HttpApi implements MarshalApi {
  readonly #base: string;
  readonly #token: string;

  constructor(token: string, base = '') {
    this.#token = token;
    this.#base = base;
  }

  async request<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Answer<Responses[N]>> {
    let response: Response;
    try {
      response = await fetch(`${this.#base}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-marshal-token': this.#token },
        body: JSON.stringify(payload),
      });
    } catch {
      return failure('Marshal is not reachable: is it still running?');
    }
    try {
      return (await response.json()) as Answer<Responses[N]>;
    } catch {
      return failure(`Marshal answered ${response.status} ${response.statusText}`);
    }
  }

  subscribe(listener: (push: Push) => void): () => void {
    const source = new EventSource(`${this.#base}/api/events?token=${encodeURIComponent(this.#token)}`);
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
