// The words of the Stats page and the story in the table's language, and the names of what the figures count.
import { catalogue } from '../../../engine/catalogue/index.ts';
import { i18n } from '../../i18n/index.svelte.ts';
import { STATS_WORDS, type StatsWords } from '../../i18n/stats.ts';

/** The words in the table's language (follows a change of language). */
export function words(): StatsWords {
  return STATS_WORDS[i18n.locale];
}

/** What took a life: a card, an event or an ability by its name, or the table's correction. */
export function causeName(id: string): string {
  const locale = i18n.locale;
  return (
    catalogue.card(id)?.name[locale] ??
    catalogue.event(id)?.name[locale] ??
    catalogue.character(id)?.name[locale] ??
    words().causes[id] ??
    id
  );
}

export function percent(part: number, whole: number): string {
  if (whole === 0) return '–';
  return new Intl.NumberFormat(i18n.locale.startsWith('zh') ? 'zh' : i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(part / whole);
}

/** A number with at most one decimal, in the table's way of writing it. */
export function decimal(n: number | null): string {
  if (n === null) return '–';
  return new Intl.NumberFormat(i18n.locale.startsWith('zh') ? 'zh' : i18n.locale, {
    maximumFractionDigits: 1,
  }).format(n);
}
