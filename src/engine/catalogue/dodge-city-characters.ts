// Dodge City's 15 characters with their life (the current, 2nd-edition texts; `setup.editions` picks the 1st).
import type { CharacterData } from './card-data.ts';

const dc = 'dodge-city' as const;

export const dodgeCityCharacters: CharacterData[] = [
  {
    id: 'apache-kid',
    en: 'Apache Kid',
    life: 3,
    ability: 'Cards of diamonds played by other players have no effect on him.',
    expansion: dc,
  },
  {
    id: 'belle-star',
    en: 'Belle Star',
    life: 4,
    ability: 'During her turn, the cards in play in front of the other players have no effect.',
    expansion: dc,
  },
  {
    id: 'bill-noface',
    en: 'Bill Noface',
    life: 4,
    ability: 'Draws 1 card plus 1 for each life point he is missing.',
    expansion: dc,
  },
  {
    id: 'chuck-wengam',
    en: 'Chuck Wengam',
    life: 4,
    ability: 'In his turn he may lose 1 life to draw 2 cards, as often as he likes, but not his last life.',
    expansion: dc,
  },
  {
    id: 'doc-holyday',
    en: 'Doc Holyday',
    life: 4,
    ability: 'Once in his turn he may discard 2 cards for a BANG! that does not count toward the limit.',
    expansion: dc,
  },
  {
    id: 'elena-fuente',
    en: 'Elena Fuente',
    life: 3,
    ability: 'May use any card in her hand as a Missed!.',
    expansion: dc,
  },
  {
    id: 'greg-digger',
    en: 'Greg Digger',
    life: 4,
    ability: 'Each time another character is eliminated, he regains 2 life.',
    expansion: dc,
  },
  {
    id: 'herb-hunter',
    en: 'Herb Hunter',
    life: 4,
    ability: 'Each time another character is eliminated, he draws 2 cards.',
    expansion: dc,
  },
  {
    id: 'jose-delgado',
    en: 'José Delgado',
    life: 4,
    ability: 'In his turn he may discard a blue card from his hand to draw 2 cards, at most twice a turn.',
    aliases: ['Jose Delgado'],
    expansion: dc,
    twoEditions: true,
  },
  {
    id: 'molly-stark',
    en: 'Molly Stark',
    life: 4,
    ability: 'Each time she plays or discards a card from her hand out of her turn, she draws a card.',
    expansion: dc,
  },
  {
    id: 'pat-brennan',
    en: 'Pat Brennan',
    life: 4,
    ability: 'In phase 1 he may take one card in play in front of any player instead of drawing.',
    expansion: dc,
  },
  {
    id: 'pixie-pete',
    en: 'Pixie Pete',
    life: 3,
    ability: 'Draws 3 cards in phase 1.',
    expansion: dc,
    twoEditions: true,
  },
  {
    id: 'sean-mallory',
    en: 'Sean Mallory',
    life: 3,
    ability: 'May keep up to 10 cards in his hand at the end of his turn.',
    expansion: dc,
    twoEditions: true,
  },
  {
    id: 'tequila-joe',
    en: 'Tequila Joe',
    life: 4,
    ability: 'Each Beer he plays gives him 2 life instead of 1.',
    expansion: dc,
  },
  {
    id: 'vera-custer',
    en: 'Vera Custer',
    life: 3,
    ability:
      'At the start of her turn she chooses another living character and has his ability until her next turn.',
    expansion: dc,
  },
];
