// Armed & Dangerous's 8 characters. Life 4 (bang-server's default), Red Ringo 5 (bang-server and the Unity
// project; the rule text gives no life) and his 4 starting tokens (his card, per bangweb's text).
import type { CharacterData } from './card-data.ts';

const ad = 'armed-and-dangerous' as const;

export const armedCharacters: CharacterData[] = [
  {
    id: 'al-preacher',
    en: 'Al Preacher',
    life: 4,
    ability:
      'Whenever another player puts a blue or orange card into play, he may pay 2 Load tokens to draw 1 card, even out of turn.',
    expansion: ad,
  },
  {
    id: 'bass-greeves',
    en: 'Bass Greeves',
    life: 4,
    ability:
      'Once in his turn he may discard a card from hand to put 2 Load tokens on one of his Dangerous cards or on himself.',
    expansion: ad,
  },
  {
    id: 'bloody-mary',
    en: 'Bloody Mary',
    life: 4,
    ability: 'Each time a BANG! card she played is cancelled, she draws 1 card.',
    expansion: ad,
  },
  {
    id: 'frankie-canton',
    en: 'Frankie Canton',
    life: 4,
    ability:
      'Once in his turn he may move 1 Load token from any card in play or other character onto himself.',
    expansion: ad,
  },
  {
    id: 'julie-cutter',
    en: 'Julie Cutter',
    life: 4,
    ability:
      'Each time a player makes her lose at least 1 life, she draws!: on hearts or diamonds that player is the target of a BANG!.',
    expansion: ad,
  },
  {
    id: 'mexicali-kid',
    en: 'Mexicali Kid',
    life: 4,
    ability: 'Once in his turn he may pay 2 Load tokens to shoot an extra BANG! without playing a card.',
    expansion: ad,
  },
  {
    id: 'ms-abigail',
    en: 'Ms. Abigail',
    life: 4,
    ability: 'She may ignore the effect of a brown card of rank J, Q, K or A when she is its only target.',
    expansion: ad,
  },
  {
    id: 'red-ringo',
    en: 'Red Ringo',
    life: 5,
    ability:
      'He starts with 4 Load tokens; once in his turn he may move up to 2 of them onto his Dangerous cards.',
    expansion: ad,
    startTokens: 4,
  },
];
