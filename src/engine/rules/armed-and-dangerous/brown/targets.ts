// Armed & Dangerous's cards with several targets (Arrow, Quick Shot): the entry names them in `targets`
// (with `target`, when given, among them); each token paid adds one target, all different players.
import type { PlayerState, Prompt } from '../../../types.ts';
import type { PlayContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { clockwiseAfter, findPlayer, living } from '../../../seat.ts';

/** The names the entry aims at, in the order given: `targets`, and `target` first when not among them. */
export function namedTargets(entry: PlayContext['entry']): string[] {
  const list = entry.targets ?? [];
  if (entry.target === undefined) return [...list];
  return list.some((n) => n.toLowerCase() === entry.target?.toLowerCase())
    ? [...list]
    : [entry.target, ...list];
}

/** The living players aimed at, each once, in seat order from the player: the first answers first. Flags a
 *  missing, unknown, dead or repeated target, the player himself, and more or fewer targets than paid for. */
export function aimAll(ctx: PlayContext, allowed: number): PlayerState[] {
  const { actor, card, state } = ctx;
  const names = namedTargets(ctx.entry);
  if (names.length === 0) {
    ctx.flags.push(flag('needs-target', { card: card.id }));
    return [];
  }
  if (names.length !== allowed) {
    ctx.flags.push(flag('upgrade-targets', { card: card.id, targets: names.length, allowed }));
  }
  const seen = new Set<string>();
  for (const name of names) {
    const p = findPlayer(state, name);
    if (!p) ctx.flags.push(flag('no-such-player', { target: name }));
    else if (p.name === actor.name)
      ctx.flags.push(flag('self-target', { player: actor.name, card: card.id }));
    else if (!p.alive) ctx.flags.push(flag('dead-target', { target: p.name }));
    else if (seen.has(p.name)) ctx.flags.push(flag('same-target', { card: card.id, target: p.name }));
    else seen.add(p.name);
  }
  return clockwiseAfter(living(state), actor.name).filter((p) => seen.has(p.name));
}

/** One prompt per target, stacked so that the first in seat order answers first. */
export function openEach(ctx: PlayContext, targets: PlayerState[], prompt: Omit<Prompt, 'player'>): void {
  for (const p of [...targets].reverse()) {
    ctx.events.push({ type: 'PromptOpened', prompt: { ...prompt, player: p.name } });
  }
}
