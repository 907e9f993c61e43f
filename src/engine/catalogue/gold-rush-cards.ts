// Gold Rush's 24 equipment cards (13 brown, 11 black) and their cost in nuggets. They are a pile of their own,
// away from the playing deck, and carry no sign: they never take part in a draw!. Counts and costs: bang-server,
// albertoxamin and minsuRob agree on every card (gold-rush.md §5). The equipment card Gold Rush is
// `gold-rush-card`: `gold-rush` is the High Noon event.
import type { CardData } from './card-data.ts';

const gr = 'gold-rush' as const;

/** One equipment line: no sign, its cost and how many copies the box holds. */
function equipment(
  id: string,
  en: string,
  kind: 'brown' | 'black',
  cost: number,
  count: number,
  more: Partial<CardData> = {},
): CardData {
  return { id, en, kind, copies: '', equipment: { cost, count }, expansion: gr, ...more };
}

export const goldRushCards: CardData[] = [
  // Brown: applied at once when bought, then put face up under the equipment deck.
  equipment('shot', 'Shot', 'brown', 1, 3, { target: 'any', aliases: ['Shot Glass'] }),
  equipment('bottle', 'Bottle', 'brown', 2, 3),
  equipment('pardner', 'Pardner', 'brown', 2, 3),
  equipment('gold-rush-card', 'Gold Rush', 'brown', 5, 1),
  equipment('rhum', 'Rhum', 'brown', 3, 2, { aliases: ['Rum'] }),
  equipment('union-pacific', 'Union Pacific', 'brown', 4, 1),
  // Black: kept in front of a player (Wanted: in front of the player it is put on).
  equipment('calumet', 'Calumet', 'black', 3, 1),
  equipment('gun-belt', 'Gun Belt', 'black', 2, 1),
  equipment('horseshoe', 'Horseshoe', 'black', 2, 1),
  equipment('pickaxe', 'Pickaxe', 'black', 4, 1),
  equipment('wanted', 'Wanted', 'black', 2, 3, { target: 'any' }),
  equipment('gold-pan', 'Gold Pan', 'black', 3, 1),
  equipment('boots', 'Boots', 'black', 3, 1),
  equipment('lucky-charm', 'Lucky Charm', 'black', 3, 1),
  equipment('rucksack', 'Rucksack', 'black', 3, 1),
];

/** Gold Rush's nuggets: a common heap of 30, which is no cap (the table uses any substitute when it runs out). */
export const GOLD_NUGGETS = { inBox: 30 } as const;
