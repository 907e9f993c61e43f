// `stats_1000_games_ms`: the Stats page's figures over 1,000 stored games, from a fresh connection, with the
// summaries kept as the host keeps them (at each game's end or import). Also how long summarising all 1,000
// takes when none is kept yet (a database from before the statistics): that happens once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createGame, logParts, sayParts, step } from '../src/engine/index.ts';
import type { Entry, Setup } from '../src/engine/index.ts';
import type { NewEntry } from '../src/store/index.ts';
import { openStore } from '../src/host/open-store.ts';
import { Stats } from '../src/stats/index.ts';
import { playGame, benchSetup } from './random-game.ts';
import { timed } from './stats.ts';

const GAMES = ['law-wins', 'sheriff-dynamite', 'renegade-wins', 'unfinished'];
const DAY = 86_400_000;

function played(setup: Setup, entries: readonly Entry[]): NewEntry[] {
  let state = createGame(setup);
  return entries.map((entry) => {
    const r = step(state, entry);
    if (r.error || !r.accepted) throw new Error(`a bench game did not replay: ${JSON.stringify(entry)}`);
    const parts = logParts(state, entry);
    state = r.state;
    return { entry, events: r.events, flags: r.flags, text: sayParts(parts), parts };
  });
}

/** Four scripted games of known outcome and a 200-entry random game, in turn, over two years of evenings. */
export function gameNight(
  dir: string,
  root: string,
): { stats_1000_games_ms: number; stats_summarise_1000_games_ms: number } {
  const scripted = GAMES.map((name) => {
    const script = JSON.parse(
      readFileSync(path.join(root, 'test', 'stats', 'games', `${name}.json`), 'utf8'),
    ) as {
      setup: Setup;
      entries: Entry[];
    };
    return { setup: script.setup, entries: played(script.setup, script.entries) };
  });
  const random: NewEntry[] = [];
  playGame(200, 3, ({ entry, events, before }) => {
    const parts = logParts(before, entry);
    random.push({ entry, events, flags: [], text: sayParts(parts), parts });
  });
  const kinds = [...scripted, { setup: benchSetup, entries: random }];
  const store = openStore(dir);
  const start = Date.UTC(2024, 0, 1, 19);
  for (let i = 0; i < 1_000; i++) {
    const kind = kinds[i % kinds.length] as (typeof kinds)[number];
    const from = new Date(start + i * DAY * 0.7);
    const to = new Date(from.getTime() + (40 + (i % 50)) * 60_000);
    store.importGame(`game ${i}`, kind.setup, kind.entries, {
      from: from.toISOString(),
      to: to.toISOString(),
    });
  }
  const summarise = timed(() => new Stats(store).report());
  store.close();

  const fresh = openStore(dir);
  const report = timed(() => new Stats(fresh).report());
  fresh.close();
  if (report.value.games !== 1_000) throw new Error(`the report counted ${report.value.games} games`);
  return { stats_1000_games_ms: report.ms, stats_summarise_1000_games_ms: summarise.ms };
}
