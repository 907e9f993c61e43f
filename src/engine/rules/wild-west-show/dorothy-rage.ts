// Dorothy Rage: in his turn a player may order another to play a card he names (and its use, stated first:
// designer FAQ Q4). The ordered player plays it as if in his own turn (his distances, limits and ability, FAQ
// Q05): it counts as his card (he draws for the Stagecoach and reveals the next show card, FAQ Q06). Without
// it he shows his hand (`pass`). No once-a-turn limit (the dV sheet's general rule).
import type { EventRule, Offer, PlayContext } from '../../hooks.ts';
import type { Prompt } from '../../types.ts';
import { flag } from '../../flags.ts';
import { findPlayer, living } from '../../seat.ts';
import { turnChecks } from '../../entries/checks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { distance, reach } from '../../distance.ts';

const ID = 'dorothy-rage';

export const dorothyRage: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase !== 'play' && player.name === state.turn.player) {
      ctx.flags.push(flag('draw-first', { player: player.name }));
    }
    const target = entry.target ? findPlayer(state, entry.target) : undefined;
    if (!target || !entry.card) {
      ctx.flags.push({ ...flag('needs-order', { player: player.name }), rule: ID });
      return;
    }
    if (!target.alive) {
      ctx.flags.push(flag('dead-target', { target: target.name }));
      return;
    }
    if (target.name === player.name) {
      ctx.flags.push(flag('self-target', { player: player.name, card: ID }));
      return;
    }
    const aimed = entry.targets ?? [];
    const unknown = aimed.find((name) => !findPlayer(state, name));
    if (unknown) {
      ctx.flags.push(flag('no-such-player', { target: unknown }));
      return;
    }
    ctx.events.push({
      type: 'PromptOpened',
      prompt: {
        type: 'dorothy-rage',
        player: target.name,
        from: player.name,
        card: ID,
        order: entry.card,
        ...(aimed.length > 0 ? { targets: aimed } : {}),
      },
    });
  },
  // Play the card ordered, or show the hand (nothing else happens).
  promptOffers(table, prompt) {
    const order = prompt.order;
    const [first, ...more] = prompt.targets ?? [];
    const aimed =
      first === undefined ? {} : more.length === 0 ? { target: first } : { targets: [first, ...more] };
    // Offered when he can carry it out: a card in hand, and a BANG! ordered at someone within his reach.
    const me = findPlayer(table, prompt.player);
    const at = first === undefined ? undefined : findPlayer(table, first);
    const reachable = order !== 'bang' || !me || !at || distance(table, me, at) <= reach(me, table);
    const play: Offer[] =
      order && me && me.hand > 0 && reachable
        ? [
            {
              label: `Play ${catalogue.card(order)?.name.en ?? order}`,
              entry: { type: 'play', player: prompt.player, card: order, ...aimed },
            },
          ]
        : [];
    return [...play, { label: 'Not in hand: shows it', entry: { type: 'pass', player: prompt.player } }];
  },
  // The order itself (who, which card, its targets) is one flow the table fills in.
  offers(table) {
    const me = findPlayer(table, table.turn.player);
    if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
    if (!living(table).some((p) => p.name !== me.name)) return [];
    return [{ label: 'Dorothy Rage', entry: { type: 'use', player: me.name, event: ID } }];
  },
};

/** The ordered player's `play`: it answers his Dorothy Rage question, in another's turn. The question closes
 *  first; his own limits apply (the player in turn's BANG! count is untouched); another card than the one
 *  ordered is flagged. */
export function orderedPlay(ctx: PlayContext): void {
  const top: Prompt | undefined = ctx.state.prompts[0];
  if (top?.type !== 'dorothy-rage' || top.player !== ctx.actor.name) return;
  ctx.flags.splice(
    0,
    ctx.flags.length,
    ...ctx.flags.filter(
      // The turn's phase was the order's to respect (flagged on the order); the answer is taken as ordered.
      (f) =>
        f.code !== 'out-of-turn' &&
        f.code !== 'answer-pending' &&
        f.code !== 'bang-limit' &&
        f.code !== 'phase-over' &&
        f.code !== 'draw-first',
    ),
  );
  if (top.order && top.order !== ctx.entry.card) {
    ctx.flags.push(
      flag('ordered-card', { player: ctx.actor.name, card: ctx.entry.card, ordered: top.order }),
    );
  }
  const kept = ctx.events.filter((e) => e.type !== 'BangCounted');
  ctx.events.splice(0, ctx.events.length, { type: 'PromptClosed' }, ...kept);
}
