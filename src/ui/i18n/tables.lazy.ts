// The page's tables.ts (vite.config.ts puts it in that module's place): English at start-up, another language
// fetched when the table picks it. Until then its slot holds English, so a word is never missing; the locale
// itself changes only once its words are here (index.svelte.ts).
import type { Locale } from '../../engine/catalogue/index.ts';
import { en, type Messages } from './en.ts';
import type { LogWords } from './log-words.ts';

export const MESSAGES: Record<Locale, Messages> = { en, cs: en, zhHant: en, zhHans: en };

export const LOG_WORDS: Partial<Record<Exclude<Locale, 'en'>, LogWords>> = {};

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<[Messages, LogWords]>> = {
  cs: () => import('./cs.ts').then((m) => [m.cs, m.csLog]),
  zhHant: () => import('./zhHant.ts').then((m) => [m.zhHant, m.zhHantLog]),
  zhHans: () => import('./zhHans.ts').then((m) => [m.zhHans, m.zhHansLog]),
};

export function messagesLoaded(locale: Locale): boolean {
  return locale === 'en' || LOG_WORDS[locale] !== undefined;
}

export async function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'en' || LOG_WORDS[locale]) return;
  const [messages, log] = await LOADERS[locale]();
  MESSAGES[locale] = messages;
  LOG_WORDS[locale] = log;
}
