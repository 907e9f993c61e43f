// Wild West Show: a pile of 10 event cards of its own, turned after a real Stagecoach or Wells Fargo (not at
// the Sheriff's turn), its card in force in `show` beside High Noon's or Fistful's; and the box's 8 characters.
import type { Expansion } from '../../hooks.ts';
import { WITH_EVENT_DECKS, wildWestShowHouseRules } from './house-rules.ts';
import { countPlay, revealAfter } from './pile.ts';
import { gag } from './gag.ts';
import { boneOrchard } from './bone-orchard.ts';
import { darlingValentine } from './darling-valentine.ts';
import { dorothyRage, orderedPlay } from './dorothy-rage.ts';
import { helenaZontero } from './helena-zontero.ts';
import { ladyRoseOfTexas } from './lady-rose.ts';
import { missSusanna } from './miss-susanna.ts';
import { sacagaway } from './sacagaway.ts';
import { wildWestShowFinale } from './finale.ts';
import { showdown } from './showdown.ts';
import { applyBorrowed, borrowedAbilities, greygoryDeck } from './greygory-deck.ts';
import {
  bigSpencer,
  flintWestwood,
  garyLooter,
  johnPain,
  leeVanKliff,
  lootedDiscard,
  spencerAnswers,
  spencerPlays,
  terenKill,
  youlGrinner,
} from './characters.ts';

export const wildWestShow: Expansion = {
  id: 'wild-west-show',
  houseRules: wildWestShowHouseRules,
  characters: [
    bigSpencer,
    flintWestwood,
    garyLooter,
    greygoryDeck,
    johnPain,
    leeVanKliff,
    terenKill,
    youlGrinner,
  ],
  events: [
    gag,
    boneOrchard,
    darlingValentine,
    dorothyRage,
    helenaZontero,
    ladyRoseOfTexas,
    missSusanna,
    showdown,
    sacagaway,
    wildWestShowFinale,
  ],
  checkSetup(setup) {
    if (setup.events === null || setup.houseRules?.[WITH_EVENT_DECKS] !== false) return null;
    return {
      path: 'setup.events',
      message: `house rule "${WITH_EVENT_DECKS}" is false (one event deck a game): play Wild West Show without High Noon / A Fistful of Cards`,
    };
  },
  onPlay(ctx) {
    orderedPlay(ctx);
    countPlay(ctx);
    revealAfter(ctx);
    spencerPlays(ctx);
  },
  onRespond(ctx) {
    spencerAnswers(ctx);
  },
  apply: applyBorrowed,
  borrowedAbilities,
  onDiscard: (state, player, entry) => ({ events: lootedDiscard(state, player, entry.count), flags: [] }),
};
