// The games being played, held in memory: the state, the newest log lines and what undo/redo may do, as the
// store has them. An entry then decides from the state the host already holds and answers from it once the
// store has committed, instead of reading back what it has just written.
import type { State } from '../engine/types.ts';
import type { LogRecord, Store } from '../store/index.ts';
import { LOG_WINDOW } from './contract.ts';
import type { LogWindow } from './log-text.ts';

export interface HeldGame extends LogWindow {
  /** The stored game's revision this was read at or written with: any other revision means it is stale. */
  revision: number;
  state: State;
  lines: readonly LogRecord[];
}

/** Few games are open at once (one table, perhaps a second window): the least recently used go first. */
const HELD_MAX = 4;

export class HeldGames {
  readonly #games = new Map<number, HeldGame>();

  /** The game as stored at `revision`: held, or read from the store (and held from now on). */
  get(store: Store, gameId: number, revision: number): HeldGame {
    const held = this.#games.get(gameId);
    if (held?.revision === revision) {
      this.#touch(gameId, held);
      return held;
    }
    const read: HeldGame = {
      revision,
      state: store.loadState(gameId) as State,
      lines: store.logBefore(gameId, Infinity, LOG_WINDOW),
      count: store.logCount(gameId),
      canUndo: store.canUndo(gameId),
      canRedo: store.canRedo(gameId),
    };
    this.#touch(gameId, read);
    return read;
  }

  /**
   * After `line` was appended (and committed) leading to `state`: the undone lines were dropped with it, so
   * nothing is left to redo.
   */
  appended(gameId: number, from: HeldGame, line: LogRecord, state: State, revision: number): HeldGame {
    const lines = [...from.lines, line]
      .slice(-LOG_WINDOW)
      .map((l) => (l.status === 'undone' ? { ...l, status: 'dropped' as const } : l));
    const next = { revision, state, lines, count: from.count + 1, canUndo: true, canRedo: false };
    this.#touch(gameId, next);
    return next;
  }

  /** Forgets a game (deleted) or all of them (another database swapped in). */
  forget(gameId?: number): void {
    if (gameId === undefined) this.#games.clear();
    else this.#games.delete(gameId);
  }

  #touch(gameId: number, held: HeldGame): void {
    this.#games.delete(gameId);
    this.#games.set(gameId, held);
    for (const id of this.#games.keys()) {
      if (this.#games.size <= HELD_MAX) break;
      this.#games.delete(id);
    }
  }
}
