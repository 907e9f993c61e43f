// `npm start` in browser mode: one line with the URL, the API behind the token, and a clean stop that leaves
// the saved games closed (no WAL left behind).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHost } from '../../src/host/host.ts';
import { DB_FILE } from '../../src/store/index.ts';
import { buildRendererIfMissing, ROOT, setup } from './helpers.ts';

/** Each test starts serve.ts once or twice: generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 60_000;

buildRendererIfMissing();

let dataDir: string;
let child: ChildProcessWithoutNullStreams | null = null;

function serve(args: string[], env: Record<string, string> = {}) {
  const proc = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir, MARSHAL_PORT: '', ...env },
  });
  child = proc;
  let stdout = '';
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout);
    });
    proc.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  firstLine.catch(() => undefined); // a test that expects a failed start never awaits the line
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { firstLine, exited, output: () => ({ stdout, stderr }) };
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'marshal-serve-'));
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = null;
  await rm(dataDir, { recursive: true, force: true });
}, PROCESS_TIMEOUT);

describe('serve.ts', { timeout: PROCESS_TIMEOUT }, () => {
  it('prints one line with the URL and token, serves the API behind it, and stops cleanly', async () => {
    const run = serve([]);
    const line = await run.firstLine;
    const match = /^Marshal is running at (http:\/\/127\.0\.0\.1:(\d+)\/)\?token=([\w-]{20,})\n$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, base, , token] = match as RegExpExecArray;

    expect((await fetch(`${base}?token=${token}`)).status).toBe(200);
    const games = await fetch(`${base}api/listGames`, {
      method: 'POST',
      headers: { 'x-marshal-token': token ?? '' },
      body: '{}',
    });
    expect(await games.json()).toEqual({ ok: true, value: [] });
    expect((await fetch(`${base}api/listGames`, { method: 'POST', body: '{}' })).status).toBe(403);

    child?.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout.trim().split('\n')).toHaveLength(1);
    // Closing the store checkpoints the write-ahead log into marshal.db.
    expect(await readdir(dataDir)).toEqual(['marshal.db']);
  }, 60_000);

  it('listens on the port given by --port, over MARSHAL_PORT', async () => {
    const probe = serve([]);
    const port = Number(/:(\d+)\//.exec(await probe.firstLine)?.[1]);
    child?.kill('SIGTERM');
    await probe.exited;

    const run = serve(['--port', String(port)], { MARSHAL_PORT: '1' });
    expect(await run.firstLine).toContain(`http://127.0.0.1:${port}/?token=`);
    child?.kill('SIGINT');
    expect(await run.exited).toBe(0);
  }, 60_000);

  it('names a damaged game in one line when it starts, quoting none of its stored text', async () => {
    const host = createHost({ dataDir });
    await host.request('newGame', { name: 'Friday', setup });
    host.close();
    const db = new Database(path.join(dataDir, DB_FILE));
    db.exec(`UPDATE games SET setup = '{"players": [{"name": "stored text"' WHERE id = 1`);
    db.close();
    const run = serve([]);
    await run.firstLine;
    await expect.poll(() => run.output().stderr, { timeout: 30_000 }).toContain('damaged');
    expect(run.output().stderr).toBe(
      'marshal: a saved game is damaged ("Friday"); the game list offers to rebuild it.\n',
    );
    child?.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);

  it('refuses a port that is not a number', async () => {
    const run = serve(['--port', 'eighty']);
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/"eighty" is not a port number/);
  }, 60_000);
});
