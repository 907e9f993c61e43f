// A ghost is in the game with no life to count: the seat names what brought him back instead of a life bar.
// The Ghost card (The Valley of Shadows) keeps him while it lies in front of him; High Noon's Ghost Town only
// for his own turn. The state says which: the Ghost card is among his cards in play.
import type { PlayerState } from '../../engine/types.ts';
import { cardName, eventCardName } from '../i18n/index.svelte.ts';

export type GhostKind = 'card' | 'town';

export function ghostKind(player: PlayerState): GhostKind {
  return player.inPlay.some((c) => c.card === 'ghost') ? 'card' : 'town';
}

/** The seat's word for him: the Ghost card's name, or Ghost Town's. */
export function ghostName(player: PlayerState): string {
  return ghostKind(player) === 'card' ? cardName('ghost') : eventCardName('ghost-town');
}
