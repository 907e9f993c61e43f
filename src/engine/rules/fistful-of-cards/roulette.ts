// Russian Roulette: when it is turned up, starting with the Sheriff, each player in turn discards a Missed!,
// round and round, until one does not: he loses 2 life (nobody's hit) and the roulette stops.
// Whether a Barrel (or Jourdonnais) answers it is the house rule `russian-roulette-takes-barrel`.
import type { EventRule, Offer } from '../../hooks.ts';
import type { GameEvent, PlayerState, Prompt, State, Table } from '../../types.ts';
import { findPlayer, nextLiving } from '../../seat.ts';
import { hit } from '../../damage.ts';
import { activeRule } from '../../active.ts';
import { abilityId } from '../../registry.ts';
import { houseRule, underHouseRule } from '../../house-rule.ts';
import { catalogue } from '../../catalogue/index.ts';
import { missedOffers, missedOnly } from './missed.ts';
import { ROULETTE_TAKES_BARREL } from './house-rules.ts';

const ID = 'russian-roulette';

function turnFor(player: PlayerState): GameEvent {
  return { type: 'PromptOpened', prompt: { type: ID, player: player.name, card: ID } };
}

/** Everybody agrees it starts with the Sheriff himself (events.md); his deputy in the 3-player game. */
function starter(state: State): PlayerState | undefined {
  const sheriff = state.players.find((p) => p.role === 'sheriff' && p.alive);
  return sheriff ?? findPlayer(state, state.turn.player);
}

/** Under the house rule: the player's Barrel draw! (a Barrel in play, Jourdonnais's own), not yet used on this
 *  turn of the roulette. */
function barrelOffers(table: Table, prompt: Prompt): Offer[] {
  const player = findPlayer(table, prompt.player);
  if (!player || houseRule(table, ROULETTE_TAKES_BARREL) !== true) return [];
  const draws = (id: string): boolean =>
    activeRule(id)?.drawMeans === 'cancels-shot' && !(prompt.used ?? []).includes(id);
  const cards = player.inPlay.map((c) => c.card).filter(draws);
  const ability = abilityId(player);
  return [
    ...cards.map((card) => ({
      label: `${catalogue.card(card)?.name.en ?? card} draw!`,
      entry: { type: 'use' as const, player: player.name, card },
    })),
    ...(draws(ability)
      ? [
          {
            label: `${catalogue.character(ability)?.name.en ?? ability} draw!`,
            entry: { type: 'use' as const, player: player.name, ability },
          },
        ]
      : []),
  ];
}

export const russianRoulette: EventRule = {
  id: ID,
  onReveal(state) {
    const first = starter(state);
    return first ? [turnFor(first)] : [];
  },
  // The card text says "discard a Missed!": Dodge City's Missed!-like cards never answer; a Barrel only under
  // the house rule (its draw! is a `use`, see barrel.ts).
  answer(ctx) {
    const before = ctx.flags.length;
    const ok = missedOnly(ctx);
    for (let i = before; i < ctx.flags.length; i++) {
      const f = ctx.flags[i];
      if (f) ctx.flags[i] = underHouseRule(ctx.state, ROULETTE_TAKES_BARREL, f);
    }
    if (!ok) return;
    ctx.events.push({ type: 'PromptClosed' });
    const next = nextLiving(ctx.state, ctx.player.name);
    if (next && next.name !== ctx.player.name) ctx.events.push(turnFor(next));
  },
  pass(ctx) {
    ctx.events.push(...hit(ctx.state, ctx.player.name, 2, null));
  },
  promptOffers: (table, prompt) => [
    ...missedOffers(table, prompt),
    ...barrelOffers(table, prompt),
    { label: 'No Missed!: lose 2 life', entry: { type: 'pass', player: prompt.player } },
  ],
};
