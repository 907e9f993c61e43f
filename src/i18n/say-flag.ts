// Saying a flag in a language: its params' ids become the catalogue's names in that language (cards,
// characters, events, roles; the Colt .45 for a player without a weapon), signs are written out, and the
// language's sentence for the code is made from them. The UI, the host and the CLI all say flags with this.
import { catalogue, type Locale } from '../engine/catalogue/index.ts';
import {
  flagParamKinds,
  isFlagCode,
  type FlagCode,
  type FlagParamKind,
  type SaidParams,
} from '../engine/catalogue/flags.ts';
import { formatSign } from '../engine/sign.ts';
import { sayHouseRule } from '../engine/catalogue/house-rules.ts';
import type { ExpansionId, LoggedFlag, PromptType, Suit } from '../engine/types.ts';
import type { FlagWords, UnnamedPrompt } from './flags/words.ts';
import { en } from './flags/en.ts';
import { cs } from './flags/cs.ts';
import { zhHant } from './flags/zhHant.ts';
import { zhHans } from './flags/zhHans.ts';

export const FLAG_WORDS: Record<Locale, FlagWords> = { en, cs, zhHant, zhHans };

/** The card or event a question is about, where one names it. */
const PROMPT_CARDS: Record<Exclude<PromptType, UnnamedPrompt>, string> = {
  'answer-bang': 'bang',
  duel: 'duel',
  indians: 'indians',
  'general-store': 'general-store',
  'russian-roulette': 'russian-roulette',
  ricochet: 'ricochet',
  'pass-bomb': 'bomb',
};

/** The expansions by the names printed on their boxes (the same in every language). */
const EXPANSION_NAMES: Record<ExpansionId, string> = {
  base: 'BANG!',
  'dodge-city': 'Dodge City',
  'high-noon': 'High Noon',
  'fistful-of-cards': 'A Fistful of Cards',
  'armed-and-dangerous': 'Armed & Dangerous',
  'the-bullet': 'The Bullet',
  'gold-rush': 'Gold Rush',
};

const SUITS: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };
const ROLES = ['sheriff', 'deputy', 'outlaw', 'renegade'];

function isPrompt(value: string): value is PromptType {
  return Object.hasOwn(PROMPT_CARDS, value) || Object.hasOwn(FLAG_WORDS.en.prompts, value);
}

/** A card, character, event, role or question by its id (or, in a flag stored before ids, its English name). */
export function sayName(value: string, locale: Locale): string {
  const named =
    catalogue.card(value) ??
    catalogue.character(value) ??
    catalogue.event(value) ??
    catalogue.cards.find((c) => c.name.en === value) ??
    catalogue.characters.find((c) => c.name.en === value) ??
    catalogue.events.find((e) => e.name.en === value);
  if (named) return named.name[locale];
  if (ROLES.includes(value)) return catalogue.roleName(value)[locale];
  if (isPrompt(value)) return sayPrompt(value, locale);
  return value;
}

function sayPrompt(prompt: PromptType, locale: Locale): string {
  return Object.hasOwn(PROMPT_CARDS, prompt)
    ? sayName(PROMPT_CARDS[prompt as keyof typeof PROMPT_CARDS], locale)
    : FLAG_WORDS[locale].prompts[prompt as UnnamedPrompt];
}

type Value = string | number | null | readonly string[];

function fits(kind: FlagParamKind, value: unknown): value is Value {
  switch (kind) {
    case 'number':
      return typeof value === 'number';
    case 'spots':
    case 'signs':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'card?':
    case 'event?':
    case 'sign?':
    case 'weapon':
      return value === null || typeof value === 'string';
    case 'prompt':
      return typeof value === 'string' && isPrompt(value);
    default:
      return typeof value === 'string';
  }
}

function sayParam(kind: FlagParamKind, value: Value, locale: Locale): string | number | null {
  const words = FLAG_WORDS[locale];
  const spot = (s: string): string => (s === 'character' ? words.character : sayName(s, locale));
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    const list = value as readonly string[];
    return kind === 'spots' ? list.map(spot).join(' + ') : list.map((s) => formatSign(s)).join(' ');
  }
  if (value === null) {
    if (kind === 'weapon') return words.colt;
    return kind === 'event?' ? '—' : null;
  }
  const text = value as string;
  switch (kind) {
    case 'player':
      return text;
    case 'spot':
      return spot(text);
    case 'sign':
    case 'sign?':
      return formatSign(text);
    case 'suit':
      return SUITS[text as Suit] ?? text;
    case 'expansion':
      return EXPANSION_NAMES[text as ExpansionId] ?? text;
    case 'prompt':
      return sayPrompt(text as PromptType, locale);
    default:
      return sayName(text, locale);
  }
}

/** The params as the code's sentence takes them, or null when they do not fit what the code declares. */
function saidParams<C extends FlagCode>(
  code: C,
  params: Readonly<Record<string, unknown>>,
  locale: Locale,
): SaidParams[C] | null {
  const said: Record<string, string | number | null> = {};
  for (const [key, kind] of Object.entries(flagParamKinds(code))) {
    const value = params[key];
    if (!fits(kind, value)) return null;
    said[key] = sayParam(kind, value, locale);
  }
  return said as SaidParams[C];
}

function sentence<C extends FlagCode>(code: C, params: SaidParams[C], locale: Locale): string {
  const say = FLAG_WORDS[locale].flags[code] as (p: SaidParams[C]) => string;
  return say(params);
}

/** A flag stored before flags were typed named its question in English, with the question's type beside it. */
function upgraded(flag: LoggedFlag): Readonly<Record<string, unknown>> {
  const params: Readonly<Record<string, unknown>> = flag.params;
  return flag.code === 'answer-pending' && typeof params.promptType === 'string'
    ? { ...params, prompt: params.promptType }
    : params;
}

/**
 * A flag's sentence in the given language. A flag stored before flags were typed keeps its English sentence
 * (`message`): in English it is said as stored; in another language from its code when its params fit, else as
 * stored.
 */
export function sayFlag(flag: LoggedFlag, locale: Locale): string {
  const stored = 'message' in flag ? flag.message : null;
  if (stored !== null && locale === 'en') return stored;
  const code = flag.code;
  if (isFlagCode(code)) {
    const params = saidParams(code, stored === null ? flag.params : upgraded(flag), locale);
    if (params) return underHouseRule(flag, sentence(code, params, locale), locale);
  }
  return stored ?? code;
}

/** A flag raised under a reading other than the default names it. */
function underHouseRule(flag: LoggedFlag, said: string, locale: Locale): string {
  const house = 'house' in flag ? flag.house : undefined;
  if (!house) return said;
  return FLAG_WORDS[locale].underHouseRule(said, sayHouseRule(house.id, house.value, locale));
}
