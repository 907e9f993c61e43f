// Runs a "marshal/1" game script through the engine, entry by entry, exactly as the table would enter it.
import { readFileSync } from 'node:fs';
import { GameScriptSchema, parseWith, type GameScript } from '../host/schema.ts';
import { checkSetup, createGame, step, view } from '../engine/index.ts';
import type { Entry, Flag, GameEvent, State, TableView } from '../engine/index.ts';

export interface EntryResult {
  entry: number;
  accepted: boolean;
  flags: Flag[];
}

export type ScriptRun =
  | { ok: true; script: GameScript; results: EntryResult[]; lines: string[]; state: State; view: TableView }
  | { ok: false; message: string };

/**
 * Parses and runs a script held in memory; a malformed script or entry names the place and runs nothing.
 * `onEntry` hears how far the run is (the CLI's progress line).
 */
export function runScript(
  input: unknown,
  describe?: (before: State, entry: Entry, events: readonly GameEvent[]) => string,
  onEntry?: (done: number, total: number) => void,
): ScriptRun {
  const parsed = parseWith(GameScriptSchema, input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const script = parsed.value;
  const setupError = checkSetup(script.setup);
  if (setupError) return { ok: false, message: `${setupError.path}: ${setupError.message}` };
  let state = createGame(script.setup);
  const results: EntryResult[] = [];
  const lines: string[] = [];
  for (const [i, entry] of script.entries.entries()) {
    const r = step(state, entry);
    if (describe) lines.push(describe(state, entry, r.events));
    if (r.error) return { ok: false, message: `entries[${i}].${r.error.path}: ${r.error.message}` };
    results.push({ entry: i, accepted: r.accepted, flags: r.flags });
    state = r.state;
    onEntry?.(i + 1, script.entries.length);
  }
  return { ok: true, script, results, lines, state, view: view(state) };
}

export function readScriptFile(file: string): { ok: true; value: unknown } | { ok: false; message: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { ok: false, message: `${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, message: `${file}: not JSON (${(e as Error).message})` };
  }
}
