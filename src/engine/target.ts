// The target of a card aimed at another player: named, not yourself, still in the game.
import type { PlayerState } from './types.ts';
import type { PlayContext } from './hooks.ts';
import { flag } from './flags.ts';

/** The target, or null after flagging why there is none to aim at. */
export function otherTarget(ctx: PlayContext): PlayerState | null {
  const { actor, target, card } = ctx;
  if (!target) {
    ctx.flags.push(flag('needs-target', { card: card.id }));
    return null;
  }
  if (target.name === actor.name) {
    ctx.flags.push(flag('self-target', { player: actor.name, card: card.id }));
    return null;
  }
  if (!target.alive) {
    ctx.flags.push(flag('dead-target', { target: target.name }));
    return null;
  }
  return target;
}
