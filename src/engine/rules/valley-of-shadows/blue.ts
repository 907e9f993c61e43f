// The Valley of Shadows's blue cards besides the Ghost: Lemat (any card as a BANG! in your turn), Rattlesnake
// (a draw! at the start of its holder's turn, after Dynamite and Jail: ♠ costs 1 life), Shotgun and Bounty (what
// they do to a hit is watched after every entry: watch.ts).
import type { CardRule } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { placeInPlay } from '../../place.ts';
import { drawnSuit } from '../../draw-check.ts';
import { hit } from '../../damage.ts';
import { apply } from '../../apply.ts';
import { houseRule, underHouseRule } from '../../house-rule.ts';
import { RATTLESNAKE_ON_SELF } from './house-rules.ts';

export const lemat: CardRule = {
  id: 'lemat',
  passive: { reach: 1 },
  // Only in its holder's own turn, not to answer; the card counts as a BANG! card and uses the allowance.
  grantsAs: ({ state, player, as, answering }) =>
    as.id === 'bang' && !answering && state.turn.player === player.name ? { by: 'lemat' } : null,
};

export const shotgun: CardRule = { id: 'shotgun', passive: { reach: 1 } };

/** Placed in front of any player (the target): dead players and, under the house rule, yourself, flagged. */
function placeOnTarget(id: string, selfRule?: string): CardRule['play'] {
  return (ctx) => {
    const target = ctx.target;
    if (!target) {
      ctx.flags.push(flag('needs-target', { card: id }));
      return;
    }
    if (!target.alive) {
      ctx.flags.push(flag('dead-target', { target: target.name }));
      return;
    }
    if (selfRule && target.name === ctx.actor.name && houseRule(ctx.state, selfRule) === false) {
      ctx.flags.push(
        underHouseRule(ctx.state, selfRule, flag('self-target', { player: target.name, card: id })),
      );
    }
    placeInPlay(ctx, target);
  };
}

export const rattlesnake: CardRule = {
  id: 'rattlesnake',
  // After Dynamite (1) and Jail (2): a turn Jail skips closes it unmade.
  startOfTurn: 3,
  aimsAt: (table, target) => target.alive && !target.inPlay.some((c) => c.card === 'rattlesnake'),
  play: placeOnTarget('rattlesnake', RATTLESNAKE_ON_SELF),
  drawSucceeds: ({ suit }) => suit !== 'S',
  drawMeans: 'bites',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    // The card stays; the loss has no author.
    if (drawnSuit(state, ctx.sign) === 'S')
      ctx.events.push(...hit(apply(state, ctx.events), player.name, 1, null));
  },
};

export const bounty: CardRule = {
  id: 'bounty',
  aimsAt: (_table, target) => target.alive && !target.inPlay.some((c) => c.card === 'bounty'),
  play: placeOnTarget('bounty'),
};
