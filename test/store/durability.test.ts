// "Nothing entered is ever lost": killing the app right after an entry was acknowledged loses nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/host/open-store.ts';
import { setup, tempDir } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

function runUntilAcknowledged(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'bin/tsx.mjs'),
        path.join(import.meta.dirname, 'fixtures/crash-writer.ts'),
        dir,
        JSON.stringify(setup),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /acknowledged (\d+)/.exec(out);
      // Kill it the hard way: no close(), no exit handlers, like a crash or a pulled plug of the process.
      if (match) child.kill('SIGKILL');
      if (match) child.once('exit', () => resolve(Number(match[1])));
    });
    child.on('exit', (code) => {
      if (!/acknowledged/.test(out)) reject(new Error(`writer exited ${code}: ${err}`));
    });
  });
}

describe('durability', () => {
  // Starts the writer as a child process: the timeout is generous for a slow, busy machine.
  it('entries acknowledged before the app is killed are all there when it reopens', async () => {
    const dir = tempDir();
    const id = await runUntilAcknowledged(dir);
    const store = openStore(dir);
    expect(store.recovered).toBeNull();
    expect(store.log(id).map((l) => l.entry.type)).toEqual(['draw', 'set', 'set']);
    const state = store.loadState(id);
    expect(state?.players.find((p) => p.name === 'Bob')?.life).toBe(2);
    expect(state?.players.find((p) => p.name === 'Cid')?.life).toBe(1);
    store.close();
  }, 60_000);
});
