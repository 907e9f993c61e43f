// What the core asks of the event that is up: its rule (registered by its expansion), the abilities it takes
// away, the turn order it changes. An event without a rule is "not refereed yet": revealing it is flagged.
import type { GameEvent, PlayerState, Prompt, State, Table } from './types.ts';
import type { CharacterRule, EventCheck, EventRule, Offer } from './hooks.ts';
import type { Flag } from './types.ts';
import { abilityId, characterRules, eventRules, expansions } from './registry.ts';
import { nextLiving, previousLiving } from './seat.ts';
import { cardsInForce } from './event-piles.ts';

/** The rule of the event in force, if Marshal referees it. */
export function currentEvent(table: Partial<Pick<State, 'event'>> | undefined): EventRule | undefined {
  const id = table?.event;
  return id ? eventRules.get(id) : undefined;
}

/** The rules of every event card in force, one per pile (High Noon / Fistful's, then Wild West Show's). */
export function eventsInForce(table: Partial<Pick<State, 'event' | 'show'>> | undefined): EventRule[] {
  return cardsInForce(table).flatMap((id) => eventRules.get(id) ?? []);
}

/** The character's rule (Vera Custer's: the one she copies; the abilities an expansion lends him, as one rule),
 *  unless the event in force takes the abilities away (Hangover). */
export function abilityOf(table: Table | State | undefined, player: PlayerState): CharacterRule | undefined {
  if (currentEvent(table)?.disables === 'characters') return undefined;
  for (const x of expansions) {
    const borrowed = x.borrowedAbilities?.(table, player);
    if (borrowed) return borrowed;
  }
  return characterRules.get(abilityId(player));
}

/** Whether the player has this character's ability now: his own (or the one he copies), or one lent to him. */
export function hasAbility(table: Table | State | undefined, player: PlayerState, id: string): boolean {
  const rule = abilityOf(table, player);
  return rule?.id === id || (rule?.combines?.includes(id) ?? false);
}

/** Whether the cards in play have no effect now (Lasso). */
export function inPlayDisabled(table: Partial<Pick<State, 'event'>> | undefined): boolean {
  return currentEvent(table)?.disables === 'in-play';
}

/** The flags the event in force raises against a card played or answered with. */
export function eventForbids(check: EventCheck): Flag[] {
  return eventsInForce(check.state).flatMap((rule) => rule.forbids?.(check) ?? []);
}

/** Whose turn is next: clockwise, or counter-clockwise while Gold Rush is up; a seat of the dead whose
 * player the event brings back (Ghost Town, Dead Man) has its turn too. */
export function nextInTurn(state: State, name: string): PlayerState | undefined {
  const rules = eventsInForce(state);
  if (rules.some((r) => r.counterClockwise)) return previousLiving(state, name);
  if (!rules.some((r) => r.returns)) return nextLiving(state, name);
  const returns = (s: State, p: PlayerState) => rules.some((r) => r.returns?.(s, p));
  const n = state.players.length;
  const at = state.players.findIndex((p) => p.name === name);
  for (let step = 1; step <= n; step++) {
    const p = state.players[(at + step) % n];
    if (p?.alive || (p && step < n && returns(state, p))) return p;
  }
  return undefined;
}

/** The events that bring `player` back for his turn, if he is out and the event in force does so. */
export function returnFor(state: State, player: PlayerState): GameEvent[] {
  if (player.alive) return [];
  for (const rule of eventsInForce(state)) {
    const back = rule.returns?.(state, player);
    if (back)
      return [
        { type: 'PlayerReturned', player: player.name, ...back },
        ...(rule.onReturn?.(state, player) ?? []),
      ];
  }
  return [];
}

/** The event whose prompt this is (Russian Roulette, Ricochet, Vendetta's draw!), if it has a rule. */
export function promptEvent(prompt: Prompt | undefined): EventRule | undefined {
  return prompt?.card ? eventRules.get(prompt.card) : undefined;
}

/** What the event in force makes possible now, for the UI to offer (Ricochet, Peyote, Handcuffs). */
export function eventOffers(table: Table): Offer[] {
  return eventsInForce(table).flatMap((rule) => rule.offers?.(table) ?? []);
}

/** The answers to a prompt an event opened, or null for the usual ones. */
export function eventPromptOffers(table: Table, prompt: Prompt): Offer[] | null {
  return promptEvent(prompt)?.promptOffers?.(table, prompt) ?? null;
}

/** After every entry, what the event in force watches for (Law of the West). */
export function eventSettle(state: State, events: readonly GameEvent[]): GameEvent[] {
  return eventsInForce(state).flatMap((rule) => rule.settle?.(state, events) ?? []);
}
