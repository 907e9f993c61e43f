// The Daltons: when revealed, each player with blue cards in play discards one of them.
import type { EventRule, Offer } from '../../hooks.ts';
import type { GameEvent, Prompt } from '../../types.ts';
import { flag } from '../../flags.ts';
import { catalogue, isBlue } from '../../catalogue/index.ts';
import { isStartCheck } from '../../turn-start.ts';
import { oncePerTurn } from '../../entries/checks.ts';

/** When revealed, each player with blue cards in play discards one of them (Jail or Dynamite too, FAQ D4; a
 *  Dangerous card is blue in all aspects):
 * `use` with `"event":"the-daltons","card":ID`, once per player. */
const ID = 'the-daltons';

/** The draw! still waiting for a card the Daltons take is not made: closed, those above it opened again. */
function dropCheck(prompts: readonly Prompt[], player: string, card: string): GameEvent[] {
  const at = prompts.findIndex((p) => !isStartCheck(p) || (p.player === player && p.card === card));
  const found = prompts[at];
  if (!found || !isStartCheck(found)) return [];
  return [
    ...prompts.slice(0, at + 1).map((): GameEvent => ({ type: 'PromptClosed' })),
    ...prompts
      .slice(0, at)
      .reverse()
      .map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
  ];
}

export const theDaltons: EventRule = {
  id: ID,
  use(ctx) {
    const { player, entry } = ctx;
    if (!player.alive) ctx.flags.push(flag('dead-player', { player: player.name }));
    const card = entry.card ? catalogue.card(entry.card) : undefined;
    if (!card) {
      ctx.flags.push(flag('needs-target', { card: ID }));
      return;
    }
    if (!isBlue(card)) {
      ctx.flags.push(flag('not-blue', { card: card.id, ability: ID }));
    }
    if (!player.inPlay.some((c) => c.card === card.id)) {
      ctx.flags.push(flag('not-in-play', { player: player.name, card: card.id }));
    }
    oncePerTurn(ctx, `the-daltons:${player.name}`);
    ctx.events.push({ type: 'CardRemoved', player: player.name, card: card.id });
    ctx.events.push(...dropCheck(ctx.state.prompts, player.name, card.id));
  },
  // In the turn it is revealed (the Sheriff's start-of-turn draw!s may wait: the reveal comes before them):
  // each living player who has not yet, once per blue card in front of them.
  offers(table) {
    const seen = table.eventsSeen?.at(-1);
    if (table.event !== ID || seen?.card !== ID || seen.turn !== table.turn.number) return [];
    if (!table.prompts.every(isStartCheck)) return [];
    const used = table.turn.used ?? [];
    return table.players
      .filter((p) => p.alive && !used.includes(`${ID}:${p.name}`))
      .flatMap((p) =>
        p.inPlay
          .filter((c) => isBlue(catalogue.card(c.card)))
          .map((c): Offer => ({
            label: `The Daltons: ${p.name} discards ${catalogue.card(c.card)?.name.en ?? c.card}`,
            entry: { type: 'use', player: p.name, event: ID, card: c.card },
          })),
      );
  },
};
