// Black equipment is out of reach of every card and ability that takes or discards a card in play (Panic!,
// Cat Balou, Bottle, Pardner, Can Can, Conestoga, Pat Brennan): only paying its cost + 1 removes it.
import type { Flag, State } from '../../types.ts';
import { catalogue } from '../../catalogue/index.ts';
import { findPlayer } from '../../seat.ts';
import { flag } from '../../flags.ts';

/** A card or ability aimed at black equipment: it never takes or discards it. */
export function immuneEquipment(
  ctx: { state: State; flags: Flag[] },
  target: string | undefined,
  targetCard: string | undefined,
  by: string,
): void {
  if (!targetCard || targetCard === 'hand' || !catalogue.card(targetCard)?.equipment) return;
  const holder = target === undefined ? undefined : findPlayer(ctx.state, target);
  if (holder && !holder.inPlay.some((c) => c.card === targetCard)) {
    ctx.flags.push(flag('equipment-immune', { card: targetCard, by }));
  }
}
