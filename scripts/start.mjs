#!/usr/bin/env node
// `npm start`: Marshal in its Electron window when the Electron binary is installed, otherwise (or with
// --web) in the browser, served from 127.0.0.1 by this same process. Runs the code built ahead of time
// (scripts/build.mjs) and rebuilds first what is older than its sources.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, NODE_OUT, RENDERER_OUT, buildRenderer, freshBundle } from './build.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** Everything the renderer bundle is built from (the UI imports engine and contract types). */
const RENDERER_SOURCES = [
  'src/ui',
  'src/engine',
  'src/host/contract.ts',
  'src/host/schema.ts',
  'vite.config.ts',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function rendererIsStale() {
  const page = path.join(RENDERER_OUT, 'index.html');
  if (!existsSync(page)) return true;
  const built = statSync(page).mtimeMs;
  return RENDERER_SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** The Electron executable, or null when the package or its downloaded binary is missing. */
function electronBinary() {
  try {
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * better-sqlite3 in node_modules is built for Node; Electron needs its own ABI. Build a separate copy once
 * (per Electron and better-sqlite3 version) and return its .node file, leaving node_modules for Node.
 */
async function electronNativeBinding() {
  const electronVersion = require('electron/package.json').version;
  const source = path.dirname(require.resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  const cacheDir = path.join(ROOT, '.cache', 'electron-native');
  const moduleDir = path.join(cacheDir, 'node_modules', 'better-sqlite3');
  const binding = path.join(moduleDir, 'build', 'Release', 'better_sqlite3.node');
  const stampFile = path.join(cacheDir, 'stamp.json');
  const stamp = JSON.stringify({ electronVersion, version, platform: process.platform, arch: process.arch });
  if (existsSync(binding) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return binding;

  console.error(`Building better-sqlite3 ${version} for Electron ${electronVersion} (once)…`);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const nodeBuild = path.join(source, 'build');
  cpSync(source, moduleDir, { recursive: true, filter: (file) => !file.startsWith(nodeBuild) });
  writeFileSync(
    path.join(cacheDir, 'package.json'),
    JSON.stringify({
      name: 'marshal-electron-native',
      private: true,
      dependencies: { 'better-sqlite3': version },
    }),
  );
  const { rebuild } = require('@electron/rebuild');
  await rebuild({
    buildPath: cacheDir,
    projectRootPath: cacheDir,
    electronVersion,
    onlyModules: ['better-sqlite3'],
    force: true,
  });
  if (!existsSync(binding)) throw new Error(`@electron/rebuild finished but ${binding} is missing.`);
  writeFileSync(stampFile, stamp);
  return binding;
}

/** One line on stderr when a bundle is rebuilt, as `marshal` says it. */
const rebuilding = (what) => (why) => console.error(`Building ${what} first (${why})…`);

async function startElectron(binary) {
  await freshBundle('electron', rebuilding('the app'));
  const env = { ...process.env, MARSHAL_NATIVE_BINDING: await electronNativeBinding() };
  delete env.ELECTRON_RUN_AS_NODE; // would make the binary behave as plain Node
  const child = spawn(binary, [ROOT, ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function startWeb() {
  // The built web host runs in this process, so Ctrl-C reaches it directly and closes the store.
  await freshBundle('node', rebuilding('the web host'));
  await import(pathToFileURL(path.join(NODE_OUT, 'serve.mjs')).href);
}

try {
  if (rendererIsStale()) {
    console.error('Building the interface…');
    await buildRenderer({ quiet: true });
  }
  const binary = args.includes('--web') ? null : electronBinary();
  if (binary) {
    await startElectron(binary);
  } else {
    if (!args.includes('--web')) {
      console.log('The Electron binary is not installed, so Marshal opens in the browser instead.');
    }
    await startWeb();
  }
} catch (error) {
  console.error(`marshal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
