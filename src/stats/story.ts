// A game's story for its chart: each player's life over the turns, with deaths, Beers, Dynamite going off and
// events turned up marked. Every entry that changed something gets its own place within its turn, so the
// changes of one turn read in order and the hits of one Gatling fall together.
import { catalogue, createGame } from '../engine/index.ts';
import type { Setup, State } from '../engine/index.ts';
import type { Moment } from './moments.ts';
import type { GameStory, StoryMark } from './types.ts';

const PLOTTED = new Set<Moment['kind']>(['life', 'death', 'beer', 'dynamite', 'event']);

export function tellStory(
  game: { id: number; name: string; setup: Setup },
  moments: readonly Moment[],
  end: State,
): GameStory {
  const start = createGame(game.setup);
  const goldRush = game.setup.expansions.includes('gold-rush');
  const earned = (name: string): number =>
    moments.reduce((sum, m) => sum + (m.kind === 'nuggets' && m.player === name ? m.earned : 0), 0);
  const xOf = placeEntries(moments);
  const lives = new Map(start.players.map((p) => [p.name, p.life]));
  const series = new Map(start.players.map((p) => [p.name, [{ x: 1, life: p.life }]]));
  const marks: StoryMark[] = [];
  let lastX = 1;
  // The story ends with the entry that won the game, whose turn may already have passed on to the next player.
  const wonAt = moments.find((m) => m.kind === 'won')?.seq ?? Infinity;
  for (const m of moments) {
    if (m.seq > wonAt || (m.seq === wonAt && m.kind === 'turn')) continue;
    const x = xOf.get(`${m.turn}:${m.seq}`) ?? m.turn;
    if (m.kind === 'turn') {
      // Each turn starts where the last one left everyone: the lines stay level between changes.
      for (const [name, life] of lives) series.get(name)?.push({ x: m.turn, life });
      lastX = Math.max(lastX, m.turn);
      continue;
    }
    if (!PLOTTED.has(m.kind)) continue;
    lastX = Math.max(lastX, x);
    switch (m.kind) {
      case 'life':
        lives.set(m.player, m.life);
        series.get(m.player)?.push({ x, life: m.life });
        break;
      case 'death':
        lives.delete(m.player);
        series.get(m.player)?.push({ x, life: 0 });
        marks.push({ kind: 'death', x, turn: m.turn, player: m.player, cause: m.cause, killer: m.killer });
        break;
      case 'beer':
      case 'dynamite':
        marks.push({ kind: m.kind, x, turn: m.turn, player: m.player });
        break;
      case 'event':
        // Read from the card, so games stored before the pile existed tell their story as before.
        marks.push({ kind: showCard(m.card) ? 'show' : 'event', x, turn: m.turn, card: m.card });
        break;
    }
  }
  // The living run on to the end of the story.
  for (const [name, life] of lives) series.get(name)?.push({ x: lastX, life });
  return {
    id: game.id,
    name: game.name,
    turns: Math.max(1, Math.floor(lastX)),
    over: end.over,
    winner: end.winner,
    players: end.players.map((p) => ({
      name: p.name,
      character: p.character,
      role: p.role,
      nuggets: goldRush ? earned(p.name) : null,
      bought: moments.flatMap((m) => (m.kind === 'bought' && m.player === p.name ? [m.card] : [])),
      maxLife: Math.max(p.maxLife, start.players.find((s) => s.name === p.name)?.maxLife ?? 0),
      life: dedupe(series.get(p.name) ?? []),
    })),
    marks,
  };
}

/** x for each entry (by turn and seq: an entry may run into the next turn) that changed something: its turn, plus its place among that turn's such entries. */
function placeEntries(moments: readonly Moment[]): Map<string, number> {
  const byTurn = new Map<number, number[]>();
  for (const m of moments) {
    if (!PLOTTED.has(m.kind)) continue;
    const seqs = byTurn.get(m.turn) ?? [];
    if (seqs.at(-1) !== m.seq) seqs.push(m.seq);
    byTurn.set(m.turn, seqs);
  }
  const xs = new Map<string, number>();
  for (const [turn, seqs] of byTurn) {
    seqs.forEach((seq, i) => xs.set(`${turn}:${seq}`, round(turn + (i + 1) / (seqs.length + 1))));
  }
  return xs;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Keeps the last of several points at one x (one entry may change a life twice). */
function dedupe(points: { x: number; life: number }[]): { x: number; life: number }[] {
  const out: { x: number; life: number }[] = [];
  for (const p of points) {
    if (out.at(-1)?.x === p.x) out[out.length - 1] = p;
    else out.push(p);
  }
  return out;
}

/** A card of the Wild West Show pile, marked apart from High Noon's and A Fistful of Cards' events. */
function showCard(card: string): boolean {
  return catalogue.event(card)?.deck === 'wild-west-show';
}
