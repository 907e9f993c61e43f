// The shipped texts (texts.ts), checked on load.
import * as v from 'valibot';
import { shippedTexts } from './texts.ts';
import { RULING_LOCALES, type RulingLocale, type RulingsFile } from './types.ts';

const Text = v.pipe(v.string(), v.minLength(1));
const EntrySchema = v.strictObject({
  name: v.optional(Text),
  aliases: v.optional(v.array(Text)),
  text: Text,
  rulings: v.optional(v.array(v.strictObject({ id: Text, q: Text, a: Text }))),
  disputed: v.optional(Text),
});
const FileSchema = v.strictObject({
  locale: v.picklist(RULING_LOCALES),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  entries: v.record(v.string(), EntrySchema),
});

/** Throws on a malformed file: a programmer error, caught by the tests before anything ships. */
export function parseRulingsFile(input: unknown): RulingsFile {
  return v.parse(FileSchema, input);
}

export const shippedRulings: Record<RulingLocale, RulingsFile> = {
  en: parseRulingsFile(shippedTexts.en),
  cs: parseRulingsFile(shippedTexts.cs),
  'zh-Hant': parseRulingsFile(shippedTexts['zh-Hant']),
  'zh-Hans': parseRulingsFile(shippedTexts['zh-Hans']),
};
