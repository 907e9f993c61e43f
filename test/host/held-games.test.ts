// The host answers from the game it holds in memory rather than reading back what it has just stored: what it
// answers must be what the store holds, as a host started afresh on the same file reads it. And a change's
// snapshot reaches the window that made it once, in its answer, while every other window gets it pushed.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../src/engine/index.ts';
import type { GameSnapshot, Push } from '../../src/host/contract.ts';
import { createHost } from '../../src/host/host.ts';
import { setup, startHost } from './helpers.ts';
import { startRealWeb } from './real-web.ts';
import { clientFrame, connect } from './ws-client.ts';

/** Draw, discard down to the limit, end the turn: three entries a turn, for any of these characters. */
const TURN: Entry[] = [{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }];

/** The game as a host that holds nothing reads it from the file. */
async function readAfresh(dataDir: string, gameId: number): Promise<GameSnapshot> {
  const fresh = createHost({ dataDir, logError: () => {} });
  try {
    const answer = await fresh.request('state', { gameId });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value;
  } finally {
    fresh.close();
  }
}

/** The same game, whatever the revision: a host started later stamps nothing new by reading. */
const table = (snapshot: GameSnapshot) => ({ ...snapshot, revision: 0 });

describe('the game the host holds', () => {
  it('answers every entry, undo and redo with the game as stored, past the newest window of lines', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    const answers: GameSnapshot[] = [];
    for (let turn = 0; turn < 15; turn++) {
      for (const entry of TURN) answers.push((await host.ask('enter', { gameId: id, entry })).game);
    }
    expect(table(answers.at(-1) as GameSnapshot)).toEqual(table(await readAfresh(host.dataDir, id)));
    // The revision an entry answers with is the stored one (as the store stamped it, not read back).
    expect((await host.ask('state', { gameId: id })).revision).toBe(answers.at(-1)?.revision);

    // Two undone, one redone, then a new entry drops the one still undone: its line says so at once.
    await host.ask('undo', { gameId: id });
    await host.ask('undo', { gameId: id });
    const redone = await host.ask('redo', { gameId: id });
    expect(redone.canRedo).toBe(true);
    const after = (await host.ask('enter', { gameId: id, entry: { type: 'end-turn' } })).game;
    expect(after.log.map((l) => l.status).slice(-3)).toEqual(['active', 'dropped', 'active']);
    expect(after.canRedo).toBe(false);
    expect(after.logCount).toBe(46);
    expect(table(after)).toEqual(table(await readAfresh(host.dataDir, id)));

    // A flagged entry stores nothing and shows the table as it was.
    const flagged = await host.ask('enter', { gameId: id, entry: { type: 'end-turn' } });
    expect(flagged.accepted).toBe(false);
    expect(table(flagged.game)).toEqual(table(await readAfresh(host.dataDir, id)));
  });

  it('reads the game again when the file changed under it (another host wrote to it)', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    await host.ask('enter', { gameId: id, entry: { type: 'draw' } });
    const other = createHost({ dataDir: host.dataDir, logError: () => {} });
    try {
      const answer = await other.request('enter', { gameId: id, entry: { type: 'discard', count: 2 } });
      expect(answer.ok).toBe(true);
    } finally {
      other.close();
    }
    const next = await host.ask('enter', { gameId: id, entry: { type: 'end-turn' } });
    expect(next.accepted).toBe(true);
    expect(next.game.log.map((l) => l.entry.type)).toEqual(['draw', 'discard', 'end-turn']);
  });
});

/** Collects the pushes on an event stream opened as `client` until it is stopped. */
async function listen(url: string): Promise<{ pushes: Push[]; stop: () => void; ready: Promise<void> }> {
  const controller = new AbortController();
  const pushes: Push[] = [];
  const res = await fetch(url, { signal: controller.signal });
  if (!res.body) throw new Error('the event stream has no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ready = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          if (frame.startsWith('data: ')) pushes.push(JSON.parse(frame.slice(6)) as Push);
        }
      }
    } catch {
      // Aborted: the test has what it needs.
    }
  })();
  return { pushes, stop: () => controller.abort(), ready };
}

describe('a change reaches each window once', () => {
  it('the window that entered it gets the snapshot in the answer only; another window gets the pushes', async () => {
    const web = await startRealWeb();
    const { id } = await web.host.ask('newGame', { setup });
    const events = (client: string) => `${web.web.url}api/events?token=${web.token}&client=${client}`;
    const mine = await listen(events('window-one'));
    const theirs = await listen(events('window-two'));
    const answer = await fetch(`${web.web.url}api/enter`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-marshal-token': web.token,
        'x-marshal-client': 'window-one',
      },
      body: JSON.stringify({ gameId: id, entry: { type: 'draw' } }),
    });
    const body = (await answer.json()) as { ok: boolean; value: { game: GameSnapshot } };
    expect(body.value.game.logCount).toBe(1);
    await expect.poll(() => theirs.pushes.map((p) => p.type)).toEqual(['game', 'games']);
    // Written in the same turn as the other window's: by now the sender would have had them too.
    expect(mine.pushes).toEqual([]);
    const pushed = theirs.pushes[0] as Extract<Push, { type: 'game' }>;
    expect(pushed.game).toEqual(body.value.game);
    mine.stop();
    theirs.stop();
    await Promise.all([mine.ready, theirs.ready]);
  });

  it('the same over the WebSocket of a page, which names its window in its address', async () => {
    const web = await startRealWeb();
    const { id } = await web.host.ask('newGame', { setup });
    const events = (client: string) => `${web.web.url}api/events?token=${web.token}&client=${client}`;
    const mine = await listen(events('window-one'));
    const theirs = await listen(events('window-two'));
    const socket = await connect(web.web.port, `?token=${web.token}&client=window-one`);
    if (typeof socket === 'number') throw new Error(`the WebSocket was refused with ${socket}`);
    const request = { id: 1, name: 'enter', payload: { gameId: id, entry: { type: 'draw' } } };
    socket.socket.write(clientFrame(0x1, JSON.stringify(request)));
    const reply = await socket.next();
    expect(typeof reply).toBe('string');
    const { answer } = JSON.parse(reply as string) as { answer: { value: { game: GameSnapshot } } };
    expect(answer.value.game.logCount).toBe(1);
    await expect.poll(() => theirs.pushes.map((p) => p.type)).toEqual(['game', 'games']);
    // Written in the same turn as the other window's: by now the sender would have had them too.
    expect(mine.pushes).toEqual([]);
    socket.socket.destroy();
    mine.stop();
    theirs.stop();
    await Promise.all([mine.ready, theirs.ready]);
  });
});
