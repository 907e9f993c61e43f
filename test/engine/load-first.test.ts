// Every engine module can be the first one loaded: with the imports a tree (core ← rules ← ruleset), none
// reads a value of another before that one is initialised. Each module is loaded alone, in a fresh process.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const engine = path.join(root, 'src/engine');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return modules(full);
    return d.name.endsWith('.ts') ? [full] : [];
  });
}

/** Loads one module in a new Node process; resolves to its error text, or '' when it loaded. */
async function loadAlone(file: string): Promise<string> {
  const code = `await import(${JSON.stringify(`file://${file}`)});`;
  try {
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: root,
      timeout: 60_000,
    });
    return '';
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    return (err.stderr || err.message).split('\n').find((l) => /Error/.test(l)) ?? err.message;
  }
}

describe('engine modules', () => {
  const files = modules(engine);

  it(`each of the ${files.length} engine modules loads first, alone, in a fresh process`, async () => {
    expect(files.length).toBeGreaterThan(100);
    const failures: string[] = [];
    // Two at a time: the machine has two cores.
    const queue = [...files];
    await Promise.all(
      [0, 1].map(async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const error = await loadAlone(file);
          if (error) failures.push(`${path.relative(root, file)}: ${error}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
