// `npm start -- --lan ADDRESS` (or MARSHAL_LAN_ADDRESS): inviting phones from the start, with the join line
// printed beside the main one; the listener closes with the app.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pairPhone } from '../../bench/phone-client.ts';
import { buildRendererIfMissing, ROOT, setup } from './helpers.ts';

const PROCESS_TIMEOUT = 60_000;

buildRendererIfMissing();

const running: { child: ChildProcessWithoutNullStreams; dataDir: string }[] = [];
afterEach(() => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function serve(args: string[], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-lan-'));
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir, MARSHAL_LAN_ADDRESS: '', ...env },
  });
  running.push({ child, dataDir });
  let out = '';
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Marshal is running at')) resolve(out);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, started, exited, output: () => out };
}

describe('serve.ts --lan', { timeout: PROCESS_TIMEOUT }, () => {
  for (const [how, args, env] of [
    ['--lan', ['--lan', '127.0.0.2'], {}],
    ['MARSHAL_LAN_ADDRESS', [], { MARSHAL_LAN_ADDRESS: '127.0.0.2' }],
  ] as const) {
    it(`${how}: prints the join line, pairs a phone with its code, and closes the listener with the app`, async () => {
      const marshal = serve([...args], env);
      const output = await marshal.started;
      const join = /^Phones can join at http:\/\/127\.0\.0\.2:(\d+)\/join\?code=([2-9A-Z]{8})$/m.exec(output);
      expect(join, output).not.toBeNull();
      const main = /Marshal is running at (\S+)/.exec(output)?.[1] ?? '';
      const token = new URL(main).searchParams.get('token') ?? '';
      // The main window's token never goes to the phones' side.
      expect(output.split('\n').find((l) => l.startsWith('Phones'))).not.toContain(token);
      const port = Number(join?.[1]);
      const page = await fetch(`http://127.0.0.2:${port}/join?code=${join?.[2]}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('phone');
      // No game yet: the code is refused with a reason, not used up; once the table starts one, it pairs.
      const early = await pairPhone({ address: '127.0.0.2', port }, join?.[2] ?? '');
      expect(early.ok ? '' : early.error.message).toMatch(/no game yet/);
      await fetch(new URL('/api/newGame', main), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-marshal-token': token },
        body: JSON.stringify({ setup }),
      });
      await expect
        .poll(async () => (await pairPhone({ address: '127.0.0.2', port }, join?.[2] ?? '')).ok)
        .toBe(true);
      marshal.child.kill('SIGTERM');
      expect(await marshal.exited).toBe(0);
      await expect(fetch(`http://127.0.0.2:${port}/join`)).rejects.toThrow();
    });
  }

  it('refuses an address that is not one, in one line', async () => {
    const marshal = serve(['--lan', 'my-laptop']);
    await expect(marshal.started).rejects.toThrow(/"my-laptop" is not an IP address/);
    expect(await marshal.exited).toBe(1);
  });
});
