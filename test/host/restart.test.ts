// Marshal killed and started again on the same data folder: it listens on the same port, the tab's token from
// before still opens it, the phones' listener is where it was and a paired phone carries on at its seat; a
// phone removed stays removed, and `--forget-screens` lets nothing from before in.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneClient, pairPhone, type Lan } from '../../bench/phone-client.ts';
import type { GameSnapshot } from '../../src/host/contract.ts';
import type { PhoneResponses, PhoneSeats } from '../../src/host/phones-contract.ts';
import { buildRendererIfMissing, ROOT, setup } from './helpers.ts';

const PROCESS_TIMEOUT = 90_000;

buildRendererIfMissing();

const children: ChildProcessWithoutNullStreams[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: URL;
  token: string;
  lan: Lan | null;
  output: string;
}

async function serve(dataDir: string, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir, MARSHAL_LAN_ADDRESS: '', MARSHAL_PORT: '' },
  });
  children.push(child);
  let out = '';
  const output = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Marshal is running at')) resolve(out);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
  const main = new URL(/Marshal is running at (\S+)/.exec(output)?.[1] ?? '');
  const join = /Phones can join at http:\/\/([\d.]+):(\d+)\//.exec(output);
  return {
    child,
    url: main,
    token: main.searchParams.get('token') ?? '',
    lan: join ? { address: join[1] as string, port: Number(join[2]) } : null,
    output,
  };
}

async function kill(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

async function ask<T>(running: Running, token: string, name: string, payload: unknown = {}) {
  const response = await fetch(new URL(`/api/${name}`, running.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': token },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; value: T } };
}

describe('a restarted Marshal', { timeout: PROCESS_TIMEOUT }, () => {
  it('comes back on the same port; the tabs, the displays and the paired phones carry on where they were', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-restart-'));
    dirs.push(dataDir);
    const first = await serve(dataDir, ['--lan', '127.0.0.2']);
    const game = (await ask<GameSnapshot>(first, first.token, 'newGame', { setup })).body.value;
    await ask(first, first.token, 'show', { gameId: game.id, odds: false, locale: 'cs' });
    await ask(first, first.token, 'enter', { gameId: game.id, entry: { type: 'draw' } });
    const code = /join\?code=([2-9A-Z]{8})/.exec(first.output)?.[1] ?? '';
    const paired = await pairPhone(first.lan as Lan, code);
    const phoneToken = paired.ok ? paired.value.token : '';
    const phone = (await PhoneClient.open(first.lan as Lan, phoneToken)) as PhoneClient;
    expect((await phone.request<PhoneSeats>('sit', { seat: 'Bob' })).ok).toBe(true);

    await kill(first);
    const second = await serve(dataDir);
    expect(second.url.port).toBe(first.url.port);
    // A fresh token is printed; the tab's token from before still opens Marshal.
    expect(second.token).not.toBe(first.token);
    const listed = await ask<unknown[]>(second, first.token, 'listGames');
    expect(listed.status).toBe(200);
    expect(listed.body.value).toHaveLength(1);
    expect((await ask(second, 'not-a-token', 'listGames')).status).toBe(403);
    // The displays follow the game the main view showed, with its settings.
    expect((await ask(second, first.token, 'shown')).body.value).toEqual({
      gameId: game.id,
      odds: false,
      locale: 'cs',
    });
    // The phones' listener is where it was, and the phone is still Bob's.
    expect(second.lan).toEqual(first.lan);
    const back = (await PhoneClient.open(second.lan as Lan, phoneToken)) as PhoneClient;
    expect(back).toBeInstanceOf(PhoneClient);
    expect(await back.request('seats')).toMatchObject({ ok: true, value: { mine: 'Bob' } });
    const shot = await ask<{ game: GameSnapshot }>(second, second.token, 'enter', {
      gameId: game.id,
      entry: { type: 'play', card: 'bang', target: 'Bob' },
    });
    expect(shot.body.value.game.view.prompts[0]).toMatchObject({ player: 'Bob' });
    expect(
      await back.request('enter', { entry: { type: 'respond', player: 'Bob', card: 'missed' } }),
    ).toMatchObject({ ok: true, value: { accepted: true } });

    // Removed at the main screen: refused now and after the next restart.
    const phones = (await ask<PhoneResponses['phones']>(second, second.token, 'phones')).body.value;
    expect(phones.devices).toMatchObject([{ seat: 'Bob', gameId: game.id }]);
    await ask(second, second.token, 'revokePhone', { device: phones.devices[0]?.id });
    expect(await back.closed()).toBe(4401);
    await kill(second);
    const third = await serve(dataDir);
    const again = (await PhoneClient.open(third.lan as Lan, phoneToken)) as PhoneClient;
    expect(await again.closed()).toBe(4401);
    expect((await ask<PhoneResponses['phones']>(third, third.token, 'phones')).body.value.devices).toEqual(
      [],
    );
    await kill(third);

    // --forget-screens: no token from before opens Marshal.
    const fourth = await serve(dataDir, ['--forget-screens']);
    expect((await ask(fourth, first.token, 'listGames')).status).toBe(403);
    expect((await ask(fourth, third.token, 'listGames')).status).toBe(403);
    expect((await ask(fourth, fourth.token, 'listGames')).status).toBe(200);
  });

  it('"Stop inviting" before the restart: the phones are not invited again by themselves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-restart-'));
    dirs.push(dataDir);
    const first = await serve(dataDir, ['--lan', '127.0.0.2']);
    await ask(first, first.token, 'stopInviting');
    await kill(first);
    const second = await serve(dataDir);
    expect(second.lan).toBeNull();
    expect(
      (await ask<PhoneResponses['phones']>(second, second.token, 'phones')).body.value.inviting,
    ).toBeNull();
  });
});
