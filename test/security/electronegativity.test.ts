// Electronegativity (Doyensec's scanner for Electron misconfigurations) over the shell, the renderer and the
// code that sets the page's security headers. Every finding must be justified, with a reason, in the
// reviewed allow-list beside this file; a new finding, or an allow-list entry that no longer matches
// anything, fails the test. Its CLI always exits 0, so it is called through its API.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
  severity: { name: string };
  confidence: { name: string };
  manualReview: boolean;
  sample?: string;
}
interface Result {
  globalChecks: number;
  atomicChecks: number;
  errors: { file: string; message: string; tolerable: boolean }[];
  issues: Issue[];
}
interface Options {
  input: string;
  isRelative?: boolean;
  electronVersionOverride?: string;
  excludeFromScan?: string[];
}
interface Allowed {
  id: string;
  /** The scanned file, relative to the repository ("N/A" for application-wide checks). */
  file: string;
  reason: string;
}

const require = createRequire(import.meta.url);
const electronegativity = require('@doyensec/electronegativity') as (options: Options) => Promise<Result>;
const allowList = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'electronegativity-allow.json'), 'utf8'),
) as { findings: Allowed[] };

/** What is scanned, relative to the repository: the shell, the renderer's code and page, the headers. */
function scannedFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
      const rel = path.join(dir, d.name);
      if (d.isDirectory()) return walk(rel);
      return /\.(ts|js|html)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [rel] : [];
    });
  const built = fs.existsSync(path.join(ROOT, 'dist/renderer'))
    ? fs
        .readdirSync(path.join(ROOT, 'dist/renderer'))
        .filter((f) => f.endsWith('.html'))
        .map((f) => `dist/renderer/${f}`)
    : [];
  return [...walk('electron'), ...walk('src/ui'), 'src/host/static-files.ts', ...built];
}

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'marshal-electronegativity-'));
afterAll(() => fs.rmSync(stage, { recursive: true, force: true }));

describe('electronegativity', () => {
  it('finds nothing that the reviewed allow-list does not justify', async () => {
    const files = scannedFiles();
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(stage, file));
    }
    const electron = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        optionalDependencies: Record<string, string>;
      }
    ).optionalDependencies.electron?.replace(/^[^\d]*/, '');
    const result = await electronegativity({
      input: stage,
      isRelative: true,
      electronVersionOverride: electron ?? '41.0.0',
      // This one downloads Electron's release list from GitHub (no timeout); the version is checked below.
      excludeFromScan: ['availablesecurityfixesglobalcheck'],
    });

    // Every file of the shell was read; a file it cannot parse is a file it did not check.
    const unparsed = result.errors.filter((e) => !e.tolerable).map((e) => `${e.file}: ${e.message}`);
    expect(unparsed).toEqual([]);

    const key = (f: { id: string; file: string }) => `${f.id} @ ${f.file}`;
    const allowed = new Set(allowList.findings.map(key));
    const findings = result.issues.map((i) => ({ id: i.id, file: i.file === 'N/A' ? 'N/A' : i.file }));
    const unexplained = result.issues
      .filter((i) => !allowed.has(key(i)))
      .map(
        (i) =>
          `${key(i)}:${i.location.line} ${i.severity.name}/${i.confidence.name} ${i.description} ${i.sample ?? ''}`,
      );
    const stale = allowList.findings.filter((a) => !findings.some((f) => key(f) === key(a))).map(key);
    console.log(
      `electronegativity: ${result.globalChecks + result.atomicChecks} checks over ${files.length} files; ` +
        `${result.issues.length} findings: ${findings.map(key).join('; ')}`,
    );
    expect(unexplained).toEqual([]);
    expect(stale).toEqual([]);
    for (const entry of allowList.findings) expect(entry.reason.length, key(entry)).toBeGreaterThan(40);
  }, 60_000);
});
