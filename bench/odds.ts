// The draw! odds of a whole table (every draw! the game may make, from the unseen cards), at 2,000 positions of
// a long random game: p99 in ms. The table's view computes them with every entry.
import { tableOdds } from '../src/engine/odds.ts';
import type { State } from '../src/engine/index.ts';
import { playGame } from './random-game.ts';
import { percentile } from './stats.ts';

export function oddsP99(): number {
  const positions: State[] = [];
  playGame(2_000, 3, ({ after }) => positions.push(after));
  for (const s of positions.slice(0, 200)) tableOdds(s); // warm the JIT
  const samples = positions.map((s) => {
    const start = performance.now();
    tableOdds(s);
    return performance.now() - start;
  });
  return percentile(samples, 99);
}
