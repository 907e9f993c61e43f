// `marshal run FILE --json`: the public contract of the game script format, run as a user would.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const bin = join(root, 'bin', 'marshal.mjs');
const dir = mkdtempSync(join(tmpdir(), 'marshal-cli-'));
/** Each test starts Node (and tsx) once or more: generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 60_000;

const setup = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'paul-regret', role: 'outlaw' },
    { name: 'Dee', character: 'suzy-lafayette' },
  ],
  expansions: ['base'],
  events: null,
  seed: 7,
};

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function marshal(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
}

describe('marshal run', { timeout: PROCESS_TIMEOUT }, () => {
  it('prints one verdict per entry, then the state with distances and reach', () => {
    const file = write('game.json', {
      format: 'marshal/1',
      setup,
      entries: [
        { type: 'draw' },
        { type: 'play', card: 'bang', sign: 'AS', target: 'Bob' },
        { type: 'respond', player: 'Bob', card: 'missed' },
        { type: 'play', card: 'bang', target: 'Cid' },
        { type: 'play', card: 'schofield', sign: 'KS' },
        { type: 'end-turn' },
      ],
    });
    const lines = execFileSync(process.execPath, [bin, 'run', file, '--json'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toEqual({ entry: 0, accepted: true, flags: [] });
    expect(lines[3]).toMatchObject({
      entry: 3,
      accepted: false,
      flags: [
        {
          code: 'out-of-range',
          message: "Cid is at distance 3; Ann's Colt .45 reaches 1",
          rule: 'weapon-range',
          // Ids and numbers: no weapon in play is the Colt .45, said in the message.
          params: { player: 'Ann', target: 'Cid', distance: 3, reach: 1, weapon: null },
        },
      ],
    });
    const { state } = lines[6] as { state: Record<string, unknown> };
    expect(state).toMatchObject({
      turn: { player: 'Bob', phase: 'draw', number: 2 },
      prompts: [],
      distances: { Ann: { Bob: 1, Cid: 3, Dee: 1 } },
      reach: { Ann: 2, Bob: 1 },
      event: null,
      supply: null,
      winner: null,
      over: false,
    });
    expect((state.players as unknown[])[0]).toEqual({
      name: 'Ann',
      character: 'willy-the-kid',
      life: 5,
      maxLife: 5,
      alive: true,
      role: 'sheriff',
      hand: 5,
      inPlay: [{ card: 'schofield', sign: 'KS', tokens: 0, placedTurn: 1 }],
      tokens: 0,
      // Gold Rush's fields are always there: none without it.
      nuggets: 0,
      equipment: [],
    });
    expect(state.shop).toBeNull();
    expect((state.players as { role: unknown }[])[1]?.role).toBeNull();
  });

  it('prints readable lines without --json', () => {
    const file = write('short.json', {
      format: 'marshal/1',
      setup,
      entries: [{ type: 'draw' }, { type: 'end-turn' }],
    });
    const out = marshal('run', file);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('#0 ✓ Ann draws');
    expect(out.stdout).toContain('#1 ✗ Ann ends the turn');
    expect(out.stdout).toContain('hand-limit: Ann holds 7 cards with 5 life: discard 2 first');
  });

  it('a malformed entry exits non-zero naming its place and prints no state', () => {
    const file = write('bad-entry.json', {
      format: 'marshal/1',
      setup,
      entries: [{ type: 'draw' }, { type: 'plya' }],
    });
    const out = marshal('run', file, '--json');
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('entries[1].type');
    expect(out.stdout).toBe('');
  });

  it('an unknown card exits non-zero naming the entry', () => {
    const file = write('unknown.json', {
      format: 'marshal/1',
      setup,
      entries: [{ type: 'draw' }, { type: 'play', card: 'bangg', target: 'Bob' }],
    });
    const out = marshal('run', file, '--json');
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('entries[1].card: unknown card "bangg"');
    expect(out.stdout).toBe('');
  });

  it('a file that is not JSON, or has the wrong format, is refused', () => {
    expect(marshal('run', write('broken.json', '{"format":')).stderr).toContain('not JSON');
    const wrong = marshal('run', write('v2.json', { format: 'marshal/2', setup, entries: [] }));
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('format');
    expect(marshal('run', join(dir, 'missing.json')).stderr).toContain('cannot read');
  });

  it('validate says a good script is ok', () => {
    const out = marshal(
      'validate',
      write('ok.json', { format: 'marshal/1', setup, entries: [{ type: 'draw' }] }),
    );
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('ok — 1 entries');
  });
});
