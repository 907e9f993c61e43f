// Bad input gets the same answer over HTTP and over the WebSocket, from Marshal's own host behind its own web
// host: a clear refusal, a short message that quotes at most a clipped piece of the request, and the saved
// games byte for byte as they were.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES } from '../../src/host/contract.ts';
import { MAX_SCRIPT_ENTRIES } from '../../src/host/schema.ts';
import { setup } from './helpers.ts';
import { startRealWeb, TRANSPORTS, type RealWeb } from './real-web.ts';

/** A web host with one game (id 1) and two entries in it. */
async function withGame(): Promise<RealWeb> {
  const real = await startRealWeb();
  const { id } = await real.host.ask('newGame', { name: 'Friday', setup });
  await real.host.ask('enter', { gameId: id, entry: { type: 'draw' } });
  await real.host.ask('enter', { gameId: id, entry: { type: 'play', card: 'bang', target: 'Bob' } });
  return real;
}

const json = (value: unknown) => JSON.stringify(value);
/** `{"name":"Vic\xfftim", …}`: a byte that is no UTF-8 at all inside a name. */
const badUtf8 = (before: string, after: string) =>
  Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a name with a byte that is not UTF-8 is refused and nothing is stored (rename, newGame, importGame)', async () => {
    const real = await withGame();
    const before = real.stored();
    const script = json({ format: 'marshal/1', setup, entries: [] });
    const bodies = {
      rename: badUtf8('{"gameId":1,"name":"Vic', 'tim"}'),
      newGame: badUtf8('{"name":"Vic', `tim","setup":${json(setup)}}`),
      importGame: badUtf8('{"name":"Vic', `tim","script":${script}}`),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const reply = await real.ask(transport, name, body);
      if (transport === 'ws') {
        // A text frame that is not UTF-8 breaks the protocol (RFC 6455 §8.1): closed with 1007.
        expect(reply.closed).toBe(1007);
        continue;
      }
      expect(reply.status).toBe(400);
      expect(reply.error).toEqual({
        code: 'bad-request',
        message: 'The request is not valid UTF-8 text; nothing was done.',
      });
    }
    expect(real.stored()).toBe(before);
    expect((await real.host.ask('listGames', {})).map((g) => g.name)).toEqual(['Friday']);
  });

  it('a name with a lone surrogate (valid JSON, not text) is refused and nothing is stored', async () => {
    const real = await withGame();
    const before = real.stored();
    const reply = await real.ask(transport, 'rename', '{"gameId":1,"name":"Vic\\ud800tim"}');
    expect(reply.error).toEqual({
      code: 'bad-request',
      message: 'name: not well-formed text (a lone surrogate)',
    });
    expect(real.stored()).toBe(before);
  });

  it('a 900 KB ruling id is refused in a message of under 100 characters', async () => {
    const real = await withGame();
    const before = real.stored();
    const reply = await real.ask(transport, 'ruling', json({ id: 'a'.repeat(900_000), locale: 'en' }));
    expect(reply.error).toEqual({ code: 'bad-request', message: 'id: an id is at most 64 characters' });
    expect(reply.raw.length).toBeLessThan(150);
    // An id within the limit that names no ruling is quoted, clipped.
    const unknown = await real.ask(transport, 'ruling', json({ id: 'x'.repeat(64), locale: 'en' }));
    expect(unknown.error?.message).toBe(`There is no ruling "${'x'.repeat(39)}…".`);
    expect(real.stored()).toBe(before);
  });

  it('a 5,000-character request name is unknown, quoted clipped', async () => {
    const real = await withGame();
    const before = real.stored();
    const reply = await real.ask(transport, 'n'.repeat(5_000), '{}');
    expect(reply.status).toBe(transport === 'http' ? 404 : 101);
    expect(reply.error).toEqual({
      code: 'unknown-request',
      message: `Marshal has no request called "${'n'.repeat(39)}…".`,
    });
    expect(reply.raw.length).toBeLessThan(160);
    expect(real.stored()).toBe(before);
  });

  it('what valibot would quote whole (a 300 KB locale, a 5,000-character key) is clipped', async () => {
    const real = await withGame();
    const before = real.stored();
    const locale = await real.ask(
      transport,
      'searchRulings',
      json({ query: 'bang', locale: 'e'.repeat(300_000) }),
    );
    expect(locale.error?.code).toBe('bad-request');
    expect(locale.error?.message).toMatch(/^locale: Invalid type: Expected .* but received "e{39}…"$/);
    const key = `k${'e'.repeat(4_999)}`;
    const editions = await real.ask(
      transport,
      'newGame',
      json({ setup: { ...setup, editions: { [key]: 1 } } }),
    );
    expect(editions.error?.code).toBe('bad-request');
    expect(editions.raw.length).toBeLessThan(400);
    expect(real.stored()).toBe(before);
  });

  it('an unknown house rule or value is refused at newGame and importGame with the known ones; nothing is stored', async () => {
    const real = await withGame();
    const before = real.stored();
    const fistful = { ...setup, expansions: ['base', 'fistful-of-cards'], events: 'fistful-of-cards' };
    const unknown = { ...fistful, houseRules: { 'roulette-takes-beer': true } };
    const game = await real.ask(transport, 'newGame', json({ setup: unknown }));
    expect(game.error?.code).toBe('bad-request');
    expect(game.error?.message).toContain(
      'unknown house rule "roulette-takes-beer"; this game\'s are: russian-roulette-takes-barrel',
    );
    const value = { ...fistful, houseRules: { 'russian-roulette-takes-barrel': 'often' } };
    const script = { format: 'marshal/1', setup: value, entries: [] };
    const imported = await real.ask(transport, 'importGame', json({ script }));
    expect(imported.error?.code).toBe('bad-request');
    expect(imported.error?.message).toContain('"russian-roulette-takes-barrel" is false, true, not "often"');
    expect(real.stored()).toBe(before);
  });

  it('a game script of 3.2 MB is refused whole and nothing is stored; the next request is answered', async () => {
    const real = await withGame();
    const before = real.stored();
    const entries = Array.from({ length: 108_500 }, () => ({ type: 'draw', player: 'Ann' }));
    const body = json({ script: { format: 'marshal/1', setup, entries } });
    const reply = await real.ask(transport, 'importGame', body);
    if (transport === 'ws') {
      // A message declared over the limit breaks the socket's contract: closed with 1009 (RFC 6455).
      expect(reply.closed).toBe(1009);
    } else {
      expect(reply.status).toBe(413);
      expect(reply.error).toEqual({
        code: 'too-large',
        message: 'The request is 3.2 MB; the limit is 1 MB. Nothing was done.',
        size: Buffer.byteLength(body),
        limit: MAX_REQUEST_BYTES,
      });
    }
    // A new connection (the refused one was closed) answers the next request.
    expect((await real.ask(transport, 'listGames', '{}')).error).toBeNull();
    expect(real.stored()).toBe(before);
  });

  it('the most entries a script may have fit in one request, and one more is refused by count', async () => {
    const real = await withGame();
    const before = real.stored();
    const longest = {
      format: 'marshal/1',
      setup,
      entries: Array(MAX_SCRIPT_ENTRIES).fill({ type: 'end-turn' }),
    };
    expect(Buffer.byteLength(json({ script: longest }))).toBeLessThan(MAX_REQUEST_BYTES - 1_000);
    const over = { ...longest, entries: [...longest.entries, { type: 'end-turn' }] };
    const reply = await real.ask(transport, 'importGame', json({ script: over }));
    expect(reply.error).toEqual({
      code: 'bad-request',
      message: `entries: a game script has at most ${MAX_SCRIPT_ENTRIES} entries`,
    });
    expect(real.stored()).toBe(before);
  });

  it('loose payloads are refused: editions that are not characters, "__proto__", [] and null', async () => {
    const real = await withGame();
    const before = real.stored();
    const refusals: [string, string, string][] = [
      [
        'newGame',
        json({ setup: { ...setup, editions: { bang: 1 } } }),
        'setup.editions.bang: "bang" is not a character; editions maps jose-delgado, pixie-pete, sean-mallory to 1 or 2',
      ],
      [
        'newGame',
        json({ setup: { ...setup, editions: { 'bart-cassidy': 1 } } }),
        'setup.editions["bart-cassidy"]: "bart-cassidy" has one text only; editions maps jose-delgado, pixie-pete, sean-mallory to 1 or 2',
      ],
      [
        'newGame',
        `{"setup":${json(setup).slice(0, -1)},"editions":{"__proto__":1}}}`,
        'setup.editions.__proto__: a key named "__proto__" is not allowed',
      ],
      ['newGame', json({ setup: { ...setup, editions: [1] } }), 'setup.editions: editions maps'],
      ['listGames', '[]', 'The payload must be a JSON object, like {}.'],
      ['listGames', 'null', 'The payload must be a JSON object, like {}.'],
      ['state', '"gameId=1"', 'The payload must be a JSON object, like {}.'],
    ];
    for (const [name, body, message] of refusals) {
      const reply = await real.ask(transport, name, body);
      expect(reply.error?.code, body).toBe('bad-request');
      expect(reply.error?.message.startsWith(message), reply.error?.message).toBe(true);
    }
    expect(real.stored()).toBe(before);
  });
});

describe('the two transports', () => {
  it('answer every refusal above with the same bytes', async () => {
    const real = await withGame();
    const bodies: [string, string | Buffer][] = [
      ['ruling', json({ id: 'a'.repeat(900_000), locale: 'en' })],
      ['listGames', '[]'],
      ['listGames', 'null'],
      ['enter', '{"gameId": 1,'],
    ];
    for (const [name, body] of bodies) {
      const overHttp = await real.ask('http', name, body);
      const overSocket = await real.ask('ws', name, body);
      expect(JSON.parse(overSocket.raw).answer, name).toEqual(JSON.parse(overHttp.raw));
    }
  });

  it('a WebSocket message without a payload asks with no fields, like an empty HTTP body', async () => {
    const real = await withGame();
    expect((await real.ask('http', 'listGames', '')).error).toBeNull();
    const client = await import('./ws-client.ts');
    const socket = await client.connect(real.web.port, `?token=${real.token}`);
    if (typeof socket === 'number') throw new Error(`refused ${socket}`);
    socket.socket.write(client.clientFrame(0x1, '{"id":5,"name":"listGames"}'));
    expect(JSON.parse((await socket.next()) as string)).toMatchObject({ id: 5, answer: { ok: true } });
    socket.socket.destroy();
  });
});

describe('a client that disconnects mid-body', () => {
  it('is one plain line in the log, and nothing is stored', async () => {
    const real = await withGame();
    const before = real.stored();
    await new Promise<void>((resolve) => {
      const socket = net.connect(real.web.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/enter HTTP/1.1\r\nHost: 127.0.0.1:${real.web.port}\r\nx-marshal-token: ${real.token}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"gameId":1,"entry":{"type":',
        );
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => real.logged.length, { timeout: 10_000 }).toBe(1);
    expect(real.logged).toEqual([
      'marshal: a client disconnected before its request to /api/enter was whole; nothing was done.',
    ]);
    expect(real.stored()).toBe(before);
  });
});
