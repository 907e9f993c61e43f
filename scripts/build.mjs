#!/usr/bin/env node
// Builds Marshal: `--renderer` builds only the page (dist/renderer); no flag also bundles the Electron main and
// preload scripts (dist-electron/*.cjs). Also imported by scripts/start.mjs.
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RENDERER_OUT = path.join(ROOT, 'dist', 'renderer');
export const ELECTRON_OUT = path.join(ROOT, 'dist-electron');

/** The page, through Vite's JS API with the project's vite.config.ts. */
export async function buildRenderer({ quiet = false } = {}) {
  const { build } = await import('vite');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    // vite.config.ts names its root relative to the project; pin it so the cwd does not matter.
    root: path.join(ROOT, 'src', 'ui'),
    logLevel: quiet ? 'warn' : 'info',
  });
}

/** main.cjs and preload.cjs: CommonJS because a sandboxed preload must be, and Electron's main loads it too. */
export async function buildElectron() {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
    outdir: ELECTRON_OUT,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    // electron is provided at runtime; better-sqlite3 is native and is loaded from node_modules.
    external: ['electron', 'better-sqlite3'],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

async function main(argv) {
  await buildRenderer();
  if (!argv.includes('--renderer')) {
    await buildElectron();
    console.log(`Built ${path.relative(ROOT, RENDERER_OUT)} and ${path.relative(ROOT, ELECTRON_OUT)}.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
