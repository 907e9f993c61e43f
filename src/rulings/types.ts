// The rulings library's shapes: the per-locale data files and what search and lookup answer.
export const RULING_LOCALES = ['en', 'cs', 'zh-Hant', 'zh-Hans'] as const;
export type RulingLocale = (typeof RULING_LOCALES)[number];

export type EntryKind = 'card' | 'character' | 'role' | 'event' | 'rule';

export interface QA {
  /** Same id in every locale, so a test can see that no language lacks a ruling. */
  id: string;
  q: string;
  a: string;
}

/** One entry as a data file writes it; names of catalogue entries come from the catalogue. */
export interface EntryText {
  name?: string;
  aliases?: string[];
  text: string;
  rulings?: QA[];
  /** Where the rule texts disagree, and which rule Marshal applies. */
  disputed?: string;
}

export interface RulingsFile {
  locale: RulingLocale;
  /** Bumped whenever the texts change: the database copy is then replaced. */
  version: number;
  entries: Record<string, EntryText>;
}

export interface RulingHit {
  id: string;
  kind: EntryKind;
  name: string;
}

export interface RulingEntry {
  id: string;
  locale: RulingLocale;
  kind: EntryKind;
  name: string;
  /** Its names in the other languages and the aliases players use. */
  aliases: string[];
  border: 'brown' | 'blue' | 'green' | 'orange' | 'black' | null;
  expansion: string;
  /** Each physical copy's sign ("AS", "10H"); empty for rules and characters. */
  copies: string[];
  /** A character's life points. */
  life: number | null;
  text: string;
  rulings: { q: string; a: string }[];
  disputed: string | null;
}
