// The web host as a child process, as `npm start` runs it in browser mode, and a way to ask it things.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningHost {
  url: string;
  stop: () => void;
}

/** Starts `serve.ts` on a fresh data folder and resolves with its URL once it says it is running. */
export async function startHost(root: string): Promise<RunningHost> {
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts', '--port', '0'], {
    cwd: root,
    env: { ...process.env, MARSHAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'marshal-bench-host-')) },
  });
  const url = await hostUrl(child);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The URL a starting web host prints (its launch token in it); rejects if the host exits first. */
export function hostUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`the host exited: ${out}`)));
  });
}

/**
 * The floor server (floor-server.ts) on a fresh data folder beside the host's, so its commits wait for the same
 * disk. Resolves with its page's URL once it listens.
 */
export async function startFloor(root: string): Promise<RunningHost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marshal-bench-floor-'));
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'bench/floor-server.ts', dir], { cwd: root });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /floor at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => reject(new Error(`the floor server exited: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The launch token in the URL a host prints. */
export function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

/** One request to the host's API with the launch token, as the page makes it. */
export async function ask(url: string, name: string, payload: unknown): Promise<Response> {
  const token = tokenOf(url);
  return fetch(new URL(`/api/${name}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': token },
    body: JSON.stringify(payload),
  });
}
