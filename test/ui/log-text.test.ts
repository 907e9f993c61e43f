// The log speaks the table's language: each line is stored with its parts, and a Czech or Chinese table reads
// the whole sentence (the distance, the weapon, the tokens paid) in its own words, not a short form.
import { describe, expect, test } from 'vitest';
import type { Entry, LogPart } from '../../src/engine/index.ts';
import type { LogLine } from '../../src/host/contract.ts';
import { sayLine } from '../../src/ui/i18n/say.ts';
import { setup, startHost, tempDir } from '../host/helpers.ts';
import { enter } from '../store/helpers.ts';
import { openStore } from '../../src/host/open-store.ts';

/** The log lines a real host stores for these entries. */
async function linesFor(entries: Entry[]): Promise<LogLine[]> {
  const host = startHost();
  const game = await host.ask('newGame', { setup });
  for (const entry of entries) {
    const result = await host.ask('enter', { gameId: game.id, entry });
    if (!result.accepted) throw new Error(JSON.stringify(result.flags));
  }
  return host.ask('log', { gameId: game.id, before: Number.MAX_SAFE_INTEGER, limit: 100 });
}

const at = (lines: LogLine[], seq: number): LogLine => {
  const line = lines.find((l) => l.seq === seq);
  if (!line?.parts) throw new Error(`line ${seq} has no parts`);
  return line;
};

describe('log lines in the table language', () => {
  test('a shot keeps its distance and reach in Czech and Chinese, with the card names of the table', async () => {
    const lines = await linesFor([
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    const shot = at(lines, 2);
    expect(shot.text).toBe('Ann plays BANG! at Bob — distance 1, Colt .45 reaches 1');
    expect(sayLine(shot.parts ?? [], 'cs')).toBe(
      'Ann hraje BANG! na hráče Bob — vzdálenost 1, Colt .45 dostřelí na 1',
    );
    expect(sayLine(shot.parts ?? [], 'zhHant')).toBe('Ann 對 Bob 打出 砰！——距離 1，柯爾特.45 射程 1');
    expect(sayLine(shot.parts ?? [], 'zhHans')).toBe('Ann 对 Bob 打出 BANG！——距离 1，柯尔特.45 射程 1');
    const hit = at(lines, 3);
    expect(hit.text).toBe('Bob takes the hit');
    expect(sayLine(hit.parts ?? [], 'cs')).toBe('Bob přijímá zásah');
    expect(sayLine(hit.parts ?? [], 'zhHans')).toBe('Bob 承受伤害');
  });

  test('an entry accepted despite a flag says so in every language', async () => {
    const lines = await linesFor([{ type: 'play', card: 'beer', player: 'Ann', force: true }]);
    const forced = at(lines, 1);
    expect(forced.text).toBe(
      'Ann plays Beer — no effect: Ann already has 5 of 5 life (accepted despite a flag)',
    );
    expect(sayLine(forced.parts ?? [], 'cs')).toMatch(/\(přijato navzdory upozornění\)$/);
    expect(sayLine(forced.parts ?? [], 'zhHant')).toMatch(/（不顧警告而接受）$/);
  });

  test('a game kept without parts reads in Czech once the host has opened it', async () => {
    const dir = tempDir();
    const store = openStore(dir);
    const id = store.createGame('kept', setup).id;
    enter(store, id, { type: 'draw' });
    enter(store, id, { type: 'play', card: 'bang', target: 'Bob' });
    expect(store.log(id).map((l) => l.parts)).toEqual([null, null]);
    store.close();

    const host = startHost({ dataDir: dir });
    const lines = await host.ask('log', { gameId: id, before: Number.MAX_SAFE_INTEGER, limit: 10 });
    expect(lines.map((l) => sayLine(l.parts ?? [], 'cs'))).toEqual([
      'Ann si líže karty',
      'Ann hraje BANG! na hráče Bob — vzdálenost 1, Colt .45 dostřelí na 1',
    ]);
  });

  test('a correction lists life and hand in Czech', async () => {
    const lines = await linesFor([{ type: 'set', player: 'Cid', life: 2, hand: 3 }]);
    expect(sayLine(at(lines, 1).parts ?? [], 'cs')).toBe('Oprava: Cid životy 2, v ruce 3');
  });

  test('every kind of part is said without English words or holes', () => {
    const parts: LogPart[][] = [
      [{ code: 'draw', player: 'Ann' }],
      [
        { code: 'play', player: 'Ann', card: 'missed', sign: 'QH', targets: [] },
        { code: 'tokens', spend: [{ card: 'character', count: 1 }], load: [{ card: 'bandolier', count: 2 }] },
      ],
      [
        { code: 'play', player: 'Ann', card: 'arrow', targets: ['Bob', 'Cid'] },
        { code: 'distance', distance: 2, weapon: 'schofield', reach: 2 },
      ],
      [{ code: 'respond', player: 'Bob', card: 'missed' }],
      [{ code: 'pass', player: 'Bob', outcome: 'out' }],
      [{ code: 'pass', player: 'Bob', outcome: 'roulette' }],
      [{ code: 'pass', player: 'Bob', outcome: 'ricochet', card: 'barrel' }],
      [{ code: 'pass', player: 'Bob', outcome: 'passes' }],
      [{ code: 'discard', player: 'Ann', count: 2 }],
      [{ code: 'end-turn', player: 'Ann' }],
      [{ code: 'reveal-role', player: 'Dee', role: 'outlaw' }],
      [{ code: 'set', player: 'Ann', tokens: [{ card: 'character', count: 2 }] }],
      [{ code: 'set', player: 'Ann', tokens: [] }],
      [{ code: 'vera', player: 'Vee', target: 'Bob', character: 'bart-cassidy' }],
      [{ code: 'use', player: 'Ann', ability: 'pat-brennan', target: 'Bob', aimedAt: 'barrel' }],
      [{ code: 'use', player: 'Ann', event: 'ricochet', target: 'Bob', eventCard: 'barrel' }],
      [{ code: 'use', player: 'Ann', event: 'peyote', guess: 'red' }],
      [{ code: 'use', player: 'Ann', event: 'law-of-the-west', shown: 'beer', sign: 'KH' }],
      [{ code: 'reveal-event', card: 'thirst' }],
      [{ code: 'reveal-event', card: null }],
      [{ code: 'reveal', signs: 'QH' }],
      [{ code: 'pick', player: 'Ann', card: 'beer' }, { code: 'forced' }],
      [{ code: 'pass', player: 'Bob', outcome: 'duel' }],
      [{ code: 'draw', player: 'Ann', shown: '7D', good: true, means: 'one-more-card' }],
      [
        {
          code: 'drew',
          player: 'Ann',
          source: 'dynamite',
          kind: 'card',
          signs: ['8S'],
          sign: '8S',
          good: false,
          means: 'dynamite',
          lost: 3,
        },
      ],
      [
        {
          code: 'drew',
          player: 'Bob',
          source: 'jourdonnais',
          kind: 'ability',
          signs: ['5S', 'QH'],
          sign: 'QH',
          good: true,
          means: 'cancels-shot',
          countsAs: { suit: 'H', event: 'blessing' },
        },
      ],
      [
        { code: 'play', player: 'Ann', card: 'panic', targets: ['Bob'] },
        { code: 'took', player: 'Bob', card: 'double-barrel', kept: true, tokens: 3 },
      ],
      [
        { code: 'pass', player: 'Dee', outcome: 'out' },
        { code: 'reward', player: 'Ann', count: 3, role: 'outlaw' },
      ],
      [
        { code: 'pass', player: 'Bob', outcome: 'out' },
        { code: 'reward', player: 'Ann', count: 3, role: null },
        { code: 'penalty', player: 'Ann' },
      ],
    ];
    for (const locale of ['cs', 'zhHant', 'zhHans'] as const) {
      for (const line of parts) {
        const said = sayLine(line, locale);
        expect(said, JSON.stringify(line)).not.toMatch(/undefined|\[object|\bplays\b|\bdraws\b|\bthe\b|Load/);
        expect(said.length).toBeGreaterThan(4);
      }
    }
    // Names come in the table's language: an Outlaw is a "Zločinec" at a Czech table, Missed! is 闪避.
    expect(sayLine([{ code: 'reveal-role', player: 'Dee', role: 'outlaw' }], 'cs')).toBe(
      'Dee je odhalen(a): Zločinec',
    );
    expect(sayLine([{ code: 'respond', player: 'Bob', card: 'missed' }], 'zhHans')).toBe('Bob 以 闪避 回应');
    expect(sayLine([{ code: 'reveal-role', player: 'Dee', role: 'outlaw' }], 'zhHant')).toBe(
      'Dee 的身分公開：歹徒',
    );
  });
});
