// Putting a blue (or green, orange) card in play in front of its player: one copy of a name each,
// one weapon each (a new weapon replaces the old, even another copy of itself).
import type { PlayContext } from './hooks.ts';
import type { GameEvent, PlayerState } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { flag } from './flags.ts';

/** The cards in front of `owner` that placing `card` there removes: a weapon replaces the weapon in play (also
 *  a second copy of itself: even accepted, a player holds one weapon). */
export function replacedBy(owner: Pick<PlayerState, 'inPlay'>, card: string): string[] {
  if (catalogue.card(card)?.weapon === undefined) return [];
  return owner.inPlay.filter((c) => catalogue.card(c.card)?.weapon !== undefined).map((c) => c.card);
}

/** Who played the card these events of one entry put in play, from their hand (it left that hand in the same
 *  entry); undefined for a card that came another way (a Dynamite or Bomb passed on). */
export function playedFromHand(events: readonly GameEvent[], card: string): string | undefined {
  const left = events.find((e) => e.type === 'CardsLeftHand' && e.reason === card);
  return left?.type === 'CardsLeftHand' ? left.player : undefined;
}

export function placeInPlay(ctx: PlayContext, owner = ctx.actor): void {
  const { card } = ctx;
  if (owner.inPlay.some((c) => c.card === card.id)) {
    ctx.flags.push(flag('duplicate-in-play', { player: owner.name, card: card.id }));
  }
  for (const old of replacedBy(owner, card.id)) {
    ctx.events.push({ type: 'CardRemoved', player: owner.name, card: old });
  }
  ctx.events.push({ type: 'CardPlaced', player: owner.name, card: card.id, sign: ctx.entry.sign ?? null });
}
