// The Valley of Shadows: 16 playing cards shuffled into the deck, 8 characters, and the Ghost card that brings an
// eliminated player back for good (a ghost at 0 life who can neither gain nor lose life).
import type { Expansion } from '../../hooks.ts';
import type { Table } from '../../types.ts';
import { valleyHouseRules } from './house-rules.ts';
import { ghost, ghostReturns, ghostsGone } from './ghost.ts';
import { bounty, lemat, rattlesnake, shotgun } from './blue.ts';
import { aim, aimWith, backfire, fanning, tomahawk } from './shots.ts';
import { bandidos, bandidosDiscard, escape, lastCall, saved, tornado } from './brown.ts';
import { coloradoBillShot, henryBlockShots, valleyCharacters } from './characters.ts';
import { hitsWatched } from './watch.ts';
import { poker, pokerAnswers } from './poker.ts';
import { escapeOffers, valleyAnswers, valleyTableOffers } from './offers.ts';
import { applyValley, effectKept, escapeUnprompted } from './undo.ts';

const VOS = 'valley-of-shadows';
const inGame = (table: Table): boolean => table.setup?.expansions.includes(VOS) === true;

export const valleyOfShadows: Expansion = {
  id: VOS,
  houseRules: valleyHouseRules,
  cards: [
    ghost,
    lemat,
    rattlesnake,
    shotgun,
    bounty,
    tomahawk,
    fanning,
    aim,
    backfire,
    tornado,
    lastCall,
    bandidos,
    escape,
    saved,
    poker,
  ],
  characters: valleyCharacters,
  onPlay(ctx) {
    aimWith(ctx);
    coloradoBillShot(ctx);
  },
  discardAnswers: bandidosDiscard,
  returns: ghostReturns,
  afterEntry: (state, events) =>
    inGame(state)
      ? [
          ...hitsWatched(state, events),
          ...henryBlockShots(state, events),
          ...ghostsGone(state, events),
          ...effectKept(state, events),
        ]
      : [],
  apply: applyValley,
  unprompted: escapeUnprompted,
  offers: (table) => (inGame(table) ? escapeOffers(table) : []),
  moreAnswers: (table, prompt) =>
    inGame(table) ? [...valleyAnswers(table, prompt), ...pokerAnswers(table, prompt)] : [],
  tableOffers: (table) => (inGame(table) ? valleyTableOffers(table) : {}),
};
