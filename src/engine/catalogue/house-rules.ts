// House rules: where the rule texts leave a question open, the table picks its reading once at setup
// (`setup.houseRules`) and Marshal referees that reading. Each is data: an id, its values, the default (the reading
// the sources favour), the ruling it comes from and a sentence per value in every language. An expansion folder
// declares its own (Expansion.houseRules) and the registry adds them here, as it adds an expansion's cards.
import type { ExpansionId, HouseRuleValue } from '../types.ts';
import type { Locale } from './locale.ts';

export type { HouseRuleValue };

export interface HouseRule {
  /** kebab-case, unique across expansions. */
  readonly id: string;
  readonly expansion: ExpansionId;
  /** The readings a table may pick, the default first. */
  readonly values: readonly HouseRuleValue[];
  readonly default: HouseRuleValue;
  /** The rulings library's id for the card or rule the question is about (the link from the New Game form). */
  readonly ruling: string;
  /** The cards or events it concerns, by catalogue id: the rulings search finds the house rule by their names. */
  readonly about: readonly string[];
  /** Where the question comes from (sources, reference notes). */
  readonly source: string;
  /** A sentence per value (`String(value)`), in every language: what the table plays under that reading. */
  readonly says: Readonly<Record<string, Readonly<Record<Locale, string>>>>;
}

const byId = new Map<string, HouseRule>();

/** Adds an expansion's house rules; one id claimed twice by different expansions is a programmer's error. */
export function addHouseRules(rules: readonly HouseRule[]): void {
  for (const rule of rules) {
    const had = byId.get(rule.id);
    if (had && had.expansion !== rule.expansion) {
      throw new Error(`${rule.expansion}: house rule "${rule.id}" is already ${had.expansion}'s`);
    }
    if (!rule.values.includes(rule.default) || rule.values[0] !== rule.default) {
      throw new Error(`house rule "${rule.id}": its default must be its first value`);
    }
    byId.set(rule.id, rule);
  }
}

export function houseRuleSpec(id: string): HouseRule | undefined {
  return byId.get(id);
}

/** Every house rule known, or those of the given expansions, in the order they were added. */
export function houseRulesOf(expansions?: readonly ExpansionId[]): HouseRule[] {
  const all = [...byId.values()];
  return expansions ? all.filter((r) => expansions.includes(r.expansion)) : all;
}

/** The sentence of one reading, in a language (the id itself for a rule or value not known here). */
export function sayHouseRule(id: string, value: HouseRuleValue, locale: Locale): string {
  return byId.get(id)?.says[String(value)]?.[locale] ?? `${id}: ${String(value)}`;
}

/** Every value in force for these expansions: the table's choice where it made one, else the default. */
export function houseRulesInForce(
  expansions: readonly ExpansionId[],
  chosen: Readonly<Record<string, HouseRuleValue>> | undefined,
): Record<string, HouseRuleValue> {
  const out: Record<string, HouseRuleValue> = {};
  for (const rule of houseRulesOf(expansions)) out[rule.id] = chosen?.[rule.id] ?? rule.default;
  return out;
}

/** How many values in force differ from their default ("house rules: 2"). */
export function changedHouseRules(inForce: Readonly<Record<string, HouseRuleValue>>): string[] {
  return Object.keys(inForce).filter((id) => {
    const rule = byId.get(id);
    return rule !== undefined && inForce[id] !== rule.default;
  });
}
