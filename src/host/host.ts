// The host: the one API of the app. It validates every request at the boundary, asks the engine,
// writes accepted entries to the store before answering, and pushes the new state to every window.
import type * as v from 'valibot';
import { checkSetup, createGame, describeEntry, step } from '../engine/index.ts';
import type { Entry, Setup, State } from '../engine/types.ts';
import { openStore, resolveDataDir } from '../store/index.ts';
import type { GameRecord, NewEntry, Recovery, Store, StoreOptions } from '../store/index.ts';
import {
  RequestSchemas,
  type Answer,
  type ErrorCode,
  type GameSnapshot,
  type MarshalApi,
  type Push,
  type RequestName,
  type RequestPayload,
  type Responses,
} from './contract.ts';
import { defaultGameName, toSnapshot, toSummary } from './log-text.ts';
import { GameScriptSchema, parseWith } from './schema.ts';

export interface HostOptions {
  /** Where marshal.db lives; Electron passes app.getPath('userData'). Defaults to resolveDataDir(). */
  dataDir?: string;
  store?: StoreOptions;
  /** Where unexpected errors are reported (default: console.error). */
  logError?: (message: string, error: unknown) => void;
}

export interface Host extends MarshalApi {
  /** Any name, any payload (straight from IPC or HTTP): always answers, never throws. */
  handle(name: string, payload: unknown): Promise<Answer<unknown>>;
  close(): void;
  readonly dataDir: string;
  /** Set when the old database could not be opened and was moved aside: tell the user. */
  readonly recovered: Recovery | null;
}

type Handlers = { [N in RequestName]: (payload: RequestPayload<N>) => Answer<Responses[N]> };

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: ErrorCode, message: string): Answer<never> => ({ ok: false, error: { code, message } });
const notFound = (id: number) => fail('not-found', `There is no game ${id}.`);

export function createHost(options: HostOptions = {}): Host {
  const dataDir = options.dataDir ?? resolveDataDir();
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const store: Store = openStore(dataDir, options.store);
  const listeners = new Set<(push: Push) => void>();
  let closed = false;

  function emit(push: Push): void {
    for (const listener of listeners) {
      try {
        listener(push);
      } catch (error) {
        logError('marshal: a push listener failed', error);
      }
    }
  }

  function snapshot(game: GameRecord, state?: State): GameSnapshot {
    return toSnapshot(game, state ?? (store.loadState(game.id) as State), store.log(game.id));
  }

  /** Re-reads the game after a change and tells every window. */
  function changed(gameId: number, state?: State): GameSnapshot {
    const game = snapshot(store.getGame(gameId) as GameRecord, state);
    emit({ type: 'game', game });
    emit({ type: 'games' });
    return game;
  }

  function withGame<T>(gameId: number, run: (game: GameRecord) => Answer<T>): Answer<T> {
    const game = store.getGame(gameId);
    return game ? run(game) : notFound(gameId);
  }

  const handlers: Handlers = {
    listGames: () => ok(store.listGames().map(toSummary)),

    newGame: ({ name, setup }) => {
      const problem = checkSetup(setup);
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      const state = createGame(setup);
      const game = store.createGame(name || defaultGameName(setup.players), setup);
      emit({ type: 'games' });
      return ok(snapshot(game, state));
    },

    state: ({ gameId }) => withGame(gameId, (game) => ok(snapshot(game))),

    enter: ({ gameId, entry }) =>
      withGame<Responses['enter']>(gameId, (game) => {
        const before = store.loadState(gameId) as State;
        const result = step(before, entry);
        if (result.error || !result.accepted) {
          // Not accepted: nothing is stored, the table sees why.
          const flags = result.error ? [] : result.flags;
          return ok({ accepted: false, flags, error: result.error ?? null, game: snapshot(game, before) });
        }
        const text = describeEntry(before, entry);
        store.append(gameId, { entry, events: result.events, flags: result.flags, text }, result.state);
        return ok({ accepted: true, flags: result.flags, error: null, game: changed(gameId, result.state) });
      }),

    undo: ({ gameId }) =>
      withGame(gameId, () =>
        store.undo(gameId) ? ok(changed(gameId)) : fail('refused', 'There is nothing to undo.'),
      ),

    redo: ({ gameId }) =>
      withGame(gameId, () =>
        store.redo(gameId) ? ok(changed(gameId)) : fail('refused', 'There is nothing to redo.'),
      ),

    rename: ({ gameId, name }) =>
      withGame(gameId, (game) => {
        const renamed = store.renameGame(gameId, name || defaultGameName(game.setup.players));
        if (!renamed) return notFound(gameId);
        changed(gameId);
        return ok(toSummary(renamed));
      }),

    deleteGame: ({ gameId }) => {
      if (!store.deleteGame(gameId)) return notFound(gameId);
      emit({ type: 'games' });
      return ok({ deleted: gameId });
    },

    exportGame: ({ gameId }) =>
      withGame(gameId, (game) => {
        // Only the game as it stands; an entry kept despite its flags must be forced again on import.
        const entries = store
          .log(gameId)
          .filter((line) => line.status === 'active')
          .map((line) => (line.flags.length > 0 ? { ...line.entry, force: true } : line.entry));
        return ok({ format: 'marshal/1' as const, setup: game.setup, entries });
      }),

    importGame: ({ name, script }) => {
      const parsed = parseWith(GameScriptSchema, script);
      if (!parsed.ok) return fail('bad-request', parsed.message);
      const setup: Setup = parsed.value.setup;
      const problem = checkSetup(setup);
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      const replayed = replay(setup, parsed.value.entries);
      if (!replayed.ok) return replayed;
      const game = store.importGame(name || defaultGameName(setup.players), setup, replayed.value.entries);
      emit({ type: 'games' });
      return ok(snapshot(game, replayed.value.state));
    },
  };

  function dispatch(name: string, payload: unknown): Answer<unknown> {
    if (closed) return fail('refused', 'Marshal is closing; try again after it restarts.');
    if (typeof name !== 'string' || !Object.hasOwn(RequestSchemas, name)) {
      const shown = typeof name === 'string' ? name.slice(0, 60) : typeof name;
      return fail('unknown-request', `Marshal has no request called "${shown}".`);
    }
    const key = name as RequestName;
    try {
      const parsed = parseWith(RequestSchemas[key] as v.GenericSchema, payload);
      if (!parsed.ok) return fail('bad-request', parsed.message);
      const handler = handlers[key] as (payload: unknown) => Answer<unknown>;
      return handler(parsed.value);
    } catch (error) {
      logError(`marshal: request "${key}" failed`, error);
      const detail = error instanceof Error ? error.message : String(error);
      return fail('internal', `Something went wrong inside Marshal: ${detail}`);
    }
  }

  return {
    dataDir,
    recovered: store.recovered,
    handle: async (name, payload) => dispatch(name, payload),
    request: async (name, payload) => dispatch(name, payload) as Answer<Responses[typeof name]>,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      closed = true;
      listeners.clear();
      store.close();
    },
  };
}

/** Runs a script's entries through the engine; the first one it cannot accept refuses the whole import. */
function replay(setup: Setup, entries: readonly Entry[]): Answer<{ entries: NewEntry[]; state: State }> {
  let state = createGame(setup);
  const accepted: NewEntry[] = [];
  for (const [i, entry] of entries.entries()) {
    const result = step(state, entry);
    if (result.error) {
      const where = result.error.path ? `entries[${i}].${result.error.path}` : `entries[${i}]`;
      return fail('invalid-entry', `${where}: ${result.error.message}`);
    }
    if (!result.accepted) {
      const why = result.flags.map((f) => f.message).join('; ');
      return fail('invalid-entry', `entries[${i}] is flagged (${why}); add "force": true to keep it anyway.`);
    }
    accepted.push({ entry, events: result.events, flags: result.flags, text: describeEntry(state, entry) });
    state = result.state;
  }
  return ok({ entries: accepted, state });
}
