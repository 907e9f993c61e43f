// A game whose saved rows were damaged behind Marshal's back (they still pass SQLite's quick_check): it is
// named damaged in the list, never served and never quoted, and can be rebuilt from its entries — over HTTP
// and the WebSocket alike, from Marshal's own host behind its own web host.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../src/host/contract.ts';
import { DB_FILE } from '../../src/store/index.ts';
import { setup, startHost, storedGames, tempDir } from './helpers.ts';
import { startRealWeb, TRANSPORTS, type RealWeb } from './real-web.ts';

/** Sixty entries (a snapshot after the 50th) in game 1 "Friday", and a sound game 2; then the host closes. */
async function savedGames(): Promise<{ dataDir: string; table: unknown }> {
  const dataDir = tempDir();
  const host = startHost({ dataDir });
  const { id } = await host.ask('newGame', { name: 'Friday', setup });
  for (let turn = 0; turn < 20; turn++) {
    for (const entry of [{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }] as const) {
      await host.ask('enter', { gameId: id, entry });
    }
  }
  await host.ask('newGame', { name: 'Sound', setup });
  const table = (await host.ask('state', { gameId: id })).view;
  host.close();
  return { dataDir, table };
}

function damage(dataDir: string, sql: string): void {
  const db = new Database(path.join(dataDir, DB_FILE));
  db.exec(sql);
  db.close();
}

const SECRET = 'stored-text-that-must-not-leak';
const BROKEN_EVENTS = `UPDATE entries SET events = '[{"type": "LifeLost", "${SECRET}' WHERE game_id = 1 AND seq = 12`;

async function open(dataDir: string): Promise<RealWeb> {
  return startRealWeb(startHost({ dataDir }));
}

const names = (games: GameSummary[]) => games.map((g) => [g.name, g.damaged]);

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('an event row with broken JSON: named damaged, refused in plain words, rebuilt to the same table', async () => {
    const { dataDir, table } = await savedGames();
    const sound = storedGames(dataDir);
    damage(dataDir, BROKEN_EVENTS);
    const real = await open(dataDir);
    expect(real.host.logged).toEqual([]);
    const listed = await real.ask(transport, 'listGames', '{}');
    expect(names(JSON.parse(listed.raw).answer?.value ?? JSON.parse(listed.raw).value)).toEqual([
      ['Sound', false],
      ['Friday', true],
    ]);
    const before = real.stored();
    for (const name of ['state', 'enter', 'undo', 'exportGame', 'log', 'stateAt']) {
      const body = { gameId: 1, entry: { type: 'draw' }, before: 10, seq: 3 };
      const payload = Object.fromEntries(
        Object.entries(body).filter(([k]) => k === 'gameId' || (name === 'enter' ? k === 'entry' : false)),
      );
      if (name === 'log') Object.assign(payload, { before: 10 });
      if (name === 'stateAt') Object.assign(payload, { seq: 3 });
      const reply = await real.ask(transport, name, JSON.stringify(payload));
      expect(reply.error, name).toEqual({
        code: 'damaged',
        message:
          'The game "Friday" is damaged: entry 12 of its log does not read back. ' +
          'Rebuild it from its entries, or restore a backup.',
      });
      expect(reply.raw).not.toContain(SECRET);
    }
    expect(real.stored()).toBe(before);

    const rebuilt = await real.ask(transport, 'rebuildGame', '{"gameId":1}');
    expect(rebuilt.error).toBeNull();
    expect(rebuilt.raw).toContain('"damaged":false');
    const state = await real.ask(transport, 'state', '{"gameId":1}');
    expect(state.error).toBeNull();
    const snapshot = JSON.parse(state.raw) as {
      value?: { view: unknown };
      answer?: { value: { view: unknown } };
    };
    expect((snapshot.value ?? snapshot.answer?.value)?.view).toEqual(table);
    // The entries and snapshots are again exactly what was stored before the damage.
    const rows = (dump: string) => (JSON.parse(dump) as unknown[]).slice(1);
    expect(rows(real.stored())).toEqual(rows(sound));
  });

  it('a snapshot that parses but is not the replayed table: found when the game is opened', async () => {
    const { dataDir } = await savedGames();
    damage(dataDir, `UPDATE snapshots SET state = json_set(state, '$.turn.number', 99) WHERE game_id = 1`);
    const real = await open(dataDir);
    const before = real.stored();
    expect((await real.host.ask('listGames', {})).find((g) => g.id === 1)?.damaged).toBe(false);
    const reply = await real.ask(transport, 'state', '{"gameId":1}');
    expect(reply.error?.message).toBe(
      'The game "Friday" is damaged: its saved table after entry 50 does not read back. ' +
        'Rebuild it from its entries, or restore a backup.',
    );
    expect((await real.host.ask('listGames', {})).find((g) => g.id === 1)?.damaged).toBe(true);
    expect(real.stored()).toBe(before);
    expect((await real.ask(transport, 'rebuildGame', '{"gameId":1}')).error).toBeNull();
    expect((await real.ask(transport, 'state', '{"gameId":1}')).error).toBeNull();
  });

  it('a damaged entry itself cannot be rebuilt: restore a backup; nothing is changed', async () => {
    const { dataDir } = await savedGames();
    damage(dataDir, `UPDATE entries SET entry = '{"type":"dr${SECRET}' WHERE game_id = 1 AND seq = 7`);
    const real = await open(dataDir);
    const before = real.stored();
    const reply = await real.ask(transport, 'rebuildGame', '{"gameId":1}');
    expect(reply.error).toEqual({
      code: 'refused',
      message:
        'The game "Friday" cannot be rebuilt: entry 7 of its log is damaged itself. Restore a backup instead.',
    });
    expect(reply.raw).not.toContain(SECRET);
    expect(real.stored()).toBe(before);
    // The other game is served as ever.
    expect((await real.ask(transport, 'state', '{"gameId":2}')).error).toBeNull();
  });

  it('a setup that does not read back: listed (without players), renamed and deleted, never served', async () => {
    const { dataDir } = await savedGames();
    damage(dataDir, `UPDATE games SET setup = '{"players": [' WHERE id = 1`);
    const real = await open(dataDir);
    const games = await real.host.ask('listGames', {});
    expect(games.find((g) => g.id === 1)).toMatchObject({ name: 'Friday', players: [], damaged: true });
    const state = await real.ask(transport, 'state', '{"gameId":1}');
    expect(state.error?.message).toBe(
      'The game "Friday" is damaged: its setup does not read back. Rebuild it from its entries, or restore a backup.',
    );
    expect((await real.ask(transport, 'rebuildGame', '{"gameId":1}')).error?.code).toBe('refused');
    expect((await real.ask(transport, 'rename', '{"gameId":1,"name":"Broken Friday"}')).error).toBeNull();
    expect((await real.ask(transport, 'deleteGame', '{"gameId":1}')).error).toBeNull();
    expect(names(await real.host.ask('listGames', {}))).toEqual([['Sound', false]]);
  });
});
