// The languages Marshal ships: every name in the catalogue and every sentence is given in each.
export const LOCALES = ['en', 'cs', 'zhHant', 'zhHans'] as const;
export type Locale = (typeof LOCALES)[number];
