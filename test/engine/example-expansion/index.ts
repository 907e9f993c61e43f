// The worked example of docs/extending.md: a whole expansion in one folder, one card and one character, with
// their data and their rules. Registering it is all it takes; nothing outside this folder changes.
import type { Expansion, ExpansionId } from '../../../src/engine/index.ts';
import { hipFlask } from './hip-flask.ts';
import { ezraFlint } from './ezra-flint.ts';

/** Its id: a shipped expansion adds it to EXPANSION_IDS (types.ts); the example stays test-only. */
export const EXAMPLE = 'example' as ExpansionId;

export const example: Expansion = {
  id: EXAMPLE,
  catalogue: {
    cards: [
      {
        id: 'hip-flask',
        en: 'Hip Flask',
        names: { cs: 'Placatka', zhHant: '隨身酒壺', zhHans: '随身酒壶' },
        kind: 'brown',
        copies: '7H 8H',
        expansion: EXAMPLE,
      },
    ],
    characters: [
      {
        id: 'ezra-flint',
        en: 'Ezra Flint',
        names: { cs: 'Ezra Flint', zhHant: '以斯拉·弗林特', zhHans: '以斯拉·弗林特' },
        life: 4,
        ability: 'He sees every other player at one less distance.',
        expansion: EXAMPLE,
      },
    ],
  },
  cards: [hipFlask],
  characters: [ezraFlint],
};
