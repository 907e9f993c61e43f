// Dorothy Rage's order as the table builds it: who orders, who must play, which card, and at whom the card is
// aimed (said before anyone knows whether he holds it). Only UI state until it is sent as one entry.
import { catalogue } from '../../engine/catalogue/index.ts';
import type { Entry } from '../../engine/types.ts';

export interface Order {
  /** The player whose turn it is, who gives the order. */
  from: string;
  /** The player who must play the card. */
  to: string | null;
  card: string | null;
  target: string | null;
}

/** The ordered card is aimed at a player (BANG!, Panic!, Duel…): the order names him. Green cards are aimed
 *  when used, not when placed. */
export function orderAims(card: string | null): boolean {
  const info = card ? catalogue.card(card) : undefined;
  return !!info && info.target !== 'none' && info.kind !== 'green';
}

/** The entry once the order is complete, else null. The target travels as the card's own `targets`. */
export function orderEntry(order: Order): Entry | null {
  if (!order.to || !order.card) return null;
  if (orderAims(order.card) && !order.target) return null;
  return {
    type: 'use',
    player: order.from,
    event: 'dorothy-rage',
    target: order.to,
    card: order.card,
    ...(order.target ? { targets: [order.target] } : {}),
  };
}
