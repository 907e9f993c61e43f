// Dodge City's 40 playing cards: 14 new kinds and the reprints of base cards with their own signs.
// A reprint shares its id with the base card; its copies count only in a game with Dodge City
// (catalogue `reprints`). Signs: the majority of the public lists; three are disputed (see `disputed`).
import type { CardData } from './card-data.ts';

const dc = 'dodge-city' as const;

export const dodgeCityCards: CardData[] = [
  // Blue.
  { id: 'binocular', en: 'Binocular', kind: 'blue', copies: '10D', expansion: dc, aliases: ['Silver'] },
  { id: 'hideout', en: 'Hideout', kind: 'blue', copies: 'KD', expansion: dc },
  // Brown.
  { id: 'punch', en: 'Punch', kind: 'brown', copies: '10S', target: 'distance-1', expansion: dc },
  { id: 'dodge', en: 'Dodge', kind: 'brown', copies: '7D KH', expansion: dc },
  {
    id: 'springfield',
    en: 'Springfield',
    kind: 'brown',
    copies: 'KS',
    target: 'any-other',
    cost: 1,
    expansion: dc,
    disputed: 'KS (bang-server, albertoxamin) or JS (kraplow; JS is Brawl)',
  },
  { id: 'tequila', en: 'Tequila', kind: 'brown', copies: '9C', target: 'any', cost: 1, expansion: dc },
  { id: 'whisky', en: 'Whisky', kind: 'brown', copies: 'QH', cost: 1, expansion: dc },
  {
    id: 'rag-time',
    en: 'Rag Time',
    kind: 'brown',
    copies: '9H',
    target: 'any-other',
    takesCard: true,
    cost: 1,
    expansion: dc,
  },
  // Brawl aims at no one: it takes a card of each other player (`targetCards`).
  { id: 'brawl', en: 'Brawl', kind: 'brown', copies: 'JS', takesCard: true, cost: 1, expansion: dc },
  // Green: placed, then discarded from play for their effect from a later turn on.
  { id: 'bible', en: 'Bible', kind: 'green', copies: '10H', expansion: dc },
  { id: 'iron-plate', en: 'Iron Plate', kind: 'green', copies: 'AD QS', expansion: dc },
  { id: 'sombrero', en: 'Sombrero', kind: 'green', copies: '7C', expansion: dc },
  { id: 'ten-gallon-hat', en: 'Ten Gallon Hat', kind: 'green', copies: 'JD', expansion: dc },
  { id: 'canteen', en: 'Canteen', kind: 'green', copies: '7H', expansion: dc },
  {
    id: 'can-can',
    en: 'Can Can',
    kind: 'green',
    copies: 'JC',
    target: 'any-other',
    takesCard: true,
    expansion: dc,
  },
  {
    id: 'conestoga',
    en: 'Conestoga',
    kind: 'green',
    copies: '9D',
    target: 'any-other',
    takesCard: true,
    expansion: dc,
  },
  { id: 'derringer', en: 'Derringer', kind: 'green', copies: '7S', target: 'distance-1', expansion: dc },
  { id: 'knife', en: 'Knife', kind: 'green', copies: '8H', target: 'distance-1', expansion: dc },
  {
    id: 'pepperbox',
    en: 'Pepperbox',
    kind: 'green',
    copies: 'AH',
    target: 'reach',
    expansion: dc,
    disputed: 'AH (bang-server, albertoxamin) or 10C (kraplow)',
  },
  {
    id: 'buffalo-rifle',
    en: 'Buffalo Rifle',
    kind: 'green',
    copies: 'QC',
    target: 'any-other',
    expansion: dc,
    disputed: 'QC (albertoxamin, kraplow) or 9C (bang-server; 9C is Tequila)',
  },
  { id: 'howitzer', en: 'Howitzer', kind: 'green', copies: '9S', expansion: dc },
  { id: 'pony-express', en: 'Pony Express', kind: 'green', copies: 'QD', expansion: dc },
];

/** Base cards reprinted in Dodge City, with the reprints' own signs. */
export const dodgeCityReprints: Record<string, string> = {
  barrel: 'AC',
  dynamite: '10C',
  mustang: '5H',
  remington: '6D',
  'rev-carabine': '5S',
  bang: '8S 5C 6C KC',
  beer: '6H 6S',
  'cat-balou': '8C',
  'general-store': 'AS',
  indians: '5D',
  missed: '8D',
  panic: 'JH',
};
