// The table's words without the reactive locale: what a flag or a name says in a given language. Kept apart
// from index.svelte.ts so the sentences can be checked by plain unit tests.
import type { Flag } from '../../engine/types.ts';
import { catalogue } from '../../engine/index.ts';
import { en, type Messages, type Params } from './en.ts';
import { cs } from './cs.ts';
import { zhHant } from './zhHant.ts';
import { zhHans } from './zhHans.ts';

export type Locale = 'en' | 'cs' | 'zhHant' | 'zhHans';

export const MESSAGES: Record<Locale, Messages> = { en, cs, zhHant, zhHans };

/** A card, character, event or role named in English (or by id) by the engine, in the given language. */
export function sayName(value: string | number, locale: Locale): string | number {
  if (typeof value === 'number') return value;
  const card = catalogue.card(value) ?? catalogue.cards.find((c) => c.name.en === value);
  if (card) return card.name[locale];
  const character = catalogue.character(value) ?? catalogue.characters.find((c) => c.name.en === value);
  if (character) return character.name[locale];
  const event = catalogue.event(value) ?? catalogue.events.find((e) => e.name.en === value);
  if (event) return event.name[locale];
  if (['sheriff', 'deputy', 'outlaw', 'renegade'].includes(value)) return catalogue.roleName(value)[locale];
  return value;
}

const NAMED = ['card', 'weapon', 'what', 'source', 'ability', 'known', 'role', 'prompt', 'event', 'current'];

/** A flag's sentence in the given language, from its code and params; the engine's English otherwise. */
export function sayFlag(flag: Flag, locale: Locale): string {
  const say = (MESSAGES[locale].flags as Record<string, ((p: Params) => string) | undefined>)[flag.code];
  if (!say) return flag.message;
  const params: Params = { ...flag.params };
  for (const key of NAMED) {
    const value = params[key];
    if (value !== undefined) params[key] = sayName(value, locale);
  }
  // A prompt no card names ("lethal hit", "draw!") is said in the table's words.
  const words: Record<string, string | undefined> = MESSAGES[locale].promptWords;
  const word = typeof flag.params.promptType === 'string' ? words[flag.params.promptType] : undefined;
  if (word) params.prompt = word;
  return say(params);
}
