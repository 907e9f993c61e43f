// Gold Rush at the table, as the start-up bundle knows it: whether the table has Gold Rush, the host's offers
// the shop, the seats and the palette show in their own places, and how to send one. Everything else (the
// shop, the seat's gold, their words) loads with the first table that has Gold Rush (components/gold-rush/).
// The UI decides no rule: a purchase, a refill, a removal, a Beer sold are offers the host sent, picked as is.
import type { Component } from 'svelte';
import type { Entry, PlayerState, TableView } from '../../engine/types.ts';
import type { PromptOption } from '../../engine/index.ts';

/** What components/gold-rush/parts.ts gives once loaded (the caller passes its import: no cycle back here). */
export interface GoldRushParts {
  SeatGold: Component<{ player: PlayerState; onrule: (id: string) => void }>;
  SellBeer: Component<{ disabled: boolean }>;
  Shop: Component<{ view: TableView; disabled: boolean; onrule: (id: string) => void }>;
  ShopLine: Component<{ shop: readonly (string | null)[] }>;
  TableGold: Component<{ player: PlayerState }>;
  NuggetsField: Component<{ value: number; set: (n: number) => void }>;
  offerLabel: (entry: Entry) => string | null;
}

/** Offers the shop, the seats and the palette show in their own places, not as buttons in the pad. */
export function isPlacedOffer(option: PromptOption): boolean {
  const e = option.entry as { type: string; nugget?: boolean };
  return (
    e.type === 'buy' || e.type === 'shop' || e.type === 'remove' || (e.type === 'play' && e.nugget === true)
  );
}

/** The live table's Gold Rush offers and how to send one: set by the game screen, read by each seat (so the
 *  seats need no new props through the ring). */
class GoldRushTable {
  active = $state(false);
  offers = $state.raw<readonly PromptOption[]>([]);
  send: ((entry: Entry) => void) | null = null;
  /** The shop, the seat's gold, the Beer sale and their words, once a table with Gold Rush loaded them. */
  parts = $state.raw<GoldRushParts | null>(null);
}

export const goldRush = new GoldRushTable();

export function linkGoldRush(
  view: TableView | null,
  offers: readonly PromptOption[],
  send: ((entry: Entry) => void) | null,
  load: () => Promise<{ parts: GoldRushParts }>,
): void {
  // A table without Gold Rush has no shop (`null`).
  goldRush.active = (view?.shop ?? null) !== null;
  goldRush.offers = offers.filter(isPlacedOffer);
  goldRush.send = send;
  if (goldRush.active && !goldRush.parts) void load().then((m) => (goldRush.parts = m.parts));
}
