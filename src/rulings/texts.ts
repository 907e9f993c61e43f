// The shipped texts, one file per locale (resources/rulings/<locale>.json) plus one per locale for each later
// expansion (resources/rulings/<expansion>/<locale>.json, so an expansion's texts are its own files), imported so
// that the CLI, the host and the bundled Electron main all carry them without a path to find at runtime. They
// are joined here into one file per locale; data.ts checks the result.
import en from '../../resources/rulings/en.json' with { type: 'json' };
import cs from '../../resources/rulings/cs.json' with { type: 'json' };
import zhHant from '../../resources/rulings/zh-Hant.json' with { type: 'json' };
import zhHans from '../../resources/rulings/zh-Hans.json' with { type: 'json' };
import grEn from '../../resources/rulings/gold-rush/en.json' with { type: 'json' };
import grCs from '../../resources/rulings/gold-rush/cs.json' with { type: 'json' };
import grZhHant from '../../resources/rulings/gold-rush/zh-Hant.json' with { type: 'json' };
import grZhHans from '../../resources/rulings/gold-rush/zh-Hans.json' with { type: 'json' };
import vosEn from '../../resources/rulings/valley-of-shadows/en.json' with { type: 'json' };
import vosCs from '../../resources/rulings/valley-of-shadows/cs.json' with { type: 'json' };
import vosZhHant from '../../resources/rulings/valley-of-shadows/zh-Hant.json' with { type: 'json' };
import vosZhHans from '../../resources/rulings/valley-of-shadows/zh-Hans.json' with { type: 'json' };
import wwsEn from '../../resources/rulings/wild-west-show/en.json' with { type: 'json' };
import wwsCs from '../../resources/rulings/wild-west-show/cs.json' with { type: 'json' };
import wwsZhHant from '../../resources/rulings/wild-west-show/zh-Hant.json' with { type: 'json' };
import wwsZhHans from '../../resources/rulings/wild-west-show/zh-Hans.json' with { type: 'json' };
import type { RulingLocale } from './types.ts';

interface Part {
  locale: string;
  version: number;
  entries: Record<string, unknown>;
}

/**
 * One locale's file: the main file's entries, then each expansion's. The version is the sum of the parts', so a
 * bump in any part replaces the stored library. An id given twice is a programmer error, caught on load.
 */
function join(main: Part, ...parts: Part[]): unknown {
  const entries: Record<string, unknown> = { ...main.entries };
  for (const part of parts) {
    if (part.locale !== main.locale)
      throw new Error(`rulings: a ${part.locale} part joined to ${main.locale}`);
    for (const [id, entry] of Object.entries(part.entries)) {
      if (id in entries) throw new Error(`rulings: "${id}" is written twice in ${main.locale}`);
      entries[id] = entry;
    }
  }
  return { ...main, version: parts.reduce((sum, p) => sum + p.version, main.version), entries };
}

export const shippedTexts: Record<RulingLocale, unknown> = {
  en: join(en, grEn, vosEn, wwsEn),
  cs: join(cs, grCs, vosCs, wwsCs),
  'zh-Hant': join(zhHant, grZhHant, vosZhHant, wwsZhHant),
  'zh-Hans': join(zhHans, grZhHans, vosZhHans, wwsZhHans),
};
