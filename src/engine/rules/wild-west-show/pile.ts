// The Wild West Show pile turns when a real Stagecoach or Wells Fargo is played (from the hand, or forced by
// Dorothy Rage): the one who played it reveals. Not Pony Express, Union Pacific or Caravan (FAQ Q19), nor a Lee
// Van Kliff repeat (an ability, not a card played); nothing once the finale is out.
import type { PlayContext } from '../../hooks.ts';
import type { GameEvent } from '../../types.ts';
import { isFinale } from '../../catalogue/events.ts';
import { inGame, WWS } from './in-game.ts';

const TURNS_THE_PILE = new Set(['stagecoach', 'wells-fargo']);

/** The reveal prompt, opened on top of what the card opened: the table may enter it before or after the
 *  card's own draw (the draw is part of the play entry, so either way the same cards leave the deck). */
export function revealAfter(ctx: PlayContext): void {
  if (!inGame(ctx.state) || ctx.state.over || !TURNS_THE_PILE.has(ctx.entry.card)) return;
  if (isFinale(ctx.state.show ?? null)) return;
  const open: GameEvent = {
    type: 'PromptOpened',
    prompt: { type: 'reveal-event', player: ctx.actor.name, deck: WWS, card: ctx.entry.card },
  };
  ctx.events.push(open);
}

/** Every card the player in turn plays from hand counts (Miss Susanna reads it, cards played before her
 *  reveal included); answers given out of the play phase do not. */
export function countPlay(ctx: PlayContext): void {
  if (!inGame(ctx.state) || ctx.actor.name !== ctx.state.turn.player) return;
  ctx.events.push({ type: 'PlayCounted', player: ctx.actor.name, card: ctx.card.id });
}
