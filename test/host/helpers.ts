// A host on a fresh data folder, and a typed way to ask it things and insist on a good answer.
import { afterEach } from 'vitest';
import type { Answer, RequestName, RequestPayload, Responses } from '../../src/host/contract.ts';
import { createHost, type Host, type HostOptions } from '../../src/host/host.ts';
import { tempDir } from '../store/helpers.ts';

export { setup, tempDir } from '../store/helpers.ts';

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
