// Putting a blue (or green, orange) card in play in front of its player: one copy of a name each,
// one weapon each (a new weapon replaces the old, even another copy of itself).
import type { PlayContext } from './hooks.ts';
import { catalogue } from './catalogue/index.ts';
import { flag } from './flags.ts';

export function placeInPlay(ctx: PlayContext, owner = ctx.actor): void {
  const { card } = ctx;
  if (owner.inPlay.some((c) => c.card === card.id)) {
    ctx.flags.push(flag('duplicate-in-play', { player: owner.name, card: card.id }));
  }
  if (card.weapon !== undefined) {
    for (const old of owner.inPlay) {
      // Also a second copy of the same weapon: even accepted, a player holds one weapon.
      if (catalogue.card(old.card)?.weapon !== undefined) {
        ctx.events.push({ type: 'CardRemoved', player: owner.name, card: old.card });
      }
    }
  }
  ctx.events.push({ type: 'CardPlaced', player: owner.name, card: card.id, sign: ctx.entry.sign ?? null });
}
