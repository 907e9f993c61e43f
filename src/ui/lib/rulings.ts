// The rulings panel's source: the host's `searchRulings` and `ruling` requests, in the table's language.
// Search lives in one place (src/rulings/, behind the host); the UI only asks.
import type { MarshalApi } from '../../host/contract.ts';
import type { RulingEntry, RulingHit, RulingLocale } from '../../rulings/types.ts';
import type { Locale } from '../../engine/catalogue/index.ts';

export type { RulingEntry, RulingHit };

const RULING_LOCALE: Record<Locale, RulingLocale> = {
  en: 'en',
  cs: 'cs',
  zhHant: 'zh-Hant',
  zhHans: 'zh-Hans',
};

export interface RulingsSource {
  search(query: string, locale: Locale): Promise<RulingHit[]>;
  entry(id: string, locale: Locale): Promise<RulingEntry | null>;
}

export function rulingsSource(api: MarshalApi): RulingsSource {
  return {
    async search(query, locale) {
      const answer = await api.request('searchRulings', { query, locale: RULING_LOCALE[locale] });
      return answer.ok ? answer.value : [];
    },
    async entry(id, locale) {
      const answer = await api.request('ruling', { id, locale: RULING_LOCALE[locale] });
      return answer.ok ? answer.value : null;
    },
  };
}
