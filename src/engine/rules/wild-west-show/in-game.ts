// Whether a game plays Wild West Show: its moments act only then, so every other game replays as before.
import type { Table } from '../../types.ts';

export const WWS = 'wild-west-show';

export function inGame(table: Pick<Table, 'setup'>): boolean {
  return table.setup?.expansions.includes(WWS) === true;
}
