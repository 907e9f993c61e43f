// The table's language: English, Czech, Traditional and Simplified Chinese. It follows navigator.language
// until the table picks one; the choice is remembered. Card and character names come from the catalogue.
import type { LoggedFlag } from '../../engine/types.ts';
import type { LogLine } from '../../host/contract.ts';
import { catalogue, LOCALES as ALL_LOCALES, type Locale } from '../../engine/catalogue/index.ts';
import type { Messages, Params, RuleId } from './en.ts';
import { MESSAGES, objectName, sayFlag, sayLine, sayName } from './say.ts';
import { loadMessages, messagesLoaded } from './tables.ts';
import { flagWordsLoaded, loadFlagWords } from '../../i18n/say-flag.ts';

export type { Messages, Params, Locale };
export { MESSAGES, sayLine };
export const LOCALES: readonly Locale[] = ALL_LOCALES;
const KEY = 'marshal.locale';
const HTML_LANG: Record<Locale, string> = { en: 'en', cs: 'cs', zhHant: 'zh-Hant', zhHans: 'zh-Hans' };

/** "zh-TW" → zhHant, "zh-CN" → zhHans, "cs-CZ" → cs, anything else → en. */
export function localeFromLanguage(language: string | undefined): Locale {
  const lang = (language ?? '').toLowerCase();
  if (lang.startsWith('cs') || lang.startsWith('sk')) return 'cs';
  if (lang.startsWith('zh')) {
    return /hant|tw|hk|mo/.test(lang) ? 'zhHant' : 'zhHans';
  }
  return 'en';
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

/** Each language by its own name, for the picker: known before its words are loaded. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  cs: 'Čeština',
  zhHant: '繁體中文',
  zhHans: '简体中文',
};

export class I18n {
  locale = $state<Locale>('en');
  readonly t: Messages = $derived(MESSAGES[this.locale]);
  /** Settles when the first language's words are here: the page mounts after it, so it opens in that language. */
  readonly ready: Promise<void>;
  /** The language last asked for: a slower load of an earlier choice must not win over it. */
  #wanted: Locale = 'en';

  constructor() {
    const saved = globalThis.localStorage?.getItem(KEY);
    this.ready = this.#switch(isLocale(saved) ? saved : localeFromLanguage(globalThis.navigator?.language));
  }

  set(locale: Locale): void {
    globalThis.localStorage?.setItem(KEY, locale);
    void this.#switch(locale);
  }

  /** A table display speaks the table's language (from the host) without remembering it as its own. */
  follow(locale: Locale): void {
    if (this.#wanted === locale) return;
    void this.#switch(locale);
  }

  /** Fetches the other languages' words once the page is up, so that picking one later switches at once. */
  preloadOthers(): void {
    for (const locale of LOCALES) {
      if (messagesLoaded(locale) && flagWordsLoaded(locale)) continue;
      // Quietly: a language that fails here is fetched again (and reported) when it is picked.
      Promise.all([loadMessages(locale), loadFlagWords(locale)]).catch(() => undefined);
    }
  }

  /** The page's bundle carries English only; another language's words are fetched first, then the page speaks it
   *  (at once where they are already here). A failed fetch leaves the page in the language it speaks. */
  async #switch(locale: Locale): Promise<void> {
    this.#wanted = locale;
    if (!messagesLoaded(locale) || !flagWordsLoaded(locale)) {
      try {
        await Promise.all([loadMessages(locale), loadFlagWords(locale)]);
      } catch (err) {
        console.error(`the ${locale} words could not be loaded`, err);
        return;
      }
      if (this.#wanted !== locale) return;
    }
    this.locale = locale;
    this.#apply();
  }

  #apply(): void {
    if (globalThis.document) document.documentElement.lang = HTML_LANG[this.locale];
  }
}

export const i18n = new I18n();

export function cardName(id: string, locale: Locale = i18n.locale): string {
  return catalogue.card(id)?.name[locale] ?? id;
}

export function characterName(id: string, locale: Locale = i18n.locale): string {
  return catalogue.character(id)?.name[locale] ?? id;
}

export function eventCardName(id: string, locale: Locale = i18n.locale): string {
  return catalogue.event(id)?.name[locale] ?? id;
}

/** A card as the object of a sentence in the table's language ("hraje Dvouhlavňovku"). */
export function cardObject(id: string, locale: Locale = i18n.locale): string {
  return objectName(id, locale);
}

export function roleName(role: string, locale: Locale = i18n.locale): string {
  return catalogue.roleName(role)[locale];
}

/** A card, character, event or role named by its id, in the table's language. */
export function localName(value: string | number, locale: Locale = i18n.locale): string | number {
  return typeof value === 'number' ? value : sayName(value, locale);
}

/** A flag's sentence in the table's language, from its code and params (a flag stored before flags were typed:
 *  as stored, when its params do not fit). */
export function flagText(flag: LoggedFlag, locale: Locale = i18n.locale): string {
  return sayFlag(flag, locale);
}

/** A log line in the table's language: the engine's English, or its parts said in another language; a line
 *  stored without parts (before they were kept) in a few neutral words from its entry. */
export function logText(line: LogLine, fallback: () => string, locale: Locale = i18n.locale): string {
  if (locale === 'en') return line.text;
  return line.parts ? sayLine(line.parts, locale) : fallback();
}

export function ruleTitle(id: string, locale: Locale = i18n.locale): string | null {
  return (MESSAGES[locale].rules as Record<string, string | undefined>)[id] ?? null;
}

export type { RuleId };
