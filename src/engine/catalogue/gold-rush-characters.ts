// Gold Rush's 8 characters, all 4 life (gold-rush.md §6: no other life printed or implemented).
import type { CharacterData } from './card-data.ts';

const gr = 'gold-rush' as const;

export const goldRushCharacters: CharacterData[] = [
  {
    id: 'don-bell',
    en: 'Don Bell',
    life: 4,
    ability:
      'At the end of his turn he draws!: on hearts or diamonds he plays another turn (not again after it).',
    expansion: gr,
  },
  {
    id: 'dutch-will',
    en: 'Dutch Will',
    life: 4,
    ability: 'In phase 1 he draws 2 cards, discards 1 of them and takes 1 nugget.',
    expansion: gr,
  },
  {
    id: 'jacky-murieta',
    en: 'Jacky Murieta',
    life: 4,
    ability: 'In his turn he may pay 2 nuggets to shoot an extra BANG!, as often as he can pay.',
    expansion: gr,
  },
  {
    id: 'josh-mccloud',
    en: 'Josh McCloud',
    life: 4,
    ability: 'In his turn he may pay 2 nuggets to take the top equipment card and use it at once.',
    expansion: gr,
  },
  {
    id: 'madam-yto',
    en: 'Madam Yto',
    life: 4,
    ability: 'Each time a Beer card is played, by anyone, she draws 1 card.',
    expansion: gr,
    aliases: ['Madame Yto'],
  },
  {
    id: 'pretty-luzena',
    en: 'Pretty Luzena',
    life: 4,
    ability: 'Once in her turn, one equipment card she buys costs 1 nugget less.',
    expansion: gr,
  },
  {
    id: 'raddie-snake',
    en: 'Raddie Snake',
    life: 4,
    ability: 'In his turn he may discard 1 nugget to draw 1 card, at most twice a turn.',
    expansion: gr,
  },
  {
    id: 'simeon-picos',
    en: 'Simeon Picos',
    life: 4,
    ability: 'Each time he loses a life point, he takes 1 nugget.',
    expansion: gr,
  },
];
