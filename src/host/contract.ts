// The one API of the app: request names, their payloads and their answers. Electron serves it over IPC,
// the web host over HTTP; the renderer sees only this.
import * as v from 'valibot';
import type { GameScriptSchema } from './schema.ts';
import { EntrySchema, SetupSchema } from './schema.ts';
import type { Flag, EntryError, TableView, Entry, Setup } from '../engine/types.ts';

const GameId = v.pipe(v.number(), v.integer(), v.minValue(1));
const GameName = v.pipe(v.string(), v.trim(), v.maxLength(80));

export const RequestSchemas = {
  listGames: v.strictObject({}),
  newGame: v.strictObject({ name: v.optional(GameName), setup: SetupSchema }),
  state: v.strictObject({ gameId: GameId }),
  enter: v.strictObject({ gameId: GameId, entry: EntrySchema }),
  undo: v.strictObject({ gameId: GameId }),
  redo: v.strictObject({ gameId: GameId }),
  rename: v.strictObject({ gameId: GameId, name: GameName }),
  deleteGame: v.strictObject({ gameId: GameId }),
  exportGame: v.strictObject({ gameId: GameId }),
  importGame: v.strictObject({ name: v.optional(GameName), script: v.unknown() }),
} as const;

export type RequestName = keyof typeof RequestSchemas;
export type RequestPayload<N extends RequestName> = v.InferOutput<(typeof RequestSchemas)[N]>;

export type EntryStatus = 'active' | 'undone' | 'dropped';

export interface LogLine {
  seq: number;
  entry: Entry;
  /** Flags the table accepted with this entry. */
  flags: Flag[];
  status: EntryStatus;
  /** Plain-language line, e.g. "Ann plays BANG! (A♠) at Bob". */
  text: string;
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
}

export interface GameSnapshot {
  id: number;
  name: string;
  setup: Setup;
  view: TableView;
  /** Newest last. */
  log: LogLine[];
  canUndo: boolean;
  canRedo: boolean;
}

export interface EnterResult {
  accepted: boolean;
  flags: Flag[];
  error: EntryError | null;
  game: GameSnapshot;
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
  exportGame: v.InferOutput<typeof GameScriptSchema>;
  importGame: GameSnapshot;
}

export type ErrorCode =
  'bad-request' | 'unknown-request' | 'not-found' | 'invalid-entry' | 'refused' | 'internal';
export interface HostError {
  code: ErrorCode;
  message: string;
}
export type Answer<T> = { ok: true; value: T } | { ok: false; error: HostError };

/** Pushed to every open window after a change. */
export type Push = { type: 'game'; game: GameSnapshot } | { type: 'games' };

export interface MarshalApi {
  request<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Answer<Responses[N]>>;
  subscribe(listener: (push: Push) => void): () => void;
}
