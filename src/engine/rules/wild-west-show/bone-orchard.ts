// Bone Orchard: at the start of his turn each eliminated player comes back with 1 life (and no cards: he draws
// in phase 1), for good, also once the card is replaced (rule note). The roles of the eliminated players are
// gathered and dealt again at random to those who return, so none of them is known any more.
import type { EventRule } from '../../hooks.ts';
import { redeal } from './roles.ts';

export const boneOrchard: EventRule = {
  id: 'bone-orchard',
  // The Sheriff's death ends the game: he is never among them.
  returns: (_state, player) => (player.role === 'sheriff' ? null : { life: 1, hand: 0, ghost: false }),
  onReturn: (state, player) =>
    redeal(state.players.filter((p) => (!p.alive || p.name === player.name) && p.role !== 'sheriff')),
};
