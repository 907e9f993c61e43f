// `marshal run FILE` and `marshal validate FILE`: a game script through the engine, as the table would enter it.
import { describeEntry, formatSign } from '../engine/index.ts';
import type { TableView } from '../engine/index.ts';
import { sayFlag } from '../i18n/say-flag.ts';
import { progressOn } from './progress.ts';
import { readScriptFile, runScript, type ScriptRun } from './run-script.ts';

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

/** The script run entry by entry, with a progress line on a terminal (a 50,000-entry script takes a while). */
function load(file: string, err: Out, withLines: boolean): ScriptRun | null {
  const read = readScriptFile(file);
  if (!read.ok) {
    err(read.message);
    return null;
  }
  const progress = progressOn();
  const run = runScript(read.value, withLines ? describeEntry : undefined, (done, total) =>
    progress.show(`${file}: entry ${done} of ${total}`),
  );
  progress.done();
  if (!run.ok) {
    err(`${file}: ${run.message}`);
    return null;
  }
  return run;
}

export function runCommand(file: string, json: boolean, out: Out, err: Out): number {
  const run = load(file, err, !json);
  if (!run?.ok) return 1;
  for (const r of run.results) {
    // Each flag keeps its English sentence in `message` beside its code and params.
    if (json) out(JSON.stringify({ ...r, flags: r.flags.map((f) => ({ ...f, message: sayFlag(f, 'en') })) }));
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

export function validateCommand(file: string, out: Out, err: Out): number {
  const run = load(file, err, false);
  if (!run?.ok) return 1;
  const refused = run.results.filter((r) => !r.accepted).length;
  out(`${file}: ok — ${run.results.length} entries, ${refused} not applied (flagged without "force")`);
  return 0;
}
