// A host with one new game and its phone listener on 127.0.0.2, serving stand-in pages: the set-up the phone
// tests share. Each listener is closed after its test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { Lan } from '../../bench/phone-client.ts';
import { Phones, withPhones } from '../../src/host/phones.ts';
import type { Invitation, PhoneResponses } from '../../src/host/phones-contract.ts';
import { setup, startHost, tempDir, type TestHost } from './helpers.ts';

export const ADDRESS = '127.0.0.2';

export interface PhoneTable {
  host: TestHost;
  phones: Phones;
  gameId: number;
  /** Invites phones to the game on ADDRESS: the invitation with its pairing code. */
  invite: () => Promise<Invitation>;
  /** The phones the host knows of, as the main window is told. */
  state: () => Promise<PhoneResponses['phones']>;
  /** What the listener has logged. */
  logged: string[];
}

/** Registers the closing of every listener after each test; returns the set-up of one table. */
export function usePhoneTables(): () => Promise<PhoneTable> {
  const running: Phones[] = [];
  afterEach(async () => {
    for (const phones of running.splice(0)) await phones.close();
  });
  return async () => {
    const host = startHost();
    const staticDir = tempDir();
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'phone.html'), '<!doctype html><title>phone</title>');
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>main</title>');
    const logged: string[] = [];
    const phones = new Phones({ host, staticDir, log: (line) => logged.push(line) });
    running.push(phones);
    const game = await host.ask('newGame', { setup });
    const endpoint = withPhones(host, phones);
    const invite = async () => {
      const answer = await endpoint.handle('invitePhones', { gameId: game.id, address: ADDRESS });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value as Invitation;
    };
    const state = async () => {
      const answer = await endpoint.handle('phones', {});
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value as PhoneResponses['phones'];
    };
    return { host, phones, gameId: game.id, invite, state, logged };
  };
}

export const lanOf = (invitation: Invitation): Lan => ({
  address: invitation.address,
  port: invitation.port,
});
