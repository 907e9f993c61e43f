#!/usr/bin/env node
// The `marshal` command: runs src/cli/main.ts through tsx so the checkout needs no build step.
import { register } from 'tsx/esm/api';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

register();
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { main } = await import(pathToFileURL(join(root, 'src/cli/main.ts')).href);
process.exitCode = await main(process.argv.slice(2));
