// `npm run bench [-- --json]`: how long the table waits, measured on this machine. Numbers, not assertions.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apply, createGame, decide, logParts, sayParts, step } from '../src/engine/index.ts';
import type { Entry, GameEvent, State } from '../src/engine/index.ts';
import { openStore } from '../src/host/open-store.ts';
import type { NewEntry } from '../src/store/index.ts';
import { benchSetup, playGame, rng, nextEntry } from './random-game.ts';
import { percentile, round, timed } from './stats.ts';
import { roundTrip } from './roundtrip.ts';
import { displayFollow } from './display.ts';
import { cliStart } from './cli.ts';
import { searchP99 } from './search.ts';
import { oddsP99 } from './odds.ts';
import { gameNight } from './game-night.ts';
import { phonesLoad } from './phones.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const made: string[] = [];
function benchDir(name: string): string {
  const base = process.env.MARSHAL_BENCH_DIR ?? path.join(ROOT, '.cache', 'bench');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, `${name}-`));
  made.push(dir);
  return dir;
}
const json = process.argv.includes('--json');
/** `--roundtrip`: only the browser round trips (they take seconds; the rest takes minutes). */
const roundTripOnly = process.argv.includes('--roundtrip');
/** `--cli`: only the starts of the `marshal` command and the web host against a bare Node start. */
const cliOnly = process.argv.includes('--cli');
const log = (line: string) => {
  if (!json) process.stderr.write(line + '\n');
};

/** decide+apply for `count` further entries from `state`, one sample each. */
function decideApplyP99(state: State, seed: number, count: number): number {
  const random = rng(seed);
  const samples: number[] = [];
  let current = state;
  while (samples.length < count) {
    const entry = nextEntry(current, random);
    const start = performance.now();
    const d = decide(current, entry);
    const next = d.ok && (d.flags.length === 0 || entry.force) ? apply(current, d.events) : current;
    samples.push(performance.now() - start);
    current = next;
  }
  return percentile(samples, 99);
}

/**
 * The p99 at both game lengths, as the median of five rounds that measure the two in turn from the same seed:
 * a pause of the machine or of the collector then weighs on both alike. At a few microseconds per entry a
 * single round's ratio swings with such pauses.
 */
function decideApplyP99s(short: State, long: State): [number, number] {
  const atShort: number[] = [];
  const atLong: number[] = [];
  for (let round = 0; round < 5; round++) {
    atShort.push(decideApplyP99(short, 5 + round, 2_000));
    atLong.push(decideApplyP99(long, 5 + round, 2_000));
  }
  return [percentile(atShort, 50), percentile(atLong, 50)];
}

/** Stored as the host stores it: the English line and its parts. */
function toNew(before: State, entry: Entry, events: GameEvent[]): NewEntry {
  const parts = logParts(before, entry);
  return { entry, events, flags: [], text: sayParts(parts), parts };
}

function engineAndStore() {
  log('playing a 10,000-entry game…');
  const played: NewEntry[] = [];
  const at100 = { state: null as State | null };
  const final = playGame(10_000, 1, ({ entry, events, before, after }) => {
    played.push(toNew(before, entry, events));
    if (played.length === 100) at100.state = after;
  });
  playGame(2_000, 99); // warm the JIT before measuring
  const [p99At100, p99At10k] = decideApplyP99s(at100.state ?? final, final);

  // On the disk the games live on (not a RAM-backed /tmp), so synchronous=FULL really waits for it.
  const dir = benchDir('store');
  const store = openStore(dir);
  const long = store.importGame('long', benchSetup, played);
  // Appending: one transaction per entry with synchronous=FULL, as the table makes them.
  const fresh = store.createGame('append', benchSetup);
  const appendSamples: number[] = [];
  let state = createGame(benchSetup);
  for (const e of played.slice(0, 300)) {
    state = apply(state, e.events);
    appendSamples.push(timed(() => store.append(fresh.id, e, state)).ms);
  }
  store.close();

  const open = timed(() => {
    const cold = openStore(dir);
    const loaded = cold.loadState(long.id);
    cold.close();
    return loaded;
  });
  const eventsJson = played.map((e) => JSON.stringify(e.events));
  const replay = timed(() =>
    eventsJson.reduce((s, text) => apply(s, JSON.parse(text) as GameEvent[]), createGame(benchSetup)),
  );
  if (JSON.stringify(open.value) !== JSON.stringify(replay.value))
    throw new Error('open and replay disagree');
  return {
    decide_apply_p99_ms_at_100: p99At100,
    decide_apply_p99_ms_at_10k: p99At10k,
    growth_ratio: p99At10k / p99At100,
    append_p99_ms: percentile(appendSamples, 99),
    open_10k_ms: open.ms,
    replay_10k_ms: replay.ms,
    open_over_replay: open.ms / replay.ms,
  };
}

/** A store holding 1,000 finished games, listed from a fresh connection. */
function listGames(): number {
  const setup = {
    ...benchSetup,
    players: benchSetup.players
      .slice(0, 4)
      .map((p, i) => ({ ...p, role: (['sheriff', 'outlaw', 'outlaw', 'renegade'] as const)[i] })),
  };
  const script: Entry[] = [
    { type: 'set', player: 'Ann', life: 1 },
    { type: 'draw' },
    { type: 'discard', count: 6 },
    { type: 'end-turn' },
    { type: 'draw' },
    { type: 'play', card: 'bang', target: 'Ann' },
    { type: 'pass', player: 'Ann' },
    { type: 'pass', player: 'Ann' },
  ];
  let state = createGame(setup);
  const entries: NewEntry[] = [];
  for (const entry of script) {
    const r = step(state, entry);
    if (!r.accepted) throw new Error(`the finished game did not play: ${JSON.stringify(entry)}`);
    entries.push(toNew(state, entry, r.events));
    state = r.state;
  }
  if (!state.over) throw new Error('the finished game is not over');
  const dir = benchDir('list');
  const store = openStore(dir);
  for (let i = 0; i < 1_000; i++) store.importGame(`game ${i}`, setup, entries);
  store.close();
  return timed(() => {
    const cold = openStore(dir);
    const games = cold.listGames();
    cold.close();
    if (games.length !== 1_000) throw new Error(`listed ${games.length} games`);
  }).ms;
}

/**
 * The page's JavaScript, gzipped: what index.html loads at start (the table's bundle), and the chunks loaded
 * later (the Stats page and the story chart with their chart library).
 */
function rendererGzipKb(): { initial: number; later: number } | null {
  const out = path.join(ROOT, 'dist', 'renderer');
  const assets = path.join(out, 'assets');
  if (!existsSync(assets)) return null;
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const sizes = { initial: 0, later: 0 };
  // The phone page's own script loads on phones only (phone.html), never with the table.
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') && !f.startsWith('phone-'))) {
    const kb = gzipSync(readFileSync(path.join(assets, file))).length / 1024;
    sizes[html.includes(`assets/${file}`) ? 'initial' : 'later'] += kb;
  }
  return sizes;
}

const TARGETS: Record<string, [number, string]> = {
  decide_apply_p99_ms_at_10k: [1, 'under'],
  growth_ratio: [1.5, 'at most'],
  append_p99_ms: [5, 'under'],
  open_10k_ms: [150, 'under'],
  open_over_replay: [1, 'well under'],
  search_p99_ms: [5, 'under'],
  odds_p99_ms: [1, 'under'],
  stats_1000_games_ms: [200, 'under'],
  renderer_js_gzip_kb: [114, 'under'],
  // Frames drawn as soon as there is something new: the app's own time from the click to the painted table.
  entry_roundtrip_p99_ms: [16, 'under'],
  entry_ready_p99_ms: [16, 'under'],
  // The table display follows the main view within a frame: painted at most 16.7 ms after the main view.
  display_lag_p99_ms: [16.7, 'under'],
  // The same round trip over the machine's floor, measured alongside (see floor-server.ts).
  roundtrip_over_floor_p50: [2, 'at most'],
  roundtrip_over_floor_p99: [1.5, 'at most'],
  // Whole processes over a bare `node -e 0` in the same run (bench/cli.ts).
  cli_rules_over_node: [2.5, 'at most'],
  cli_run_small_over_node: [3, 'at most'],
};

async function main(): Promise<void> {
  const results: Record<string, number | null> = {};
  if (cliOnly) {
    log('the marshal command and the web host against a bare Node start…');
    Object.assign(results, await cliStart(ROOT));
    report(results);
    return;
  }
  if (!roundTripOnly) {
    Object.assign(results, engineAndStore());
    log('listing 1,000 games…');
    results.list_games_ms = listGames();
    log('statistics over 1,000 games…');
    Object.assign(results, gameNight(benchDir('stats'), ROOT));
    results.search_p99_ms = await searchP99();
    results.odds_p99_ms = oddsP99();
    const renderer = rendererGzipKb();
    results.renderer_js_gzip_kb = renderer?.initial ?? null;
    results.renderer_lazy_js_gzip_kb = renderer?.later ?? null;
    log('the marshal command and the web host against a bare Node start…');
    Object.assign(results, await cliStart(ROOT));
    log('8 phones and the main view entering at once…');
    const phones = await phonesLoad(ROOT);
    results.phones_8_entry_p99_ms = phones.p99;
    results.phones_8_entry_p50_ms = phones.p50;
    // What must stay 0 and 1: entries lost, and whether every phone ended on the host's table.
    results.phones_8_lost_entries = phones.lost;
    results.phones_8_refused = phones.refused;
    results.phones_8_same_table = phones.sameTable ? 1 : 0;
  }
  log('round trips in the browser…');
  const onDemand = await roundTrip(ROOT, 'on-demand');
  results.entry_roundtrip_p99_ms = onDemand?.p99 ?? null;
  results.entry_roundtrip_p50_ms = onDemand?.p50 ?? null;
  results.entry_ready_p99_ms = onDemand?.readyP99 ?? null;
  results.entry_ready_p50_ms = onDemand?.readyP50 ?? null;
  // The first entries of a session compile the code they use; they are left out of the p99 above.
  results.entry_roundtrip_warm_up_max_ms = onDemand?.warmUpMax ?? null;
  results.frame_floor_p99_ms = onDemand?.floorP99 ?? null;
  // The floor: a bare WebSocket round trip with one durable commit and one painted change, between the entries.
  results.floor_roundtrip_p50_ms = onDemand?.bareP50 ?? null;
  results.floor_roundtrip_p99_ms = onDemand?.bareP99 ?? null;
  results.roundtrip_over_floor_p50 = onDemand ? onDemand.p50 / onDemand.bareP50 : null;
  results.roundtrip_over_floor_p99 = onDemand ? onDemand.p99 / onDemand.bareP99 : null;
  // The same floor on a frozen copy of the table's page (its style and markup, no script): what a page of the
  // table's size costs this machine for one painted change. The ratios to it are the app's own work.
  results.table_page_floor_p50_ms = onDemand?.shapedP50 ?? null;
  results.table_page_floor_p99_ms = onDemand?.shapedP99 ?? null;
  results.roundtrip_over_table_page_floor_p50 = onDemand ? onDemand.p50 / onDemand.shapedP50 : null;
  results.roundtrip_over_table_page_floor_p99 = onDemand ? onDemand.p99 / onDemand.shapedP99 : null;
  // The lean table: the same host, snapshot and page with each answer applied by hand (no framework, the least
  // DOM work an entry needs). Its ratios to the floor are the least any implementation of this table reaches here.
  results.lean_table_roundtrip_p50_ms = onDemand?.leanP50 ?? null;
  results.lean_table_roundtrip_p99_ms = onDemand?.leanP99 ?? null;
  results.lean_table_over_floor_p50 = onDemand ? onDemand.leanP50 / onDemand.bareP50 : null;
  results.lean_table_over_floor_p99 = onDemand ? onDemand.leanP99 / onDemand.bareP99 : null;
  // The same on a 60 Hz display clock: every round trip also waits for the next refresh (up to 16.7 ms),
  // which the frame floor (a change made in the page alone) shows on its own.
  const display = await roundTrip(ROOT, '60hz');
  results.entry_roundtrip_60hz_p99_ms = display?.p99 ?? null;
  results.entry_roundtrip_60hz_p50_ms = display?.p50 ?? null;
  results.frame_floor_60hz_p99_ms = display?.floorP99 ?? null;
  log('the table display following the main view…');
  const follow = await displayFollow(ROOT);
  results.display_follow_p99_ms = follow?.followP99 ?? null;
  results.display_follow_p50_ms = follow?.followP50 ?? null;
  results.display_lag_p99_ms = follow?.lagP99 ?? null;
  results.display_lag_p50_ms = follow?.lagP50 ?? null;
  report(results);
}

function report(results: Record<string, number | null>): void {
  const rounded = Object.fromEntries(
    Object.entries(results).map(([k, v]) => [k, v === null ? null : round(v)]),
  );
  if (json) {
    process.stdout.write(JSON.stringify(rounded) + '\n');
    return;
  }
  for (const [key, value] of Object.entries(rounded)) {
    const target = TARGETS[key];
    const verdict =
      target && value !== null
        ? `  target ${target[1]} ${target[0]} → ${value <= target[0] ? 'ok' : 'MISSED'} (${round(value / target[0], 2)}× the target)`
        : '';
    process.stdout.write(`${key.padEnd(32)} ${String(value).padStart(10)}${verdict}\n`);
  }
}

try {
  await main();
} finally {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}
