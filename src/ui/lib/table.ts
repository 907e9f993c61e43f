// What the table screen derives from a snapshot: the question on top, where each seat sits on the ring, the
// winner's words. Distances are always shown from the player whose turn it is. Nothing here judges a rule.
import type { Prompt, TableView } from '../../engine/types.ts';
import type { TableOffers, TargetSuggestion } from '../../engine/index.ts';
import { catalogue } from '../../engine/catalogue/index.ts';
import { i18n } from '../i18n/index.svelte.ts';

/** The seats a card may go to, as the engine offers them: its own list when it narrows them (Jail: never the
 *  Sheriff), else the list for the way it aims. */
export function seatsFor(
  offers: Pick<TableOffers, 'targets' | 'cardTargets'> | null,
  card: string,
): TargetSuggestion[] {
  if (!offers) return [];
  return offers.cardTargets[card] ?? offers.targets[catalogue.card(card)?.target ?? 'none'] ?? [];
}

/** The distance from the player whose turn it is to each other player (none once the game is over). */
export function turnDistances(view: TableView): Record<string, number> {
  return view.over ? {} : (view.distances[view.turn.player] ?? {});
}

/** The weapon reach of the player whose turn it is. */
export function turnReach(view: TableView): number {
  return view.reach[view.turn.player] ?? 0;
}

/** The question the game waits on first (prompts stack: the first is on top). */
export function topPrompt(view: TableView): Prompt | null {
  return view.prompts[0] ?? null;
}

/**
 * Where each seat sits around the table, as rows: seat 0 at the bottom, then clockwise (left, top, right).
 * The middle row holds one seat on each side of the centre turn box. Seats in rows and beside the box are laid
 * out by the browser, so no seat can cover another or the centre, however tall its cards in play make it.
 */
export interface RingRows {
  /** Seat indices, left to right. */
  top: number[];
  left: number[];
  right: number[];
  /** Seat indices, left to right. */
  bottom: number[];
}

export function ringRows(count: number): RingRows {
  if (count <= 0) return { top: [], left: [], right: [], bottom: [] };
  const sides = count >= 4 ? 1 : 0;
  const bottomCount = count >= 4 ? Math.floor((count - 2) / 2) : 1;
  const topCount = count - bottomCount - 2 * sides;
  // Walking clockwise from the bottom row's right end, seat 0 in the bottom row's middle.
  const first = Math.floor((bottomCount - 1) / 2);
  const seatAt = (position: number) => (((position - first) % count) + count) % count;
  const walk = Array.from({ length: count }, (_, p) => seatAt(p));
  const bottom = walk.slice(0, bottomCount).toReversed();
  const left = walk.slice(bottomCount, bottomCount + sides);
  const top = walk.slice(bottomCount + sides, bottomCount + sides + topCount);
  const right = walk.slice(bottomCount + sides + topCount);
  return { top, left, right, bottom };
}

/** How many seats side by side the widest row needs (the middle row counts its centre box as one). */
export function ringColumns(rows: RingRows): number {
  const middle = rows.left.length + rows.right.length > 0 ? 3 : 1;
  return Math.max(rows.top.length, rows.bottom.length, middle);
}

export function winnerText(winner: string | null): string {
  const t = i18n.t;
  switch (winner) {
    case null:
      return '';
    case 'law':
      return t.winLaw;
    case 'outlaws':
      return t.winOutlaws;
    case 'renegade':
      return t.winRenegade;
    default:
      return t.wins({ name: winner });
  }
}

export interface SeatTargeting {
  /** The engine's suggestion: this target would not be flagged. */
  suggested: boolean;
  label: string;
  /** The card aimed takes a card in play (Panic!, Cat Balou): a click on one of the seat's cards picks it. */
  takesCard?: boolean;
}
