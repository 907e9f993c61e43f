// `marshal import FILE…` and `marshal stats`: the saved games from the command line, run as a user would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const bin = join(root, 'bin', 'marshal.mjs');
const games = join(root, 'test', 'stats', 'games');
const PROCESS_TIMEOUT = 90_000;

function marshal(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir },
  });
}

describe('marshal import and marshal stats', { timeout: PROCESS_TIMEOUT }, () => {
  it('imports exported games; a malformed file is named with its error and nothing of it is stored', () => {
    const data = mkdtempSync(join(tmpdir(), 'marshal-data-'));
    const scratch = mkdtempSync(join(tmpdir(), 'marshal-files-'));
    // Well formed up to its fourth entry: none of it may be stored.
    const broken = JSON.parse(readFileSync(join(games, 'law-wins.json'), 'utf8')) as { entries: unknown[] };
    broken.entries[3] = { type: 'play', card: 'bangg' };
    const brokenFile = join(scratch, 'broken.json');
    writeFileSync(brokenFile, JSON.stringify(broken));
    const files = ['law-wins', 'sheriff-dynamite', 'renegade-wins', 'unfinished'].map((g) =>
      join(games, `${g}.json`),
    );
    const imported = marshal(data, 'import', files[0] as string, brokenFile, ...files.slice(1));
    expect(imported.status).toBe(1);
    expect(imported.stderr).toContain(`${brokenFile}: entries[3].card`);
    expect(imported.stdout.trim().split('\n')).toHaveLength(4);

    const stats = marshal(data, 'stats', '--json');
    expect(stats.status).toBe(0);
    const report = JSON.parse(stats.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      games: 4,
      finished: 3,
      wins: { law: 1, outlaws: 1, renegade: 1 },
      byCharacter: expect.arrayContaining([{ id: 'rose-doolan', games: 1, decided: 1, wins: 1 }]),
      players: expect.arrayContaining([expect.objectContaining({ name: 'Eve', games: 1, wins: 0 })]),
    });

    expect(marshal(data, 'merge-player', 'Anna', 'Ann').status).toBe(0);
    const csv = marshal(data, 'stats', '--csv').stdout.trim().split('\n');
    expect(csv[0]).toBe('name,games,decided,wins,win_rate,first_blood,deaths,spellings');
    expect(csv).toContain('Ann,4,3,1,0.333,3,2,Ann / Anna / ann');
    expect(marshal(data, 'stats', '--csv', '--table', 'deaths', '--players', '5').stdout.trim()).toBe(
      'cause,deaths',
    );
  });
});
