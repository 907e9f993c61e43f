// Gag: nobody may speak; whoever does loses 1 life. The table reports it; the loss has no author.
import type { EventRule, Offer } from '../../hooks.ts';
import { hit } from '../../damage.ts';
import { flag } from '../../flags.ts';
import { living } from '../../seat.ts';

export const gag: EventRule = {
  id: 'gag',
  use(ctx) {
    if (!ctx.player.alive) {
      ctx.flags.push(flag('dead-player', { player: ctx.player.name }));
      return;
    }
    ctx.events.push(...hit(ctx.state, ctx.player.name, 1, null));
  },
  // "Spoke": a button on every living seat while Gag is in force.
  offers: (table) =>
    living(table).map((p): Offer => ({
      label: `${p.name} spoke`,
      entry: { type: 'use', player: p.name, event: 'gag' },
    })),
};
