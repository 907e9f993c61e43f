// Wild West Show's 8 characters with their life (bang.cz, bang-server and albertoxamin agree) and their names in
// the other shipped languages: Czech keeps the printed names, as for Dodge City; the Chinese names are
// transliterations written for Marshal, each script on its own.
import type { CharacterData } from './card-data.ts';

const wws = 'wild-west-show' as const;

export const wildWestShowCharacters: CharacterData[] = [
  {
    id: 'big-spencer',
    en: 'Big Spencer',
    names: { cs: 'Big Spencer', zhHant: '大個子史賓瑟', zhHans: '大个子史宾瑟' },
    life: 9,
    startHand: 5,
    ability: 'He starts with 5 cards in hand and can never play a Missed! card.',
    expansion: wws,
  },
  {
    id: 'flint-westwood',
    en: 'Flint Westwood',
    names: { cs: 'Flint Westwood', zhHant: '弗林特．威斯伍德', zhHans: '弗林特·威斯伍德' },
    life: 4,
    ability: 'Once in his turn he may trade one card from his hand for 2 cards at random from another hand.',
    expansion: wws,
  },
  {
    id: 'gary-looter',
    en: 'Gary Looter',
    names: { cs: 'Gary Looter', zhHant: '蓋瑞．盧特', zhHans: '盖瑞·卢特' },
    life: 5,
    ability: 'He takes every card the other players discard for their hand limit at the end of their turns.',
    expansion: wws,
  },
  {
    id: 'greygory-deck',
    en: 'Greygory Deck',
    names: { cs: 'Greygory Deck', zhHant: '葛雷戈里．戴克', zhHans: '葛雷戈里·戴克' },
    life: 4,
    ability: 'At the start of his turn he may draw 2 characters at random and has both their abilities.',
    aliases: ['Gregory Deck', 'Greygory Deckard'],
    expansion: wws,
  },
  {
    id: 'john-pain',
    en: 'John Pain',
    names: { cs: 'John Pain', zhHant: '約翰．潘恩', zhHans: '约翰·潘恩' },
    life: 4,
    ability: 'While he holds fewer than 6 cards, he takes into his hand every card flipped for a draw!.',
    expansion: wws,
  },
  {
    id: 'lee-van-kliff',
    en: 'Lee Van Kliff',
    names: { cs: 'Lee Van Kliff', zhHant: '李．范克里夫', zhHans: '李·范克里夫' },
    life: 4,
    ability: 'In his turn he may discard a BANG! card to repeat the effect of the brown card he just played.',
    expansion: wws,
  },
  {
    id: 'teren-kill',
    en: 'Teren Kill',
    names: { cs: 'Teren Kill', zhHant: '泰倫．基爾', zhHans: '泰伦·基尔' },
    life: 3,
    ability:
      'Each time he would be eliminated he may draw!: if it is not a spade, he stays at 1 life and draws 1 card.',
    expansion: wws,
  },
  {
    id: 'youl-grinner',
    en: 'Youl Grinner',
    names: { cs: 'Youl Grinner', zhHant: '尤爾．格林納', zhHans: '尤尔·格林纳' },
    life: 4,
    ability:
      'Before he draws, every player with more cards in hand than he has gives him 1 card of their choice.',
    expansion: wws,
  },
];
