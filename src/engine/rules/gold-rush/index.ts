// Gold Rush as one expansion: the shop and its entries (`buy`, `shop`, `remove`), the nugget economy at the
// core's moments, the 24 equipment cards and 8 characters, its house rules and its offers.
import type { Expansion } from '../../hooks.ts';
import type { PlayerState, State } from '../../types.ts';
import { abilityOf } from '../../event-in-force.ts';
import { flag } from '../../flags.ts';
import { applyGold, change, goldRushIn, goldSetup, GOLD_RUSH } from './state.ts';
import { decideBuy, decideRemove, decideShop } from './shop.ts';
import { afterDeaths, extraTurn, nuggetsForLoss, onPlay, onUse } from './economy.ts';
import { equipmentPassives, equipmentRules } from './equipment.ts';
import { DON_BELL, goldRushCharacterRules } from './characters.ts';
import { goldRushOffers, rucksackAnswers } from './offers.ts';
import { goldRushHouseRules } from './house-rules.ts';
import { checkShopSetup } from './setup-check.ts';

/** At the end of a turn: the Gold Rush card's extra turn, else Don Bell's draw! (not after his extra turn). */
function endOfTurn(state: State, player: PlayerState) {
  const extra = extraTurn(state, player);
  if (extra) return extra;
  if (!player.alive || player.ghost || abilityOf(state, player)?.id !== DON_BELL) return undefined;
  if ((state.turn.used ?? []).includes(DON_BELL)) return undefined;
  return [
    {
      type: 'PromptOpened' as const,
      prompt: { type: 'draw-check' as const, player: player.name, card: DON_BELL },
    },
  ];
}

export const goldRush: Expansion = {
  id: GOLD_RUSH,
  houseRules: goldRushHouseRules,
  cards: equipmentRules,
  characters: goldRushCharacterRules,
  setup: goldSetup,
  checkSetup: checkShopSetup,
  apply: applyGold,
  decide: { buy: decideBuy, shop: decideShop, remove: decideRemove },
  onLifeLost: nuggetsForLoss,
  afterEntry: afterDeaths,
  endOfTurn,
  passives: equipmentPassives,
  onPlay: (ctx) => (goldRushIn(ctx.state) || ctx.entry.nugget ? onPlay(ctx) : undefined),
  onUse,
  // `set` + `nuggets`: the table's count, logged, not checked.
  onCorrect: (state, player, entry) => ({
    events:
      entry.nuggets === undefined
        ? []
        : [change({ kind: 'nuggets-set', player: player.name, count: entry.nuggets })],
    flags:
      entry.nuggets !== undefined && !goldRushIn(state)
        ? [flag('not-in-game', { card: 'shot', expansion: GOLD_RUSH })]
        : [],
  }),
  offers: goldRushOffers,
  moreAnswers: (table, prompt) => rucksackAnswers(table, prompt),
};
