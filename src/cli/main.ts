// `marshal` — run a game script, validate a saved game, import games and print their statistics.
import { runScript, readScriptFile, type ScriptRun } from './run-script.ts';
import { describeEntry, formatSign } from '../engine/index.ts';
import type { TableView } from '../engine/index.ts';
import { rulesCommand } from './rules.ts';
import { importCommand, mergeCommand, statsCommand } from './games.ts';
import { sayFlag } from '../i18n/say-flag.ts';

const USAGE = `usage:
  marshal run FILE [--json]   run a "marshal/1" game script and print each entry's verdict and the final state
  marshal validate FILE       check that a game script is well formed and replays
  marshal rules QUERY [--json] [--locale en|cs|zh-Hant|zh-Hans]   find cards, characters, roles and rules
  marshal rules --id ID [--locale L]                              one entry with its rulings
  marshal import FILE…        add exported game scripts to the saved games (MARSHAL_DATA_DIR chooses the folder)
  marshal stats [--json | --csv [--table players|characters|roles|sides|deaths|cards]]
                [--from DAY] [--to DAY] [--players N] [--expansions base|ID,ID…]   figures across the saved games
  marshal merge-player SPELLING NAME   count SPELLING as the same person as NAME`;

type Out = (line: string) => void;

function readable(view: TableView): string[] {
  const lines = [`Turn ${view.turn.number}: ${view.turn.player}, phase ${view.turn.phase}`];
  for (const p of view.players) {
    // Armed & Dangerous: Load tokens as "bandolier ●3".
    const pips = (n: number): string => (view.supply !== null && n > 0 ? ` ●${n}` : '');
    const cards = p.inPlay
      .map((c) => (c.sign ? `${c.card} ${formatSign(c.sign)}` : c.card) + pips(c.tokens))
      .join(', ');
    const role = p.role ? ` [${p.role}]` : '';
    const status = p.alive ? `${p.life}/${p.maxLife} life, ${p.hand} in hand${pips(p.tokens)}` : 'out';
    lines.push(`  ${p.name} (${p.character})${role}: ${status}${cards ? `; in play: ${cards}` : ''}`);
  }
  for (const prompt of view.prompts) lines.push(`  waiting: ${prompt.player} (${prompt.type})`);
  if (view.supply !== null) lines.push(`  supply: ${view.supply} Load tokens`);
  if (view.winner) lines.push(`Winner: ${view.winner}`);
  return lines;
}

function load(file: string | undefined, err: Out, withLines: boolean): ScriptRun | null {
  if (!file) {
    err(USAGE);
    return null;
  }
  const read = readScriptFile(file);
  if (!read.ok) {
    err(read.message);
    return null;
  }
  const run = runScript(read.value, withLines ? describeEntry : undefined);
  if (!run.ok) {
    err(`${file}: ${run.message}`);
    return null;
  }
  return run;
}

export async function main(
  args: string[],
  out: Out = (l) => process.stdout.write(l + '\n'),
  err: Out = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  const [command, ...rest] = args;
  const json = rest.includes('--json');
  const file = rest.find((a) => !a.startsWith('--'));
  switch (command) {
    case 'run': {
      const run = load(file, err, !json);
      if (!run?.ok) return 1;
      for (const r of run.results) {
        // Each flag keeps its English sentence in `message` beside its code and params.
        if (json)
          out(JSON.stringify({ ...r, flags: r.flags.map((f) => ({ ...f, message: sayFlag(f, 'en') })) }));
        else {
          const mark = r.accepted ? (r.flags.length ? '!' : '✓') : '✗';
          out(`#${r.entry} ${mark} ${run.lines[r.entry] ?? ''}`);
          for (const f of r.flags) out(`     ${f.code}: ${sayFlag(f, 'en')} [rule ${f.rule}]`);
        }
      }
      if (json) out(JSON.stringify({ state: run.view }));
      else readable(run.view).forEach((l) => out(l));
      return 0;
    }
    case 'rules':
      return rulesCommand(rest, out, err, USAGE);
    case 'import':
      return importCommand(rest, out, err);
    case 'stats':
      return statsCommand(rest, out, err);
    case 'merge-player':
      return mergeCommand(rest, out, err);
    case 'validate': {
      const run = load(file, err, false);
      if (!run?.ok) return 1;
      const refused = run.results.filter((r) => !r.accepted).length;
      out(`${file}: ok — ${run.results.length} entries, ${refused} not applied (flagged without "force")`);
      return 0;
    }
    case undefined:
    case '--help':
    case 'help':
      out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      err(`unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}
