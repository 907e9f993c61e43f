// Gold Rush's uses that cost nuggets say what they cost and give ("Gold Pan: 1 nugget → 1 card"), not "draw!".
import type { Entry } from '../../../engine/types.ts';
import { cardName, characterName, i18n } from '../../i18n/index.svelte.ts';
import { GOLD_RUSH_WORDS } from '../../i18n/gold-rush.ts';

export function goldOfferLabel(entry: Entry): string | null {
  if (entry.type !== 'use') return null;
  const w = GOLD_RUSH_WORDS[i18n.locale];
  if (entry.card === 'gold-pan') return w.goldPanUse({ name: cardName('gold-pan') });
  if (entry.card === 'rucksack') return w.rucksackUse({ name: cardName('rucksack') });
  if (entry.ability === 'jacky-murieta')
    return w.jackyUse({ name: characterName('jacky-murieta'), target: entry.target ?? '' });
  // Josh McCloud: the card the table turned up from the equipment deck, and whom or as what it is used.
  if (entry.ability === 'josh-mccloud') {
    const card = [cardName(entry.card ?? ''), entry.as ? cardName(entry.as) : '', entry.target ?? '']
      .filter(Boolean)
      .join(' → ');
    return w.joshUse({ name: characterName('josh-mccloud'), card });
  }
  if (entry.ability === 'raddie-snake') return w.raddieUse({ name: characterName('raddie-snake') });
  return null;
}
