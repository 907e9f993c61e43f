// Bomb: played in front of ANY player with 3 tokens. At the start of its holder's turn, after Dynamite and
// Jail, draw!: ♥/♦ → the holder passes it (tokens and all) to another player of their choice (a `pass-bomb`
// prompt, answered by `{"type":"use","card":"bomb","target":…}`); ♣/♠ → 2 tokens off. Its last token gone
// (here, by Rust or Frankie Canton) it explodes: discarded, 2 life lost. Taken or discarded otherwise, it does not.
import type { CardRule } from '../../../hooks.ts';
import { flag } from '../../../flags.ts';
import { findPlayer } from '../../../seat.ts';
import { drawnSuit } from '../../../draw-check.ts';
import { placeInPlay } from '../../../place.ts';
import { spotOf, take, tokensAt } from '../tokens.ts';

const CHECK_LOSS = 2;

export const bomb: CardRule = {
  id: 'bomb',
  // After Dynamite (1) and Jail (2).
  startOfTurn: 3,
  usableOn: ['pass-bomb'],
  play(ctx) {
    const owner = ctx.target ?? ctx.actor;
    if (!owner.alive) return void ctx.flags.push(flag('dead-target', { target: owner.name }));
    placeInPlay(ctx, owner);
  },
  // A heart or a diamond: it is passed on, costing its holder nothing.
  drawSucceeds: ({ suit }) => suit === 'H' || suit === 'D',
  drawMeans: 'bomb',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    const suit = drawnSuit(state, ctx.sign);
    if (suit === 'H' || suit === 'D') {
      ctx.events.push({
        type: 'PromptOpened',
        prompt: { type: 'pass-bomb', player: player.name, card: 'bomb' },
      });
      return;
    }
    ctx.events.push(...take(state, player.name, 'bomb', CHECK_LOSS, 'bomb'));
  },
  use(ctx) {
    const { state, player, entry } = ctx;
    const top = state.prompts[0];
    const target = entry.target ? findPlayer(state, entry.target) : undefined;
    if (top?.type !== 'pass-bomb' || top.player !== player.name) {
      ctx.flags.push(flag('not-usable', { what: 'bomb' }));
      return;
    }
    if (!target || !target.alive || target.name === player.name) {
      ctx.flags.push(flag('bomb-pass', { player: player.name, target: target?.name ?? entry.target ?? '—' }));
      if (!target?.alive || target.name === player.name) return;
    }
    const copy = player.inPlay.find((c) => c.card === 'bomb');
    ctx.events.push(
      { type: 'PromptClosed' },
      { type: 'CardPlaced', player: target.name, card: 'bomb', sign: copy?.sign ?? null },
      {
        type: 'TokensMoved',
        from: spotOf(player.name, 'bomb'),
        to: spotOf(target.name, 'bomb'),
        count: tokensAt(state, spotOf(player.name, 'bomb')),
        reason: 'bomb',
      },
      { type: 'CardRemoved', player: player.name, card: 'bomb' },
    );
  },
  onPass: {
    'pass-bomb': (ctx) =>
      void ctx.flags.push(flag('bomb-pass', { player: ctx.player.name, target: ctx.player.name })),
  },
};
