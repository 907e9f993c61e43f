// Checks shared by the entries a player makes in their own turn.
import type { Flag, PlayerState, Sign, State } from '../types.ts';
import type { UseContext } from '../hooks.ts';
import { flag } from '../flags.ts';
import { noCopyLeft, signSeen } from '../known-cards.ts';

/** Flags for acting when it is not your turn, while an answer is awaited, or after the game ended. */
export function turnChecks(state: State, actor: PlayerState): Flag[] {
  if (state.over) return [flag('game-over')];
  const flags: Flag[] = [];
  if (!actor.alive) flags.push(flag('dead-player', { player: actor.name }));
  if (actor.name !== state.turn.player) {
    flags.push(flag('out-of-turn', { player: actor.name, current: state.turn.player }));
  }
  const top = state.prompts[0];
  if (top) flags.push(flag('answer-pending', { waiting: top.player, prompt: top.type }));
  return flags;
}

export function handCheck(actor: PlayerState, needed: number): Flag[] {
  return actor.hand < needed ? [flag('empty-hand', { player: actor.name, hand: actor.hand, needed })] : [];
}

/** An action allowed once a turn (an event's): flagged the second time; marked as used. */
export function oncePerTurn(ctx: UseContext, what: string): void {
  if ((ctx.state.turn.used ?? []).includes(what)) {
    ctx.flags.push(
      flag('ability-limit', { player: ctx.player.name, ability: ctx.source, times: 1, limit: 1 }),
    );
  }
  ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what });
}

/** A card from a hand that the game has no copy left of (with that sign, when one is entered): every copy is
 *  known in play or on the discard pile since the last reshuffle. */
export function copyCheck(state: State, card: string, sign?: Sign): Flag[] {
  const gone = (sign === undefined ? null : noCopyLeft(state, card, sign)) ?? noCopyLeft(state, card);
  return gone ? [flag('no-copy-left', { ...gone })] : [];
}

/** Cards flipped from the deck that cannot be there: every copy with that sign is known in play or on the pile. */
export function flipCheck(state: State, signs: readonly Sign[]): Flag[] {
  return [...new Set(signs)].flatMap((sign) => {
    const gone = signSeen(state, sign);
    return gone ? [flag('no-copy-left', { ...gone })] : [];
  });
}
