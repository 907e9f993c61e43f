// Raising a flag: its code, the ruling it cites and its typed params (ids and numbers). The engine writes no
// sentence: src/i18n says a flag in the table's language. The codes, rulings and param kinds are catalogue data.
import type { FlagOf } from './types.ts';
import { FLAG_SPECS, type FlagCode, type FlagParams } from './catalogue/flags.ts';

export type { FlagCode, FlagParams };
export { flagCodes, isFlagCode, ruleOfFlag } from './catalogue/flags.ts';

/** A code without params takes none; any other takes exactly the params it declares. */
type Args<C extends FlagCode> = keyof FlagParams[C] extends never ? [] : [params: FlagParams[C]];

export function flag<C extends FlagCode>(code: C, ...args: Args<C>): FlagOf<C> {
  const params = (args[0] ?? {}) as FlagParams[C];
  return { code, rule: FLAG_SPECS[code].rule, params };
}
