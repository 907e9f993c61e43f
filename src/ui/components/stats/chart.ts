// Chart.js with only the parts these pages draw (bars, doughnut, lines and marks), coloured from the theme's CSS
// variables so both themes read well. Imported only by the Stats page and the story chart: loaded with them.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register([
  ...[ArcElement, BarElement, LineElement, PointElement],
  ...[BarController, DoughnutController, LineController, ScatterController],
  ...[CategoryScale, LinearScale, Legend, Tooltip],
]);

export { Chart, type ChartConfiguration };

/** The theme's colours, read from the page when a chart is drawn. */
export interface Palette {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  law: string;
  outlaws: string;
  renegade: string;
  accent: string;
  danger: string;
  /** One colour a player, told apart in both themes. */
  players: string[];
  font: string;
}

const PLAYERS_DARK = ['#f2b63d', '#5a9bf0', '#ff6e61', '#63d28e', '#c58af9', '#4fd1d9', '#f59331', '#e8e8e8'];
const PLAYERS_LIGHT = [
  '#a86b00',
  '#2b6cc4',
  '#c0352b',
  '#1e8a4a',
  '#7b3fbf',
  '#0f7f88',
  '#c86a10',
  '#3a3a3a',
];

export function palette(theme: 'dark' | 'light'): Palette {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    text: v('--text'),
    muted: v('--muted'),
    grid: v('--border'),
    surface: v('--surface'),
    law: v('--accent'),
    outlaws: v('--life'),
    renegade: v('--kind-blue'),
    accent: v('--accent'),
    danger: v('--danger'),
    players: theme === 'dark' ? PLAYERS_DARK : PLAYERS_LIGHT,
    font: getComputedStyle(document.body).fontFamily,
  };
}

/** What every chart shares: the theme's text and grid colours, readable type, no animation (the table waits
 *  for nothing). */
export function themed(p: Palette): void {
  Chart.defaults.color = p.text;
  Chart.defaults.borderColor = p.grid;
  Chart.defaults.font.family = p.font;
  Chart.defaults.font.size = 14;
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.plugins.tooltip.backgroundColor = p.surface;
  Chart.defaults.plugins.tooltip.titleColor = p.text;
  Chart.defaults.plugins.tooltip.bodyColor = p.text;
  Chart.defaults.plugins.tooltip.borderColor = p.grid;
  Chart.defaults.plugins.tooltip.borderWidth = 1;
}
