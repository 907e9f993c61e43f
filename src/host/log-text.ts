// Store records → the API's shapes: game summaries, log lines and the snapshot a window renders.
import { changedHouseRules, houseRuleSpec, tableOffers, unrefereed, view } from '../engine/index.ts';
import type { Setup, State } from '../engine/types.ts';
import type { GameRecord, LogRecord } from '../store/index.ts';
import type { GameSnapshot, GameSummary, LogLine } from './contract.ts';

/** "Ann, Bob, Cid": the name a game gets when nobody names it. */
export function defaultGameName(players: readonly { name: string }[]): string {
  return players.map((p) => p.name.trim()).join(', ');
}

export function toSummary(game: GameRecord, damaged: boolean): GameSummary {
  return {
    id: game.id,
    name: game.name,
    players: game.setup?.players.map((p) => p.name) ?? [],
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    entries: game.entries,
    over: game.over,
    damaged: damaged || game.setup === null,
  };
}

export function toLogLine(record: LogRecord): LogLine {
  return {
    seq: record.seq,
    entry: record.entry,
    flags: record.flags,
    status: record.status,
    text: record.text,
    parts: record.parts,
    at: record.at,
  };
}

export interface LogWindow {
  /** The newest lines, oldest first. */
  lines: readonly LogRecord[];
  count: number;
  canUndo: boolean;
  canRedo: boolean;
}

export function toSnapshot(
  game: GameRecord & { setup: Setup },
  log: LogWindow & { state: State },
  revision: number,
): GameSnapshot {
  const { state } = log;
  return {
    id: game.id,
    name: game.name,
    setup: game.setup,
    view: view(state),
    unrefereed: unrefereed(game.setup),
    houseRules: changedHouseRules(state.houseRules ?? {}).flatMap((id) => houseRuleSpec(id) ?? []),
    offers: tableOffers(state, game.setup),
    log: log.lines.map(toLogLine),
    logCount: log.count,
    canUndo: log.canUndo,
    canRedo: log.canRedo,
    revision,
  };
}
