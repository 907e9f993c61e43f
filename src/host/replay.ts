// Deciding a list of entries again from a setup: an imported game script, or a damaged game's entries when it
// is rebuilt. The first entry the engine cannot accept stops it, and nothing is stored.
import { createGame, logParts, sayParts, step } from '../engine/index.ts';
import type { Entry, Setup, State } from '../engine/types.ts';
import type { NewEntry } from '../store/index.ts';
import type { HostError } from './contract.ts';
import { sayFlag } from '../i18n/say-flag.ts';

export type Replayed =
  | { ok: true; entries: NewEntry[]; state: State }
  | { ok: false; index: number; message: string; flagged: boolean };

/**
 * `keepFlagged`: an entry the rules now flag is kept anyway (with its flags), for entries the table already
 * accepted once; the others are taken as they are, so their log lines read as they did.
 */
export function replay(setup: Setup, entries: readonly Entry[], keepFlagged = false): Replayed {
  let state = createGame(setup);
  const accepted: NewEntry[] = [];
  for (const [index, given] of entries.entries()) {
    let entry = given;
    let result = step(state, entry);
    if (keepFlagged && !result.error && !result.accepted) {
      entry = { ...given, force: true };
      result = step(state, entry);
    }
    if (result.error) {
      const where = result.error.path ? `.${result.error.path}` : '';
      return { ok: false, index, message: `${where}: ${result.error.message}`, flagged: false };
    }
    if (!result.accepted) {
      const why = result.flags.map((f) => sayFlag(f, 'en')).join('; ');
      return { ok: false, index, message: why, flagged: true };
    }
    const parts = logParts(state, entry, result.events);
    accepted.push({ entry, events: result.events, flags: result.flags, text: sayParts(parts), parts });
    state = result.state;
  }
  return { ok: true, entries: accepted, state };
}

/** Why a game script is not imported: the place of the first entry that was not accepted. */
export function scriptRefusal(failed: Extract<Replayed, { ok: false }>): HostError {
  const where = `entries[${failed.index}]`;
  const message = failed.flagged
    ? `${where} is flagged (${failed.message}); add "force": true to keep it anyway.`
    : `${where}${failed.message}`;
  return { code: 'invalid-entry', message };
}
