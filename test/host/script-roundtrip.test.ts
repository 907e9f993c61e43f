// Export then import is lossless for any game: random legal games made by the engine, played through the
// host, exported as a marshal/1 script and imported again give the identical table and log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/host/contract.ts';
import { playLegal, mostlyNaturalArb, setupArb } from '../engine/arbitraries.ts';
import { startHost } from './helpers.ts';

/** The log as the table reads it, without the clock. */
const lines = (game: GameSnapshot) =>
  game.log.map(({ seq, entry, flags, status, text }) => ({ seq, entry, flags, status, text }));

describe('export and import, for any game', () => {
  it('import(export(game)) gives the identical state and log, and exports the same script again', async () => {
    const host = startHost();
    let entries = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        setupArb,
        fc.array(mostlyNaturalArb, { minLength: 5, maxLength: 120, size: 'max' }),
        async (setup, templates) => {
          runs++;
          const game = playLegal(setup, templates);
          const { id } = await host.ask('newGame', { setup });
          let played: GameSnapshot | null = null;
          for (const entry of game.entries) {
            const result = await host.ask('enter', { gameId: id, entry });
            expect(result.accepted).toBe(true);
            played = result.game;
          }
          entries += game.entries.length;
          const original = played ?? (await host.ask('state', { gameId: id }));
          const script = await host.ask('exportGame', { gameId: id });
          const imported = await host.ask('importGame', {
            name: 'copy',
            script: JSON.parse(JSON.stringify(script)),
          });
          expect(imported.view).toEqual(original.view);
          expect(lines(imported)).toEqual(lines(original));
          // Read back from the store, not just the answer to the import.
          const reread = await host.ask('state', { gameId: imported.id });
          expect(reread.view).toEqual(original.view);
          expect(await host.ask('exportGame', { gameId: imported.id })).toEqual(script);
        },
      ),
      { numRuns: 100, seed: 7 },
    );
    console.log(`export/import round trip: ${runs} random games, ${entries} entries`);
  }, 120_000);
});
