// What the UI offers first: the answers to the top prompt and the sensible targets of a card.
// The engine decides what makes sense; the UI only shows it (every seat stays reachable for overrides).
import type { Entry, Role, State } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { cardRules } from './rules/registry.ts';
import { findPlayer, living } from './seat.ts';
import { distance, reach } from './distance.ts';

export interface PromptOption {
  label: string;
  entry: Entry;
}

const ROLES: Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];

export function promptOptions(state: State): PromptOption[] {
  const top = state.prompts[0];
  if (!top) return [];
  if (top.type === 'reveal-role') {
    return ROLES.map((role) => ({ label: role, entry: { type: 'reveal-role', player: top.player, role } }));
  }
  const cards = catalogue.cards
    .filter((c) => cardRules.get(c.id)?.answers?.[top.type])
    .map(
      (c) =>
        ({ label: c.name.en, entry: { type: 'respond', player: top.player, card: c.id } }) as PromptOption,
    );
  const pass = top.type === 'dying' ? 'No Beer: out of the game' : 'Take the hit';
  return [...cards, { label: pass, entry: { type: 'pass', player: top.player } }];
}

export interface TargetSuggestion {
  name: string;
  /** The engine would not flag this target for this card. */
  ok: boolean;
  distance: number;
}

/** Every living player but the actor, the ones the card can reach first. */
export function suggestTargets(
  state: State,
  cardId: string,
  actorName = state.turn.player,
): TargetSuggestion[] {
  const card = catalogue.card(cardId);
  const actor = findPlayer(state, actorName);
  if (!card || !actor) return [];
  const limit =
    card.target === 'reach' ? reach(actor) : card.target === 'distance-1' ? 1 : Number.POSITIVE_INFINITY;
  return living(state)
    .filter((p) => p.name !== actor.name)
    .map((p) => {
      const d = distance(state, actor, p);
      return { name: p.name, ok: card.target !== 'none' && d <= limit, distance: d };
    })
    .sort((a, b) => Number(b.ok) - Number(a.ok) || a.distance - b.distance);
}
