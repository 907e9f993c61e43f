// The rules in force, by id. The core looks rules up here and imports none: the ruleset (ruleset.ts) registers
// each expansion's cards, characters, events and moments when the engine is loaded.
import type { CardRule, CharacterRule, EventRule, Expansion } from './hooks.ts';
import type { PlayerState } from './types.ts';
import { addToCatalogue } from './catalogue/index.ts';
import { addHouseRules } from './catalogue/house-rules.ts';

export const cardRules = new Map<string, CardRule>();
export const characterRules = new Map<string, CharacterRule>();
export const eventRules = new Map<string, EventRule>();
/** The registered expansions, in the order their moments run. */
export const expansions: Expansion[] = [];

/** Which expansion registered each rule id: two expansions may not claim the same card or character. */
const owners = new Map<string, string>();

/** Adds an expansion's rules. Registering the same expansion twice replaces it; a rule id another expansion
 *  already registered is a programmer's error, thrown at once. */
export function register(expansion: Expansion): void {
  const ids = [...(expansion.cards ?? []), ...(expansion.characters ?? []), ...(expansion.events ?? [])];
  const taken = ids.find((r) => (owners.get(r.id) ?? expansion.id) !== expansion.id);
  if (taken) throw new Error(`${expansion.id}: "${taken.id}" is already ${owners.get(taken.id)}'s`);
  for (const r of ids) owners.set(r.id, expansion.id);
  const at = expansions.findIndex((x) => x.id === expansion.id);
  if (at >= 0) expansions.splice(at, 1, expansion);
  else expansions.push(expansion);
  if (expansion.catalogue) addToCatalogue(expansion.catalogue);
  addHouseRules((expansion.houseRules ?? []).map((r) => ({ ...r, expansion: expansion.id })));
  for (const r of expansion.cards ?? []) cardRules.set(r.id, r);
  for (const r of expansion.characters ?? []) characterRules.set(r.id, r);
  for (const r of expansion.events ?? []) eventRules.set(r.id, r);
}

/** Whether a card, character or event has a rule module (else the catalogue lists it as not refereed yet). */
export function refereed(id: string): boolean {
  return cardRules.has(id) || characterRules.has(id) || eventRules.has(id);
}

/** Each registered expansion's answer to a moment, in order: `moment(x)` for each expansion that has it. */
/** Whether a shot with this Dangerous weapon leaves its target's character ability without effect (Big Fifty):
 *  no immunity shields him, no "when he loses life" ability acts on its hit. */
export function abilityIgnored(weapon: string | undefined): boolean {
  return weapon !== undefined && expansions.some((x) => x.ignoresAbility?.(weapon));
}

export function eachExpansion<T>(moment: (x: Expansion) => T | undefined): T[] {
  const out: T[] = [];
  for (const x of expansions) {
    const r = moment(x);
    if (r !== undefined) out.push(r);
  }
  return out;
}

/** The character whose ability a player has now: their own, or the one Vera Custer copies. */
export function abilityId(player: Pick<PlayerState, 'character' | 'copies'>): string {
  return player.copies ?? player.character;
}
