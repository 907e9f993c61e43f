// The one API of the app: request names, their payloads and their answers. Electron serves it over IPC,
// the web host over HTTP; the renderer sees only this.
import * as v from 'valibot';
import type { GameScriptSchema } from './schema.ts';
import {
  EntrySchema,
  ExpansionSchema,
  HouseRulesSchema,
  IdSchema,
  InstantSchema,
  PresetName,
  SetupSchema,
} from './schema.ts';
import type { HouseRulePreset } from '../store/types.ts';
import type { Flag, EntryError, TableView, Entry, LoggedFlag, Setup } from '../engine/types.ts';
import type { LogPart } from '../engine/log-parts.ts';
import type { HouseRule } from '../engine/catalogue/house-rules.ts';
import type { TableOffers } from '../engine/offers.ts';
import { RULING_LOCALES, type RulingEntry, type RulingHit } from '../rulings/types.ts';
import { LOCALES, type Locale } from '../engine/catalogue/locale.ts';
import type { GameStory, StatsReport } from '../stats/types.ts';

export type { RulingEntry, RulingHit, RulingLocale } from '../rulings/types.ts';
export { MAX_REQUEST_BYTES } from './limits.ts';
export type { HouseRulePreset } from '../store/types.ts';
export type { GameStory, PlayerStats, Side, StatsFilter, StatsReport, StoryMark } from '../stats/types.ts';

const GameId = v.pipe(v.number(), v.integer(), v.minValue(1));
const GameName = v.pipe(v.string(), v.trim(), v.maxLength(80));
const RulingLocaleSchema = v.picklist(RULING_LOCALES);
const PlayerName = v.pipe(v.string(), v.trim(), v.minLength(1, 'a name cannot be empty'), v.maxLength(40));
export const StatsFilterSchema = v.strictObject({
  from: v.optional(InstantSchema),
  to: v.optional(InstantSchema),
  players: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(8))),
  expansions: v.optional(v.union([v.literal('base-only'), v.pipe(v.array(ExpansionSchema), v.maxLength(6))])),
  houseRule: v.optional(
    v.strictObject({ id: IdSchema, value: v.union([v.boolean(), v.pipe(v.string(), v.maxLength(60))]) }),
  ),
});

export const RequestSchemas = {
  listGames: v.strictObject({}),
  newGame: v.strictObject({ name: v.optional(GameName), setup: SetupSchema }),
  state: v.strictObject({ gameId: GameId }),
  enter: v.strictObject({ gameId: GameId, entry: EntrySchema }),
  undo: v.strictObject({ gameId: GameId }),
  redo: v.strictObject({ gameId: GameId }),
  rename: v.strictObject({ gameId: GameId, name: GameName }),
  deleteGame: v.strictObject({ gameId: GameId }),
  /** A damaged game decided again from its entries: its events, log parts and snapshots written afresh. */
  rebuildGame: v.strictObject({ gameId: GameId }),
  exportGame: v.strictObject({ gameId: GameId }),
  importGame: v.strictObject({ name: v.optional(GameName), script: v.unknown() }),
  searchRulings: v.strictObject({
    query: v.pipe(v.string(), v.maxLength(100, 'a search is at most 100 characters')),
    locale: RulingLocaleSchema,
  }),
  ruling: v.strictObject({
    id: IdSchema,
    locale: RulingLocaleSchema,
  }),
  /** The table right after log entry `seq` (0: before the first entry), for looking back. */
  stateAt: v.strictObject({ gameId: GameId, seq: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  log: v.strictObject({
    gameId: GameId,
    before: v.pipe(v.number(), v.integer(), v.minValue(1)),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 100),
  }),
  /** The figures across the games the filter picks (every game without one). */
  stats: v.strictObject({ filter: v.optional(StatsFilterSchema) }),
  /** A game's story: every player's life over the turns, with its deaths, Beers, Dynamite and events. */
  gameStory: v.strictObject({ gameId: GameId }),
  /** Two spellings of one person: `from` counts as `into` in the statistics from now on. */
  mergePlayers: v.strictObject({ from: PlayerName, into: PlayerName }),
  /** A merged spelling counts as itself again. */
  separatePlayer: v.strictObject({ name: PlayerName }),
  listBackups: v.strictObject({}),
  /** Every house rule of every expansion Marshal referees, with its readings and sentences. */
  houseRules: v.strictObject({}),
  /** The group's named house rules, the latest saved first. */
  listPresets: v.strictObject({}),
  savePreset: v.strictObject({ name: PresetName, houseRules: HouseRulesSchema }),
  deletePreset: v.strictObject({ name: PresetName }),
  restoreBackup: v.strictObject({
    file: v.pipe(v.string(), v.regex(/^[\w.-]{1,120}$/, 'a backup is named by its file name, not a path')),
  }),
  /** The main view says what it shows (its game, the odds setting, the language) for the table displays. */
  show: v.strictObject({ gameId: v.nullable(GameId), odds: v.boolean(), locale: v.picklist(LOCALES) }),
  /** What the main view shows now, for a table display that has just opened. */
  shown: v.strictObject({}),
} as const;

export type RequestName = keyof typeof RequestSchemas;
export type RequestPayload<N extends RequestName> = v.InferOutput<(typeof RequestSchemas)[N]>;

export type EntryStatus = 'active' | 'undone' | 'dropped';

export interface LogLine {
  seq: number;
  entry: Entry;
  /** Flags the table accepted with this entry (said by src/i18n; one stored before flags were typed also has
   *  its English `message`). */
  flags: LoggedFlag[];
  status: EntryStatus;
  /** Plain-language line, e.g. "Ann plays BANG! (A♠) at Bob". */
  text: string;
  /** The same line as parts, said in the table's language; null for lines stored before parts were kept. */
  parts: LogPart[] | null;
  at: string;
}

export interface GameSummary {
  id: number;
  name: string;
  players: string[];
  createdAt: string;
  updatedAt: string;
  entries: number;
  over: boolean;
  /** Its saved data does not read back: it can be rebuilt from its entries, or a backup restored. */
  damaged: boolean;
  /** Gold Rush: who earned the most nuggets, once the game's summary is kept (finished or imported). */
  gold?: { name: string; nuggets: number };
}

export interface GameSnapshot {
  id: number;
  name: string;
  setup: Setup;
  view: TableView;
  /** The cards, characters and events of this game Marshal does not referee yet (shown as such). */
  unrefereed: string[];
  /** The house rules this game plays with a reading other than the default, so that a window that never asked
   *  for the whole list (the table display, a phone) can say them. */
  houseRules: HouseRule[];
  /** What the table may do now, as the engine offers it (answers, abilities, targets, event cards). */
  offers: TableOffers;
  /** The newest LOG_WINDOW lines, newest last; older ones come with the `log` request. */
  log: LogLine[];
  /** Every line the game has, undone and dropped ones included. */
  logCount: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Grows with every change to the game: a window keeps the newest of an answer and a push. */
  revision: number;
}

/** How many log lines a snapshot carries, so an entry costs the same at 10 or 10,000 entries. */
export const LOG_WINDOW = 40;

export interface EnterResult {
  accepted: boolean;
  flags: Flag[];
  error: EntryError | null;
  /** The entry's log line (for a flagged one, the line it would become): English text and its parts, said
   *  in the table's language. Null for an entry that could not be judged. */
  line: { text: string; parts: LogPart[] } | null;
  game: GameSnapshot;
}

/** One rolling backup in <dataDir>/backups/. */
export interface BackupSummary {
  /** The file name to pass to restoreBackup. */
  file: string;
  /** When it was made (ISO). */
  at: string;
  games: number;
}

export interface Responses {
  listGames: GameSummary[];
  newGame: GameSnapshot;
  state: GameSnapshot;
  enter: EnterResult;
  undo: GameSnapshot;
  redo: GameSnapshot;
  rename: GameSummary;
  deleteGame: { deleted: number };
  rebuildGame: GameSummary;
  exportGame: v.InferOutput<typeof GameScriptSchema>;
  importGame: GameSnapshot;
  /** Best first. */
  searchRulings: RulingHit[];
  ruling: RulingEntry;
  stateAt: TableView;
  /** Log lines before `before`, newest last. */
  log: LogLine[];
  stats: StatsReport;
  gameStory: GameStory;
  mergePlayers: { from: string; into: string };
  separatePlayer: { separated: boolean };
  listBackups: BackupSummary[];
  houseRules: HouseRule[];
  listPresets: HouseRulePreset[];
  savePreset: HouseRulePreset;
  deletePreset: { deleted: boolean };
  restoreBackup: { restored: string; savedAs: string };
  show: Shown;
  shown: Shown;
}

export type ErrorCode =
  | 'bad-request'
  | 'unknown-request'
  | 'not-found'
  | 'invalid-entry'
  | 'refused'
  | 'too-large'
  | 'damaged'
  | 'internal';
export interface HostError {
  code: ErrorCode;
  /** Plain English; it quotes at most a short, clipped piece of the request. */
  message: string;
  /** `too-large`: the request's size and the limit, in bytes, for the window to say in its language. */
  size?: number;
  limit?: number;
}
export type Answer<T> = { ok: true; value: T } | { ok: false; error: HostError };

/**
 * What the main view shows, kept by the host (in memory) so every table display follows it: the game open
 * there (null on any other page), whether the table wants the draw! odds, and the table's language.
 */
export interface Shown {
  gameId: number | null;
  odds: boolean;
  locale: Locale;
}

/**
 * The window a request came from, as its transport names it. A change's push is not sent back to the window
 * whose answer already carries the same snapshot: it would parse and take the whole game twice.
 */
export type Sender = string;

/** Pushed to every open window after a change. */
export type Push = { type: 'game'; game: GameSnapshot } | { type: 'games' } | { type: 'shown'; shown: Shown };

export interface MarshalApi {
  request<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Answer<Responses[N]>>;
  subscribe(listener: (push: Push) => void): () => void;
}
