// The base game's 80 cards: 22 kinds, each physical copy's sign (rank + suit).
import type { CardData } from './card-data.ts';

export const baseCards: CardData[] = [
  // Brown: played and discarded.
  {
    id: 'bang',
    en: 'BANG!',
    kind: 'brown',
    copies: 'AS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C QH KH AH',
    target: 'reach',
  },
  { id: 'missed', en: 'Missed!', kind: 'brown', copies: '10C JC QC KC AC 2S 3S 4S 5S 6S 7S 8S' },
  { id: 'beer', en: 'Beer', kind: 'brown', copies: '6H 7H 8H 9H 10H JH' },
  { id: 'panic', en: 'Panic!', kind: 'brown', copies: 'JH QH AH 8D', target: 'distance-1', takesCard: true },
  {
    id: 'cat-balou',
    en: 'Cat Balou',
    kind: 'brown',
    copies: 'KH 9D 10D JD',
    target: 'any-other',
    takesCard: true,
  },
  { id: 'duel', en: 'Duel', kind: 'brown', copies: 'QD JS 8C', target: 'any-other' },
  { id: 'stagecoach', en: 'Stagecoach', kind: 'brown', copies: '9S 9S' },
  { id: 'general-store', en: 'General Store', kind: 'brown', copies: '9C QS' },
  { id: 'indians', en: 'Indians!', kind: 'brown', copies: 'KD AD' },
  { id: 'gatling', en: 'Gatling', kind: 'brown', copies: '10H' },
  { id: 'saloon', en: 'Saloon', kind: 'brown', copies: '5H' },
  { id: 'wells-fargo', en: 'Wells Fargo', kind: 'brown', copies: '3H' },
  // Blue: stay in play in front of a player.
  { id: 'jail', en: 'Jail', kind: 'blue', copies: 'JS 10S 4H', target: 'any-other' },
  { id: 'barrel', en: 'Barrel', kind: 'blue', copies: 'QS KS' },
  { id: 'mustang', en: 'Mustang', kind: 'blue', copies: '8H 9H' },
  { id: 'scope', en: 'Scope', kind: 'blue', copies: 'AS', aliases: ['Appaloosa'] },
  { id: 'dynamite', en: 'Dynamite', kind: 'blue', copies: '2H' },
  { id: 'volcanic', en: 'Volcanic', kind: 'blue', copies: '10S 10C', weapon: 1 },
  { id: 'schofield', en: 'Schofield', kind: 'blue', copies: 'JC QC KS', weapon: 2 },
  { id: 'remington', en: 'Remington', kind: 'blue', copies: 'KC', weapon: 3 },
  { id: 'rev-carabine', en: 'Rev. Carabine', kind: 'blue', copies: 'AC', weapon: 4 },
  { id: 'winchester', en: 'Winchester', kind: 'blue', copies: '8S', weapon: 5 },
];
