// How Load tokens move in state (apply's side): every move conserves supply + all tokens = 32, and nothing
// ever holds more than 4. Even an accepted override cannot break that: a token with nowhere to go stays in
// (or goes back to) the supply.
import type { PlayerState, State, TokenSpot } from '../../types.ts';

/** At most this many tokens on one Dangerous card or one character. */
export const TOKEN_CAP = 4;
/** The tokens in the box. */
export const TOKEN_TOTAL = 32;
/** The card id a token spot uses for the character card. */
export const CHARACTER = 'character';

/** Tokens at a spot (0 when the card is not there). */
export function tokensAt(state: Pick<State, 'players' | 'supply'>, spot: TokenSpot): number {
  if (spot === 'supply') return state.supply ?? 0;
  const p = state.players.find((x) => x.name === spot.player);
  if (!p) return 0;
  if (spot.card === CHARACTER) return p.tokens;
  return p.inPlay.find((c) => c.card === spot.card)?.tokens ?? 0;
}

/** Whether tokens can lie there: the supply, a living player's character, or a card in front of them. */
function exists(state: State, spot: TokenSpot): boolean {
  if (spot === 'supply') return state.supply !== null;
  const p = state.players.find((x) => x.name === spot.player);
  if (!p?.alive) return false;
  return spot.card === CHARACTER || p.inPlay.some((c) => c.card === spot.card);
}

function withTokens(state: State, spot: TokenSpot, change: number): State {
  if (spot === 'supply') return { ...state, supply: (state.supply ?? 0) + change };
  const players = state.players.map((p): PlayerState => {
    if (p.name !== spot.player) return p;
    if (spot.card === CHARACTER) return { ...p, tokens: p.tokens + change };
    const at = p.inPlay.findIndex((c) => c.card === spot.card);
    return {
      ...p,
      inPlay: p.inPlay.map((c, i) => (i === at ? { ...c, tokens: c.tokens + change } : c)),
    };
  });
  return { ...state, players };
}

/** Moves up to `count` tokens: never more than the source holds; what the target has no room for stays in
 *  (or returns to) the supply. */
export function moveTokens(state: State, from: TokenSpot, to: TokenSpot, count: number): State {
  if (state.supply === null || !exists(state, from) || count <= 0) return state;
  const moved = Math.min(count, tokensAt(state, from));
  if (moved <= 0) return state;
  const room = !exists(state, to)
    ? 0
    : to === 'supply'
      ? moved
      : Math.max(0, TOKEN_CAP - tokensAt(state, to));
  const landed = Math.min(moved, room);
  let next = withTokens(state, from, -moved);
  if (landed > 0) next = withTokens(next, to, landed);
  if (moved > landed) next = withTokens(next, 'supply', moved - landed);
  return next;
}

/** The tokens on a card leaving play (or, without `card`, on everything the player has) go to the supply. */
export function tokensOut(state: State, player: string, card?: string): State {
  if (state.supply === null) return state;
  const p = state.players.find((x) => x.name === player);
  if (!p) return state;
  const spots = card === undefined ? [CHARACTER, ...p.inPlay.map((c) => c.card)] : [card];
  return spots.reduce((s, c) => moveTokens(s, { player, card: c }, 'supply', TOKEN_TOTAL), state);
}
