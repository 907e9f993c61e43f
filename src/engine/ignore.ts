// A card aimed at one player that takes effect at once (Panic!, Cat Balou, Rag Time), when that player's ability
// may ignore it (Ms. Abigail: a brown card of rank J–A): what it would take from him waits in a question, and
// happens only if he lets it.
import type { PlayContext } from './hooks.ts';
import type { GameEvent, Prompt } from './types.ts';
import { abilityOf } from './event-in-force.ts';

/** What the card takes from `target` (from his hand or his cards in play), and the card its player gains so. */
function takesFrom(e: GameEvent, target: string, actor: string): boolean {
  if (e.type === 'CardsLeftHand' || e.type === 'CardRemoved') return e.player === target;
  return e.type === 'CardsDrawn' && e.player === actor && (e.taken ?? 0) > 0;
}

export function awaitIgnore(ctx: PlayContext): void {
  const { state, actor, target, entry } = ctx;
  if (!target?.alive || target.name === actor.name) return;
  const ability = abilityOf(state, target);
  if (!ability?.mayIgnore) return;
  // A card that asks him already (BANG!, Duel) is ignored through that question; one that hurts him at once
  // brings abilities of its own (Bart Cassidy's draw, a lethal hit's Beer), and is left as it is.
  const asks = ctx.events.some(
    (e) =>
      (e.type === 'PromptOpened' && e.prompt.player === target.name) ||
      (e.type === 'LifeLost' && e.player === target.name),
  );
  if (asks) return;
  const pending = ctx.events.filter((e) => takesFrom(e, target.name, actor.name));
  if (!pending.some((e) => e.type !== 'CardsDrawn')) return;
  const prompt: Prompt = {
    type: 'may-ignore',
    player: target.name,
    from: actor.name,
    card: entry.card,
    targetCard: entry.targetCard ?? 'hand',
    pending,
    ...(entry.sign ? { sign: entry.sign } : {}),
  };
  if (!ability.mayIgnore(state, target, prompt)) return;
  const rest = ctx.events.filter((e) => !pending.includes(e));
  ctx.events.splice(0, ctx.events.length, ...rest, { type: 'PromptOpened', prompt });
}
