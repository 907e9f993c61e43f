// Dodge City's green cards: placed like blue cards, then used by discarding them from play, never in the
// turn they were placed. The Missed! ones answer a shot out of turn; the others are used in your turn.
import type { CardRule, UseContext } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { catalogue } from '../../../catalogue/index.ts';
import { cancelShot } from '../../base/cards/missed.ts';
import { shieldFrom } from '../../../immunity.ts';
import { aim, drawCards, heal, shootEveryone, shot, takeCard, type Act } from './effects.ts';

type Effect = (a: Act, ctx: UseContext) => void;

function green(id: string, effect: Effect, answersShot = false): CardRule {
  return {
    id,
    ...(answersShot ? { usableOn: ['answer-bang' as const] } : {}),
    use(ctx) {
      const { state, player } = ctx;
      const copy = player.inPlay.find((c) => c.card === id);
      if (!copy) return; // flagged by the core: not in play
      const name = catalogue.card(id)?.name.en ?? id;
      if (copy.placedTurn >= state.turn.number) {
        ctx.flags.push(flag('green-too-soon', { player: player.name, card: id }));
      }
      const a: Act = { state, actor: player, card: id, name, events: ctx.events, flags: ctx.flags };
      if (answersShot) {
        const top = state.prompts[0];
        if (top?.type !== 'answer-bang' || top.player !== player.name) {
          ctx.flags.push(flag('nothing-to-cancel', { player: player.name, card: id }));
          return;
        }
      } else {
        if (state.over) return;
        if (state.turn.player !== player.name) {
          ctx.flags.push(flag('green-own-turn', { player: player.name, card: id }));
        } else if (state.prompts[0]) {
          ctx.flags.push(
            flag('answer-pending', { waiting: state.prompts[0].player, prompt: state.prompts[0].type }),
          );
        } else if (state.turn.phase === 'draw') {
          ctx.flags.push(flag('draw-first', { player: player.name }));
        } else if (state.turn.phase === 'discard') {
          // Used as a card played: phase 2's, over once discarding has begun.
          ctx.flags.push(flag('phase-over', { player: player.name }));
        }
      }
      ctx.events.push({ type: 'CardRemoved', player: player.name, card: id });
      effect(a, ctx);
      shieldFrom(ctx, player.name, copy.sign, id, ctx.entry.target);
    },
  };
}

const missedLike = (id: string, draw = 0): CardRule =>
  green(
    id,
    (a) => {
      const top = a.state.prompts[0];
      if (top) a.events.push(cancelShot(top));
      if (draw > 0) drawCards(a, draw);
    },
    true,
  );

const shooting = (id: string, range: 'reach' | 'one' | 'any', draw = 0): CardRule =>
  green(id, (a, ctx) => {
    const target = aim(a, ctx.entry.target);
    if (target) shot(a, target, range);
    if (draw > 0) drawCards(a, draw);
  });

export const greenCards: CardRule[] = [
  missedLike('bible', 1),
  missedLike('iron-plate'),
  missedLike('sombrero'),
  missedLike('ten-gallon-hat'),
  {
    ...green('canteen', (a) => heal(a, a.actor, 1)),
    useOffered: (_table, owner) => owner.life < owner.maxLife,
  },
  green('can-can', (a, ctx) => {
    const target = aim(a, ctx.entry.target);
    if (target) takeCard(a, target, ctx.entry.targetCard, false);
  }),
  green('conestoga', (a, ctx) => {
    const target = aim(a, ctx.entry.target);
    if (target) takeCard(a, target, ctx.entry.targetCard, true);
  }),
  shooting('derringer', 'one', 1),
  shooting('knife', 'one'),
  shooting('pepperbox', 'reach'),
  shooting('buffalo-rifle', 'any'),
  green('howitzer', (a) => shootEveryone(a)),
  green('pony-express', (a) => drawCards(a, 3)),
];
