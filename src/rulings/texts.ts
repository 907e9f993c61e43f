// The shipped texts, one file per locale (resources/rulings/<locale>.json), imported so that the CLI, the
// host and the bundled Electron main all carry them without a path to find at runtime. data.ts checks them.
import en from '../../resources/rulings/en.json' with { type: 'json' };
import cs from '../../resources/rulings/cs.json' with { type: 'json' };
import zhHant from '../../resources/rulings/zh-Hant.json' with { type: 'json' };
import zhHans from '../../resources/rulings/zh-Hans.json' with { type: 'json' };
import type { RulingLocale } from './types.ts';

export const shippedTexts: Record<RulingLocale, unknown> = { en, cs, 'zh-Hant': zhHant, 'zh-Hans': zhHans };
