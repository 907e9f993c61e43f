// `marshal import FILE…`, `marshal stats` and `marshal merge-player`: the saved games, through the same host the
// app uses (MARSHAL_DATA_DIR chooses the folder), so a file imported here is checked and stored exactly as the
// Import button does, and the figures are the Stats page's.
import path from 'node:path';
import { createHost, type Host } from '../host/host.ts';
import type { RequestName, RequestPayload, Responses, StatsFilter, StatsReport } from '../host/contract.ts';
import { resolveDataDir } from '../store/index.ts';
import { progressOn } from './progress.ts';
import { readScriptFile } from './run-script.ts';

type Out = (line: string) => void;

async function withHost(run: (ask: Ask) => Promise<number>): Promise<number> {
  const host = createHost({ dataDir: resolveDataDir(), logError: () => undefined });
  try {
    return await run(asker(host));
  } finally {
    await host.whenBackedUp();
    host.close();
  }
}

type Ask = <N extends RequestName>(
  name: N,
  payload: RequestPayload<N>,
) => Promise<{ ok: true; value: Responses[N] } | { ok: false; message: string }>;

function asker(host: Host): Ask {
  return async (name, payload) => {
    const answer = await host.request(name, payload);
    return answer.ok ? { ok: true, value: answer.value } : { ok: false, message: answer.error.message };
  };
}

/** A game is named after its file, as Marshal names an exported file after its game. */
function gameName(file: string): string {
  return path
    .basename(file)
    .replace(/(\.marshal)?\.json$/i, '')
    .slice(0, 80);
}

export async function importCommand(files: string[], out: Out, err: Out): Promise<number> {
  if (files.length === 0) {
    err('marshal import: which FILEs?; see marshal import --help');
    return 2;
  }
  return withHost(async (ask) => {
    let failed = 0;
    const progress = progressOn();
    for (const [i, file] of files.entries()) {
      progress.show(`importing ${i + 1} of ${files.length}: ${file}`);
      const read = readScriptFile(file);
      // A file that cannot be read or imported is named with its problem; nothing of it is stored.
      const imported = read.ok ? await ask('importGame', { name: gameName(file), script: read.value }) : read;
      progress.done();
      if (imported.ok) out(`${file}: imported as game ${imported.value.id} (${imported.value.name})`);
      else {
        failed++;
        err(read.ok ? `${file}: ${imported.message}` : imported.message);
      }
    }
    return failed > 0 ? 1 : 0;
  });
}

export async function mergeCommand(args: string[], out: Out, err: Out): Promise<number> {
  const [from, into] = args;
  if (!from || !into) {
    err('marshal merge-player: SPELLING and NAME are needed; see marshal merge-player --help');
    return 2;
  }
  return withHost(async (ask) => {
    const merged = await ask('mergePlayers', { from, into });
    if (!merged.ok) {
      err(merged.message);
      return 1;
    }
    out(`"${from}" now counts as "${into}"`);
    return 0;
  });
}

/** `--from 2025-01-01 --to 2025-12-31` are the table's local days, both included. */
function filterOf(args: string[]): StatsFilter | string {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const filter: StatsFilter = {};
  const day = (text: string, next: boolean): string | null => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return null;
    const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (next ? 1 : 0));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  };
  for (const [flag, next] of [
    ['--from', false],
    ['--to', true],
  ] as const) {
    const text = value(flag);
    if (text === undefined) continue;
    const at = day(text, next);
    if (!at) return `${flag} takes a day, like 2025-03-07`;
    filter[flag === '--from' ? 'from' : 'to'] = at;
  }
  const players = value('--players');
  if (players !== undefined) {
    if (!/^\d+$/.test(players)) return '--players takes a number of players, like 5';
    filter.players = Number(players);
  }
  const expansions = value('--expansions');
  if (expansions !== undefined) {
    filter.expansions =
      expansions === 'base'
        ? 'base-only'
        : (expansions.split(',') as NonNullable<Exclude<StatsFilter['expansions'], string>>);
  }
  return filter;
}

const TABLES = ['players', 'characters', 'roles', 'sides', 'deaths', 'cards'] as const;
type Table = (typeof TABLES)[number];

export async function statsCommand(args: string[], out: Out, err: Out): Promise<number> {
  const filter = filterOf(args);
  if (typeof filter === 'string') {
    err(`marshal stats: ${filter}`);
    return 2;
  }
  const tableAt = args.indexOf('--table');
  const table = (tableAt >= 0 ? args[tableAt + 1] : 'players') as Table;
  if (!TABLES.includes(table)) {
    err(`marshal stats: --table is one of ${TABLES.join(', ')}`);
    return 2;
  }
  return withHost(async (ask) => {
    // The figures come in one request (summarising any game changed since): the line says the wait is work.
    const progress = progressOn();
    progress.show('reading the saved games…');
    const answer = await ask('stats', { filter });
    progress.done();
    if (!answer.ok) {
      err(answer.message);
      return 1;
    }
    const report = answer.value;
    if (args.includes('--json')) out(JSON.stringify(report));
    else if (args.includes('--csv')) csvOf(report, table).forEach((row) => out(row.map(cell).join(',')));
    else readable(report).forEach((line) => out(line));
    return 0;
  });
}

type Cell = string | number | null;

function csvOf(r: StatsReport, table: Table): Cell[][] {
  const rate = (wins: number, decided: number): Cell =>
    decided > 0 ? Math.round((wins / decided) * 1000) / 1000 : null;
  switch (table) {
    case 'players':
      return [
        ['name', 'games', 'decided', 'wins', 'win_rate', 'first_blood', 'deaths', 'spellings'],
        ...r.players.map((p) => [
          p.name,
          p.games,
          p.decided,
          p.wins,
          rate(p.wins, p.decided),
          p.firstBlood,
          p.deaths,
          p.spellings.join(' / '),
        ]),
      ];
    case 'characters':
      return [
        ['character', 'games', 'decided', 'wins', 'win_rate'],
        ...r.byCharacter.map((c) => [c.id, c.games, c.decided, c.wins, rate(c.wins, c.decided)]),
      ];
    case 'roles':
      return [
        ['role', 'games', 'decided', 'wins', 'win_rate'],
        ...r.byRole.map((c) => [c.role, c.games, c.decided, c.wins, rate(c.wins, c.decided)]),
      ];
    case 'sides':
      return [
        ['players', 'games', 'finished', 'law', 'outlaws', 'renegade'],
        ...r.byPlayerCount.map((c) => [c.players, c.games, c.finished, c.law, c.outlaws, c.renegade]),
      ];
    case 'deaths':
      return [['cause', 'deaths'], ...r.deaths.map((d) => [d.cause, d.count])];
    case 'cards':
      return [['card', 'played'], ...r.cards.map((c) => [c.id, c.count])];
  }
}

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
function cell(value: Cell): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function readable(r: StatsReport): string[] {
  const lines = [
    `${r.games} games, ${r.finished} finished, ${r.unfinished} unfinished`,
    `wins: law ${r.wins.law}, outlaws ${r.wins.outlaws}, renegade ${r.wins.renegade}`,
    `average length: ${r.length.turns ?? '–'} turns, ${r.length.minutes ?? '–'} minutes`,
    'players (wins / games with a known outcome / games):',
    ...r.players.map((p) => `  ${p.name}: ${p.wins} / ${p.decided} / ${p.games}`),
    `deaths: ${r.deaths.map((d) => `${d.cause} ${d.count}`).join(', ') || '–'}`,
    `most played: ${
      r.cards
        .slice(0, 5)
        .map((c) => `${c.id} ${c.count}`)
        .join(', ') || '–'
    }`,
  ];
  return lines;
}
