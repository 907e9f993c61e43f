// The one way a rule reads the table's house rules: the value in force in the state, never the setup again.
import type { Flag, HouseRuleValue, State } from './types.ts';
import { houseRuleSpec } from './catalogue/house-rules.ts';

/** The value in force; a game stored before the rule existed has none in its state and plays the default. */
export function houseRule(state: Partial<Pick<State, 'houseRules'>>, id: string): HouseRuleValue {
  const value = (state.houseRules as Partial<Record<string, HouseRuleValue>> | undefined)?.[id];
  if (value !== undefined) return value;
  const spec = houseRuleSpec(id);
  if (!spec) throw new Error(`no house rule "${id}" is registered`);
  return spec.default;
}

/** The flag, marked with the house rule when the table plays a reading other than the default (its sentence
 *  then says so). */
export function underHouseRule<F extends Flag>(
  state: Partial<Pick<State, 'houseRules'>>,
  id: string,
  flag: F,
): F {
  const value = houseRule(state, id);
  return value === houseRuleSpec(id)?.default ? flag : { ...flag, house: { id, value } };
}
