// The Bullet's three special characters (rules/001 lists them; texts after bang-server's mostwanted set).
import type { CharacterData } from './card-data.ts';

export const bulletCharacters: CharacterData[] = [
  {
    id: 'uncle-will',
    en: 'Uncle Will',
    life: 4,
    ability: 'Once in his turn he may play any card from his hand as a General Store.',
    expansion: 'the-bullet',
  },
  {
    id: 'johnny-kisch',
    en: 'Johnny Kisch',
    life: 4,
    ability: 'Each time he puts a card into play, every other card in play with the same name is discarded.',
    expansion: 'the-bullet',
  },
  {
    id: 'claus-the-saint',
    en: 'Claus "The Saint"',
    life: 3,
    aliases: ['Claus the Saint', 'The Saint'],
    ability:
      'In phase 1 he draws one card more than the players alive, keeps 2 and gives 1 to each other player.',
    expansion: 'the-bullet',
  },
];
