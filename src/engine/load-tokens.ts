// Load tokens in state (apply's side): every move conserves supply + all tokens = 32, and nothing ever holds
// more than 4. Even an accepted override cannot break that: a token with nowhere to go stays in (or goes back
// to) the supply. Also how an entry's `load`, `spend` and token correction read, for the log and the offers.
import type {
  Entry,
  ExpansionId,
  Load,
  PlayerState,
  SetEntry,
  Spend,
  SpotRoom,
  State,
  TokenSpot,
} from './types.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { replacedBy } from './place.ts';
import { LOAD_TOKENS } from './catalogue/load-tokens.ts';

/** At most this many tokens on one Dangerous card or one character. */
export const TOKEN_CAP = LOAD_TOKENS.perSpot;
/** The tokens in the box. */
export const TOKEN_TOTAL = LOAD_TOKENS.inBox;
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

/** An orange-bordered card: enters play with tokens, is discarded when they run out. */
export function isDangerous(card: string): boolean {
  return catalogue.card(card)?.kind === 'orange';
}

/**
 * Where each player keeps tokens (their Dangerous cards in play, then their character) with what lies there and
 * how many more a load could place there now: the cap and the supply both limit it, so a card holding 4 takes
 * none. Null in a game without Load tokens.
 */
export function tokenSpots(state: Pick<State, 'players' | 'supply'>): Record<string, SpotRoom[]> | null {
  const { supply } = state;
  if (supply === null) return null;
  const room = (p: PlayerState, tokens: number) =>
    p.alive ? Math.max(0, Math.min(supply, TOKEN_CAP - tokens)) : 0;
  return Object.fromEntries(
    state.players.map((p) => [
      p.name,
      [
        ...p.inPlay
          .filter((c) => isDangerous(c.card))
          .map((c) => ({ card: c.card, tokens: c.tokens, room: room(p, c.tokens) })),
        { card: CHARACTER, tokens: p.tokens, room: room(p, p.tokens) },
      ],
    ]),
  );
}

/** What playing a card earns (Armed & Dangerous): how many tokens, and the spots of the player in turn they may go
 *  on once the card is in play (a blue weapon's +1 never on the Dangerous weapon it replaces). */
export interface LoadOnPlay {
  count: number;
  spots: string[];
}

/** For each card of the game that earns tokens as it is played (a blue card's +1, Reloading's 3), what the player
 *  in turn may load. Null in a game without Load tokens. */
export function loadsOnPlay(
  state: Pick<State, 'players' | 'supply' | 'turn'>,
  expansions: readonly ExpansionId[],
): Record<string, LoadOnPlay> | null {
  const spots = tokenSpots(state)?.[state.turn.player];
  const player = state.players.find((p) => p.name === state.turn.player);
  if (!spots || !player) return null;
  const out: Record<string, LoadOnPlay> = {};
  for (const card of catalogue.cards) {
    if (!inGame(card, expansions)) continue;
    const count = card.loads ?? (card.kind === 'blue' ? LOAD_TOKENS.blueCardReload : 0);
    if (count <= 0) continue;
    const gone = replacedBy(player, card.id);
    out[card.id] = { count, spots: spots.filter((s) => !gone.includes(s.card)).map((s) => s.card) };
  }
  return out;
}

/** The name the flags use for a token spot. */
export function spotName(source: string): string {
  return source === CHARACTER ? 'character' : (catalogue.card(source)?.name.en ?? source);
}

/** Total tokens in a spend map. */
export function spentTotal(spend: Spend | undefined): number {
  return Object.values(spend ?? {}).reduce((sum, n) => sum + n, 0);
}

/** Whole upgrades a spend buys for a brown card (A Little Nip: 6 tokens → 2 upgrades). */
export function upgradesPaid(card: string, spend: Spend | undefined): number {
  const cost = catalogue.card(card)?.upgradeCost;
  return cost ? Math.floor(spentTotal(spend) / cost) : 0;
}

/** A load as a list of (spot, count): "bandolier" → 1 there; ["a","b"] → 1 each; {a: 2} → 2 there. */
export function loadList(load: Load | undefined): { card: string; count: number }[] {
  if (load === undefined) return [];
  if (typeof load === 'string') return [{ card: load, count: 1 }];
  if (Array.isArray(load)) return load.map((card) => ({ card, count: 1 }));
  return Object.entries(load).map(([card, count]) => ({ card, count }));
}

/**
 * The first token spot an entry names that is neither the character nor a card of any deck, with the field
 * naming it; null when there is none. A spot the player lacks is a flag; a name no card has is bad input.
 */
export function unknownSpot(entry: Entry): { path: 'load' | 'spend' | 'tokens'; card: string } | null {
  const named = (card: string) => card === CHARACTER || catalogue.card(card) !== undefined;
  const load = 'load' in entry ? loadList(entry.load).find((l) => !named(l.card)) : undefined;
  if (load) return { path: 'load', card: load.card };
  const spend = 'spend' in entry ? Object.keys(entry.spend ?? {}).find((c) => !named(c)) : undefined;
  if (spend !== undefined) return { path: 'spend', card: spend };
  const set = entry.type === 'set' ? correctionList(entry).find((w) => !named(w.card)) : undefined;
  return set ? { path: 'tokens', card: set.card } : null;
}

/** The spots a `set` names with the count the table wants there. */
export function correctionList(entry: Pick<SetEntry, 'tokens' | 'card'>): { card: string; tokens: number }[] {
  if (entry.tokens === undefined) return [];
  if (typeof entry.tokens === 'number') return [{ card: entry.card ?? CHARACTER, tokens: entry.tokens }];
  return Object.entries(entry.tokens).map(([card, tokens]) => ({ card, tokens }));
}
