// Cards aimed at every other player: Gatling (a shot each, not a BANG! card) and Indians! (a BANG! each
// or lose 1). The prompts stack so that the next player clockwise from the attacker answers first.
import type { CardRule, PlayContext } from '../../../hooks.ts';
import type { GameEvent, PromptType } from '../../../types.ts';
import { clockwiseAfter, living } from '../../../seat.ts';

function atEveryOther(ctx: PlayContext, type: PromptType): void {
  // The actor is never among the seats after his own, nor among the living if he is out.
  const inOrder = clockwiseAfter(living(ctx.state), ctx.actor.name);
  const opened: GameEvent[] = inOrder.map((p) => ({
    type: 'PromptOpened',
    prompt: {
      type,
      player: p.name,
      from: ctx.actor.name,
      card: ctx.card.id,
      ...(type === 'answer-bang' ? { needed: 1 } : {}),
    },
  }));
  ctx.events.push(...opened.reverse());
}

export const gatling: CardRule = { id: 'gatling', play: (ctx) => atEveryOther(ctx, 'answer-bang') };
export const indians: CardRule = { id: 'indians', play: (ctx) => atEveryOther(ctx, 'indians') };
