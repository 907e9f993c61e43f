// Hidden roles stay hidden: whatever happens at the table, no snapshot the host hands a window shows a role
// that was neither given at setup nor revealed by the table (a reveal-role entry still in the game).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/engine/index.ts';
import type { GameSnapshot, LogLine } from '../../src/host/contract.ts';
import { mostlyNaturalArb, setupArb, toEntry } from '../engine/arbitraries.ts';
import { startHost } from './helpers.ts';

/** What a window may know: the roles given at setup and the ones the table turned face up (in the whole log,
 *  not only the snapshot's newest lines). */
function known(game: GameSnapshot, log: readonly LogLine[]): Map<string, Set<Role>> {
  const roles = new Map<string, Set<Role>>();
  const add = (player: string, role: Role) => roles.set(player, (roles.get(player) ?? new Set()).add(role));
  for (const p of game.setup.players) if (p.role) add(p.name, p.role);
  for (const line of log) {
    if (line.status === 'active' && line.entry.type === 'reveal-role')
      add(line.entry.player, line.entry.role);
  }
  return roles;
}

function leaks(game: GameSnapshot, log: readonly LogLine[]): string[] {
  const roles = known(game, log);
  return game.view.players
    .filter((p) => p.role !== null && !roles.get(p.name)?.has(p.role))
    .map((p) => `${p.name} shows ${p.role}`);
}

describe('hidden roles', () => {
  it('no snapshot ever shows a role that was neither given at setup nor revealed', async () => {
    const host = startHost();
    // The snapshot carries only the newest log lines; a reveal may be older than those.
    const fullLog = async (game: GameSnapshot): Promise<LogLine[]> =>
      game.logCount > game.log.length
        ? host.ask('log', { gameId: game.id, before: game.logCount + 1, limit: 500 })
        : game.log;
    let snapshots = 0;
    let reveals = 0;
    await fc.assert(
      fc.asyncProperty(
        setupArb,
        fc.array(mostlyNaturalArb, { minLength: 10, maxLength: 80, size: 'max' }),
        fc.array(fc.nat(9), { maxLength: 80, size: 'max' }),
        async (setup, templates, undos) => {
          const first = await host.ask('newGame', { setup });
          let game = first;
          expect(leaks(game, game.log)).toEqual([]);
          for (const [i, t] of templates.entries()) {
            // Now and then the table takes an entry back: a role it revealed must go back into hiding.
            const answer =
              undos[i] === 0
                ? await host.handle('undo', { gameId: first.id })
                : await host.handle('enter', { gameId: first.id, entry: toEntry(game.view, t) });
            if (!answer.ok) continue;
            game =
              'game' in (answer.value as object)
                ? (answer.value as { game: GameSnapshot }).game
                : (answer.value as GameSnapshot);
            snapshots++;
            expect(leaks(game, await fullLog(game))).toEqual([]);
          }
          const reread = await host.ask('state', { gameId: first.id });
          reveals += reread.view.players.filter((p) => p.role !== null).length;
          expect(leaks(reread, await fullLog(reread))).toEqual([]);
        },
      ),
      { numRuns: 100, seed: 13 },
    );
    console.log(`hidden roles: ${snapshots} snapshots checked, ${reveals} roles face up at the ends`);
  }, 120_000);
});
