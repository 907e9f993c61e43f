// Which games are damaged. On opening the file, one cheap pass finds every game with a row that is not JSON
// (for the game list); the first time a game itself is opened, it is read back whole and its stored events
// replayed (see store/check.ts). A damaged game is never served: it is named, and can be rebuilt or restored.
import type { State } from '../engine/types.ts';
import type { Damage, Store } from '../store/index.ts';
import type { HostError } from './contract.ts';
import { quote } from './quote.ts';
import { replay } from './replay.ts';

export class Health {
  readonly #store: Store;
  readonly #damage: Map<number, Damage>;
  readonly #checked = new Set<number>();

  constructor(store: Store) {
    this.#store = store;
    this.#damage = store.unreadableGames();
  }

  /** Damage known so far, without reading the game (for the list). */
  known(gameId: number): boolean {
    return this.#damage.has(gameId);
  }

  /** The game's damage; the first call for a game reads it back whole. */
  of(gameId: number): Damage | null {
    if (!this.#checked.has(gameId) && !this.#damage.has(gameId)) {
      this.#checked.add(gameId);
      const damage = this.#store.checkGame(gameId);
      if (damage) this.#damage.set(gameId, damage);
    }
    return this.#damage.get(gameId) ?? null;
  }

  /** Rebuilt (or deleted): what the host writes from now on is sound. */
  sound(gameId: number): void {
    this.#damage.delete(gameId);
    this.#checked.add(gameId);
  }
}

/** Where the damage is, in words that quote nothing stored. */
function where(damage: Damage): string {
  if (damage.part === 'setup') return 'its setup';
  if (damage.part === 'snapshot') return `its saved table after entry ${damage.seq}`;
  return `entry ${damage.seq} of its log`;
}

export function damagedError(name: string, damage: Damage): HostError {
  return {
    code: 'damaged',
    message:
      `The game ${quote(name)} is damaged: ${where(damage)} does not read back. ` +
      'Rebuild it from its entries, or restore a backup.',
  };
}

function unrebuildable(name: string, why: string): HostError {
  return {
    code: 'refused',
    message: `The game ${quote(name)} cannot be rebuilt: ${why}. Restore a backup instead.`,
  };
}

/**
 * Decides a game's active entries again and writes its derived data afresh (see Store.rebuild). Every active
 * entry was accepted once, flags and all: one the rules now flag is kept anyway. Null: no such game.
 */
export function rebuildFromEntries(
  store: Store,
  gameId: number,
): { ok: true; state: State } | { ok: false; error: HostError } | null {
  const game = store.getGame(gameId);
  const read = store.readBack(gameId);
  if (!game || !read) return null;
  if (!read.ok)
    return { ok: false, error: unrebuildable(game.name, `${where(read.damage)} is damaged itself`) };
  const active = read.lines.filter((line) => line.status === 'active');
  const replayed = replay(
    read.setup,
    active.map((line) => line.entry),
    true,
  );
  if (!replayed.ok) {
    const seq = active[replayed.index]?.seq ?? 0;
    return {
      ok: false,
      error: unrebuildable(game.name, `entry ${seq} is not accepted by the rules any more`),
    };
  }
  store.rebuild(gameId, read.setup, read.lines, replayed.entries);
  return { ok: true, state: replayed.state };
}
