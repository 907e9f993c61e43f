// The UI's words in every language at once: what Node (the unit tests) and any caller that needs them all
// reads. The page's bundle takes tables.lazy.ts in its place (vite.config.ts), which holds English and loads
// another language when the table picks it, so the start-up JavaScript carries one language.
import type { Locale } from '../../engine/catalogue/index.ts';
import { en, type Messages } from './en.ts';
import { cs, csLog } from './cs.ts';
import { zhHant, zhHantLog } from './zhHant.ts';
import { zhHans, zhHansLog } from './zhHans.ts';
import type { LogWords } from './log-words.ts';

export const MESSAGES: Record<Locale, Messages> = { en, cs, zhHant, zhHans };

export const LOG_WORDS: Partial<Record<Exclude<Locale, 'en'>, LogWords>> = {
  cs: csLog,
  zhHant: zhHantLog,
  zhHans: zhHansLog,
};

/** Every language is here already. */
export function messagesLoaded(locale: Locale): boolean {
  void locale;
  return true;
}

export function loadMessages(locale: Locale): Promise<void> {
  void locale;
  return Promise.resolve();
}
