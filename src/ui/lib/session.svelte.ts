// The renderer's shared state: the screen, the game list, the open game and what the table is being asked
// (flags to accept or take back, an error). The host is the only source of game state: every change comes
// back from it as a snapshot, either as an answer or as a push.
import type {
  Answer,
  BackupSummary,
  GameSnapshot,
  GameSummary,
  LogLine,
  GameStory,
  MarshalApi,
  Push,
  StatsFilter,
  StatsReport,
  HouseRulePreset,
} from '../../host/contract.ts';
import type { Entry, Flag, Setup, TableView } from '../../engine/types.ts';
import type { LogPart } from '../../engine/log-parts.ts';
import { hashOf, parseHash, type Route } from './route.ts';
import { addHouseRules, type HouseRule, type HouseRuleValue } from '../../engine/catalogue/house-rules.ts';
import { rulingsSource, type RulingsSource } from './rulings.ts';
import { errorText, importProblem } from './host-error.ts';
import { hostLink } from './host-link.svelte.ts';
import { keepUnchanged, keepUnchangedLines } from './reconcile.ts';

/** The most lines one `log` request brings. */
const LOG_PAGE_MAX = 500;

/** How long a change may take before the screen shows that it waits. */
const SLOW_MS = 150;

export interface PendingFlags {
  entry: Entry;
  flags: Flag[];
  /** The log line the move would become, as the host says it. */
  line: { text: string; parts: LogPart[] } | null;
}

export class Session {
  route = $state<Route>({ screen: 'list' });
  games = $state.raw<GameSummary[] | null>(null);
  game = $state.raw<GameSnapshot | null>(null);
  earlierLog = $state.raw<LogLine[]>([]);
  /** An entry the engine flagged: the table takes it back or accepts it anyway. */
  pending = $state.raw<PendingFlags | null>(null);
  /** A plain error to show (an entry that cannot be judged, a host that does not answer). */
  error = $state<string | null>(null);
  busy = $state(false);
  /**
   * A change has been on its way for a while: only then do the buttons show it. A quick one (a few ms) would
   * just flash them and cost the table a frame; a click meanwhile waits for it (`enterNext`).
   */
  slow = $state(false);
  /** Looking back: the table right after a log entry (nothing can be entered meanwhile). */
  past = $state.raw<{ seq: number; view: TableView } | null>(null);

  readonly #api: MarshalApi;
  /** The change on its way, if any: typed commands wait for it instead of being dropped. */
  #last: Promise<unknown> = Promise.resolve();
  /** Where the rulings panel reads from. */
  readonly rulings: RulingsSource;

  /** The host's transport, for the panels that ask it beside the table (Invite phones). */
  get api(): MarshalApi {
    return this.#api;
  }

  /** Every house rule the host referees (asked once at start): the New Game form and the header list them, and
   *  the catalogue has their sentences for the flags said here. */
  houseRules = $state.raw<HouseRule[]>([]);

  constructor(api: MarshalApi) {
    this.#api = api;
    this.rulings = rulingsSource(api);
  }

  /** The group's saved house rules, the latest saved first (offered first at New Game). */
  presets = $state.raw<HouseRulePreset[]>([]);

  async loadPresets(): Promise<void> {
    const list = await this.#call(this.#api.request('listPresets', {}));
    if (list) this.presets = list;
  }

  async savePreset(name: string, houseRules: Record<string, HouseRuleValue>): Promise<boolean> {
    const saved = await this.#call(this.#api.request('savePreset', { name, houseRules }));
    if (saved) await this.loadPresets();
    return saved !== null;
  }

  async deletePreset(name: string): Promise<void> {
    const done = await this.#call(this.#api.request('deletePreset', { name }));
    if (done) await this.loadPresets();
  }

  async loadHouseRules(): Promise<void> {
    if (this.houseRules.length > 0) return;
    // Quietly: without the list the form offers no house rule and a flag keeps the rule's id.
    const answer = await this.#api.request('houseRules', {}).catch(() => null);
    if (!answer?.ok) return;
    addHouseRules(answer.value);
    this.houseRules = answer.value;
  }

  /** Starts listening to the URL and to pushes; returns the stop function. */
  start(win: Window = window): () => void {
    const onHash = () => this.#show(parseHash(win.location.hash));
    // Pushes may have been missed by a window that was hidden (a dropped event stream) or while Marshal
    // restarted: ask again when it shows, or once Marshal is back (the table at the entry where it was).
    const catchUp = () => {
      if (this.route.screen === 'game') void this.#load(this.route.id);
      else if (this.route.screen === 'list') void this.refreshGames();
    };
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') catchUp();
    };
    win.addEventListener('hashchange', onHash);
    win.document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = this.#api.subscribe((push) => this.#onPush(push));
    const stopBack = hostLink.onBack(catchUp);
    void this.loadHouseRules();
    onHash();
    return () => {
      win.removeEventListener('hashchange', onHash);
      win.document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
      stopBack();
    };
  }

  go(route: Route): void {
    const hash = hashOf(route);
    if (window.location.hash === hash) this.#show(route);
    else window.location.hash = hash;
  }

  dismissError(): void {
    this.error = null;
  }

  async refreshGames(): Promise<void> {
    const games = await this.#call(this.#api.request('listGames', {}));
    if (games) this.games = games;
  }

  async createGame(setup: Setup, name?: string): Promise<void> {
    const payload = name ? { name, setup } : { setup };
    const game = await this.#change(this.#api.request('newGame', payload));
    if (!game) return;
    this.#take(game);
    this.go({ screen: 'game', id: game.id });
  }

  async renameGame(gameId: number, name: string): Promise<void> {
    const done = await this.#change(this.#api.request('rename', { gameId, name }));
    if (done) await this.refreshGames();
  }

  /** The game as a `marshal/1` game script, or null (the error is shown). */
  async exportGame(gameId: number): Promise<unknown> {
    return this.#call(this.#api.request('exportGame', { gameId }));
  }

  /** Imports a game script; on failure what was wrong (its size, or the host's words naming the place). */
  async importGame(script: unknown, name?: string): Promise<string | null> {
    const answer = await this.#api.request('importGame', name ? { name, script } : { script });
    if (!answer.ok) return importProblem(answer.error);
    await this.refreshGames();
    return null;
  }

  /** Rebuilds a damaged game from its entries; false when it cannot be (a backup is the way back then). */
  async rebuildGame(gameId: number): Promise<boolean> {
    const answer = await this.#api.request('rebuildGame', { gameId });
    await this.refreshGames();
    return answer.ok;
  }

  /** Shows the table as it was right after log entry `seq`. */
  async showAfter(seq: number): Promise<void> {
    const game = this.game;
    if (!game) return;
    const view = await this.#call(this.#api.request('stateAt', { gameId: game.id, seq }));
    if (view && this.game?.id === game.id) this.past = { seq, view };
  }

  backToNow(): void {
    this.past = null;
  }

  /** The figures across the games the filter picks, or null (the error is shown). */
  async stats(filter: StatsFilter): Promise<StatsReport | null> {
    return this.#call(this.#api.request('stats', { filter }));
  }

  async gameStory(gameId: number): Promise<GameStory | null> {
    return this.#call(this.#api.request('gameStory', { gameId }));
  }

  /** Two spellings of one person; on failure the host's reason is returned. */
  async mergePlayers(from: string, into: string): Promise<string | null> {
    const answer = await this.#api.request('mergePlayers', { from, into });
    return answer.ok ? null : answer.error.message;
  }

  async separatePlayer(name: string): Promise<void> {
    await this.#call(this.#api.request('separatePlayer', { name }));
  }

  async listBackups(): Promise<BackupSummary[] | null> {
    return this.#call(this.#api.request('listBackups', {}));
  }

  /** Puts a backup in place of the games (the host keeps the current ones as a backup first). */
  async restoreBackup(file: string): Promise<boolean> {
    const done = await this.#change(this.#api.request('restoreBackup', { file }));
    if (done) await this.refreshGames();
    return done !== null;
  }

  async deleteGame(gameId: number): Promise<void> {
    const done = await this.#change(this.#api.request('deleteGame', { gameId }));
    if (done) await this.refreshGames();
  }

  /** Sends an entry. Flags come back as `pending` (nothing changed yet); an error as `error`. */
  async enter(entry: Entry): Promise<boolean> {
    const game = this.game;
    if (!game || this.busy) return false;
    this.error = null;
    this.past = null;
    const result = await this.#change(this.#api.request('enter', { gameId: game.id, entry }));
    if (!result) return false;
    if (result.game.id === this.game?.id) this.#take(result.game);
    if (result.accepted) {
      this.pending = null;
      return true;
    }
    if (result.flags.length > 0) this.pending = { entry, flags: result.flags, line: result.line };
    else this.error = result.error?.message ?? `${entry.type}?`;
    return false;
  }

  /** For clicks and keys: waits for the change on its way, then enters (unless a flag now waits). */
  async enterNext(entry: Entry): Promise<boolean> {
    // No await between this loop and enter(): the first waiting entry to wake marks the session busy again.
    while (this.busy) await this.#last.catch(() => null);
    if (this.pending) return false;
    return this.enter(entry);
  }

  /** "Take back": the flagged entry is dropped; nothing was stored, nothing changes. */
  takeBack(): void {
    this.pending = null;
  }

  /** "Accept anyway": the same entry again, applied despite its flags (which the log keeps). */
  async acceptAnyway(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    await this.enter({ ...pending.entry, force: true });
  }

  async undo(): Promise<void> {
    while (this.busy) await this.#last.catch(() => null);
    const game = this.game;
    if (!game?.canUndo || this.busy) return;
    const next = await this.#change(this.#api.request('undo', { gameId: game.id }));
    if (next) this.#take(next);
  }

  async redo(): Promise<void> {
    while (this.busy) await this.#last.catch(() => null);
    const game = this.game;
    if (!game?.canRedo || this.busy) return;
    const next = await this.#change(this.#api.request('redo', { gameId: game.id }));
    if (next) this.#take(next);
  }

  #show(route: Route): void {
    this.route = route;
    this.pending = null;
    this.past = null;
    this.error = null;
    if (route.screen === 'list') void this.refreshGames();
    if (route.screen === 'game' && this.game?.id !== route.id) {
      this.game = null;
      void this.#load(route.id);
    }
  }

  async #load(gameId: number): Promise<void> {
    const game = await this.#call(this.#api.request('state', { gameId }));
    if (game && this.route.screen === 'game' && this.route.id === gameId) this.#take(game);
  }

  /**
   * A newer snapshot of the open game, or another game's (which starts afresh, earlier log lines included).
   * What did not change keeps its objects, so only what changed renders again.
   */
  #take(next: GameSnapshot): void {
    const current = this.game;
    if (current && current.id === next.id && next.revision <= current.revision) return;
    if (current?.id !== next.id) {
      this.earlierLog = [];
      this.game = next;
      return;
    }
    const { log, ...rest } = next;
    const { log: shown, ...before } = current;
    const game: GameSnapshot = { ...keepUnchanged(before, rest), log: keepUnchangedLines(shown, log) };
    this.game = game;
    if (this.earlierLog.length > 0) this.#keepEarlier(shown, game);
  }

  /**
   * Once earlier lines are shown, the lines leaving the newest window join them, so the log stays whole. Lines
   * in neither (snapshots missed while the window was hidden) are asked for, and so are all of them when the
   * undo/redo frontier lies beyond the window (only then can an earlier line's status have changed).
   */
  #keepEarlier(shown: LogLine[], game: GameSnapshot): void {
    const first = game.log[0]?.seq;
    if (first === undefined) return;
    const last = this.earlierLog.at(-1)?.seq ?? 0;
    const leaving = shown.filter((line) => line.seq > last && line.seq < first);
    if (leaving.length > 0) this.earlierLog = [...this.earlierLog, ...leaving];
    const whole = (this.earlierLog.at(-1)?.seq ?? 0) + 1 === first;
    const frontierShown = [shown, game.log].every((lines) => lines.some((l) => l.status === 'active'));
    if (!whole || !frontierShown) void this.#refetchEarlier(game.id);
  }

  /** The earlier lines shown so far, read again from their first up to the newest window. */
  async #refetchEarlier(gameId: number): Promise<void> {
    const from = this.earlierLog[0]?.seq;
    if (from === undefined) return;
    for (;;) {
      const before = this.game?.id === gameId ? this.game.log[0]?.seq : undefined;
      if (before === undefined) return;
      const lines: LogLine[] = [];
      while ((lines[0]?.seq ?? before) > from) {
        const end = lines[0]?.seq ?? before;
        const limit = Math.min(LOG_PAGE_MAX, end - from);
        const page = await this.#call(this.#api.request('log', { gameId, before: end, limit }));
        if (!page || page.length === 0) return;
        lines.unshift(...page);
      }
      // A newer snapshot meanwhile moved the window: read up to it instead.
      if (this.game?.id !== gameId) return;
      if (this.game.log[0]?.seq !== before) continue;
      this.earlierLog = keepUnchangedLines(this.earlierLog, lines);
      return;
    }
  }
  /** Log lines older than the snapshot's window, newest last, loaded when the table asks for them. */
  async loadEarlierLog(): Promise<void> {
    const game = this.game;
    const oldest = this.earlierLog[0]?.seq ?? game?.log[0]?.seq;
    if (!game || oldest === undefined) return;
    const lines = await this.#call(this.#api.request('log', { gameId: game.id, before: oldest, limit: 100 }));
    if (!lines || this.game?.id !== game.id) return;
    this.earlierLog = [...lines, ...this.earlierLog];
    // The window moved on meanwhile: the lines that left it are read too.
    const first = this.game.log[0]?.seq;
    if (first !== undefined && (this.earlierLog.at(-1)?.seq ?? 0) + 1 < first)
      void this.#refetchEarlier(game.id);
  }

  #onPush(push: Push): void {
    if (push.type === 'game') {
      if (this.route.screen === 'game' && push.game.id === this.route.id) this.#take(push.game);
    } else if (push.type === 'games' && this.route.screen === 'list') {
      void this.refreshGames();
    }
  }

  /** A change (new game, entry, undo…): `busy` while it is on its way, so a double click sends it once. */
  #change<T>(request: Promise<Answer<T>>): Promise<T | null> {
    this.busy = true;
    const timer = setTimeout(() => (this.slow = true), SLOW_MS);
    const run = (async () => {
      try {
        return await this.#call(request);
      } finally {
        clearTimeout(timer);
        this.busy = false;
        this.slow = false;
      }
    })();
    this.#last = run;
    return run;
  }

  async #call<T>(request: Promise<Answer<T>>): Promise<T | null> {
    try {
      const answer = await request;
      if (answer.ok) return answer.value;
      this.error = errorText(answer.error);
      return null;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return null;
    }
  }
}
