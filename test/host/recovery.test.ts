// A saved-games file Marshal cannot read, seen from where the user sits: `npm start` (serve.ts) still starts,
// says in plain words what happened and where the old file is, keeps that file byte for byte, and the new,
// empty database works.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE, SCHEMA_VERSION } from '../../src/store/index.ts';
import { openStore } from '../../src/host/open-store.ts';
import { enter, lifeCorrections, setup, tempDir } from '../store/helpers.ts';
import { buildRendererIfMissing, ROOT } from './helpers.ts';

/** Each test starts serve.ts: generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 60_000;

buildRendererIfMissing();

/** A real saved-games file with one game of 120 entries. */
function savedGames(dir: string): string {
  const store = openStore(dir);
  const id = store.createGame('old', setup).id;
  for (const entry of lifeCorrections(120)) enter(store, id, entry);
  store.close();
  return path.join(dir, DB_FILE);
}

/** Starts serve.ts on the folder, reads its first line, asks for the games, and stops it. */
async function serveOnce(dataDir: string): Promise<{ stderr: string; games: unknown }> {
  const proc = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir, MARSHAL_PORT: '' },
  });
  let stdout = '';
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const line = await new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('\n')) resolve(stdout);
    });
    proc.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  const [, base, token] = /running at (\S+)\?token=(\S+)/.exec(line) ?? [];
  const response = await fetch(`${base}api/listGames`, {
    method: 'POST',
    headers: { 'x-marshal-token': token ?? '' },
    body: '{}',
  });
  const games: unknown = await response.json();
  proc.kill('SIGTERM');
  expect(await exited).toBe(0);
  return { stderr, games };
}

function expectMovedAside(dataDir: string, stderr: string, original: Buffer, reason: RegExp): void {
  expect(stderr).toMatch(reason);
  const match = /It was moved to (\S+marshal\.db\.broken-\S+?) and is kept there untouched/.exec(stderr);
  expect(match, stderr).not.toBeNull();
  const movedTo = match?.[1] as string;
  expect(path.dirname(movedTo)).toBe(dataDir);
  expect(fs.readFileSync(movedTo)).toEqual(original);
  expect(stderr).toMatch(/Marshal started a new, empty file\./);
}

describe('serve.ts with a saved-games file it cannot read', () => {
  it(
    'a truncated file: says it was damaged, keeps it, and starts afresh',
    async () => {
      const dir = tempDir();
      const file = savedGames(dir);
      fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
      const original = fs.readFileSync(file);
      const { stderr, games } = await serveOnce(dir);
      expectMovedAside(dir, stderr, original, /The saved-games file was damaged\./);
      expect(games).toEqual({ ok: true, value: [] });
    },
    PROCESS_TIMEOUT,
  );

  it(
    'a file of random bytes: says it was not a Marshal database, keeps it, and starts afresh',
    async () => {
      const dir = tempDir();
      const original = crypto.randomBytes(16_384);
      fs.writeFileSync(path.join(dir, DB_FILE), original);
      const { stderr, games } = await serveOnce(dir);
      expectMovedAside(dir, stderr, original, /The saved-games file was not a Marshal database\./);
      expect(games).toEqual({ ok: true, value: [] });
    },
    PROCESS_TIMEOUT,
  );

  it(
    'a file from a newer Marshal: says so, keeps it, and starts afresh',
    async () => {
      const dir = tempDir();
      const file = savedGames(dir);
      const db = new Database(file);
      db.pragma(`user_version = ${SCHEMA_VERSION + 3}`);
      db.close();
      const original = fs.readFileSync(file);
      const { stderr, games } = await serveOnce(dir);
      expectMovedAside(dir, stderr, original, /written by a newer version of Marshal\./);
      expect(games).toEqual({ ok: true, value: [] });
    },
    PROCESS_TIMEOUT,
  );

  it(
    'a sound file: nothing is said and nothing is moved',
    async () => {
      const dir = tempDir();
      savedGames(dir);
      const { stderr, games } = await serveOnce(dir);
      expect(stderr).toBe('');
      expect(games).toMatchObject({ ok: true, value: [{ name: 'old', entries: 120 }] });
      expect(fs.readdirSync(dir).filter((f) => f.includes('broken'))).toEqual([]);
    },
    PROCESS_TIMEOUT,
  );
});
