// Rolling backups: a copy of the saved games at the end of every game and at least once a day, the newest
// seven kept in <dataDir>/backups/, and a restore from the app that first saves the games as they are.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../src/engine/types.ts';
import type { Push } from '../../src/host/contract.ts';
import { BACKUP_DIR, DB_FILE, KEEP_BACKUPS } from '../../src/store/index.ts';
import { setup, startHost, tempDir, type TestHost } from './helpers.ts';

/** The Sheriff, on 1 life, is shot by the next player and takes the hit: the game is over. */
const toTheEnd: Entry[] = [
  { type: 'set', player: 'Ann', life: 1 },
  { type: 'draw' },
  { type: 'end-turn', force: true },
  { type: 'draw' },
  { type: 'play', card: 'bang', target: 'Ann' },
  { type: 'pass', player: 'Ann' },
  { type: 'pass', player: 'Ann' },
];

/** A clock the test moves by hand. */
function clock(start = '2025-06-01T18:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => (t += ms),
  };
}

const HOUR = 60 * 60 * 1000;

function backupFiles(dir: string): string[] {
  const at = path.join(dir, BACKUP_DIR);
  return fs.existsSync(at) ? fs.readdirSync(at).sort() : [];
}

async function playToTheEnd(host: TestHost, name: string): Promise<number> {
  const { id } = await host.ask('newGame', { name, setup });
  let over = false;
  for (const entry of toTheEnd) {
    const result = await host.ask('enter', { gameId: id, entry });
    expect(result.accepted, JSON.stringify(entry)).toBe(true);
    over = result.game.view.over;
  }
  expect(over).toBe(true);
  return id;
}

/** The games and their logs, as the table would see them after reopening. */
async function everything(host: TestHost) {
  const games = await host.ask('listGames', {});
  return Promise.all(
    games.map(async (g) => {
      const s = await host.ask('state', { gameId: g.id });
      return { name: s.name, view: s.view, log: s.log.map((l) => [l.seq, l.status, l.text]) };
    }),
  );
}

describe('backups', () => {
  it('the end of a game makes a backup holding the finished game', async () => {
    const c = clock();
    const host = startHost({ store: { now: c.now } });
    await host.ask('newGame', { name: 'still going', setup });
    expect(backupFiles(host.dataDir)).toEqual([]);
    await playToTheEnd(host, 'final');
    await host.whenBackedUp();
    const files = backupFiles(host.dataDir);
    expect(files).toEqual(['marshal-2025-06-01T18-00-00-000Z.db']);
    expect(await host.ask('listBackups', {})).toEqual([
      { file: files[0], at: '2025-06-01T18:00:00.000Z', games: 2 },
    ]);
    const copy = new Database(path.join(host.dataDir, BACKUP_DIR, files[0] as string), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT over FROM games WHERE name = ?').get('final')).toEqual({ over: 1 });
    expect(copy.prepare('SELECT count(*) AS n FROM entries').get()).toEqual({ n: toTheEnd.length });
    copy.close();
  });

  it(`keeps the newest ${KEEP_BACKUPS}, removing older ones`, async () => {
    const c = clock();
    const host = startHost({ store: { now: c.now } });
    for (let i = 0; i < KEEP_BACKUPS + 3; i++) {
      c.advance(HOUR);
      await playToTheEnd(host, `game ${i}`);
      await host.whenBackedUp();
    }
    const listed = await host.ask('listBackups', {});
    expect(listed).toHaveLength(KEEP_BACKUPS);
    expect(backupFiles(host.dataDir)).toHaveLength(KEEP_BACKUPS);
    // Newest first; the newest holds every game, the oldest kept one the first four.
    expect(listed.map((b) => b.games)).toEqual([10, 9, 8, 7, 6, 5, 4]);
    expect(listed[0]?.at).toBe(c.now().toISOString());
  });

  it('a start with games and no backup from the last 24 hours makes one; an earlier one does not', async () => {
    const c = clock();
    const dir = tempDir();
    const first = startHost({ dataDir: dir, store: { now: c.now } });
    await first.whenBackedUp();
    expect(backupFiles(dir)).toEqual([]); // nothing to keep yet
    await first.ask('newGame', { setup });
    first.close();

    c.advance(HOUR);
    const second = startHost({ dataDir: dir, store: { now: c.now } });
    await second.whenBackedUp();
    expect(backupFiles(dir)).toEqual(['marshal-2025-06-01T19-00-00-000Z.db']);
    second.close();

    c.advance(23 * HOUR);
    const third = startHost({ dataDir: dir, store: { now: c.now } });
    await third.whenBackedUp();
    expect(backupFiles(dir)).toHaveLength(1);
    third.close();

    c.advance(HOUR);
    const fourth = startHost({ dataDir: dir, store: { now: c.now } });
    await fourth.whenBackedUp();
    expect(backupFiles(dir)).toEqual([
      'marshal-2025-06-01T19-00-00-000Z.db',
      'marshal-2025-06-02T19-00-00-000Z.db',
    ]);
  });

  it('restoring brings back the games as they were, after backing up the games as they are', async () => {
    const c = clock();
    const host = startHost({ store: { now: c.now } });
    const { id } = await host.ask('newGame', { name: 'Friday', setup });
    await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    await playToTheEnd(host, 'finished');
    await host.whenBackedUp();
    const before = await everything(host);
    const [backup] = await host.ask('listBackups', {});

    // Later that night: more entries, an undo, a game deleted, a new one.
    c.advance(HOUR);
    await host.ask('enter', { gameId: id, entry: { type: 'play', card: 'bang', target: 'Bob' } });
    await host.ask('undo', { gameId: id });
    await host.ask('deleteGame', { gameId: id });
    await host.ask('newGame', { name: 'Saturday', setup });
    const later = await everything(host);
    expect(later).not.toEqual(before);

    const pushes: Push[] = [];
    host.subscribe((p) => pushes.push(p));
    c.advance(HOUR);
    const restored = await host.ask('restoreBackup', { file: backup?.file ?? '' });
    expect(restored).toEqual({ restored: backup?.file, savedAs: 'marshal-2025-06-01T20-00-00-000Z.db' });
    expect(pushes).toContainEqual({ type: 'games' });
    expect(await everything(host)).toEqual(before);

    // The games as they were just before the restore are a backup of their own: restoring can be undone.
    await host.ask('restoreBackup', { file: restored.savedAs });
    expect(await everything(host)).toEqual(later);
    // And the store keeps working after each swap.
    const again = await host.ask('enter', { gameId: id + 2, entry: { type: 'draw' } });
    expect(again.accepted).toBe(true);
    const db = new Database(path.join(host.dataDir, DB_FILE), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('refuses a file that is not one of the listed backups, and changes nothing', async () => {
    const c = clock();
    const host = startHost({ store: { now: c.now } });
    await playToTheEnd(host, 'kept');
    await host.whenBackedUp();
    const before = await everything(host);
    const files = backupFiles(host.dataDir);
    // A database outside backups/ that a path trick would reach, and a broken file inside it.
    const good = path.join(host.dataDir, BACKUP_DIR, files[0] as string);
    fs.copyFileSync(good, path.join(host.dataDir, 'x.db'));
    // A sound database inside backups/ that Marshal did not make is not a backup either.
    fs.copyFileSync(good, path.join(host.dataDir, BACKUP_DIR, 'x.db'));
    fs.writeFileSync(
      path.join(host.dataDir, BACKUP_DIR, 'marshal-2025-06-01T17-00-00-000Z.db'),
      'not sqlite',
    );
    for (const file of [
      '../x.db',
      '..',
      '/etc/passwd',
      'backups/../x.db',
      DB_FILE,
      'x.db',
      'marshal-2099-01-01T00-00-00-000Z.db',
      'marshal-2025-06-01T17-00-00-000Z.db',
      `${files[0]}\u0000`,
      '',
    ]) {
      const answer = await host.handle('restoreBackup', { file });
      expect(answer.ok, file).toBe(false);
      if (!answer.ok) expect(answer.error.message).toMatch(/backup/);
    }
    for (const payload of [{}, { file: 7 }, { file: files[0], path: '/tmp' }, { file: ['x'] }]) {
      expect((await host.handle('restoreBackup', payload)).ok).toBe(false);
    }
    expect(await everything(host)).toEqual(before);
    expect(backupFiles(host.dataDir)).toEqual(
      [...files, 'marshal-2025-06-01T17-00-00-000Z.db', 'x.db'].sort(),
    );
  });
});
