// Armed & Dangerous's Load tokens as the table enters them: where a player keeps tokens (their Dangerous
// cards and their character), and the `load` / `spend` fields a few taps build. The engine judges them.
import type {
  DiscardEntry,
  Entry,
  Load,
  PlayEntry,
  PlayerState,
  RespondEntry,
  Spend,
  TableView,
  UseEntry,
} from '../../engine/types.ts';
import { catalogue } from '../../engine/catalogue/index.ts';
import { LOAD_TOKENS } from '../../engine/catalogue/load-tokens.ts';
import { cardName, characterName } from './cards.ts';
import { i18n } from '../i18n/index.svelte.ts';

/** The character card's spot in a `load` or `spend` (the engine's `CHARACTER`). */
export const CHARACTER = 'character';
/** A pip per token, never more than a card or character holds. */
export const PIP_CAP = LOAD_TOKENS.perSpot;

export interface TokenSpot {
  /** A Dangerous card id in front of the player, or `"character"`. */
  id: string;
  name: string;
  tokens: number;
  /** How many more a load may place there now, as the engine says (a card holding 4 takes none). */
  room: number;
}

/** Tokens exist only in a game with Armed & Dangerous (it keeps a supply). */
export function inGame(view: Pick<TableView, 'supply'>): boolean {
  return view.supply !== null;
}

export function isDangerous(card: string): boolean {
  return catalogue.card(card)?.kind === 'orange';
}

/** Where the player may keep or pay tokens, as the engine lists them: each Dangerous card in front of them,
 *  then the character. */
export function spotsOf(view: Pick<TableView, 'tokenSpots'>, player: PlayerState): TokenSpot[] {
  return (view.tokenSpots?.[player.name] ?? []).map((s) => ({
    id: s.card,
    name: s.card === CHARACTER ? characterName(player.character) : cardName(s.card),
    tokens: s.tokens,
    room: s.room,
  }));
}

/** The Dangerous weapons in front of the player whose ability a real BANG! can pay (with its cost). */
export function weaponsOf(player: PlayerState): (Omit<TokenSpot, 'room'> & { cost: number })[] {
  return player.inPlay.flatMap((c) => {
    const info = catalogue.card(c.card);
    if (info?.kind !== 'orange' || info.weapon === undefined || !info.tokenCost) return [];
    return [{ id: c.card, name: cardName(c.card), tokens: c.tokens, cost: info.tokenCost }];
  });
}

export function total(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** Counts without the zeros (what an entry carries). */
export function compact(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** One more token on (or from) a spot, or `n` fewer with a negative `n`; never below 0. */
export function bump(counts: Record<string, number>, id: string, n: number): Record<string, number> {
  return compact({ ...counts, [id]: Math.max(0, (counts[id] ?? 0) + n) });
}

/** A tap on a source while paying in whole steps (an upgrade's cost): takes from it up to the next whole
 *  step, as much as it holds (at least one more token). */
export function tapToPay(
  counts: Record<string, number>,
  spot: TokenSpot,
  step: number,
): Record<string, number> {
  const paid = counts[spot.id] ?? 0;
  const left = spot.tokens - paid;
  if (left <= 0) return counts;
  const missing = step - (total(counts) % step);
  return bump(counts, spot.id, Math.max(1, Math.min(missing, left)));
}

/** The `load` of an entry: one spot as its id, several as a count each. */
export function asLoad(counts: Record<string, number>): Load | undefined {
  const kept = compact(counts);
  const ids = Object.keys(kept);
  if (ids.length === 0) return undefined;
  const [only] = ids;
  if (ids.length === 1 && only !== undefined && kept[only] === 1) return only;
  return kept;
}

export function asSpend(counts: Record<string, number>): Spend | undefined {
  const kept = compact(counts);
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** An offered entry that pays tokens (a character's ability, an upgraded answer): the table picks the sources. */
export type PaidEntry = (UseEntry | RespondEntry | PlayEntry) & { spend: Spend };

export function paysTokens(entry: Entry): entry is PaidEntry {
  return (
    (entry.type === 'use' || entry.type === 'respond' || entry.type === 'play') &&
    entry.spend !== undefined &&
    total(entry.spend) > 0
  );
}

/** The first `max` tokens of a pick (in the order they were placed). */
export function atMost(counts: Record<string, number>, max: number): Record<string, number> {
  let left = max;
  const kept: Record<string, number> = {};
  for (const [id, n] of Object.entries(counts)) {
    kept[id] = Math.min(n, left);
    left -= kept[id];
  }
  return compact(kept);
}

/** A phase-3 discard with its tokens, if any were placed: at most one per card discarded (the count may have
 *  been lowered after the taps). */
export function discardEntry(count: number, counts: Record<string, number>): DiscardEntry {
  const load = asLoad(atMost(counts, count));
  return load === undefined ? { type: 'discard', count } : { type: 'discard', count, load };
}

/** The button of an Armed & Dangerous ability the engine offers, in the table's language: "Bass Greeves:
 *  +2 Bandolier", "Frankie Canton → Bob (Bandolier)", "Mexicali Kid → Bob", "Duck! + upgrade", "Crate
 *  (pays 2)". Null for any other offer. */
export function tokenOfferLabel(entry: Entry): string | null {
  // An answer paid with tokens is its upgraded form (Duck! back to the hand).
  if (entry.type === 'respond' && entry.spend) return i18n.t.withUpgrade({ card: cardName(entry.card) });
  if (entry.type !== 'use') return null;
  // A Dangerous object used: its name and the printed cost it pays from itself.
  const cost = entry.card && isDangerous(entry.card) ? catalogue.card(entry.card)?.tokenCost : undefined;
  if (entry.card && cost) {
    // Whip and Lock Pick name the card they take too: "Whip → Ann (Barrel)".
    const taken = entry.targetCard && entry.targetCard !== 'hand' ? ` (${cardName(entry.targetCard)})` : '';
    const name = cardName(entry.card) + (entry.target ? ` → ${entry.target}${taken}` : '');
    return i18n.t.usesTokens({ name, n: cost });
  }
  const armed = catalogue.character(entry.ability ?? '')?.expansion === 'armed-and-dangerous';
  if (!armed && entry.load === undefined && entry.spend === undefined) return null;
  const t = i18n.t;
  const spot = (id: string) => (id === CHARACTER ? t.characterSpot : cardName(id));
  let label = entry.card ? cardName(entry.card) : characterName(entry.ability ?? '');
  if (entry.target) label += ` → ${entry.target}`;
  if (entry.targetCard && entry.targetCard !== 'hand') label += ` (${spot(entry.targetCard)})`;
  const load = entry.load === undefined ? [] : Object.entries(asCounts(entry.load));
  if (load.length > 0) label += `: ${load.map(([id, n]) => `+${n} ${spot(id)}`).join(', ')}`;
  return label;
}

function asCounts(load: Load): Record<string, number> {
  if (typeof load === 'string') return { [load]: 1 };
  if (Array.isArray(load)) return load.reduce<Record<string, number>>((c, id) => bump(c, id, 1), {});
  return load;
}
