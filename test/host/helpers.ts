// A host on a fresh data folder, and a typed way to ask it things and insist on a good answer.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll } from 'vitest';
import { DB_FILE } from '../../src/store/index.ts';
import type { Answer, RequestName, RequestPayload, Responses } from '../../src/host/contract.ts';
import { createHost, type Host, type HostOptions } from '../../src/host/host.ts';
import { tempDir } from '../store/helpers.ts';

export { setup, tempDir } from '../store/helpers.ts';

/** The project's folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * serve.ts refuses to start without the built page: `npm test` builds it first, a lone run of a test file that
 * starts it builds it here.
 */
export function buildRendererIfMissing(): void {
  beforeAll(() => {
    if (!existsSync(path.join(ROOT, 'dist', 'renderer', 'index.html'))) {
      execFileSync(process.execPath, ['scripts/build.mjs', '--renderer'], { cwd: ROOT, stdio: 'ignore' });
    }
  }, 120_000);
}

const open: Host[] = [];
afterEach(() => {
  for (const host of open.splice(0)) host.close();
});

export interface TestHost extends Host {
  /** Internal errors the host logged instead of throwing. */
  logged: unknown[];
  /** Asks and returns the value; fails the test on an error answer. */
  ask<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Responses[N]>;
}

export function startHost(options: HostOptions = {}): TestHost {
  const logged: unknown[] = [];
  const host = createHost({ dataDir: tempDir(), logError: (_m, e) => logged.push(e), ...options });
  open.push(host);
  return Object.assign(host, {
    logged,
    async ask<N extends RequestName>(name: N, payload: RequestPayload<N>): Promise<Responses[N]> {
      const answer: Answer<Responses[N]> = await host.request(name, payload);
      if (!answer.ok) throw new Error(`${name} failed: ${answer.error.code}: ${answer.error.message}`);
      return answer.value;
    },
  });
}

/** Every row of every games table, as text: what "the stored games" means byte for byte. */
export function storedGames(dataDir: string): string {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    const tables = ['games', 'entries', 'snapshots'];
    return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()));
  } finally {
    db.close();
  }
}
