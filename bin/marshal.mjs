#!/usr/bin/env node
// The `marshal` command: runs the CLI built ahead of time into dist/node (made by `npm install`, see
// scripts/build.mjs). A checkout with no build yet, or with a source newer than its build, builds it first and
// says so in one line on stderr.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { staleness } from '../scripts/fresh.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist', 'node');

// A copy shipped without its sources runs the build it came with.
const why = existsSync(path.join(root, 'src')) ? staleness(root, outDir, ['cli.mjs', 'serve.mjs']) : null;
if (why !== null) {
  process.stderr.write(`marshal: building the command line first (${why})…\n`);
  try {
    const { buildBundle } = await import('../scripts/build.mjs');
    await buildBundle('node');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`marshal: the build failed: ${message.split('\n')[0]}\n`);
    process.exit(1);
  }
}
const { cli } = await import(pathToFileURL(path.join(outDir, 'cli.mjs')).href);
await cli(process.argv.slice(2));
