// The host: the one API of the app. It validates every request at the boundary, asks the engine,
// writes accepted entries to the store before answering, and pushes the new state to every window.
import type * as v from 'valibot';
import { checkSetup, createGame, logParts, sayParts, step, view } from '../engine/index.ts';
import type { Entry, Setup, State } from '../engine/types.ts';
import { Backups, resolveDataDir } from '../store/index.ts';
import { openStore } from './open-store.ts';
import type { GameRecord, NewEntry, Recovery, Store, StoreOptions } from '../store/index.ts';
import {
  LOG_WINDOW,
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
import { defaultGameName, toLogLine, toSnapshot, toSummary } from './log-text.ts';
import { openRulings, type RulingsSearch } from '../rulings/index.ts';
import { GameScriptSchema, parseWith } from './schema.ts';
import { sayFlag } from '../i18n/say-flag.ts';

export interface HostOptions {
  /** Where marshal.db lives; Electron passes app.getPath('userData'). Defaults to resolveDataDir(). */
  dataDir?: string;
  store?: Partial<StoreOptions>;
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
  /** Resolves once every backup started so far (game end, daily, before a restore) is written or failed. */
  whenBackedUp(): Promise<void>;
}

type Handlers = {
  [N in RequestName]: (payload: RequestPayload<N>) => Answer<Responses[N]> | Promise<Answer<Responses[N]>>;
};

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: ErrorCode, message: string): Answer<never> => ({ ok: false, error: { code, message } });
const notFound = (id: number) => fail('not-found', `There is no game ${id}.`);

export function createHost(options: HostOptions = {}): Host {
  const dataDir = options.dataDir ?? resolveDataDir();
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  /** Opens the games; lines kept by an older Marshal get their log parts on the way (see Store.fillLogParts). */
  function openGames(): Store {
    const opened = openStore(dataDir, options.store);
    try {
      opened.fillLogParts(logParts);
    } catch (error) {
      logError('marshal: old log lines could not be given their parts', error);
    }
    return opened;
  }
  let store: Store = openGames();
  const listeners = new Set<(push: Push) => void>();
  let closed = false;
  /** Set while a backup is being swapped in: nothing else may touch the store. */
  let restoring = false;
  const backups = new Backups(dataDir, options.store?.now);
  let backedUp: Promise<unknown> = Promise.resolve();

  /** Queues a backup of the database as it is now; a failed backup is logged and never stops the game. */
  function backUp(): Promise<string | null> {
    const next = backedUp.then(
      () => (closed ? null : backups.take(store)),
      () => null,
    );
    const logged = next.catch((error: unknown) => {
      if (!closed) logError('marshal: a backup failed', error);
      return null;
    });
    backedUp = logged;
    return logged;
  }

  // The rulings live in the same file; a restored backup is a new database, so the index follows the store.
  let rulingsIndex: { db: Store['database']; search: RulingsSearch } | null = null;
  function rulings(): RulingsSearch {
    const db = store.database;
    if (rulingsIndex?.db !== db) rulingsIndex = { db, search: openRulings(db) };
    return rulingsIndex.search;
  }

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
    const log = {
      lines: store.logBefore(game.id, Infinity, LOG_WINDOW),
      count: store.logCount(game.id),
      canUndo: store.canUndo(game.id),
      canRedo: store.canRedo(game.id),
    };
    return toSnapshot(game, state ?? (store.loadState(game.id) as State), log, game.revision);
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
          // A flagged move is named with the words of the log line it would become.
          const said = result.error ? [] : logParts(before, { ...entry, force: false });
          const line = result.error ? null : { text: sayParts(said), parts: said };
          const answer = { accepted: false, flags, error: result.error ?? null, line };
          return ok({ ...answer, game: snapshot(game, before) });
        }
        const parts = logParts(before, entry);
        const text = sayParts(parts);
        store.append(
          gameId,
          { entry, events: result.events, flags: result.flags, text, parts },
          result.state,
        );
        // The end of a game night is worth a copy of its own.
        if (result.state.over && !before.over) void backUp();
        const after = changed(gameId, result.state);
        return ok({ accepted: true, flags: result.flags, error: null, line: { text, parts }, game: after });
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

    log: ({ gameId, before, limit }) =>
      withGame(gameId, () => ok(store.logBefore(gameId, before, limit).map(toLogLine))),
    stateAt: ({ gameId, seq }) => withGame(gameId, () => ok(view(store.stateAfter(gameId, seq) as State))),

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

    searchRulings: ({ query, locale }) => ok(rulings().search(query, locale)),

    ruling: ({ id, locale }) => {
      const entry = rulings().entry(id, locale);
      return entry ? ok(entry) : fail('not-found', `There is no ruling "${id}".`);
    },

    listBackups: () => ok(backups.list()),

    restoreBackup: async ({ file }) => {
      if (!backups.resolve(file)) {
        return fail(
          'not-found',
          `There is no backup called "${file}"; listBackups names the ones there are.`,
        );
      }
      restoring = true;
      try {
        // The games as they are now become a backup too, so restoring can itself be undone.
        const savedAs = await backUp();
        if (!savedAs || closed) return fail('refused', 'The current games could not be backed up first.');
        store.close();
        try {
          backups.swapIn(file);
        } finally {
          store = openGames();
        }
        restoring = false;
        emit({ type: 'games' });
        return ok({ restored: file, savedAs });
      } finally {
        restoring = false;
      }
    },
  };

  async function dispatch(name: string, payload: unknown): Promise<Answer<unknown>> {
    if (closed) return fail('refused', 'Marshal is closing; try again after it restarts.');
    if (restoring) return fail('refused', 'Marshal is restoring a backup; try again in a moment.');
    if (typeof name !== 'string' || !Object.hasOwn(RequestSchemas, name)) {
      const shown = typeof name === 'string' ? name.slice(0, 60) : typeof name;
      return fail('unknown-request', `Marshal has no request called "${shown}".`);
    }
    const key = name as RequestName;
    try {
      const parsed = parseWith(RequestSchemas[key] as v.GenericSchema, payload);
      if (!parsed.ok) return fail('bad-request', parsed.message);
      const handler = handlers[key] as (payload: unknown) => Answer<unknown> | Promise<Answer<unknown>>;
      return await handler(parsed.value);
    } catch (error) {
      logError(`marshal: request "${key}" failed`, error);
      const detail = error instanceof Error ? error.message : String(error);
      return fail('internal', `Something went wrong inside Marshal: ${detail}`);
    }
  }

  // At least one backup a day while there are games to keep.
  if (backups.due() && store.listGames().length > 0) void backUp();

  return {
    dataDir,
    recovered: store.recovered,
    handle: (name, payload) => dispatch(name, payload),
    request: (name, payload) => dispatch(name, payload) as Promise<Answer<Responses[typeof name]>>,
    whenBackedUp: () => backedUp.then(() => undefined),
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
      const why = result.flags.map((f) => sayFlag(f, 'en')).join('; ');
      return fail('invalid-entry', `entries[${i}] is flagged (${why}); add "force": true to keep it anyway.`);
    }
    const parts = logParts(state, entry);
    accepted.push({ entry, events: result.events, flags: result.flags, text: sayParts(parts), parts });
    state = result.state;
  }
  return ok({ entries: accepted, state });
}
