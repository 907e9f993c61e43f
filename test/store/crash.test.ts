// "Nothing entered is ever lost", the hard way: the host runs in a child process on a temporary data folder,
// takes entries and acknowledges each, and is killed with SIGKILL at random moments — while idle, right after
// an entry was sent (mid-write, before its acknowledgement), and after a random pause while entries stream
// in. After every kill it is started again: every acknowledged entry is there, in order; nothing else is half
// there; and SQLite's integrity check says ok.
//
// The test kills a fixed number of times, however slow the machine: its time is never asserted. The moments are
// drawn from a seed it prints first; MARSHAL_CRASH_SEED=<seed> replays a failing run.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, step } from '../../src/engine/index.ts';
import type { Entry, GameEvent } from '../../src/engine/types.ts';
import { BACKUP_DIR, Backups, DB_FILE } from '../../src/store/index.ts';
import { openStore } from '../../src/host/open-store.ts';
import { setup, tempDir } from './helpers.ts';

const KILLS = 60;
/** Generous for 60 restarts on two busy cores; a hang fails here, a slow machine does not. */
const TIMEOUT_MS = 600_000;

const seed = process.env.MARSHAL_CRASH_SEED
  ? Number(process.env.MARSHAL_CRASH_SEED)
  : Math.floor(Math.random() * 1_000_000);

// The host is bundled once, like the Electron app bundles it (better-sqlite3 stays the native module in
// node_modules): each restart is then plain Node starting, not TypeScript compiled anew for every kill.
const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marshal-crash-host-'));
const hostScript = path.join(bundleDir, 'crash-host.mjs');
beforeAll(async () => {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'fixtures/crash-host.ts')],
    outfile: hostScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'native-sqlite',
        setup(b) {
          b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: sqlite, external: true }));
        },
      },
    ],
  });
}, 120_000);
afterAll(() => fs.rmSync(bundleDir, { recursive: true, force: true }));

/** Entry i of the game: corrections every engine state accepts, each one different from its neighbours. */
function entryAt(i: number): Entry {
  const players = ['Bob', 'Cid', 'Dee'];
  return { type: 'set', player: players[i % 3] as string, life: (i % 3) + 1, hand: i % 97 };
}

/** A small seeded generator, so a failing run can be repeated from the printed seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Child {
  proc: ChildProcessWithoutNullStreams;
  /** The first line: where the game stood when the host started. */
  ready: Promise<{ active: number; recovered: string; integrity: string }>;
  acks: number[];
  /** Resolves when an ack for `i` (or later) arrives. */
  waitForAck(i: number): Promise<void>;
  exited: Promise<void>;
  stderr: () => string;
}

function start(dir: string): Child {
  const proc = spawn(process.execPath, [hostScript, dir, JSON.stringify(setup)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const acks: number[] = [];
  const waiters: { i: number; resolve: () => void }[] = [];
  let onReady: (r: { active: number; recovered: string; integrity: string }) => void = () => undefined;
  let onFail: (e: Error) => void = () => undefined;
  const ready = new Promise<{ active: number; recovered: string; integrity: string }>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  proc.stdin.on('error', () => undefined); // writing to a killed child
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    let nl: number;
    while ((nl = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      const r = /^ready (\d+) (\S+) (.+)$/.exec(line);
      if (r) onReady({ active: Number(r[1]), recovered: r[2] as string, integrity: r[3] as string });
      const a = /^ack (\d+)$/.exec(line);
      if (a) {
        const i = Number(a[1]);
        acks.push(i);
        for (const w of waiters.splice(0)) {
          if (i >= w.i) w.resolve();
          else waiters.push(w);
        }
      }
    }
  });
  const exited = new Promise<void>((resolve) => {
    proc.on('exit', () => {
      onFail(new Error(`the host exited before it was ready: ${err}`));
      for (const w of waiters.splice(0)) w.resolve();
      resolve();
    });
  });
  return {
    proc,
    ready,
    acks,
    exited,
    stderr: () => err,
    waitForAck: (i) =>
      acks.some((a) => a >= i) ? Promise.resolve() : new Promise((resolve) => waiters.push({ i, resolve })),
  };
}

function send(child: Child, i: number): void {
  child.proc.stdin.write(`${JSON.stringify({ i, entry: entryAt(i) })}\n`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('crash safety', () => {
  it(
    `survives ${KILLS} SIGKILLs at random moments: every acknowledged entry is there, in order, whole`,
    async () => {
      console.log(`crash test: seed ${seed} (replay with MARSHAL_CRASH_SEED=${seed})`);
      const dir = tempDir();
      const rand = random(seed);
      const began = performance.now();
      let acknowledged = -1; // the highest entry index acknowledged so far
      let sent = 0; // how many entries (0..sent-1) were ever sent
      let ackCount = 0;
      const moments: Record<string, number> = { idle: 0, 'right after sending': 0, 'while streaming': 0 };
      const landed = { writtenNotAcknowledged: 0, sentNotWritten: 0 };

      for (let kill = 0; kill < KILLS; kill++) {
        const child = start(dir);
        const ready = await child.ready;
        const at = `seed ${seed}, restart after kill ${kill}`;
        // The restart: nothing acknowledged is missing, nothing never sent is there, the file is sound.
        expect(ready.recovered, `${at}: ${child.stderr()}`).toBe('none');
        expect(ready.integrity, at).toBe('ok');
        expect(ready.active, at).toBeGreaterThanOrEqual(acknowledged + 1);
        expect(ready.active, at).toBeLessThanOrEqual(sent);
        // How the last kill landed: after an entry was written but before its acknowledgement, or before the
        // entry sent last was written at all.
        if (ready.active > acknowledged + 1) landed.writtenNotAcknowledged++;
        if (ready.active < sent) landed.sentNotWritten++;
        // Entries sent but never stored are entered again, from where the game stands.
        let next = ready.active;
        const burst = 1 + Math.floor(rand() * 12);
        const moment = ['idle', 'right after sending', 'while streaming'][Math.floor(rand() * 3)] as string;
        if (moment === 'idle') {
          for (let k = 0; k < burst; k++) send(child, next++);
          await child.waitForAck(next - 1);
        } else if (moment === 'right after sending') {
          for (let k = 0; k < burst - 1; k++) send(child, next++);
          if (next > ready.active) await child.waitForAck(next - 1);
          send(child, next++);
        } else {
          for (let k = 0; k < burst; k++) send(child, next++);
          await pause(rand() * 6);
        }
        sent = Math.max(sent, next);
        // A crash or a pulled plug: no close(), no exit handlers.
        child.proc.kill('SIGKILL');
        await child.exited;
        moments[moment] = (moments[moment] ?? 0) + 1;
        ackCount += child.acks.length;
        for (const i of child.acks) acknowledged = Math.max(acknowledged, i);
      }

      // The last restart, read from the outside: the log is exactly entries 0..n-1, each with the events the
      // engine gives it, and the state replayed from those events is the state the store loads.
      const at = `seed ${seed}, after the last kill`;
      const store = openStore(dir);
      expect(store.recovered, at).toBeNull();
      const [game] = store.listGames();
      const log = store.log(game?.id ?? 1).filter((l) => l.status === 'active');
      expect(log.length, at).toBeGreaterThanOrEqual(acknowledged + 1);
      expect(
        log.map((l) => l.entry),
        at,
      ).toEqual(log.map((_, i) => entryAt(i)));
      store.close();

      const db = new Database(path.join(dir, DB_FILE), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true }), at).toBe('ok');
      const rows = db
        .prepare<[], { entry: string; events: string }>('SELECT entry, events FROM entries ORDER BY seq')
        .all();
      db.close();
      let state = createGame(setup);
      for (const row of rows) {
        const result = step(state, JSON.parse(row.entry) as Entry);
        expect(JSON.parse(row.events) as GameEvent[], at).toEqual(result.events);
        state = result.state;
      }

      // The daily backup made on the first restart may itself have been cut short: what is listed is whole.
      const backups = new Backups(dir).list();
      for (const backup of backups) {
        const copy = new Database(path.join(dir, BACKUP_DIR, backup.file), { readonly: true });
        expect(copy.pragma('integrity_check', { simple: true }), `${at}: ${backup.file}`).toBe('ok');
        copy.close();
      }

      // Reported, never asserted: how the kills landed and how long they took on this machine.
      console.log(
        `crash test (seed ${seed}): ${KILLS} kills survived ${JSON.stringify(moments)}; ` +
          `${ackCount} acknowledgements (highest entry ${acknowledged}), ${sent} entries sent, ` +
          `${log.length} found after the last restart; kills that landed ${JSON.stringify(landed)}; ` +
          `${backups.length} whole backup(s); ${Math.round(performance.now() - began)} ms`,
      );
    },
    TIMEOUT_MS,
  );
});
