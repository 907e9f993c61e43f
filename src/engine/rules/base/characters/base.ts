// The base game's 16 characters, each ability through the hooks it needs.
import type { CharacterRule } from '../../../hooks.ts';
import { barrelHooks } from '../cards/barrel.ts';
import { blackJack, jesseJones, pedroRamirez } from './drawing.ts';
import { bartCassidy, elGringo, sidKetchum, suzyLafayette, vultureSam } from './reacting.ts';

export const baseCharacterRules: CharacterRule[] = [
  { id: 'willy-the-kid', passive: { unlimitedBang: true } },
  { id: 'paul-regret', passive: { seenFrom: 1 } },
  { id: 'rose-doolan', passive: { sees: -1 } },
  { id: 'slab-the-killer', passive: { missedNeeded: 2 } },
  { id: 'jourdonnais', ...barrelHooks('jourdonnais') },
  { id: 'lucky-duke', passive: { drawCheckCards: 2 } },
  // Kit Carlson sees three and keeps two: his hand grows by two like anyone's, so the counts need nothing more.
  { id: 'kit-carlson' },
  { id: 'calamity-janet', playsAs: { missed: 'bang' }, answersAs: { bang: 'missed', missed: 'bang' } },
  blackJack,
  jesseJones,
  pedroRamirez,
  bartCassidy,
  elGringo,
  sidKetchum,
  suzyLafayette,
  vultureSam,
];
