// The module behind a card in play or a character ability, by id.
import type { ActiveHooks } from './hooks.ts';
import { cardRules, characterRules } from './registry.ts';

export function activeRule(id: string): ActiveHooks | undefined {
  return cardRules.get(id) ?? characterRules.get(id);
}
