// Where Marshal keeps its database when nobody says otherwise: the OS's per-user application data folder,
// the same place Electron's app.getPath('userData') points to for an app named "Marshal".
import os from 'node:os';
import path from 'node:path';

export const APP_FOLDER = 'Marshal';

export interface DataDirContext {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
}

export function resolveDataDir(
  ctx: DataDirContext = { env: process.env, platform: process.platform, home: os.homedir() },
): string {
  const { env, platform, home } = ctx;
  const override = env.MARSHAL_DATA_DIR?.trim();
  if (override) return path.resolve(override);
  if (platform === 'win32') {
    const appData = env.APPDATA?.trim() || path.win32.join(home, 'AppData', 'Roaming');
    return path.win32.join(appData, APP_FOLDER);
  }
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', APP_FOLDER);
  const config = env.XDG_CONFIG_HOME?.trim();
  // XDG says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const base = config && path.posix.isAbsolute(config) ? config : path.posix.join(home, '.config');
  return path.posix.join(base, APP_FOLDER);
}
