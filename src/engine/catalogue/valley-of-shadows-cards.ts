// The Valley of Shadows's 16 playing cards, shuffled into the base deck (base + VoS = 96). Signs: bang-server,
// albertoxamin and minsuRob agree on all 16 (the second Ghost is 10♠ by the dV card list).
import type { CardData } from './card-data.ts';

const vos = 'valley-of-shadows' as const;

export const valleyCards: CardData[] = [
  // Blue: stay in play. The Ghost goes in front of an eliminated player; Rattlesnake and Bounty of any player.
  { id: 'ghost', en: 'Ghost', kind: 'blue', copies: '9S 10S', target: 'any', expansion: vos },
  { id: 'lemat', en: 'Lemat', kind: 'blue', copies: '4D', weapon: 1, expansion: vos, aliases: ['LeMat'] },
  { id: 'rattlesnake', en: 'Rattlesnake', kind: 'blue', copies: '7H', target: 'any', expansion: vos },
  { id: 'shotgun', en: 'Shotgun', kind: 'blue', copies: 'KS', weapon: 1, expansion: vos },
  { id: 'bounty', en: 'Bounty', kind: 'blue', copies: '9C', target: 'any', expansion: vos },
  // Brown: played and discarded.
  { id: 'bandidos', en: 'Bandidos', kind: 'brown', copies: 'QD', expansion: vos },
  { id: 'escape', en: 'Escape', kind: 'brown', copies: '3H', expansion: vos },
  { id: 'aim', en: 'Aim', kind: 'brown', copies: '6C', expansion: vos },
  { id: 'poker', en: 'Poker', kind: 'brown', copies: 'JH', expansion: vos },
  { id: 'backfire', en: 'Backfire', kind: 'brown', copies: 'QC', expansion: vos },
  { id: 'saved', en: 'Saved!', kind: 'brown', copies: '5H', expansion: vos, aliases: ['Saved'] },
  { id: 'fanning', en: 'Fanning', kind: 'brown', copies: '2S', target: 'reach', expansion: vos },
  // Tomahawk: distance 2 or less, not weapon reach (its rule narrows the seats).
  { id: 'tomahawk', en: 'Tomahawk', kind: 'brown', copies: 'AD', target: 'any-other', expansion: vos },
  { id: 'tornado', en: 'Tornado', kind: 'brown', copies: 'AC', expansion: vos },
  { id: 'last-call', en: 'Last Call', kind: 'brown', copies: '8D', expansion: vos },
];
