// Armed & Dangerous's Load tokens, as decide() sees them: small pure helpers that turn "place", "gain",
// "pay" and "load" into TokensMoved events and flags. Card and character modules build on these.
import type { Flag, GameEvent, Load, PlayerState, Spend, State, TokenSpot } from '../../types.ts';
import type { Outcome } from '../../hooks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { LOAD_TOKENS } from '../../catalogue/load-tokens.ts';
import { flag } from '../../flags.ts';
import { apply } from '../../apply.ts';
import { hit } from '../../damage.ts';
import { CHARACTER, TOKEN_CAP, isDangerous, loadList, tokensAt } from '../../load-tokens.ts';

export {
  CHARACTER,
  TOKEN_CAP,
  TOKEN_TOTAL,
  isDangerous,
  loadList,
  spentTotal,
  spotName,
  tokensAt,
  upgradesPaid,
} from '../../load-tokens.ts';

/** Tokens a Dangerous card takes from the supply when it enters play. */
export const ENTERING_TOKENS = LOAD_TOKENS.enteringPlay;
/** Life the Bomb takes when its last token goes. */
const BOMB_DAMAGE = 2;

/** A game with Armed & Dangerous keeps a supply; without it tokens do not exist. */
export function tokensInGame(state: Pick<State, 'supply'>): boolean {
  return state.supply !== null;
}

export function spotOf(player: string, card: string): TokenSpot {
  return { player, card };
}

/** Where this player may keep tokens: their character, or a Dangerous card in front of them. */
export function ownSpot(player: PlayerState, source: string): boolean {
  return source === CHARACTER || player.inPlay.some((c) => c.card === source && isDangerous(c.card));
}

/** Tokens from the supply onto a spot: as many as the supply has and the cap allows; the rest is ignored. */
export function gain(state: State, player: string, card: string, count: number, reason: string): GameEvent[] {
  if (!tokensInGame(state)) return [];
  const room = TOKEN_CAP - tokensAt(state, spotOf(player, card));
  const moved = Math.min(count, state.supply ?? 0, Math.max(0, room));
  return moved > 0
    ? [{ type: 'TokensMoved', from: 'supply', to: spotOf(player, card), count: moved, reason }]
    : [];
}

/** A Dangerous card just placed in front of `owner` takes its 3 tokens; with fewer in the supply it is flagged
 *  (forced, it takes what there is). */
export function enterPlay(state: State, owner: string, card: string): Outcome {
  if (!tokensInGame(state)) return { events: [], flags: [] };
  const supply = state.supply ?? 0;
  const flags: Flag[] = supply < ENTERING_TOKENS ? [flag('supply-short', { supply, card })] : [];
  return { events: gain(state, owner, card, ENTERING_TOKENS, card), flags };
}

/** A card that has just lost its last token is discarded at once; the Bomb explodes for 2 life. */
export function exhaust(state: State, owner: string, card: string): GameEvent[] {
  const events: GameEvent[] = [{ type: 'CardRemoved', player: owner, card }];
  if (card === 'bomb') events.push(...hit(apply(state, events), owner, BOMB_DAMAGE, null));
  return events;
}

/** Tokens taken off a spot (to the supply, or elsewhere: Rust, Frankie Canton); a Dangerous card left empty is
 *  discarded (a Bomb explodes). Takes at most what is there. */
export function take(
  state: State,
  owner: string,
  card: string,
  count: number,
  reason: string,
  to: TokenSpot = 'supply',
): GameEvent[] {
  const has = tokensAt(state, spotOf(owner, card));
  const moved = Math.min(count, has);
  if (moved <= 0) return [];
  const events: GameEvent[] = [{ type: 'TokensMoved', from: spotOf(owner, card), to, count: moved, reason }];
  if (card !== CHARACTER && moved === has) events.push(...exhaust(apply(state, events), owner, card));
  return events;
}

export interface PayOptions {
  /** The ability may be paid out of its owner's turn (Al Preacher, an answer's upgrade). */
  outOfTurn?: boolean;
}

/** The table pays a `spend` map: each source must be the payer's own Dangerous card or character and hold the
 *  tokens; only in the payer's turn (not in phase 3) unless `outOfTurn` allows it. */
export function pay(
  state: State,
  payer: PlayerState,
  spend: Spend,
  reason: string,
  options: PayOptions = {},
): Outcome {
  const out: Outcome = { events: [], flags: [] };
  if (!tokensInGame(state) || Object.keys(spend).length === 0) return out;
  // What may be paid out of turn (an answer's upgrade) may be paid in one's own phase 3 too: a shot answered
  // then is not a card played.
  if (payer.name !== state.turn.player && !options.outOfTurn) {
    out.flags.push(flag('tokens-out-of-turn', { player: payer.name }));
  } else if (payer.name === state.turn.player && state.turn.phase === 'discard' && !options.outOfTurn) {
    out.flags.push(flag('phase-over', { player: payer.name }));
  }
  for (const [source, count] of Object.entries(spend)) {
    if (!ownSpot(payer, source)) {
      out.flags.push(flag('token-source', { player: payer.name, source }));
      continue;
    }
    const has = tokensAt(state, spotOf(payer.name, source));
    if (has < count) {
      out.flags.push(flag('too-few-tokens', { player: payer.name, source, tokens: has, cost: count }));
    }
    out.events.push(...take(apply(state, out.events), payer.name, source, count, reason));
  }
  return out;
}

/** A Dangerous card's own effect: its printed cost, paid from the card itself. */
export function payOwn(state: State, owner: PlayerState, card: string, options: PayOptions = {}): Outcome {
  const cost = catalogue.card(card)?.tokenCost ?? 0;
  const out: Outcome = { events: [], flags: [] };
  if (!tokensInGame(state) || cost <= 0) return out;
  if (owner.name === state.turn.player && state.turn.phase === 'discard' && !options.outOfTurn) {
    out.flags.push(flag('phase-over', { player: owner.name }));
  }
  const has = tokensAt(state, spotOf(owner.name, card));
  if (has < cost) {
    out.flags.push(flag('too-few-tokens', { player: owner.name, source: card, tokens: has, cost }));
  }
  out.events.push(...take(state, owner.name, card, cost, card));
  return out;
}

/** Tokens the player places from the supply (`load`): on their own spots, at most `allowed` in all; what the
 *  cap or the supply has no room for is ignored. */
export function placeLoad(
  state: State,
  player: PlayerState,
  load: Load | undefined,
  allowed: number,
  reason: string,
): Outcome {
  const out: Outcome = { events: [], flags: [] };
  const list = loadList(load);
  if (!tokensInGame(state) || list.length === 0) return out;
  const given = list.reduce((sum, l) => sum + l.count, 0);
  if (given > allowed) out.flags.push(flag('too-many-loads', { player: player.name, given, allowed }));
  let left = allowed;
  // The spots as `state` has them: a Dangerous weapon the card just played replaced is gone.
  const now = state.players.find((p) => p.name === player.name) ?? player;
  for (const { card, count } of list) {
    if (!ownSpot(now, card)) {
      out.flags.push(flag('token-source', { player: player.name, source: card }));
      continue;
    }
    // Accepted despite the flag, every token named is placed (the table is the truth).
    const n = given > allowed ? count : Math.min(count, left);
    left -= n;
    out.events.push(...gain(apply(state, out.events), player.name, card, n, reason));
  }
  return out;
}

/** The living player holding a card in play (the Bomb's holder), if any. */
export function holderOf(state: State, card: string): PlayerState | undefined {
  return state.players.find((p) => p.alive && p.inPlay.some((c) => c.card === card));
}
