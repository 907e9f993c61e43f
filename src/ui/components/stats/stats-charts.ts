// The Stats page's charts, made from the host's figures: what to draw, never what counts (the host decided).
import type { StatsReport } from '../../../host/contract.ts';
import { characterName, roleName, cardName } from '../../i18n/index.svelte.ts';
import type { StatsWords } from '../../i18n/stats.ts';
import type { ChartConfiguration, Palette } from './chart.ts';
import { causeName, percent } from './words.svelte.ts';

const SIDES = ['law', 'outlaws', 'renegade'] as const;
/** The most characters the win-rate chart lists (the most played first). */
const TOP_CHARACTERS = 12;

const sideColours = (p: Palette) => [p.law, p.outlaws, p.renegade];

export function winsBySide(r: StatsReport, w: StatsWords, p: Palette): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: {
      labels: SIDES.map((s) => w.sides[s]),
      datasets: [
        { data: SIDES.map((s) => r.wins[s]), backgroundColor: sideColours(p), borderColor: p.surface },
      ],
    },
    // Below the ring: beside it, the longest side's name ("Šerif a pomocníci") was cut on a tablet.
    options: { plugins: { legend: { position: 'bottom' } } },
  };
}

export function byPlayerCount(r: StatsReport, w: StatsWords, p: Palette): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: r.byPlayerCount.map((row) => w.playersN({ n: row.players })),
      datasets: SIDES.map((s, i) => ({
        label: w.sides[s],
        data: r.byPlayerCount.map((row) => row[s]),
        backgroundColor: sideColours(p)[i],
      })),
    },
    options: {
      scales: {
        x: { stacked: true },
        y: { stacked: true, ticks: { precision: 0 }, title: { display: true, text: w.wins } },
      },
    },
  };
}

interface Rated {
  label: string;
  wins: number;
  decided: number;
}

/** Win rates as horizontal bars, each labelled with "wins of decided". */
function rateBars(rows: Rated[], w: StatsWords, colour: string): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((r) => r.label),
      datasets: [
        {
          label: w.winRate,
          data: rows.map((r) => (r.decided > 0 ? Math.round((r.wins / r.decided) * 100) : 0)),
          backgroundColor: colour,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      scales: { x: { min: 0, max: 100, ticks: { stepSize: 25, callback: (v) => percent(Number(v), 100) } } },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (ctx) => {
              const row = rows[ctx.dataIndex];
              return row
                ? `${percent(row.wins, row.decided)} (${w.rate({ wins: row.wins, decided: row.decided })})`
                : '';
            },
          },
        },
      },
    },
  };
}

export function byRole(r: StatsReport, w: StatsWords, p: Palette): ChartConfiguration<'bar'> {
  const rows = r.byRole.map((x) => ({ label: roleName(x.role), wins: x.wins, decided: x.decided }));
  return rateBars(rows, w, p.law);
}

export function byCharacter(
  r: StatsReport,
  w: StatsWords,
  p: Palette,
): { config: ChartConfiguration<'bar'>; rows: number } {
  const rows = r.byCharacter
    .filter((c) => c.decided > 0)
    .slice(0, TOP_CHARACTERS)
    .map((c) => ({ label: characterName(c.id), wins: c.wins, decided: c.decided }));
  return { config: rateBars(rows, w, p.renegade), rows: rows.length };
}

function countBars(
  labels: string[],
  counts: number[],
  label: string,
  colour: string,
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: { labels, datasets: [{ label, data: counts, backgroundColor: colour }] },
    options: {
      indexAxis: 'y',
      scales: { x: { ticks: { precision: 0 } } },
      plugins: { legend: { display: false } },
    },
  };
}

export function deaths(r: StatsReport, w: StatsWords, p: Palette): ChartConfiguration<'bar'> {
  return countBars(
    r.deaths.map((d) => causeName(d.cause)),
    r.deaths.map((d) => d.count),
    w.deaths,
    p.outlaws,
  );
}

export function cards(r: StatsReport, w: StatsWords, p: Palette): ChartConfiguration<'bar'> {
  return countBars(
    r.cards.map((c) => cardName(c.id)),
    r.cards.map((c) => c.count),
    w.timesPlayed,
    p.accent,
  );
}

/** A horizontal bar chart's height for its rows, so that every label stays readable. */
export const barsHeight = (rows: number): number => Math.max(160, 48 + rows * 30);
