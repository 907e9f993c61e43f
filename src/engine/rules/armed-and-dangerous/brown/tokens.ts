// Armed & Dangerous's brown cards that move Load tokens: Reloading and Rust.
import type { GameEvent } from '../../../types.ts';
import type { CardRule } from '../../../hooks.ts';
import { apply } from '../../../apply.ts';
import { catalogue } from '../../../catalogue/index.ts';
import { clockwiseAfter, living } from '../../../seat.ts';
import { CHARACTER, isDangerous, placeLoad, spotOf, take } from '../tokens.ts';

/** Tokens Reloading takes from the supply. */
const RELOADING = catalogue.card('reloading')?.loads ?? 0;

/** Reloading: 3 tokens from the supply, spread over your Dangerous cards and character (`load`, e.g.
 *  {"bandolier": 2, "character": 1}); without a `load` they go on the character. Never above 4 on one. */
export const reloading: CardRule = {
  id: 'reloading',
  loads: true,
  play(ctx) {
    const load = ctx.entry.load ?? { [CHARACTER]: RELOADING };
    const out = placeLoad(apply(ctx.state, ctx.events), ctx.actor, load, RELOADING, 'reloading');
    ctx.events.push(...out.events);
    ctx.flags.push(...out.flags);
  },
};

/** Rust: every other player loses 1 token from each Dangerous card in front of him and 1 from his character;
 *  they go on your character up to 4, the rest back to the supply. A card left empty is discarded; a Bomb left
 *  empty explodes. */
export const rust: CardRule = {
  id: 'rust',
  play(ctx) {
    const { actor } = ctx;
    let state = apply(ctx.state, ctx.events);
    const to = spotOf(actor.name, CHARACTER);
    const others = clockwiseAfter(living(state), actor.name);
    for (const other of others) {
      const spots = [...other.inPlay.filter((c) => isDangerous(c.card)).map((c) => c.card), CHARACTER];
      for (const spot of spots) {
        const moved: GameEvent[] = take(state, other.name, spot, 1, 'rust', to);
        ctx.events.push(...moved);
        state = apply(state, moved);
      }
    }
  },
};
