// Lady Rose of Texas: in his turn a player may swap seats with the player on his right (the one before him in
// turn order, also under a counter-clockwise round: a seat, not a turn order), who then skips his next turn.
// No once-a-turn limit (the dV sheet's general rule); FAQ Q08 caps the swaps in a row at the living players.
import type { EventRule, Offer } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { findPlayer, living, previousLiving } from '../../seat.ts';
import { turnChecks } from '../../entries/checks.ts';
import { houseRule, underHouseRule } from '../../house-rule.ts';
import { ROSE_WITH_TWO } from './house-rules.ts';

const ID = 'lady-rose-of-texas';

export const ladyRoseOfTexas: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    const right = previousLiving(state, player.name);
    if (!right || right.name === player.name) return;
    const alive = living(state).length;
    if (alive <= 2 && houseRule(state, ROSE_WITH_TWO) === false) {
      const two = { ...flag('two-left-no-swap', { player: player.name }), rule: ID };
      ctx.flags.push(underHouseRule(state, ROSE_WITH_TWO, two));
    }
    const before = (state.turn.used ?? []).filter((u) => u === ID).length;
    if (before >= alive) {
      ctx.flags.push({
        ...flag('swaps-in-a-row', { player: player.name, swaps: before + 1, cap: alive }),
        rule: ID,
      });
    }
    ctx.events.push(
      { type: 'AbilityUsed', player: player.name, what: ID },
      { type: 'SeatsSwapped', player: player.name, with: right.name, skips: right.name },
    );
  },
  offers(table) {
    const me = findPlayer(table, table.turn.player);
    if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
    const right = previousLiving(table, me.name);
    if (!right || right.name === me.name) return [];
    const swaps = (table.turn.used ?? []).filter((u) => u === ID).length;
    const alive = living(table).length;
    if (swaps >= alive) return [];
    if (alive <= 2 && houseRule(table, ROSE_WITH_TWO) === false) return [];
    const offer: Offer = {
      label: `Lady Rose of Texas: swap with ${right.name}`,
      entry: { type: 'use', player: me.name, event: ID },
    };
    return [offer];
  },
};
