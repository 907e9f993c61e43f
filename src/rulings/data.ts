// The shipped texts, one file per locale (resources/rulings/<locale>.json), imported so that the CLI, the
// host and the bundled Electron main all carry them without a path to find at runtime. Checked on load.
import * as v from 'valibot';
import en from '../../resources/rulings/en.json' with { type: 'json' };
import cs from '../../resources/rulings/cs.json' with { type: 'json' };
import zhHant from '../../resources/rulings/zh-Hant.json' with { type: 'json' };
import zhHans from '../../resources/rulings/zh-Hans.json' with { type: 'json' };
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
  en: parseRulingsFile(en),
  cs: parseRulingsFile(cs),
  'zh-Hant': parseRulingsFile(zhHant),
  'zh-Hans': parseRulingsFile(zhHans),
};
