// The flags' sentences in every language at once, for the host, the CLI and the tests. The page's bundle takes
// tables.lazy.ts in its place (vite.config.ts): English at start-up, another language when the table picks it.
import type { Locale } from '../../engine/catalogue/index.ts';
import type { FlagWords } from './words.ts';
import { en } from './en.ts';
import { cs } from './cs.ts';
import { zhHant } from './zhHant.ts';
import { zhHans } from './zhHans.ts';

export const FLAG_WORDS: Record<Locale, FlagWords> = { en, cs, zhHant, zhHans };

/** Every language is here already. */
export function flagWordsLoaded(locale: Locale): boolean {
  void locale;
  return true;
}

export function loadFlagWords(locale: Locale): Promise<void> {
  void locale;
  return Promise.resolve();
}
