// `marshal` — run a game script, validate a saved game, search the rulings, import games and print their
// statistics. Each command's code is loaded only when it is asked for, so `marshal rules` starts without the
// engine, the store or the host (the build splits them into chunks, see scripts/build.mjs).
import { readFileSync } from 'node:fs';
import { COMMAND_USAGE, isCommand, USAGE, type Command } from './usage.ts';

type Out = (line: string) => void;

/** Each command's switches, and the options that take a value. */
const OPTIONS: Record<Command, { flags: string[]; values: string[] }> = {
  run: { flags: ['--json'], values: [] },
  validate: { flags: [], values: [] },
  rules: { flags: ['--json'], values: ['--locale', '--id'] },
  import: { flags: [], values: [] },
  stats: { flags: ['--json', '--csv'], values: ['--table', '--from', '--to', '--players', '--expansions'] },
  'merge-player': { flags: [], values: [] },
};

/** What is wrong with the command line ("unknown option --jsno"), or null. */
function misuse(command: Command, args: string[]): string | null {
  const { flags, values } = OPTIONS[command];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (values.includes(arg)) {
      if (args[i + 1] === undefined) return `${arg} takes a value`;
      i++;
    } else if (arg.startsWith('-') && arg !== '-' && !flags.includes(arg)) return `unknown option "${arg}"`;
  }
  return null;
}

/** The operands: what is left once the options and their values are taken out. */
function operands(command: Command, args: string[]): string[] {
  const { values } = OPTIONS[command];
  return args.filter((arg, i) => !arg.startsWith('--') && !values.includes(args[i - 1] ?? ''));
}

/** package.json two folders up, from src/cli/ as from the built dist/node/. */
function version(): string {
  const file = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export async function main(
  args: string[],
  out: Out = (l) => process.stdout.write(l + '\n'),
  err: Out = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined) {
    err(USAGE);
    return 2;
  }
  if (command === '--version' || command === '-V') {
    out(version());
    return 0;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    const about = rest[0];
    if (about !== undefined && !isCommand(about)) {
      err(`marshal: unknown command "${about}"; see marshal --help`);
      return 2;
    }
    out(about === undefined ? USAGE : COMMAND_USAGE[about]);
    return 0;
  }
  if (!isCommand(command)) {
    err(`marshal: unknown command "${command}"; see marshal --help`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out(COMMAND_USAGE[command]);
    return 0;
  }
  // A wrong command line is one line on stderr, naming what is wrong and where the usage is.
  const wrong = misuse(command, rest);
  if (wrong) {
    err(`marshal ${command}: ${wrong}; see marshal ${command} --help`);
    return 2;
  }
  const [file] = operands(command, rest);
  switch (command) {
    case 'run':
    case 'validate': {
      if (file === undefined) {
        err(`marshal ${command}: which FILE?; see marshal ${command} --help`);
        return 2;
      }
      const { runCommand, validateCommand } = await import('./run.ts');
      return command === 'run'
        ? runCommand(file, rest.includes('--json'), out, err)
        : validateCommand(file, out, err);
    }
    case 'rules': {
      const { rulesCommand } = await import('./rules.ts');
      return rulesCommand(rest, out, err);
    }
    case 'import': {
      const { importCommand } = await import('./games.ts');
      return importCommand(rest, out, err);
    }
    case 'stats': {
      const { statsCommand } = await import('./games.ts');
      return statsCommand(rest, out, err);
    }
    case 'merge-player': {
      const { mergeCommand } = await import('./games.ts');
      return mergeCommand(rest, out, err);
    }
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * `marshal` as a process: a closed pipe (`marshal rules beer | head -3`) ends it quietly with status 0, and
 * anything unexpected is one line on stderr with status 1, never a stack trace.
 */
export async function cli(args: string[]): Promise<void> {
  const fail = (error: unknown) => {
    if ((error as NodeJS.ErrnoException | null)?.code === 'EPIPE') process.exit(0);
    try {
      process.stderr.write(`marshal: ${messageOf(error)}\n`);
    } finally {
      process.exit(1);
    }
  };
  process.stdout.on('error', fail);
  process.stderr.on('error', fail);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  try {
    process.exitCode = await main(args);
  } catch (error) {
    fail(error);
  }
}
