#!/usr/bin/env node
// Builds Marshal: `--renderer` builds only the page (dist/renderer); `--node` only the code Node and Electron
// run (the `marshal` command and the web host in dist/node, the Electron main and preload scripts in
// dist-electron), which is what `npm install` makes (`prepare`, with --if-possible: skipped without esbuild);
// no flag builds both. Also imported by scripts/start.mjs and, when a source is newer than its build, by
// bin/marshal.mjs.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { STAMP, staleness } from './fresh.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RENDERER_OUT = path.join(ROOT, 'dist', 'renderer');
export const ELECTRON_OUT = path.join(ROOT, 'dist-electron');
export const NODE_OUT = path.join(ROOT, 'dist', 'node');

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

/**
 * A JSON file (the rulings' texts) as `JSON.parse('…')`: V8 reads a string and JSON.parse faster than the same
 * data written as an object literal, which `marshal rules` would otherwise compile on every start.
 */
const jsonAsString = {
  name: 'json-as-string',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = JSON.stringify(JSON.parse(await readFile(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

/** The bundles Node and Electron run, each with the files it must hold and esbuild's options. */
export const BUNDLES = {
  // `marshal` and the web host. ES modules split by command: `marshal rules` loads the rulings and nothing of
  // the store or the host. Packages stay in node_modules (better-sqlite3 is native; none needs transpiling).
  node: {
    outDir: NODE_OUT,
    outputs: ['cli.mjs', 'serve.mjs'],
    options: {
      entryPoints: { cli: 'src/cli/main.ts', serve: 'src/host/serve.ts' },
      outExtension: { '.js': '.mjs' },
      format: 'esm',
      splitting: true,
      packages: 'external',
    },
  },
  // main.cjs and preload.cjs: CommonJS because a sandboxed preload must be, and Electron's main loads it too.
  electron: {
    outDir: ELECTRON_OUT,
    outputs: ['main.cjs', 'preload.cjs'],
    options: {
      entryPoints: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      // electron is provided at runtime; better-sqlite3 is native and is loaded from node_modules.
      external: ['electron', 'better-sqlite3'],
    },
  },
};

/** How far a file's time may lag the clock (the kernel stamps files from a coarse clock). */
const CLOCK_TICK_MS = 20;

/** An old chunk is removed once no process still running can want it. */
const OLD_CHUNK_MS = 10 * 60_000;

/**
 * Builds one bundle, then writes its stamp (the inputs and when the build started, see fresh.mjs). Every file
 * is written beside its place and renamed over it, entries after their chunks and the stamp last, so a
 * `marshal` started meanwhile (or a second build at the same time) reads either the old build or the new one.
 */
export async function buildBundle(name) {
  const { outDir, options } = BUNDLES[name];
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
    write: false,
    plugins: [jsonAsString],
    ...options,
  });
  mkdirSync(outDir, { recursive: true });
  const entries = new Set(Object.keys(options.entryPoints));
  const isEntry = (file) => entries.has(path.basename(file).replace(/\.(mjs|cjs)(\.map)?$/, ''));
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Each input's time as built. One edited while the build ran may not be in it: its time is kept as 0, so the
  // next call builds again. File times come from a coarse clock (a tick behind Date.now()), hence the margin.
  const inputs = {};
  for (const input of [...Object.keys(result.metafile.inputs), 'scripts/build.mjs']) {
    const mtime = statSync(path.join(ROOT, input)).mtimeMs;
    inputs[input] = mtime >= builtAt - CLOCK_TICK_MS ? 0 : mtime;
  }
  const stamp = path.join(outDir, STAMP);
  writeFileSync(`${stamp}.${process.pid}.tmp`, JSON.stringify({ builtAt, inputs }));
  renameSync(`${stamp}.${process.pid}.tmp`, stamp);
  const written = new Set(files.map((file) => file.path));
  for (const old of readdirSync(outDir)) {
    const file = path.join(outDir, old);
    if (old === STAMP || written.has(file)) continue;
    if (Date.now() - statSync(file).mtimeMs > OLD_CHUNK_MS) rmSync(file, { force: true });
  }
}

/** Rebuilds the bundle when a source is newer (or it was never built); says why on stderr when `say` is set. */
export async function freshBundle(name, say = null) {
  const { outDir, outputs } = BUNDLES[name];
  const why = staleness(ROOT, outDir, outputs);
  if (why === null) return;
  if (say) say(why);
  await buildBundle(name);
}

export async function buildElectron() {
  await buildBundle('electron');
}

/** esbuild is a devDependency: an install without them (--omit=dev) cannot build, and says so. */
async function canBuild() {
  try {
    await import('esbuild');
    return true;
  } catch {
    return false;
  }
}

async function main(argv) {
  // `npm install` runs this (prepare): without the devDependencies it is skipped, and `marshal` says so on use.
  if (argv.includes('--if-possible') && !(await canBuild())) {
    console.error('Not building: esbuild (a devDependency) is not installed.');
    return;
  }
  const node = !argv.includes('--renderer');
  const renderer = !argv.includes('--node');
  if (renderer) await buildRenderer();
  if (node) {
    await buildBundle('node');
    await buildBundle('electron');
  }
  const built = [renderer && RENDERER_OUT, node && NODE_OUT, node && ELECTRON_OUT].filter(Boolean);
  if (node) console.log(`Built ${built.map((dir) => path.relative(ROOT, dir)).join(', ')}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
