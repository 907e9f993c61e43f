// The browser tests' harness: Marshal's web host as a child process on a fresh data directory and a free
// port, and a headless Chromium. The renderer must already be built (`npm run test:browser` builds it first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS = path.join(ROOT, 'test-results');

const CHROMIUM = process.env.MARSHAL_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Marshal {
  /** http://127.0.0.1:<port>/?token=… */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /**
   * Stops Marshal (or kills it, as a crash would) and starts it again on the same games: on the same port when
   * it is free, with a new token printed (see `url`). `whileDown` runs between the two.
   */
  restart(how?: { kill?: boolean; whileDown?: () => Promise<void> }): Promise<void>;
}

/** Starts `serve.ts` with its own MARSHAL_DATA_DIR (a free port, then the same one on a restart) and waits for
 *  its "running at" line. */
export async function startMarshal(): Promise<Marshal> {
  if (!existsSync(path.join(ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('dist/renderer is not built: run "node scripts/build.mjs --renderer" first.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-browser-'));
  let running = await serve(dataDir);
  const marshal: Marshal = {
    url: running.url,
    dataDir,
    stop: async () => {
      await stopChild(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async (how = {}) => {
      await stopChild(running.child, how.kill ? 'SIGKILL' : 'SIGTERM');
      await how.whileDown?.();
      running = await serve(dataDir);
      marshal.url = running.url;
    },
  };
  return marshal;
}

async function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['bin/tsx.mjs', 'src/host/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir, MARSHAL_PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Marshal did not start in time:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Marshal is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Marshal exited (${code}) before it was running:\n${output}`));
    });
  });
  return { url, child };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** The host's API, as the page uses it (the token from the URL): for setting up a test without clicking. */
export async function askHost(
  marshal: Marshal,
  name: string,
  payload: unknown,
): Promise<{ ok: boolean; value?: unknown }> {
  const url = new URL(marshal.url);
  const answer = await fetch(new URL(`/api/${name}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-marshal-token': url.searchParams.get('token') ?? '' },
    body: JSON.stringify(payload),
  });
  return (await answer.json()) as { ok: boolean; value?: unknown };
}

/** The host's API for set-up that must succeed: the answer's value, or an error naming what was refused. */
export async function askOk<T>(marshal: Marshal, name: string, payload: unknown): Promise<T> {
  const answer = await askHost(marshal, name, payload);
  if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  return answer.value as T;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface Viewport {
  width: number;
  height: number;
}

/** A fresh page (own sessionStorage) that records console errors and failed requests. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

export interface World {
  marshal: Marshal;
  browser: Browser;
}

/** Starting and stopping the host and Chromium: generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 60_000;

/** Starts Marshal and a browser for a file's tests, and stops both after them. */
export function useMarshal(): World {
  const world = {} as World;
  beforeAll(async () => {
    [world.marshal, world.browser] = await Promise.all([startMarshal(), launchBrowser()]);
  }, PROCESS_TIMEOUT);
  afterAll(async () => {
    await world.browser?.close();
    await world.marshal?.stop();
  }, PROCESS_TIMEOUT);
  return world;
}
