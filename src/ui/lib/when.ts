// A date and time as the table's language writes it.
import type { Locale } from '../i18n/index.svelte.ts';

const TAG: Record<Locale, string> = { en: 'en', cs: 'cs', zhHant: 'zh-Hant', zhHans: 'zh-Hans' };

export function when(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(TAG[locale], { dateStyle: 'medium', timeStyle: 'short' });
}
