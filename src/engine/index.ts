// The engine's public face. Pure: same setup + same entries → same state, always. Loading it registers the
// ruleset (every expansion's rules) before anything else is asked.
import './ruleset.ts';
export type * from './types.ts';
export { createGame, checkHouseRuleChoice, checkSetup } from './setup.ts';
export { decide } from './decide.ts';
export { apply } from './apply.ts';
export { view } from './view.ts';
export { step, type StepResult } from './step.ts';
export { describeEntry, sayParts } from './describe.ts';
export { logParts, type LogPart, type PassOutcome, type Spot } from './log-parts.ts';
export { abilityOptions, promptOptions, suggestTargets, type PromptOption } from './suggest.ts';
export { catalogue, type CardInfo, type CharacterInfo, type EventInfo } from './catalogue/index.ts';
export { eventDeckFor, isFinale } from './catalogue/events.ts';
export { rulings, type Ruling } from './catalogue/rulings.ts';
export { formatSign, parseSign } from './sign.ts';
export { flagCodes, isFlagCode, type FlagCode, type FlagParams } from './catalogue/flags.ts';
export {
  addHouseRules,
  changedHouseRules,
  houseRuleSpec,
  houseRulesOf,
  sayHouseRule,
  type HouseRule,
} from './catalogue/house-rules.ts';
export { houseRule } from './house-rule.ts';
export { RULES_VERSION } from './version.ts';
export { dealFrom, seededRandom } from './rng.ts';
export { refereed, register } from './registry.ts';
export { unrefereed } from './unrefereed.ts';
export type { CardRule, CharacterRule, EventRule, Expansion } from './hooks.ts';
export type { CardData, CharacterData } from './catalogue/card-data.ts';
export { tableOffers, type TableOffers } from './offers.ts';
export type { LoadOnPlay } from './load-tokens.ts';
export type { TargetSuggestion } from './suggest.ts';
export type { Offer, Targeting } from './hooks.ts';
