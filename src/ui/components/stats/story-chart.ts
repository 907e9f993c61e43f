// A game's story as a chart: one stepped line of life a player, and marks on them where someone went out, drank a
// Beer or was blown up by the Dynamite; the events turned up stand above the lines.
import type { GameStory, StoryMark } from '../../../host/contract.ts';
import { cardName, roleName } from '../../i18n/index.svelte.ts';
import type { StatsWords } from '../../i18n/stats.ts';
import type { ChartConfiguration, Palette } from './chart.ts';

type Point = { x: number; y: number };

/** A player's life just after `x` (the last change at or before it); `before`: just before it. */
function lifeAt(story: GameStory, player: string, x: number, before = false): number {
  const line = story.players.find((p) => p.name === player)?.life ?? [];
  let life = line[0]?.life ?? 0;
  for (const point of line) if (before ? point.x < x : point.x <= x) life = point.life;
  return life;
}

export function storyChart(
  story: GameStory,
  w: StatsWords,
  p: Palette,
  describe: (mark: StoryMark) => string,
): ChartConfiguration<'line' | 'scatter', Point[]> {
  const top = Math.max(...story.players.map((x) => x.maxLife), 1);
  // Players at the same life would hide each other's lines: each is drawn a little apart from the next.
  const count = story.players.length;
  const lift = new Map(story.players.map((pl, i) => [pl.name, (i - (count - 1) / 2) * 0.07]));
  const marks = (kind: StoryMark['kind']) => story.marks.filter((m) => m.kind === kind);
  const at = (m: StoryMark): Point => {
    if (m.kind === 'event') return { x: m.x, y: top + 0.7 };
    // Beside the events, a little higher: two cards turned up in one turn stay apart.
    if (m.kind === 'show') return { x: m.x, y: top + 1.1 };
    const y = m.kind === 'death' ? 0 : lifeAt(story, m.player, m.x, m.kind === 'dynamite');
    // The Dynamite goes off where the life stood, before it falls.
    return { x: m.x, y: y + (lift.get(m.player) ?? 0) };
  };
  const markSet = (
    kind: StoryMark['kind'],
    label: string,
    style: 'crossRot' | 'circle' | 'star' | 'triangle' | 'rectRot',
    colour: string,
  ) => {
    const list = marks(kind);
    return {
      type: 'scatter' as const,
      label,
      data: list.map(at),
      pointStyle: style,
      pointRadius: kind === 'dynamite' ? 11 : 8,
      pointHoverRadius: 12,
      borderWidth: 3,
      borderColor: colour,
      backgroundColor: colour,
      // Kept for the tooltip: what each mark stands for.
      marks: list,
    };
  };
  const lines = story.players.map((player, i) => {
    const colour = p.players[i % p.players.length] as string;
    const role = player.role ? ` · ${roleName(player.role)}` : '';
    return {
      type: 'line' as const,
      label: `${player.name}${role}`,
      data: player.life.map((pt) => ({ x: pt.x, y: pt.life + (lift.get(player.name) ?? 0) })),
      stepped: 'before' as const,
      borderColor: colour,
      backgroundColor: colour,
      borderWidth: 3,
      pointRadius: 0,
      pointHoverRadius: 5,
    };
  });
  const sets = [
    ...lines,
    markSet('death', w.markDeath, 'crossRot', p.danger),
    markSet('beer', cardName('beer'), 'circle', p.law),
    markSet('dynamite', cardName('dynamite'), 'star', p.outlaws),
    markSet('event', w.markEvent, 'triangle', p.muted),
    markSet('show', w.markShow, 'rectRot', p.accent),
  ].filter((set) => set.data.length > 0);
  return {
    type: 'line',
    data: { datasets: sets },
    options: {
      parsing: false,
      interaction: { mode: 'nearest', intersect: true },
      scales: {
        x: {
          type: 'linear',
          min: 1,
          max: story.turns + 1,
          ticks: { stepSize: 1, callback: (v) => (Number.isInteger(v) ? String(v) : '') },
          title: { display: true, text: w.turn },
        },
        y: {
          // A little room below 0, so that a line at 0 and the marks of those out stay in sight.
          min: -0.4,
          max: top + 1,
          ticks: {
            stepSize: 1,
            callback: (v) => (Number.isInteger(v) && Number(v) >= 0 && Number(v) <= top ? String(v) : ''),
          },
          title: { display: true, text: w.life },
        },
      },
      plugins: {
        legend: { position: 'bottom', labels: { usePointStyle: true, padding: 14 } },
        tooltip: {
          callbacks: {
            title: (items) => (items[0] ? w.turnN({ n: Math.floor(items[0].parsed.x ?? 1) }) : ''),
            label: (ctx) => {
              const set = ctx.dataset as { marks?: StoryMark[]; label?: string };
              const mark = set.marks?.[ctx.dataIndex];
              return mark ? describe(mark) : `${set.label ?? ''}: ${Math.round(ctx.parsed.y ?? 0)}`;
            },
          },
        },
      },
    },
  };
}
