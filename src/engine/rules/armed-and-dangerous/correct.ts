// A `set` correction of Load tokens: the table counts what lies on a character or a Dangerous card and
// Marshal moves the difference from or to the supply, so supply + all tokens = 32 still holds.
import type { Flag, GameEvent, PlayerState, SetEntry, State } from '../../types.ts';
import type { Outcome } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { apply } from '../../apply.ts';
import { CHARACTER, TOKEN_CAP, ownSpot, spotOf, tokensAt, tokensInGame } from './tokens.ts';
import { correctionList } from '../../load-tokens.ts';

export { correctionList };

const REASON = 'correction';

/** Sets each named spot to the table's count. Above 4, or more than the supply can give, is flagged with the
 *  numbers (accepted anyway: clamped). A Dangerous card set to 0 is discarded at once — a Bomb too, but a
 *  correction deals no damage: if the Bomb really went off, the same correction sets the life. */
export function correctTokens(state: State, player: PlayerState, entry: SetEntry): Outcome {
  const wanted = correctionList(entry);
  const out: Outcome = { events: [], flags: [] };
  if (wanted.length === 0) return out;
  if (!tokensInGame(state)) {
    out.flags.push(flag('tokens-not-in-game', { player: player.name }));
    return out;
  }
  const valid = wanted.filter((w) => {
    if (player.alive && ownSpot(player, w.card)) return true;
    out.flags.push(flag('token-source', { player: player.name, source: w.card }));
    return false;
  });
  // Lowered spots first, so the tokens they free can go where the table counts more.
  const has = (card: string) => tokensAt(state, spotOf(player.name, card));
  valid.sort((a, b) => a.tokens - has(a.card) - (b.tokens - has(b.card)));
  let now = state;
  for (const w of valid) {
    const moved = setSpot(now, player.name, w.card, w.tokens, out.flags);
    out.events.push(...moved);
    now = apply(now, moved);
  }
  return out;
}

function setSpot(state: State, player: string, card: string, wanted: number, flags: Flag[]): GameEvent[] {
  const spot = spotOf(player, card);
  const has = tokensAt(state, spot);
  const supply = state.supply ?? 0;
  let target = wanted;
  if (target > TOKEN_CAP) {
    flags.push(flag('tokens-cap', { player, spot: card, tokens: wanted, cap: TOKEN_CAP }));
    target = TOKEN_CAP;
  }
  if (target - has > supply) {
    const needed = target - has;
    flags.push(flag('tokens-supply', { player, spot: card, tokens: target, has, needed, supply }));
    target = has + supply;
  }
  const events: GameEvent[] = [];
  if (target < has)
    events.push({ type: 'TokensMoved', from: spot, to: 'supply', count: has - target, reason: REASON });
  if (target > has)
    events.push({ type: 'TokensMoved', from: 'supply', to: spot, count: target - has, reason: REASON });
  // The rule: a Dangerous card without tokens is discarded at once (no explosion: see above).
  if (target === 0 && card !== CHARACTER) events.push({ type: 'CardRemoved', player, card });
  return events;
}
