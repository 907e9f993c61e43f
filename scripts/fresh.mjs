// Is a built bundle up to date with its sources? Each build leaves a stamp beside its output naming the files it
// was made from (esbuild's metafile) with each one's modification time; the bundle is stale when one of them has
// another time now (edited, touched, or an older version checked out), is gone, or the stamp itself is missing.
// Kept tiny and free of imports beyond node:fs: `marshal` asks it on every call.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const STAMP = 'stamp.json';

/** Why the bundle in `outDir` must be rebuilt ("no build yet", "src/cli/main.ts changed"), or null. */
export function staleness(root, outDir, outputs) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8'));
  } catch {
    return 'no build yet';
  }
  if (!outputs.every((file) => existsSync(path.join(outDir, file)))) return 'no build yet';
  for (const [input, built] of Object.entries(stamp.inputs)) {
    let mtime;
    try {
      mtime = statSync(path.join(root, input)).mtimeMs;
    } catch {
      return `${input} is gone`;
    }
    if (mtime !== built) return `${input} changed`;
  }
  return null;
}
