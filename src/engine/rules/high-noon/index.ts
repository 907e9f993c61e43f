// High Noon's event cards (with The Bullet's Handcuffs and New Identity, printed for this deck).
import type { Expansion } from '../../hooks.ts';
import { highNoonHouseRules } from './house-rules.ts';
import { blessing, curse } from './suits.ts';
import { shootout, theReverend, theSermon, thirst, trainArrival } from './limits.ts';
import { goldRush, hangover } from './table.ts';
import { highNoon as highNoonCard, theDoctor } from './turn-start.ts';
import { theDaltons } from './daltons.ts';
import { ghostTown } from './ghost-town.ts';
import { handcuffs } from './handcuffs.ts';
import { newIdentity } from './new-identity.ts';

export const highNoon: Expansion = {
  id: 'high-noon',
  houseRules: highNoonHouseRules,
  events: [
    blessing,
    curse,
    ghostTown,
    goldRush,
    theDaltons,
    theDoctor,
    theReverend,
    trainArrival,
    hangover,
    theSermon,
    thirst,
    shootout,
    handcuffs,
    newIdentity,
    highNoonCard,
  ],
};
