// Undo and redo through the host, for any game: undoing N entries then redoing N gives the identical table;
// undoing past the start is refused politely; an entry after undo drops the redo branch, which stays in the
// log marked "dropped".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, step, view } from '../../src/engine/index.ts';
import type { Entry, State } from '../../src/engine/index.ts';
import type { LogLine } from '../../src/host/contract.ts';
import { playLegal, mostlyNaturalArb, setupArb } from '../engine/arbitraries.ts';
import { startHost } from './helpers.ts';

type TestHost = ReturnType<typeof startHost>;

/** The whole log (a snapshot carries only the newest lines). */
async function wholeLog(host: TestHost, gameId: number): Promise<LogLine[]> {
  return host.ask('log', { gameId, before: Number.MAX_SAFE_INTEGER, limit: 500 });
}

describe('undo and redo, for any game', () => {
  it('undo N then redo N is the identical table; past the start is refused; a new entry drops the rest', async () => {
    const host = startHost();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        setupArb,
        fc.array(mostlyNaturalArb, { minLength: 3, maxLength: 100, size: 'max' }),
        fc.nat(),
        fc.nat(),
        async (setup, templates, a, b) => {
          runs++;
          const { entries } = playLegal(setup, templates);
          // The state after each prefix of the game, as the engine alone computes it.
          const states: State[] = [createGame(setup)];
          for (const entry of entries) states.push(step(states.at(-1) as State, entry).state);
          const { id } = await host.ask('newGame', { setup });
          for (const entry of entries) await host.ask('enter', { gameId: id, entry });
          const full = await host.ask('state', { gameId: id });
          const n = entries.length;

          // Undo k, and the table is where it was k entries ago; redo k, and it is back exactly.
          const k = n === 0 ? 0 : 1 + (a % n);
          for (let i = 1; i <= k; i++) {
            const undone = await host.ask('undo', { gameId: id });
            expect(undone.view).toEqual(view(states[n - i] as State));
          }
          for (let i = 0; i < k; i++) await host.ask('redo', { gameId: id });
          const redone = await host.ask('state', { gameId: id });
          expect(redone.view).toEqual(full.view);
          expect(redone.log).toEqual(full.log);
          expect((await host.handle('redo', { gameId: id })).ok).toBe(false);

          // Undo everything, then once more: refused politely, nothing changes.
          for (let i = 0; i < n; i++) await host.ask('undo', { gameId: id });
          const start = await host.ask('state', { gameId: id });
          expect(start.view).toEqual(view(states[0] as State));
          expect(start.canUndo).toBe(false);
          expect(await host.handle('undo', { gameId: id })).toEqual({
            ok: false,
            error: { code: 'refused', message: 'There is nothing to undo.' },
          });
          expect(await host.ask('state', { gameId: id })).toEqual(start);

          // Redo some, then a new entry: the rest of the redo branch is dropped, and kept.
          const kept = n === 0 ? 0 : b % (n + 1);
          for (let i = 0; i < kept; i++) await host.ask('redo', { gameId: id });
          const here = states[kept] as State;
          const living = here.players.find((p) => p.alive)?.name ?? 'Ann';
          const correction: Entry = { type: 'set', player: living, hand: 2, force: true };
          const result = await host.ask('enter', { gameId: id, entry: correction });
          expect(result.accepted).toBe(true);
          expect(result.game.canRedo).toBe(false);
          const log = await wholeLog(host, id);
          expect(log.map((l) => l.status)).toEqual([
            ...Array<string>(kept).fill('active'),
            ...Array<string>(n - kept).fill('dropped'),
            'active',
          ]);
          expect(log.map((l) => l.entry)).toEqual([...entries, correction]);
          expect(result.game.logCount).toBe(n + 1);
          expect(result.game.view).toEqual(view(step(here, correction).state));
          expect((await host.handle('redo', { gameId: id })).ok).toBe(false);
        },
      ),
      { numRuns: 60, seed: 11 },
    );
    console.log(`undo/redo: ${runs} random games`);
  }, 120_000);
});
