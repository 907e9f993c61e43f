// `marshal rules` and the host's searchRulings / ruling requests.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestName } from '../../src/host/contract.ts';
import { startHost } from '../host/helpers.ts';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'marshal.mjs');
const marshal = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
/** Each test starts the CLI once or more: generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 60_000;

describe('marshal rules', { timeout: PROCESS_TIMEOUT }, () => {
  it('prints the matches as JSON, best first', () => {
    const run = marshal('rules', '砰', '--json');
    expect(run.status).toBe(0);
    const hits = JSON.parse(run.stdout) as { id: string; kind: string; name: string }[];
    expect(hits[0]).toEqual({ id: 'bang', kind: 'card', name: 'BANG!' });
  });

  it('prints one entry with its rulings in the asked language', () => {
    const run = marshal('rules', '--id', 'gatling', '--locale', 'zh-Hant');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('格林機關槍');
    expect(run.stdout).toContain('Q: ');
  });

  it('refuses an unknown locale and an unknown id', () => {
    expect(marshal('rules', 'bang', '--locale', 'de').status).toBe(2);
    expect(marshal('rules', '--id', 'no-such-card').status).toBe(1);
  });
});

describe('the host answers searchRulings and ruling', () => {
  it('searches and opens an entry', async () => {
    const host = startHost();
    const hits = await host.ask('searchRulings', { query: '閃避', locale: 'zh-Hans' });
    expect(hits[0]).toEqual({ id: 'missed', kind: 'card', name: '闪避' });
    const entry = await host.ask('ruling', { id: 'dynamite', locale: 'cs' });
    expect(entry.rulings.length).toBeGreaterThan(0);
    expect(entry.copies).toEqual(['2H']);
    const missing = await host.request('ruling', { id: 'no-such-card', locale: 'en' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  const malformed: [RequestName, unknown, string][] = [
    ['searchRulings', {}, 'query: '],
    ['searchRulings', { query: 'bang' }, 'locale: '],
    ['searchRulings', { query: 'bang', locale: 'de' }, 'locale: '],
    ['searchRulings', { query: 'x'.repeat(101), locale: 'en' }, 'query: a search is at most 100'],
    ['searchRulings', { query: 7, locale: 'en' }, 'query: '],
    ['searchRulings', { query: 'bang', locale: 'en', extra: 1 }, 'extra: '],
    ['ruling', { id: 'BANG!', locale: 'en' }, 'id: an id is kebab-case'],
    ['ruling', { id: 'bang' }, 'locale: '],
    ['ruling', null, 'The payload must be a JSON object'],
    ['ruling', { id: 'a'.repeat(65), locale: 'en' }, 'id: an id is at most 64 characters'],
  ];
  it.each(malformed)('%s %j is refused: %s', async (name, payload, message) => {
    const host = startHost();
    const answer = await host.handle(name, payload);
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    if (!answer.ok) expect(answer.error.message.startsWith(message)).toBe(true);
  });
});
