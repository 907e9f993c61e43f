// The page's tables.ts (vite.config.ts puts it in that module's place): English at start-up, another language
// fetched when the table picks it; until then its slot holds English, so a flag is never without a sentence.
import type { Locale } from '../../engine/catalogue/index.ts';
import type { FlagWords } from './words.ts';
import { en } from './en.ts';

export const FLAG_WORDS: Record<Locale, FlagWords> = { en, cs: en, zhHant: en, zhHans: en };

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<FlagWords>> = {
  cs: () => import('./cs.ts').then((m) => m.cs),
  zhHant: () => import('./zhHant.ts').then((m) => m.zhHant),
  zhHans: () => import('./zhHans.ts').then((m) => m.zhHans),
};
const loaded = new Set<Locale>(['en']);

export function flagWordsLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

export async function loadFlagWords(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  FLAG_WORDS[locale] = await LOADERS[locale]();
  loaded.add(locale);
}
