// The `marshal` command and the web host as whole processes against a bare Node start in the same run:
// `node -e 0` and the command in turn, so a busy moment of the machine weighs on both; the ratios are the
// medians of the pairs' ratios.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSetup, playGame } from './random-game.ts';
import { percentile } from './stats.ts';
import { ask, hostUrl } from './host.ts';

const PAIRS = 21;

function wall(args: string[], cwd: string): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return ms;
}

interface Paired {
  nodeMs: number;
  commandMs: number;
  ratio: number;
}

/** Median of `command` / `node -e 0` over paired runs, after one untimed run (which builds a stale bundle). */
function paired(args: string[], root: string): Paired {
  wall(args, root);
  const bare: number[] = [];
  const command: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const b = wall(['-e', '0'], root);
    const c = wall(args, root);
    bare.push(b);
    command.push(c);
    ratios.push(c / b);
  }
  return { nodeMs: percentile(bare, 50), commandMs: percentile(command, 50), ratio: percentile(ratios, 50) };
}

/** The built web host (dist/node/serve.mjs, as `npm start` runs it) until it answers listGames. */
async function hostReadyOnce(root: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-bench-ready-'));
  const start = performance.now();
  const child = spawn(process.execPath, ['dist/node/serve.mjs', '--port', '0'], {
    cwd: root,
    env: { ...process.env, MARSHAL_DATA_DIR: dataDir },
  });
  try {
    const url = await hostUrl(child);
    const answer = await ask(url, 'listGames', {});
    if (!answer.ok) throw new Error(`listGames answered ${answer.status}`);
    return performance.now() - start;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CliStart {
  node_start_ms: number;
  cli_rules_ms: number;
  cli_rules_over_node: number;
  cli_run_small_ms: number;
  cli_run_small_over_node: number;
  host_ready_ms: number;
  host_ready_over_node: number;
}

export async function cliStart(root: string): Promise<CliStart> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marshal-bench-cli-'));
  try {
    const entries: unknown[] = [];
    playGame(10, 3, ({ entry }) => entries.push(entry));
    const script = path.join(dir, 'small.json');
    writeFileSync(script, JSON.stringify({ format: 'marshal/1', setup: benchSetup, entries }));
    const rules = paired(['bin/marshal.mjs', 'rules', 'beer'], root);
    const run = paired(['bin/marshal.mjs', 'run', script], root);
    // The host: five starts, each beside a bare Node start.
    const ready: number[] = [];
    const readyRatios: number[] = [];
    await hostReadyOnce(root);
    for (let i = 0; i < 5; i++) {
      const bare = wall(['-e', '0'], root);
      const ms = await hostReadyOnce(root);
      ready.push(ms);
      readyRatios.push(ms / bare);
    }
    return {
      node_start_ms: (rules.nodeMs + run.nodeMs) / 2,
      cli_rules_ms: rules.commandMs,
      cli_rules_over_node: rules.ratio,
      cli_run_small_ms: run.commandMs,
      cli_run_small_over_node: run.ratio,
      host_ready_ms: percentile(ready, 50),
      host_ready_over_node: percentile(readyRatios, 50),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
