// Events that change what may be played or drawn: The Reverend, The Sermon, Shootout, Train Arrival, Thirst.
import type { EventRule } from '../../hooks.ts';
import { eventFlag } from '../../event-flag.ts';

/** No Beer may be played, not even on a lethal hit; Saloon is not a Beer (designer FAQ D1). */
export const theReverend: EventRule = {
  id: 'the-reverend',
  forbids: ({ card }) => (card.id === 'beer' ? eventFlag('event-no-beer', 'the-reverend') : null),
};

/** No BANG! card in your own turn: also Calamity Janet's Missed! played as one (FAQ D5), and in a Duel
 * the player in turn started (FAQ D2). Out of turn, BANG! cards answer as usual. */
export const theSermon: EventRule = {
  id: 'the-sermon',
  forbids: ({ state, player, card }) =>
    card.id === 'bang' && player.name === state.turn.player
      ? eventFlag('event-no-bang', 'the-sermon', { player: player.name })
      : null,
};

/** A second BANG! card in the turn; Volcanic and Willy the Kid stay unlimited. */
export const shootout: EventRule = { id: 'shootout', bangLimit: 2 };

/** One card more in phase 1, on top of what the character draws (FAQ D6: Kit Carlson takes the top three). */
export const trainArrival: EventRule = { id: 'train-arrival', drawDelta: 1 };

/** One card less in phase 1 (FAQ D6: Kit Carlson keeps one of three). Characters who draw more lose one. */
export const thirst: EventRule = { id: 'thirst', drawDelta: -1 };
