// The base game's 16 characters with their life.
import type { CharacterData } from './card-data.ts';

export const baseCharacters: CharacterData[] = [
  { id: 'bart-cassidy', en: 'Bart Cassidy', life: 4, ability: 'Draws a card for each life point he loses.' },
  {
    id: 'black-jack',
    en: 'Black Jack',
    life: 4,
    ability: 'Shows the second card he draws; on hearts or diamonds he draws one more.',
  },
  {
    id: 'calamity-janet',
    en: 'Calamity Janet',
    life: 4,
    ability: 'Uses BANG! cards as Missed! and Missed! cards as BANG!.',
    aliases: ['Calamity Jane'],
  },
  {
    id: 'el-gringo',
    en: 'El Gringo',
    life: 3,
    ability: 'Draws a card from the hand of the player who hurt him, for each life lost.',
  },
  {
    id: 'jesse-jones',
    en: 'Jesse Jones',
    life: 4,
    ability: 'May draw his first card from another player’s hand.',
  },
  { id: 'jourdonnais', en: 'Jourdonnais', life: 4, ability: 'Has a Barrel built in.' },
  {
    id: 'kit-carlson',
    en: 'Kit Carlson',
    life: 4,
    ability: 'Looks at the top three cards, keeps two and puts one back.',
  },
  {
    id: 'lucky-duke',
    en: 'Lucky Duke',
    life: 4,
    ability: 'Flips two cards for every draw! and chooses which counts.',
  },
  { id: 'paul-regret', en: 'Paul Regret', life: 3, ability: 'Has a Mustang built in: others see him at +1.' },
  {
    id: 'pedro-ramirez',
    en: 'Pedro Ramirez',
    life: 4,
    ability: 'May draw his first card from the top of the discard pile.',
  },
  { id: 'rose-doolan', en: 'Rose Doolan', life: 4, ability: 'Has a Scope built in: she sees others at −1.' },
  {
    id: 'sid-ketchum',
    en: 'Sid Ketchum',
    life: 4,
    ability: 'Discards two cards at any time to regain one life point.',
  },
  {
    id: 'slab-the-killer',
    en: 'Slab the Killer',
    life: 4,
    ability: 'His BANG! needs two Missed! to be cancelled.',
  },
  {
    id: 'suzy-lafayette',
    en: 'Suzy Lafayette',
    life: 4,
    ability: 'Draws a card as soon as her hand is empty.',
  },
  {
    id: 'vulture-sam',
    en: 'Vulture Sam',
    life: 4,
    ability: 'Takes all the cards of every player who is eliminated.',
  },
  {
    id: 'willy-the-kid',
    en: 'Willy the Kid',
    life: 4,
    ability: 'Plays any number of BANG! cards in his turn.',
  },
];
