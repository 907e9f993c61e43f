// The Bullet's three special characters (rules/001 lists them; texts after bang-server's mostwanted set).
import type { CharacterData } from './card-data.ts';
import type { LocalNames } from './names.ts';

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

// Their names in the other shipped languages. No stored rule text names them outside English, so these are
// chosen for Marshal as for Dodge City: Czech keeps the printed English names; the Chinese names are
// translations written for Marshal, each script on its own. Aliases are what players type instead.
export const bulletNames: Record<string, LocalNames> = {
  'uncle-will': {
    cs: 'Uncle Will',
    zhHant: '威爾大叔',
    zhHans: '威尔大叔',
    aliases: ['Strýček Will', 'Strejda Will', '威爾叔叔', '威尔叔叔'],
  },
  'johnny-kisch': {
    cs: 'Johnny Kisch',
    zhHant: '強尼·基許',
    zhHans: '强尼·基施',
    aliases: ['Kisch', '約翰尼·基施', '约翰尼·基施'],
  },
  'claus-the-saint': {
    cs: 'Claus „The Saint“',
    zhHant: '聖人克勞斯',
    zhHans: '圣人克劳斯',
    aliases: ['Svatý Claus', 'Svatý Klaus', 'Santa Claus', '克勞斯', '克劳斯', '聖誕老人', '圣诞老人'],
  },
};
