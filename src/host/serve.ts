// Marshal in the browser: the host plus the local web server, for machines without the Electron binary and
// for the browser tests. Run through tsx (`node bin/tsx.mjs src/host/serve.ts`, or imported by
// scripts/start.mjs). Options: `--port N` or MARSHAL_PORT (default: the port of the last launch when it is free,
// else any free one), MARSHAL_DATA_DIR, `--forget-screens` (no tab, display or phone from before gets in).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDataDir } from '../store/index.ts';
import { createHost } from './host.ts';
import { startWebHost } from './web.ts';
import { keptLan, lanAddress, localAddresses, Phones, withPhones } from './phones.ts';

const PORT_SETTING = 'web-port';
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STATIC_DIR = path.join(ROOT, 'dist', 'renderer');

/** `--port N` / `--port=N` wins over MARSHAL_PORT; null when neither names one. Anything else on the command
 *  line is not ours. */
function parsePort(argv: readonly string[], env: Record<string, string | undefined>): number | null {
  let raw = env.MARSHAL_PORT?.trim() || null;
  argv.forEach((arg, i) => {
    if (arg === '--port') raw = argv[i + 1] ?? '';
    else if (arg.startsWith('--port=')) raw = arg.slice('--port='.length);
  });
  if (raw === null) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`"${raw}" is not a port number (0–65535; 0 picks a free one).`);
  }
  return port;
}

async function main(): Promise<void> {
  const port = parsePort(process.argv.slice(2), process.env);
  const lan = lanAddress(process.argv.slice(2), process.env);
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(
      `The interface is not built (${STATIC_DIR} is missing): run "npm run build -- --renderer".`,
    );
  }
  const host = createHost({ dataDir: resolveDataDir() });
  if (host.recovered) {
    const { reason, movedTo } = host.recovered;
    console.error(
      `marshal: ${reason} It was moved to ${movedTo} and is kept there untouched; Marshal started a new, empty file.`,
    );
  }
  // A damaged game is named at once (the game list offers to rebuild it); its stored text is never printed.
  const games = await host.request('listGames', {});
  const damaged = games.ok ? games.value.filter((g) => g.damaged).map((g) => `"${g.name}"`) : [];
  if (damaged.length > 0) {
    console.error(
      `marshal: ${damaged.length === 1 ? 'a saved game is' : `${damaged.length} saved games are`} damaged ` +
        `(${damaged.join(', ')}); the game list offers to rebuild ${damaged.length === 1 ? 'it' : 'them'}.`,
    );
  }
  // A fresh secret per launch: only whoever sees this terminal line (or the page it opens) can use the API. Its
  // hash is kept, so the tabs and displays open when Marshal restarts carry on (docs/security.md).
  const token = randomBytes(32).toString('base64url');
  if (process.argv.includes('--forget-screens')) host.keep.forgetScreens();
  host.keep.keepLaunch(sha256(token));
  const kept = keptLan(host.keep);
  // Phones join on their own listener, only while inviting is on; the main window's token never goes there.
  const phones = new Phones({
    host,
    staticDir: STATIC_DIR,
    address: lan,
    keep: host.keep,
    onInvite: (invitation) => {
      if (invitation.joinUrl) console.log(`Phones can join at ${invitation.joinUrl}`);
    },
  });
  const start = (on: number) =>
    startWebHost({
      host: withPhones(host, phones),
      port: on,
      staticDir: STATIC_DIR,
      token,
      acceptsEarlier: (digest) => host.keep.isLaunch(digest),
    });
  // The port of the last launch when none is asked for and it is free: the open tabs find Marshal again.
  const last = Number(host.keep.setting(PORT_SETTING));
  const web = await (
    port === null && Number.isInteger(last) && last > 0 ? start(last).catch(() => start(0)) : start(port ?? 0)
  ).catch((error: unknown) => {
    host.close();
    throw error;
  });
  host.keep.setSetting(PORT_SETTING, String(web.port));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stop taking requests first, then close the store so the WAL is checkpointed and nothing is lost.
    void Promise.all([phones.close(), web.close()])
      .catch((error: unknown) => console.error('marshal: closing the web server failed', error))
      .finally(() => {
        host.close();
        process.exit(0);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Printed last: whoever reads this line (a test, a launcher) may signal us at once.
  if (lan) {
    const invited = await phones.invite(undefined, lan);
    if (!invited.ok) console.error(`marshal: ${invited.error.message}`);
  } else if (kept && (kept.address.startsWith('127.') || localAddresses().includes(kept.address))) {
    // Stopped while inviting (no "Stop inviting"): the paired phones find the listener where it was.
    let invited = await phones.invite(kept.gameId ?? undefined, kept.address);
    // Its game deleted since: the newest one, as at a start with --lan.
    if (!invited.ok && kept.gameId !== null) invited = await phones.invite(undefined, kept.address);
    if (!invited.ok) console.error(`marshal: ${invited.error.message}`);
  }
  console.log(`Marshal is running at ${web.url}?token=${token}`);
}

try {
  await main();
} catch (error) {
  console.error(`marshal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
