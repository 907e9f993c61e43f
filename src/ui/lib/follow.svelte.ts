// A table display follows the host: the game the main view has open (or one fixed game), the table's odds
// setting and language, all from the same pushes the main view gets. It sends no entry and keeps nothing of
// its own: every snapshot comes from the host, like the main view's.
import type { Answer, GameSnapshot, MarshalApi, Push, Shown } from '../../host/contract.ts';
import { i18n } from '../i18n/index.svelte.ts';
import { oddsSetting } from './odds-setting.svelte.ts';
import { errorText } from './host-error.ts';
import { hostLink } from './host-link.svelte.ts';

export class TableFollower {
  /** The game shown, newest revision; null while there is none (or it is loading). */
  game = $state.raw<GameSnapshot | null>(null);
  /** What the main view shows, once the host has said. */
  shown = $state.raw<Shown | null>(null);
  error = $state<string | null>(null);
  /** A fixed game (#/display/3), or null to follow the main view (#/display). */
  fixed = $state<number | null>(null);

  readonly #api: MarshalApi;
  /** A push came before the answer to `shown`: the answer is older and is dropped. */
  #pushed = false;

  constructor(api: MarshalApi, fixed: number | null = null) {
    this.#api = api;
    this.fixed = fixed;
  }

  /** The game to show: the fixed one, or the main view's. */
  get gameId(): number | null {
    return this.fixed ?? this.shown?.gameId ?? null;
  }

  /** Starts listening; returns the stop function. */
  start(win: Window = window): () => void {
    const unsubscribe = this.#api.subscribe((push) => this.#onPush(push));
    // A window that was hidden (a sleeping tablet) may have missed pushes: ask again when it shows.
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') void this.refresh();
    };
    win.document.addEventListener('visibilitychange', onVisible);
    // Back after Marshal restarted: what is shown and the game, afresh.
    const stopBack = hostLink.onBack(() => void this.refresh());
    void this.refresh();
    return () => {
      win.document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
      stopBack();
    };
  }

  /** Follows another game (a fixed id) or the main view's (null). */
  follow(fixed: number | null): void {
    if (fixed === this.fixed) return;
    this.fixed = fixed;
    this.game = null;
    this.error = null;
    void this.#load();
  }

  /** Asks the host what is shown and the game, afresh. */
  async refresh(): Promise<void> {
    this.#pushed = false;
    const shown = await this.#ask(this.#api.request('shown', {}));
    if (shown && !this.#pushed) this.#apply(shown, false);
    await this.#load();
  }

  #apply(shown: Shown, load = true): void {
    const before = this.gameId;
    this.shown = shown;
    oddsSetting.follow(shown.odds);
    i18n.follow(shown.locale);
    if (this.gameId === before) return;
    this.game = null;
    this.error = null;
    if (load) void this.#load();
  }

  async #load(): Promise<void> {
    const id = this.gameId;
    if (id === null) {
      this.game = null;
      this.error = null;
      return;
    }
    const game = await this.#ask(this.#api.request('state', { gameId: id }));
    if (game && this.gameId === id) this.#take(game);
  }

  /** The newest of an answer and a push wins; another game's snapshot replaces the one shown. */
  #take(next: GameSnapshot): void {
    const current = this.game;
    if (current && current.id === next.id && next.revision <= current.revision) return;
    this.game = next;
    this.error = null;
  }

  #onPush(push: Push): void {
    if (push.type === 'shown') {
      this.#pushed = true;
      this.#apply(push.shown);
    } else if (push.type === 'game' && push.game.id === this.gameId) {
      this.#take(push.game);
    }
  }

  async #ask<T>(request: Promise<Answer<T>>): Promise<T | null> {
    try {
      const answer = await request;
      if (answer.ok) return answer.value;
      this.error = errorText(answer.error);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
    return null;
  }
}
