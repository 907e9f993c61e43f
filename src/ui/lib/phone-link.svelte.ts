// A phone's link to Marshal over the local network: pairing with the one-time code, then one WebSocket for its
// requests, answers and pushes. The device token is kept in localStorage, so a phone that sleeps, loses Wi-Fi
// or reloads the page comes back by itself and asks for the table again; the pairing code is taken out of
// the address bar at once (it is used up anyway).
import type { Answer, EnterResult, GameSnapshot } from '../../host/contract.ts';
import type { PhoneError, PhoneSeats } from '../../host/phones-contract.ts';
import type { PhoneProblem } from '../i18n/phone-refusals.ts';
import { PhoneSocket, takeCode } from './phone-socket.ts';
import { oddsSetting } from './odds-setting.svelte.ts';
import type { Entry, Flag } from '../../engine/types.ts';

/** Mirrors NOT_PAIRED in src/host/phones-contract.ts (that module brings the schemas; the page needs none). */
const NOT_PAIRED = 4401;
const TOKEN_KEY = 'marshal.phone';
const RETRY_MS = [500, 1000, 2000, 4000];

/** A request made while the socket is down: the page says it is reconnecting. */
const OFFLINE: PhoneError = { code: 'internal', message: 'Reconnecting…' };

/** A refusal the page can say in its language, or the host's own words. */
function problemOf(error: PhoneError): PhoneProblem {
  if (error === OFFLINE) return { offline: true };
  return error.refusal ? { refusal: error.refusal } : { message: error.message };
}

export type Stage = 'pair' | 'connecting' | 'seat' | 'table' | 'removed';

export class PhoneLink {
  stage = $state<Stage>('connecting');
  /** Why the last request was refused (a wrong code, a refused answer), said in the table's language. */
  error = $state.raw<PhoneProblem | null>(null);
  /** A flagged answer: nothing was stored. */
  flags = $state.raw<Flag[]>([]);
  seats = $state.raw<PhoneSeats | null>(null);
  game = $state.raw<GameSnapshot | null>(null);
  online = $state(false);
  busy = $state(false);

  #token: string | null = null;
  #socket: PhoneSocket | null = null;
  #retries = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #storage: Storage;

  constructor(storage: Storage = localStorage) {
    this.#storage = storage;
  }

  start(win: Window = window): void {
    const code = takeCode(win);
    this.#token = this.#storage.getItem(TOKEN_KEY);
    // Back from sleep or back on Wi-Fi: reconnect now rather than at the next retry.
    const wake = () => {
      if (this.#token && !this.#socket) this.#open();
    };
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') wake();
    });
    win.addEventListener('online', wake);
    if (code && !this.#token) void this.pair(code);
    else if (this.#token) this.#open();
    else this.stage = 'pair';
  }

  async pair(code: string): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const response = await fetch('/phone/pair', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const answer = (await response.json()) as Answer<{ token: string }>;
      if (!answer.ok) {
        this.error = problemOf(answer.error);
        this.stage = 'pair';
        return;
      }
      this.#token = answer.value.token;
      this.#storage.setItem(TOKEN_KEY, this.#token);
      this.#open();
    } catch {
      this.error = { unreachable: true };
      this.stage = 'pair';
    } finally {
      this.busy = false;
    }
  }

  async sit(seat: string): Promise<void> {
    const answer = await this.#request<PhoneSeats>('sit', { seat });
    if (!answer.ok) {
      this.error = problemOf(answer.error);
      return void (await this.#refreshSeats());
    }
    this.error = null;
    this.seats = answer.value;
    await this.#loadTable();
  }

  async answer(entry: Entry): Promise<void> {
    this.busy = true;
    this.error = null;
    this.flags = [];
    try {
      // The table it answered from: the host tells a question answered meanwhile at the main screen.
      const revision = this.game?.revision;
      const answer = await this.#request<EnterResult>(
        'enter',
        revision === undefined ? { entry } : { entry, revision },
      );
      if (!answer.ok) {
        this.error = problemOf(answer.error);
        return;
      }
      this.#show(answer.value.game);
      if (!answer.value.accepted) {
        this.flags = answer.value.flags;
        if (answer.value.error) this.error = { message: answer.value.error.message };
      }
    } finally {
      this.busy = false;
    }
  }

  #show(game: GameSnapshot): void {
    // The newest of an answer and a push wins.
    if (!this.game || game.revision >= this.game.revision) this.game = game;
  }

  #request<T>(name: string, payload: unknown): Promise<Answer<T>> {
    const socket = this.#socket;
    if (!socket) return Promise.resolve({ ok: false, error: OFFLINE });
    return socket.request<T>(name, payload);
  }

  #open(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.stage !== 'table' && this.stage !== 'seat') this.stage = 'connecting';
    const socket: PhoneSocket = new PhoneSocket(this.#token ?? '', {
      open: () => {
        this.online = true;
        this.#retries = 0;
        void this.#refreshSeats();
      },
      push: (push) => {
        if (push.type === 'game') this.#show(push.game);
        else if (push.type === 'odds') oddsSetting.follow(push.odds);
        else void this.#refreshSeats();
      },
      close: (code) => {
        if (this.#socket === socket) this.#socket = null;
        this.online = false;
        if (code === NOT_PAIRED) {
          // Removed at the main screen: the token is worthless now.
          this.#token = null;
          this.#storage.removeItem(TOKEN_KEY);
          this.game = null;
          this.seats = null;
          this.stage = 'removed';
          return;
        }
        const wait = RETRY_MS[Math.min(this.#retries++, RETRY_MS.length - 1)] ?? 4000;
        this.#timer = setTimeout(() => this.#open(), wait);
      },
    });
    this.#socket = socket;
  }

  async #refreshSeats(): Promise<void> {
    const answer = await this.#request<PhoneSeats>('seats', {});
    if (!answer.ok) return;
    this.seats = answer.value;
    if (answer.value.mine) await this.#loadTable();
    else this.stage = 'seat';
  }

  /** Catches up: the table as it is now, whatever was missed while away. */
  async #loadTable(): Promise<void> {
    const answer = await this.#request<GameSnapshot>('state', {});
    if (!answer.ok) return;
    this.#show(answer.value);
    this.stage = 'table';
  }
}
