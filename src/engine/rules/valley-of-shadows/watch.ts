// What the Valley of Shadows watches for after every entry: a hit by a shot from a Shotgun's holder (the victim
// discards a card of his choice) and a hit by a BANG! card on a player with a Bounty (the shooter draws 1).
import type { GameEvent, Prompt, State } from '../../types.ts';
import { findPlayer } from '../../seat.ts';
import { apply } from '../../apply.ts';
import { cardsInPlayWork } from '../../passive.ts';
import { houseRule } from '../../house-rule.ts';
import { SHOTGUN_HITS } from './house-rules.ts';

/** The shot whose hit this is: the answer-bang waiting on the victim from the shooter, if any. */
function shotOn(state: State, victim: string, by: string): Prompt | undefined {
  return state.prompts.find((p) => p.type === 'answer-bang' && p.player === victim && p.from === by);
}

const holds = (state: State, name: string, card: string): boolean => {
  const p = findPlayer(state, name);
  return !!p && cardsInPlayWork(state, p) && p.inPlay.some((c) => c.card === card);
};

export function hitsWatched(state: State, events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type !== 'LifeLost' || e.by === null || e.by === e.player) continue;
    const shot = shotOn(state, e.player, e.by);
    // Bounty: only a BANG! card (a real one, or a card played as one), never Gatling or Fanning.
    if (shot?.card === 'bang' && holds(state, e.player, 'bounty'))
      out.push({ type: 'CardsDrawn', player: e.by, count: 1, reason: 'bounty' });
    if (holds(state, e.by, 'shotgun') && shotgunFires(state, shot)) {
      const victim = findPlayer(apply(state, [...events, ...out]), e.player);
      if (victim?.alive && victim.hand > 0)
        out.push({ type: 'CardsLeftHand', player: victim.name, count: 1, reason: 'shotgun' });
    }
  }
  return out;
}

/** Which hits make the Shotgun fire, as the table reads it (house rule shotgun-hits). */
function shotgunFires(state: State, shot: Prompt | undefined): boolean {
  const reading = houseRule(state, SHOTGUN_HITS);
  if (reading === 'any-loss') return true;
  if (reading === 'bang-cards') return shot?.card === 'bang';
  return shot !== undefined;
}
