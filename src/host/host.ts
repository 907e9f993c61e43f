// The host: the one API of the app. It validates every request at the boundary, asks the engine,
// writes accepted entries to the store before answering, and pushes the new state to every window.
import {
  checkHouseRuleChoice,
  checkSetup,
  houseRulesOf,
  logParts,
  sayParts,
  step,
  view,
} from '../engine/index.ts';
import type { Setup, State } from '../engine/types.ts';
import { Backups, Keep, resolveDataDir } from '../store/index.ts';
import { openStore } from './open-store.ts';
import type { GameRecord, HouseRules, Recovery, Store, StoreOptions } from '../store/index.ts';
import {
  type Answer,
  type ErrorCode,
  type HostError,
  type GameSnapshot,
  type MarshalApi,
  type Push,
  type Responses,
  type Shown,
  type Sender,
  RequestSchemas,
} from './contract.ts';
import { defaultGameName, toLogLine, toSnapshot, toSummary } from './log-text.ts';
import { openRulings, type RulingsSearch } from '../rulings/index.ts';
import { GameScriptSchema, parseWith } from './schema.ts';
import { dispatcher, type Handlers } from './dispatch.ts';
import { damagedError, Health, rebuildFromEntries } from './health.ts';
import { quote } from './quote.ts';
import { replay, scriptRefusal } from './replay.ts';
import { Stats } from '../stats/index.ts';
import { HeldGames } from './held-games.ts';

export interface HostOptions {
  /** Where marshal.db lives; Electron passes app.getPath('userData'). Defaults to resolveDataDir(). */
  dataDir?: string;
  store?: Partial<StoreOptions>;
  /** Where unexpected errors are reported (default: console.error). */
  logError?: (message: string, error: unknown) => void;
}

export interface Host extends MarshalApi {
  /**
   * Any name, any payload (straight from IPC or HTTP): always answers, never throws. `from`: the window asking,
   * which gets the new snapshot in the answer and so not again as a push.
   */
  handle(name: string, payload: unknown, from?: Sender): Promise<Answer<unknown>>;
  /** Every push, with the window it is not meant for (the one whose answer carried it), if any. */
  subscribe(listener: (push: Push, from?: Sender | null) => void): () => void;
  close(): void;
  readonly dataDir: string;
  /** Set when the old database could not be opened and was moved aside: tell the user. */
  readonly recovered: Recovery | null;
  /** Resolves once every backup started so far (game end, daily, before a restore) is written or failed. */
  whenBackedUp(): Promise<void>;
  /** What lets the screens carry on after a restart (hashed tokens, the phones' seats, a few settings). */
  readonly keep: Keep;
}

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const fail = (code: ErrorCode, message: string): Answer<never> => ({ ok: false, error: { code, message } });
const refuse = (error: HostError): Answer<never> => ({ ok: false, error });
/** A game whose setup reads back: every game the host serves (a damaged one is refused before). */
type SoundGame = GameRecord & { setup: Setup };
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
  let health = new Health(store);
  const listeners = new Set<(push: Push, from?: Sender | null) => void>();
  const held = new HeldGames();
  let closed = false;
  /** Set while a backup is being swapped in: nothing else may touch the store. */
  let restoring = false;
  const backups = new Backups(dataDir, options.store?.now);
  let backedUp: Promise<unknown> = Promise.resolve();
  const keep = new Keep(() => store.database);
  /** What the main view shows, for the table displays: kept, so a display carries on after a restart at the
   *  game it showed; until the main view first says, nothing (in English, odds on). */
  let shown: Shown = keptShown(keep.setting('shown'));
  function show(next: Shown): Shown {
    shown = next;
    keep.setSetting('shown', JSON.stringify(shown));
    emit({ type: 'shown', shown });
    return shown;
  }

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

  // The statistics read the same file: a restored backup brings its own games, so they follow the store too.
  let statsOf: { store: Store; stats: Stats } | null = null;
  function stats(): Stats {
    if (statsOf?.store !== store) statsOf = { store, stats: new Stats(store) };
    return statsOf.stats;
  }
  /** A finished or imported game's summary is kept at once; the statistics never stop a game. */
  function summarise(gameId: number): void {
    try {
      stats().gameChanged(gameId);
    } catch (error) {
      logError('marshal: a game summary could not be kept', error);
    }
  }

  function emit(push: Push, from: Sender | null = null): void {
    for (const listener of listeners) {
      try {
        listener(push, from);
      } catch (error) {
        logError('marshal: a push listener failed', error);
      }
    }
  }

  /** The game as it stands, from what the host holds (read from the store when it holds nothing newer). */
  function snapshot(game: SoundGame): GameSnapshot {
    return toSnapshot(game, held.get(store, game.id, game.revision), game.revision);
  }

  /**
   * Tells every window of a change; `from`, whose answer carries the snapshot, is not told twice. Nor is it told
   * that the game list changed: it shows this game's table, and reads the list again when it goes back to it.
   */
  function changed(gameId: number, from: Sender | null = null): GameSnapshot {
    return told(snapshot(store.getGame(gameId) as SoundGame), from);
  }

  /** `changed`, for a snapshot the caller already has. */
  function told(game: GameSnapshot, from: Sender | null): GameSnapshot {
    emit({ type: 'game', game }, from);
    emit({ type: 'games' }, from);
    return game;
  }

  /** Runs with a sound game: an unknown one is not found, a damaged one is named as damaged. */
  function withGame<T>(gameId: number, run: (game: SoundGame) => Answer<T>): Answer<T> {
    const game = store.getGame(gameId);
    if (!game) return notFound(gameId);
    const damage = game.setup ? health.of(gameId) : ({ part: 'setup', seq: null } as const);
    if (damage) return refuse(damagedError(game.name, damage));
    return run(game as SoundGame);
  }

  /** The saved preset a game's house rules are, if any (the latest saved of equal rules). */
  function presetOf(rules: Setup['houseRules']): { name: string; houseRules: HouseRules } | null {
    if (!rules || Object.keys(rules).length === 0) return null;
    const same = (a: HouseRules, b: HouseRules): boolean =>
      Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
    const found = store.listPresets().find((p) => same(p.houseRules, rules));
    return found ? { name: found.name, houseRules: found.houseRules } : null;
  }

  const summary = (game: GameRecord) => toSummary(game, health.known(game.id));

  const handlers: Handlers = {
    listGames: () => {
      // Gold Rush: the nuggets leader of each game whose summary is kept (the list replays nothing).
      const gold = stats().goldLeaders();
      return ok(
        store.listGames().map((game) => {
          const leader = gold.get(game.id);
          return leader ? { ...summary(game), gold: leader } : summary(game);
        }),
      );
    },

    newGame: ({ name, setup }) => {
      const problem = checkSetup(setup);
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      const game = store.createGame(name || defaultGameName(setup.players), setup);
      health.sound(game.id);
      emit({ type: 'games' });
      return ok(snapshot({ ...game, setup }));
    },

    state: ({ gameId }) => withGame(gameId, (game) => ok(snapshot(game))),

    enter: ({ gameId, entry }, from) =>
      withGame<Responses['enter']>(gameId, (game) => {
        const table = held.get(store, gameId, game.revision);
        const before = table.state;
        const result = step(before, entry);
        if (result.error || !result.accepted) {
          // Not accepted: nothing is stored, the table sees why.
          const flags = result.error ? [] : result.flags;
          // A flagged move is named with the words of the log line it would become.
          // What it would make happen (a draw!'s outcome), were it accepted.
          const would = result.error ? [] : step(before, { ...entry, force: true }).events;
          const said = result.error ? [] : logParts(before, { ...entry, force: false }, would);
          const line = result.error ? null : { text: sayParts(said), parts: said };
          const answer = { accepted: false, flags, error: result.error ?? null, line };
          return ok({ ...answer, game: snapshot(game) });
        }
        const parts = logParts(before, entry, result.events);
        const text = sayParts(parts);
        // Committed (synchronous=FULL) before anything is answered or pushed.
        const { line, revision } = store.append(
          gameId,
          { entry, events: result.events, flags: result.flags, text, parts },
          result.state,
        );
        const now = held.appended(gameId, table, line, result.state, revision);
        // The end of a game night is worth a copy of its own, and its figures.
        if (result.state.over && !before.over) {
          summarise(gameId);
          void backUp();
        }
        // The game as it now stands is what is held: nothing is read back.
        const after = told(toSnapshot(game, now, revision), from);
        return ok({ accepted: true, flags: result.flags, error: null, line: { text, parts }, game: after });
      }),

    undo: ({ gameId }, from) =>
      withGame(gameId, () =>
        store.undo(gameId) ? ok(changed(gameId, from)) : fail('refused', 'There is nothing to undo.'),
      ),

    redo: ({ gameId }, from) =>
      withGame(gameId, () =>
        store.redo(gameId) ? ok(changed(gameId, from)) : fail('refused', 'There is nothing to redo.'),
      ),

    // A damaged game can still be renamed (and deleted): only its table cannot be served.
    rename: ({ gameId, name }) => {
      const game = store.getGame(gameId);
      if (!game) return notFound(gameId);
      const renamed = store.renameGame(
        gameId,
        name || (game.setup ? defaultGameName(game.setup.players) : game.name),
      );
      if (!renamed) return notFound(gameId);
      if (health.known(gameId)) emit({ type: 'games' });
      else changed(gameId);
      return ok(summary(renamed));
    },

    rebuildGame: ({ gameId }) => {
      const rebuilt = rebuildFromEntries(store, gameId);
      if (!rebuilt) return notFound(gameId);
      if (!rebuilt.ok) return refuse(rebuilt.error);
      health.sound(gameId);
      changed(gameId);
      return ok(summary(store.getGame(gameId) as GameRecord));
    },

    deleteGame: ({ gameId }) => {
      if (!store.deleteGame(gameId)) return notFound(gameId);
      held.forget(gameId);
      health.sound(gameId);
      emit({ type: 'games' });
      if (shown.gameId === gameId) show({ ...shown, gameId: null });
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
        const played = playedSpan(game, store.activeLog(gameId));
        const preset = presetOf(game.setup.houseRules);
        return ok({
          format: 'marshal/1' as const,
          setup: game.setup,
          entries,
          ...(preset ? { preset } : {}),
          ...(played ? { played } : {}),
        });
      }),

    importGame: ({ name, script }) => {
      const parsed = parseWith(GameScriptSchema, script);
      if (!parsed.ok) return fail('bad-request', parsed.message);
      const setup: Setup = parsed.value.setup;
      const problem = checkSetup(setup);
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      const preset = parsed.value.preset;
      const presetProblem = preset ? checkHouseRuleChoice(preset.houseRules, 'preset.houseRules') : null;
      if (presetProblem) return fail('bad-request', `${presetProblem.path}: ${presetProblem.message}`);
      const replayed = replay(setup, parsed.value.entries);
      if (!replayed.ok) return refuse(scriptRefusal(replayed));
      // Dated as the script says; a script that does not say was played now, for an unknown time.
      const played = parsed.value.played ?? { from: new Date().toISOString() };
      const game = store.importGame(name || defaultGameName(setup.players), setup, replayed.entries, {
        from: played.from,
        to: played.to ?? null,
      });
      // The group's preset comes along; one of the same name the table already has stays as it is.
      if (preset) store.savePreset(preset.name, preset.houseRules, true);
      health.sound(game.id);
      summarise(game.id);
      emit({ type: 'games' });
      return ok(snapshot(game as SoundGame));
    },

    stats: ({ filter }) => {
      const house = filter?.houseRule;
      const problem = house ? checkHouseRuleChoice({ [house.id]: house.value }, 'filter.houseRule') : null;
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      return ok(stats().report(filter));
    },

    gameStory: ({ gameId }) => {
      const story = stats().story(gameId);
      return story ? ok(story) : notFound(gameId);
    },

    mergePlayers: ({ from, into }) => {
      const problem = stats().merge(from, into);
      if (problem === 'same-person')
        return fail('refused', `"${from}" and "${into}" already count as one person.`);
      if (problem === 'unknown-name')
        return fail('not-found', `No stored game has a player called "${from}" or "${into}".`);
      return ok({ from, into });
    },

    separatePlayer: ({ name }) => ok({ separated: stats().separate(name) }),

    searchRulings: ({ query, locale }) => ok(rulings().search(query, locale)),

    ruling: ({ id, locale }) => {
      const entry = rulings().entry(id, locale);
      return entry ? ok(entry) : fail('not-found', `There is no ruling ${quote(id)}.`);
    },

    listBackups: () => ok(backups.list()),

    houseRules: () => ok(houseRulesOf()),

    listPresets: () => ok(store.listPresets()),

    savePreset: ({ name, houseRules }) => {
      const problem = checkHouseRuleChoice(houseRules);
      if (problem) return fail('bad-request', `${problem.path}: ${problem.message}`);
      return ok(store.savePreset(name, houseRules));
    },

    deletePreset: ({ name }) => ok({ deleted: store.deletePreset(name) }),

    // A game that is not there (or damaged) is refused and the displays keep what they show.
    show: (next) => {
      if (next.gameId === null) return ok(show(next));
      return withGame(next.gameId, () => ok(show(next)));
    },
    shown: () => ok(shown),

    restoreBackup: async ({ file }) => {
      if (!backups.resolve(file)) {
        return fail(
          'not-found',
          `There is no backup called ${quote(file)}; listBackups names the ones there are.`,
        );
      }
      restoring = true;
      try {
        // The games as they are now become a backup too, so restoring can itself be undone.
        const savedAs = await backUp();
        if (!savedAs || closed) return fail('refused', 'The current games could not be backed up first.');
        // The screens' pairings and settings are not the backup's: the live ones stay.
        const kept = keep.dump();
        store.close();
        held.forget();
        try {
          backups.swapIn(file);
        } finally {
          store = openGames();
          health = new Health(store);
          keep.load(kept);
        }
        restoring = false;
        emit({ type: 'games' });
        // The games are the backup's now: the one shown may be another game or none.
        if (shown.gameId !== null) show({ ...shown, gameId: null });
        return ok({ restored: file, savedAs });
      } finally {
        restoring = false;
      }
    },
  };

  const dispatch = dispatcher(handlers, logError, () => {
    if (closed) return { code: 'refused', message: 'Marshal is closing; try again after it restarts.' };
    if (restoring)
      return { code: 'refused', message: 'Marshal is restoring a backup; try again in a moment.' };
    return null;
  });

  // At least one backup a day while there are games to keep.
  if (backups.due() && store.listGames().length > 0) void backUp();

  return {
    dataDir,
    keep,
    recovered: store.recovered,
    handle: (name, payload, from) => dispatch(name, payload, from),
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

/** The game the displays followed before a restart, when it reads back; else none. */
function keptShown(text: string | null): Shown {
  const none: Shown = { gameId: null, odds: true, locale: 'en' };
  if (!text) return none;
  try {
    const parsed = parseWith(RequestSchemas.show, JSON.parse(text));
    return parsed.ok ? parsed.value : none;
  } catch {
    return none;
  }
}

/** When a game was played, for its script: as its import said, or its first and last entries. */
function playedSpan(game: GameRecord, log: readonly { at: string }[]): { from: string; to?: string } | null {
  if (game.played)
    return game.played.to ? { from: game.played.from, to: game.played.to } : { from: game.played.from };
  const first = log[0]?.at;
  const last = log.at(-1)?.at;
  return first && last ? { from: first, to: last } : null;
}
