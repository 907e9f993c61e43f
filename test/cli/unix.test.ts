// `marshal` as a Unix tool: a closed pipe ends it quietly, statuses say what went wrong, errors are one line
// on stderr, every command has --help, and a checkout whose sources are newer than its build rebuilds first.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_USAGE } from '../../src/cli/usage.ts';

const root = join(import.meta.dirname, '..', '..');
/** Each test starts Node once or more (and may build the CLI once): generous for a slow, busy machine. */
const PROCESS_TIMEOUT = 120_000;

function marshalIn(checkout: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(checkout, 'bin', 'marshal.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}
const marshal = (...args: string[]) => marshalIn(root, args);

/** No "    at …" frames, no "node:internal": what a user reads is the message alone. */
function oneLine(stderr: string): void {
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at |node:internal|Error:/m);
}

describe('marshal as a Unix tool', { timeout: PROCESS_TIMEOUT }, () => {
  // A source edited since the last build makes the first call build (and say so on stderr): done here, once.
  beforeAll(() => void marshal('--version'), PROCESS_TIMEOUT);

  it('ends quietly with status 0 when the reader has closed the pipe (marshal rules beer | head)', async () => {
    const child = spawn(process.execPath, [join(root, 'bin', 'marshal.mjs'), 'rules', 'e'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader goes away before the first line is written: every write meets a closed pipe.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('says what went wrong in one line with its status: 1 for the work, 2 for the command line', () => {
    const missing = marshal('run', join(tmpdir(), 'marshal-no-such-file.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('cannot read (ENOENT)');
    oneLine(missing.stderr);

    const noRuling = marshal('rules', '--id', 'no-such-card');
    expect(noRuling.status).toBe(1);
    oneLine(noRuling.stderr);

    // The saved games' folder cannot be made: an unexpected failure is still one line, never a stack trace.
    const noFolder = marshalIn(root, ['stats'], { MARSHAL_DATA_DIR: '/dev/null/marshal' });
    expect(noFolder.status).toBe(1);
    expect(noFolder.stderr).toMatch(/^marshal: .*ENOTDIR/);
    oneLine(noFolder.stderr);

    for (const args of [
      ['fly'],
      ['rules', 'beer', '--jsno'],
      ['run'],
      ['stats', '--players', 'five'],
      ['stats', '--table'],
      ['import'],
      ['merge-player', 'Anna'],
      ['rules', 'beer', '--locale', 'de'],
    ]) {
      const wrong = marshal(...args);
      expect(wrong.status, args.join(' ')).toBe(2);
      expect(wrong.stdout, args.join(' ')).toBe('');
      oneLine(wrong.stderr);
    }
    expect(marshal('rules', 'beer').status).toBe(0);
  });

  it('prints each command’s usage with --help, and the version with --version', () => {
    for (const command of Object.keys(COMMAND_USAGE)) {
      const help = marshal(command, '--help');
      expect(help.status, command).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^usage: marshal ${command} `));
      expect(help.stderr).toBe('');
      expect(marshal('help', command).stdout).toBe(help.stdout);
    }
    const all = marshal('--help');
    expect(all.status).toBe(0);
    for (const command of Object.keys(COMMAND_USAGE)) expect(all.stdout).toContain(`marshal ${command} `);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const printed = marshal('--version');
    expect(printed.status).toBe(0);
    expect(printed.stdout).toBe(`${version}\n`);
  });

  it('shows no progress and no colour when its output is not a terminal', () => {
    const data = mkdtempSync(join(tmpdir(), 'marshal-unix-data-'));
    const game = join(root, 'test', 'stats', 'games', 'law-wins.json');
    const imported = marshalIn(root, ['import', game, game], { MARSHAL_DATA_DIR: data });
    expect(imported.status).toBe(0);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).not.toContain('\x1b');
    const stats = marshalIn(root, ['stats'], { MARSHAL_DATA_DIR: data });
    expect(stats.stderr).toBe('');
    expect(stats.stdout).toContain('2 games');
  });
});

/** A checkout of its own without a build, sharing node_modules (all of it, or all but `without`). */
function checkoutCopy(without?: string): string {
  const checkout = mkdtempSync(join(tmpdir(), 'marshal-checkout-'));
  for (const part of ['bin', 'scripts', 'src', 'resources', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, part), join(checkout, part), { recursive: true });
  }
  const modules = join(root, 'node_modules');
  if (!without) symlinkSync(modules, join(checkout, 'node_modules'), 'dir');
  else {
    mkdirSync(join(checkout, 'node_modules'));
    for (const name of readdirSync(modules).filter((n) => n !== without)) {
      symlinkSync(join(modules, name), join(checkout, 'node_modules', name));
    }
  }
  return checkout;
}

describe('the built CLI', { timeout: PROCESS_TIMEOUT }, () => {
  it('is built by the first call in a checkout without a build, and rebuilt when a source is newer', () => {
    // Its build and its edits touch nothing here.
    const checkout = checkoutCopy();

    const first = marshalIn(checkout, ['rules', 'beer']);
    expect(first.status).toBe(0);
    expect(first.stdout.split('\n')[0]).toBe('beer\tcard\tBeer');
    expect(first.stderr).toBe('marshal: building the command line first (no build yet)…\n');

    const again = marshalIn(checkout, ['rules', 'beer']);
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(first.stdout);

    // Edit a source: the next call builds again, says so, and answers from the edited code.
    const usage = join(checkout, 'src', 'cli', 'usage.ts');
    writeFileSync(usage, readFileSync(usage, 'utf8').replace('from now on.', 'from this day on.'));
    const edited = marshalIn(checkout, ['merge-player', '--help']);
    expect(edited.status).toBe(0);
    expect(edited.stderr).toBe('marshal: building the command line first (src/cli/usage.ts changed)…\n');
    expect(edited.stdout).toContain('Count SPELLING as the same person as NAME from this day on.');
    expect(marshalIn(checkout, ['merge-player', '--help']).stderr).toBe('');

    // Only touched, or set back to an older time (an older version checked out): built again all the same.
    const rules = join(checkout, 'src', 'rulings', 'plain.ts');
    const older = new Date(Date.now() - 86_400_000);
    utimesSync(rules, older, older);
    const touched = marshalIn(checkout, ['rules', 'beer']);
    expect(touched.stderr).toBe('marshal: building the command line first (src/rulings/plain.ts changed)…\n');
    expect(touched.stdout).toBe(first.stdout);
  });

  it('looks up the rulings without SQLite: marshal rules answers where better-sqlite3 is missing', () => {
    const checkout = checkoutCopy('better-sqlite3');
    const rules = marshalIn(checkout, ['rules', 'pivo', '--locale', 'cs']);
    expect(rules.status).toBe(0);
    expect(rules.stdout.split('\n')[0]).toMatch(/^beer\tcard\t/);
    // The saved games do need it: said in one line.
    const stats = marshalIn(checkout, ['stats'], {
      MARSHAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'marshal-')),
    });
    expect(stats.status).toBe(1);
    expect(stats.stderr).toContain('better-sqlite3');
    oneLine(stats.stderr);
  });
});
