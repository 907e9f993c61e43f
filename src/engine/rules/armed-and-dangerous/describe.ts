// Log words for the Load tokens an entry pays and places: " — pays 1 from Thunderer, loads Bandolier".
import type { Load, Spend } from '../../types.ts';
import { loadList, spotName } from './tokens.ts';

function spots(list: { card: string; count: number }[]): string {
  return list
    .map((l) => `${l.count} ${l.card === 'character' ? 'on the character' : `on ${spotName(l.card)}`}`)
    .join(', ');
}

export function tokenNote(entry: { load?: Load; spend?: Spend }): string {
  const parts: string[] = [];
  const spend = Object.entries(entry.spend ?? {}).map(([card, count]) => ({ card, count }));
  if (spend.length > 0) {
    parts.push(
      `pays ${spend.map((s) => `${s.count} from ${s.card === 'character' ? 'the character' : spotName(s.card)}`).join(', ')}`,
    );
  }
  const load = loadList(entry.load);
  if (load.length > 0) parts.push(`loads ${spots(load)}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}
