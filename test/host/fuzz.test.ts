// Whatever arrives over IPC or HTTP, the host answers — a clear error or a valid answer — and the saved games
// stay as they were. Every request name in RequestSchemas (read at run time, so requests added later are
// fuzzed too) gets thousands of random and malformed payloads; the web host gets a sample of bad bodies.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestSchemas } from '../../src/host/contract.ts';
import { startWebHost } from '../../src/host/web.ts';
import { setup, startHost, storedGames, type TestHost } from './helpers.ts';

const NAMES = Object.keys(RequestSchemas);
const PAYLOADS = 10_000;
const KEYS = [
  'gameId',
  'entry',
  'name',
  'setup',
  'script',
  'file',
  'query',
  'id',
  'lang',
  'type',
  'player',
  'card',
];
const BIG = 'B'.repeat(300_000);

/** Values that trip careless code: special numbers, prototype keys, huge and odd strings. */
const nasty = fc.constantFrom<unknown>(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  2 ** 31,
  '',
  ' ',
  BIG,
  '\u0000',
  '\ud800',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  null,
  undefined,
  true,
  [],
  {},
  Object.create(null) as object,
  10n,
  Symbol('s'),
  () => 1,
  new Date(Number.NaN),
  JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
);

const deep = fc.integer({ min: 50, max: 5_000 }).map((depth) => {
  let value: unknown = { gameId: 1 };
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { entry: value };
  return value;
});

/** Game ids that are never those of a stored game (1 and 2 are). */
const foreignId = fc.oneof(
  fc.integer({ min: 3, max: 2 ** 31 }),
  fc.integer({ min: -1000, max: 0 }),
  fc.double(),
  nasty,
);

/** Objects shaped like real payloads, with the wrong types, unknown ids and extra keys. */
const almost = fc.record(
  {
    gameId: foreignId,
    entry: fc.oneof(
      fc.record({ type: fc.oneof(fc.string(), nasty), player: fc.oneof(fc.string(), nasty) }),
      fc.anything(),
      nasty,
    ),
    name: fc.oneof(fc.string({ maxLength: 200 }), nasty),
    setup: fc.oneof(
      fc.record({ players: fc.oneof(fc.array(fc.anything(), { maxLength: 9 }), nasty) }),
      fc.anything(),
    ),
    script: fc.oneof(fc.record({ format: fc.oneof(fc.constant('marshal/1'), nasty) }), fc.anything()),
    file: fc.oneof(fc.string(), fc.constantFrom('..', '../marshal.db', 'marshal.db', '/etc/passwd'), nasty),
    query: fc.oneof(fc.string({ maxLength: 300 }), nasty),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const payload: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.anything({
      maxDepth: 4,
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
    }),
    weight: 3,
  },
  { arbitrary: almost, weight: 4 },
  {
    arbitrary: fc.dictionary(
      fc.constantFrom(...KEYS, '__proto__', 'constructor'),
      fc.oneof(nasty, fc.anything()),
    ),
    weight: 2,
  },
  { arbitrary: nasty, weight: 1 },
  { arbitrary: fc.array(almost, { maxLength: 3 }), weight: 1 },
  { arbitrary: deep, weight: 1 },
);

/**
 * The two stored games must stay reachable only by payloads that are wrong: a random value that happens to
 * be a valid `{ gameId: 1 }` would really delete the game, which is not a bug. Such ids are moved away.
 */
function awayFromStoredGames(p: unknown): unknown {
  if (typeof p !== 'object' || p === null || !Object.hasOwn(p, 'gameId')) return p;
  const { gameId } = p as { gameId: unknown };
  return gameId === 1 || gameId === 2 ? { ...p, gameId: gameId + 1000 } : p;
}

function awayFromStoredGamesText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const moved = awayFromStoredGames(parsed);
    return moved === parsed ? body : JSON.stringify(moved);
  } catch {
    return body;
  }
}

async function tableWithGames(): Promise<TestHost> {
  const host = startHost();
  const { id } = await host.ask('newGame', { name: 'Friday', setup });
  await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
  await host.ask('enter', { gameId: id, entry: { type: 'play', card: 'bang', target: 'Bob' } });
  await host.ask('newGame', { setup });
  return host;
}

/** What is wrong with an answer, or null when it is clear: ok with a value, or not ok with a known code
 * and a message in words. */
function unclear(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return 'not an object';
  const a = answer as { ok: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    JSON.stringify(answer);
  } catch {
    return 'cannot be sent back as JSON';
  }
  if (a.ok === true) return null;
  if (a.ok !== false) return `ok is ${String(a.ok)}`;
  if (a.error?.code === 'internal') return `internal error: ${String(a.error.message)}`;
  const message = a.error?.message;
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  // Never an echo of a huge payload back to the window.
  if (message.length > 400) return `a message of ${message.length} characters`;
  return null;
}

/** Shows a payload for a failure message without walking all of a deeply nested one. */
function show(value: unknown): string {
  try {
    return fc.stringify(value).slice(0, 300);
  } catch {
    return '(too deep to show)';
  }
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '{"gameId":10n}';
  }
}

describe('fuzzing the host', () => {
  it(`${PAYLOADS} random and malformed payloads across every request: clear answers, games unchanged`, async () => {
    const host = await tableWithGames();
    const before = storedGames(host.dataDir);
    const counts: Record<string, number> = {};
    let refused = 0;
    const sample = fc.sample(fc.tuple(fc.nat(NAMES.length - 1), payload), { numRuns: PAYLOADS, seed: 6 });
    for (const [i, p] of sample) {
      const name = NAMES[i] as string;
      counts[name] = (counts[name] ?? 0) + 1;
      const answer = await host.handle(name, awayFromStoredGames(p));
      if (!answer.ok) refused++;
      const problem = unclear(answer);
      if (problem) expect.fail(`${name} ${show(p)}: ${problem}`);
    }
    // Every request name got its share, and none of it reached the saved games or Object.prototype.
    expect(Object.keys(counts).sort()).toEqual([...NAMES].sort());
    expect(host.logged).toEqual([]);
    expect(storedGames(host.dataDir)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(
      `host fuzz: ${sample.length} payloads (${refused} refused in words) over ${NAMES.length} requests ${JSON.stringify(counts)}`,
    );
  }, 60_000);

  it('a sample of bad HTTP bodies through the web host: refused in words, games unchanged', async () => {
    const host = await tableWithGames();
    const before = storedGames(host.dataDir);
    const token = 'fuzz-token';
    const web = await startWebHost({ host, port: 0, staticDir: path.join(host.dataDir, 'none'), token });
    try {
      const bodies = fc.sample(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          almost.map(json),
          fc.constantFrom(
            '{"gameId":1',
            '{"__proto__":{"polluted":"yes"},"gameId":1}',
            'NaN',
            '[1,2,3]',
            'null',
            '\u0000\u0001',
            `{"name":"${'x'.repeat(2_000_000)}"}`,
            '<xml/>',
            'gameId=1&entry=draw',
          ),
        ),
        { numRuns: 300, seed: 7 },
      );
      const types = [
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ];
      let sent = 0;
      for (const [i, generated] of bodies.entries()) {
        const body = awayFromStoredGamesText(generated);
        const name = NAMES[i % NAMES.length] as string;
        const res = await fetch(`${web.url}api/${name}`, {
          method: 'POST',
          headers: { 'x-marshal-token': token, 'content-type': types[i % types.length] as string },
          body,
        });
        sent++;
        expect([200, 400, 413], body.slice(0, 100)).toContain(res.status);
        const problem = unclear(await res.json());
        if (problem) expect.fail(`${name} ${body.slice(0, 100)}: ${problem}`);
      }
      // Names that are not requests at all, and bodies that are not text.
      for (const name of ['nope', '__proto__', 'constructor', '..%2F..%2Fetc', 'a'.repeat(200)]) {
        const res = await fetch(`${web.url}api/${name}`, {
          method: 'POST',
          headers: { 'x-marshal-token': token },
          body: '{}',
        });
        sent++;
        expect([404, 200]).toContain(res.status);
        const answer = (await res.json()) as { ok: boolean };
        expect(answer.ok).toBe(false);
      }
      const binary = await fetch(`${web.url}api/enter`, {
        method: 'POST',
        headers: { 'x-marshal-token': token, 'content-type': 'application/octet-stream' },
        body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x22]),
      });
      sent++;
      expect(binary.status).toBe(400);
      expect(storedGames(host.dataDir)).toBe(before);
      expect(host.logged).toEqual([]);
      console.log(`web host fuzz: ${sent} HTTP requests`);
    } finally {
      await web.close();
    }
  }, 60_000);
});
