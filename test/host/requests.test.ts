// Every payload is checked at the boundary: a malformed request gets a clear answer and changes nothing.
import { describe, expect, it } from 'vitest';
import type { RequestName } from '../../src/host/contract.ts';
import { setup, startHost, type TestHost } from './helpers.ts';

/** A table with one game of two entries, and a way to see that nothing about it changed. */
async function tableWithGame(): Promise<{ host: TestHost; id: number; unchanged: () => Promise<void> }> {
  const host = startHost();
  const { id } = await host.ask('newGame', { setup });
  await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
  await host.ask('enter', { gameId: id, entry: { type: 'set', player: 'Bob', life: 3 } });
  const games = await host.ask('listGames', {});
  const game = await host.ask('state', { gameId: id });
  const unchanged = async () => {
    expect(await host.ask('listGames', {})).toEqual(games);
    expect(await host.ask('state', { gameId: id })).toEqual(game);
  };
  return { host, id, unchanged };
}

const evil = (json: string): unknown => JSON.parse(json);

const malformed: [RequestName, unknown, string][] = [
  ['listGames', undefined, 'The payload must be a JSON object'],
  ['listGames', [], 'The payload must be a JSON object'],
  ['listGames', { extra: 1 }, 'extra: '],
  ['newGame', {}, 'setup: '],
  [
    'newGame',
    { setup: { ...setup, players: setup.players.slice(0, 2) } },
    'setup.players: a game needs at least 3',
  ],
  [
    'newGame',
    { setup: { ...setup, players: [...setup.players.slice(0, 3), setup.players[0]] } },
    'setup.players: every player needs a different name',
  ],
  ['newGame', { setup: { ...setup, seed: 'seven' } }, 'setup.seed: '],
  ['newGame', { name: 42, setup }, 'name: '],
  ['state', { gameId: '1' }, 'gameId: '],
  ['state', { gameId: 1.5 }, 'gameId: '],
  ['state', { gameId: 0 }, 'gameId: '],
  ['state', null, 'The payload must be a JSON object'],
  ['state', [1], 'The payload must be a JSON object'],
  ['state', 'gameId=1', 'The payload must be a JSON object'],
  ['enter', { gameId: 1 }, 'entry: '],
  ['enter', { gameId: 1, entry: { type: 'shoot' } }, 'entry.type: '],
  ['enter', { gameId: 1, entry: { type: 'play', card: 'BANG!' } }, 'entry.card: an id is kebab-case'],
  [
    'enter',
    { gameId: 1, entry: { type: 'play', card: 'bang', sign: '11X' } },
    'entry.sign: a sign is rank then suit',
  ],
  ['enter', { gameId: 1, entry: { type: 'set', player: 'Bob', life: -1 } }, 'entry.life: '],
  ['enter', { gameId: 1, entry: { type: 'set', player: 'Bob', life: 2, force: 'yes' } }, 'entry.force: '],
  ['enter', { gameId: 1, entry: { type: 'discard', count: 2, extra: true } }, 'entry.extra: '],
  ['enter', evil('{"gameId":1,"entry":{"type":"draw"},"__proto__":{"admin":true}}'), '__proto__: '],
  ['enter', evil('{"gameId":1,"entry":{"type":"draw","__proto__":{"force":true}}}'), 'entry.__proto__: '],
  [
    'enter',
    evil('{"gameId":1,"entry":{"type":"set","player":"Bob","life":1,"constructor":{}}}'),
    'entry.constructor: ',
  ],
  ['rename', { gameId: 1, name: 'x'.repeat(81) }, 'name: '],
  ['rename', { gameId: 1 }, 'name: '],
  ['deleteGame', { gameId: -1 }, 'gameId: '],
  ['undo', {}, 'gameId: '],
  ['redo', { gameId: 1, steps: 2 }, 'steps: '],
  ['exportGame', { gameId: null }, 'gameId: '],
  [
    'importGame',
    { script: { format: 'marshal/2', setup, entries: [] } },
    'format: the format must be "marshal/1"',
  ],
  [
    'importGame',
    { script: { format: 'marshal/1', setup, entries: [{ type: 'draw' }, { type: 'play' }] } },
    'entries[1].card: ',
  ],
  ['importGame', { script: 'not a script' }, '(top level): '],
];

describe('malformed requests', () => {
  it.each(malformed)('%s with %j is a bad request naming "%s"', async (name, payload, where) => {
    const { host, unchanged } = await tableWithGame();
    const answer = await host.handle(name, payload);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('bad-request');
    expect(answer.error.message.slice(0, where.length)).toBe(where);
    await unchanged();
  });

  it.each(['nope', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'listgames'])(
    'a request called %j is unknown and changes nothing',
    async (name) => {
      const { host, unchanged } = await tableWithGame();
      const answer = await host.handle(name, { gameId: 1 });
      expect(answer).toEqual({
        ok: false,
        error: { code: 'unknown-request', message: `Marshal has no request called "${name}".` },
      });
      await unchanged();
    },
  );

  it('a request name that is not a string is unknown', async () => {
    const { host, unchanged } = await tableWithGame();
    const answer = await host.handle(42 as unknown as string, {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'unknown-request' } });
    await unchanged();
  });

  it('a __proto__ key never reaches the prototype of anything', async () => {
    const { host, id } = await tableWithGame();
    await host.handle('enter', evil(`{"gameId":${id},"entry":{"type":"draw","__proto__":{"force":true}}}`));
    expect(({} as Record<string, unknown>).force).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('admin');
  });

  it('payloads are trimmed and normalised before use', async () => {
    const { host, id } = await tableWithGame();
    const answer = await host.ask('enter', {
      gameId: id,
      entry: { type: 'set', player: '  Cid ', life: 1 },
    });
    expect(answer.accepted).toBe(true);
    expect(answer.game.log.at(-1)?.entry).toEqual({ type: 'set', player: 'Cid', life: 1 });
  });
});
