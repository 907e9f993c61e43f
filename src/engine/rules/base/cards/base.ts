// The base game's refereed cards. A card without a module here is listed as "not refereed yet".
import type { CardRule } from '../../../hooks.ts';
import { bang } from './bang.ts';
import { missed } from './missed.ts';
import { beer } from './beer.ts';
import { saloon, stagecoach, wellsFargo } from './draw-cards.ts';
import { equipment } from './equipment.ts';
import { barrel } from './barrel.ts';
import { jail } from './jail.ts';
import { dynamite } from './dynamite.ts';
import { catBalou, panic } from './steal.ts';
import { duel } from './duel.ts';
import { gatling, indians } from './everyone.ts';
import { generalStore } from './general-store.ts';

export const baseCardRules: CardRule[] = [
  bang,
  missed,
  beer,
  stagecoach,
  wellsFargo,
  saloon,
  barrel,
  jail,
  dynamite,
  panic,
  catBalou,
  duel,
  gatling,
  indians,
  generalStore,
  ...equipment,
];
