// Armed & Dangerous's 28 playing cards: 13 Dangerous (orange: 9 objects, 4 weapons) with the Load tokens
// their own effect costs, 9 new browns (upgrade costs where upgradable) and 6 reprints of base cards.
// Signs and costs: bang-server's set file (the Unity project agrees; Korean lists confirm several).
import type { CardData } from './card-data.ts';

const ad = 'armed-and-dangerous' as const;

export const armedCards: CardData[] = [
  // Dangerous objects: enter play with 3 tokens; `use` pays `tokenCost` from the card itself.
  {
    id: 'ace-up-the-sleeve',
    en: 'Ace up the Sleeve',
    kind: 'orange',
    copies: 'AH',
    tokenCost: 2,
    expansion: ad,
    aliases: ['Ace Up The Sleeve'],
  },
  { id: 'bandolier', en: 'Bandolier', kind: 'orange', copies: '2H', tokenCost: 1, expansion: ad },
  {
    id: 'bell-tower',
    en: 'Bell Tower',
    kind: 'orange',
    copies: '7C',
    tokenCost: 1,
    expansion: ad,
    aliases: ['Bell tower'],
  },
  // The one Dangerous card played in front of any player.
  { id: 'bomb', en: 'Bomb', kind: 'orange', copies: '7D', target: 'any', expansion: ad },
  { id: 'crate', en: 'Crate', kind: 'orange', copies: '3H', tokenCost: 2, expansion: ad },
  { id: 'tumbleweed', en: 'Tumbleweed', kind: 'orange', copies: '4C', tokenCost: 1, expansion: ad },
  { id: 'whip', en: 'Whip', kind: 'orange', copies: '5C', tokenCost: 3, expansion: ad },
  {
    id: 'beer-keg',
    en: 'Beer Keg',
    kind: 'orange',
    copies: '4H',
    tokenCost: 3,
    expansion: ad,
    aliases: ['Beer keg'],
  },
  {
    id: 'lock-pick',
    en: 'Lock Pick',
    kind: 'orange',
    copies: '2C',
    tokenCost: 3,
    expansion: ad,
    aliases: ['Lockpick', 'Lock pick'],
  },
  // Dangerous weapons: the ability costs 1 token from the weapon, paid when a real BANG! is played.
  { id: 'big-fifty', en: 'Big Fifty', kind: 'orange', copies: 'QS', weapon: 6, tokenCost: 1, expansion: ad },
  {
    id: 'buntline-special',
    en: 'Buntline Special',
    kind: 'orange',
    copies: 'JS',
    weapon: 2,
    tokenCost: 1,
    expansion: ad,
  },
  {
    id: 'double-barrel',
    en: 'Double Barrel',
    kind: 'orange',
    copies: '6C',
    weapon: 1,
    tokenCost: 1,
    expansion: ad,
  },
  { id: 'thunderer', en: 'Thunderer', kind: 'orange', copies: '3C', weapon: 3, tokenCost: 1, expansion: ad },
  // New browns; `upgradeCost` is one upgrade, bought when the card is played, as often as the player can pay.
  { id: 'caravan', en: 'Caravan', kind: 'brown', copies: '2S', upgradeCost: 2, expansion: ad },
  {
    id: 'a-little-nip',
    en: 'A Little Nip',
    kind: 'brown',
    copies: '5H',
    upgradeCost: 3,
    expansion: ad,
    aliases: ['A little nip'],
  },
  {
    id: 'quick-shot',
    en: 'Quick Shot',
    kind: 'brown',
    copies: '3S',
    target: 'reach',
    upgradeCost: 1,
    targetPerUpgrade: true,
    expansion: ad,
  },
  {
    id: 'flintlock',
    en: 'Flintlock',
    kind: 'brown',
    copies: 'AS',
    target: 'reach',
    upgradeCost: 2,
    expansion: ad,
  },
  {
    id: 'arrow',
    en: 'Arrow',
    kind: 'brown',
    copies: '5D',
    target: 'any-other',
    upgradeCost: 1,
    targetPerUpgrade: true,
    expansion: ad,
  },
  { id: 'duck', en: 'Duck!', kind: 'brown', copies: '3D', upgradeCost: 2, expansion: ad },
  {
    id: 'reloading',
    en: 'Reloading',
    kind: 'brown',
    copies: '4D',
    loads: 3,
    expansion: ad,
    aliases: ['Reload'],
  },
  { id: 'rust', en: 'Rust', kind: 'brown', copies: '9S', expansion: ad },
  {
    id: 'squaw',
    en: 'Squaw',
    kind: 'brown',
    copies: '3D',
    target: 'any',
    takesCard: true,
    inPlayOnly: true,
    upgradeCost: 2,
    expansion: ad,
  },
];

/** Base cards reprinted in Armed & Dangerous, with the reprints' own signs. */
export const armedReprints: Record<string, string> = {
  bang: '6H 2C 2D 3D',
  'cat-balou': '3H',
  missed: 'KS',
};
