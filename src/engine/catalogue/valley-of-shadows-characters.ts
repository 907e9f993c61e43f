// The Valley of Shadows's 8 characters. Life 4, Tuco Franziskaner 5 (the printed card and bang-server).
import type { CharacterData } from './card-data.ts';

const vos = 'valley-of-shadows' as const;

export const valleyCharacters: CharacterData[] = [
  {
    id: 'black-flower',
    en: 'Black Flower',
    life: 4,
    ability: 'Once in her turn she may play a clubs card as an extra BANG!.',
    expansion: vos,
  },
  {
    id: 'colorado-bill',
    en: 'Colorado Bill',
    life: 4,
    ability: 'Each time he plays a BANG! card he "draws!": on spades the shot cannot be avoided.',
    expansion: vos,
  },
  {
    id: 'der-spot-burst-ringer',
    en: 'Der Spot-Burst Ringer',
    life: 4,
    ability: 'Once in his turn he may play a BANG! card as a Gatling.',
    expansion: vos,
  },
  {
    id: 'evelyn-shebang',
    en: 'Evelyn Shebang',
    life: 4,
    ability:
      'In phase 1, for each card she does not draw she may shoot a BANG! at a different player in reach.',
    expansion: vos,
  },
  {
    id: 'henry-block',
    en: 'Henry Block',
    life: 4,
    ability: 'Anyone who draws or discards one of his cards, in hand or in play, is the target of a BANG!.',
    expansion: vos,
  },
  {
    id: 'lemonade-jim',
    en: 'Lemonade Jim',
    life: 4,
    ability: 'Each time another player plays a Beer, he may discard a card to regain 1 life too.',
    expansion: vos,
  },
  {
    id: 'mick-defender',
    en: 'Mick Defender',
    life: 4,
    ability: 'When he is a target of a brown card other than BANG!, he may discard a Missed! to avoid it.',
    expansion: vos,
  },
  {
    id: 'tuco-franziskaner',
    en: 'Tuco Franziskaner',
    life: 5,
    ability: 'In phase 1, if he has no blue card in play, he draws 2 more cards.',
    expansion: vos,
  },
];
