// Escape (and Mick Defender's Missed!) against a brown card that opens no question: Panic!, Cat Balou and (under
// the house rule) Tornado. Such a card's effect on each player it hit is kept until the next entry, which may be
// that player's Escape: the effect on him is undone (the card back where it was).
import type { GameEvent, JsonValue, PlayerState, RespondEntry, State, Table } from '../../types.ts';
import type { ExpansionChange, Outcome } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { abilityOf } from '../../event-in-force.ts';
import { houseRule, underHouseRule } from '../../house-rule.ts';
import { ESCAPE_VS_GREEN_CARDS, ESCAPE_VS_POKER_TORNADO } from './house-rules.ts';

export const VOS = 'valley-of-shadows';

/** What the card did to one player: cards that left his hand (`back`), cards he drew (`drawn`), the card taken
 *  from his play (`inPlay`, with its sign). */
interface Effect {
  back: number;
  drawn: number;
  inPlay?: { card: string; sign: string | null };
}

/** The last entry's card that opened no question, who played it, and its effect on each player it hit. */
interface Undo {
  card: string;
  from: string;
  players: Record<string, Effect>;
}

/** The cards whose effect Escape may undo after the entry: brown cards played, green cards used (Dodge City's
 *  Can Can and Conestoga, escaped only under the house rule). Those that take the card keep it in a hand. */
const UNDOABLE = ['panic', 'cat-balou', 'tornado'];
const GREEN = ['can-can', 'conestoga'];
const TAKES = ['panic', 'conestoga'];

const inGame = (table: Table): boolean => table.setup?.expansions.includes(VOS) === true;

function undoOf(state: Table): Undo | null {
  const ext = state.ext?.[VOS];
  if (!ext || typeof ext !== 'object' || Array.isArray(ext)) return null;
  const undo = ext.undo;
  return undo && typeof undo === 'object' && !Array.isArray(undo) ? (undo as unknown as Undo) : null;
}

function changed(undo: Undo | null): GameEvent {
  return {
    type: 'ExpansionChanged',
    expansion: VOS,
    change: { kind: 'undo', undo: undo as unknown as JsonValue },
  };
}

/** Folds the Valley's own change: the effect kept for an Escape, or none. */
export function applyValley(state: State, change: ExpansionChange): State {
  if (change.kind !== 'undo') return state;
  const { [VOS]: _old, ...rest } = state.ext ?? {};
  if (change.undo === null || change.undo === undefined) {
    if (!state.ext || !(VOS in state.ext)) return state;
    return Object.keys(rest).length > 0 ? { ...state, ext: rest } : withoutExt(state);
  }
  return { ...state, ext: { ...rest, [VOS]: { undo: change.undo } } };
}

function withoutExt(state: State): State {
  const { ext: _ext, ...rest } = state;
  return rest;
}

/** The effect on each player of a Panic!, Cat Balou or Tornado in these events, or null. */
function effectOf(state: State, events: readonly GameEvent[]): Undo | null {
  const first = events[0];
  const used = first?.type === 'CardRemoved' && GREEN.includes(first.card) ? first : undefined;
  const played = used ?? events.find((e) => e.type === 'CardsLeftHand');
  if (!played) return null;
  const card =
    played.type === 'CardRemoved' ? played.card : played.type === 'CardsLeftHand' ? played.reason : '';
  if (!UNDOABLE.includes(card) && !GREEN.includes(card)) return null;
  const from = played.type === 'CardRemoved' || played.type === 'CardsLeftHand' ? played.player : '';
  const players: Record<string, Effect> = {};
  const effect = (name: string): Effect => (players[name] ??= { back: 0, drawn: 0 });
  for (const e of events) {
    if (e === played) continue;
    if (e.type === 'CardsLeftHand' && e.reason === card && e.player !== from)
      effect(e.player).back += e.count;
    else if (e.type === 'CardsDrawn' && e.reason === card && card === 'tornado' && e.player !== from)
      effect(e.player).drawn += e.count;
    else if (e.type === 'CardRemoved' && e.reason === undefined && e.player !== from) {
      const c = state.players.find((p) => p.name === e.player)?.inPlay.find((x) => x.card === e.card);
      effect(e.player).inPlay = { card: e.card, sign: c?.sign ?? null };
    }
  }
  return Object.keys(players).length > 0 ? { card, from, players } : null;
}

/** After every entry: a Panic!, Cat Balou or Tornado keeps its effect for an Escape; any other entry (not an
 *  Escape that undid one) forgets it. */
export function effectKept(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (events.some((e) => e.type === 'ExpansionChanged' && e.expansion === VOS)) return [];
  const undo = effectOf(state, events);
  if (undo) return [changed(undo)];
  return undoOf(state) ? [changed(null)] : [];
}

/** Whether this card, for this player, is an Escape: Escape itself, or what his character answers as one
 *  (Mick Defender's Missed!). */
function isEscape(state: State, player: PlayerState, card: string): boolean {
  return card === 'escape' || abilityOf(state, player)?.answersAs?.[card] === 'escape';
}

/** An Escape with no question open: it undoes the last entry's card's effect on its player, flagged when there
 *  is none to undo (it comes too late) or the card is one Escape does not answer. */
export function escapeUnprompted(
  state: State,
  player: PlayerState,
  entry: RespondEntry,
): Outcome | undefined {
  if (!inGame(state) || !isEscape(state, player, entry.card)) return undefined;
  const left: GameEvent = { type: 'CardsLeftHand', player: player.name, count: 1, reason: entry.card };
  const undo = undoOf(state);
  const effect = undo?.players[player.name];
  if (!undo || !effect) {
    return { events: [left], flags: [flag('escape-not-next', { player: player.name, card: entry.card })] };
  }
  const house =
    undo.card === 'tornado' && houseRule(state, ESCAPE_VS_POKER_TORNADO) === false
      ? ESCAPE_VS_POKER_TORNADO
      : GREEN.includes(undo.card) && houseRule(state, ESCAPE_VS_GREEN_CARDS) !== true
        ? ESCAPE_VS_GREEN_CARDS
        : null;
  if (house) {
    const f = flag('escape-brown-only', { card: undo.card });
    return { events: [left], flags: [underHouseRule(state, house, f)] };
  }
  const events: GameEvent[] = [left];
  const reason = undo.card;
  if (effect.drawn > 0)
    events.push({ type: 'CardsLeftHand', player: player.name, count: effect.drawn, reason });
  // Panic!, Conestoga: the card comes back from its player's hand; the others: from the discard pile.
  if (TAKES.includes(undo.card)) events.push({ type: 'CardsLeftHand', player: undo.from, count: 1, reason });
  if (effect.back > 0)
    events.push({ type: 'CardsDrawn', player: player.name, count: effect.back, reason, taken: effect.back });
  if (effect.inPlay) {
    const sign = effect.inPlay.sign as (GameEvent & { type: 'CardPlaced' })['sign'];
    events.push({ type: 'CardPlaced', player: player.name, card: effect.inPlay.card, sign });
  }
  const players = Object.fromEntries(Object.entries(undo.players).filter(([name]) => name !== player.name));
  events.push(changed(Object.keys(players).length > 0 ? { ...undo, players } : null));
  return { events, flags: [] };
}

/** Who may Escape the last entry's card now, and with which card (Mick Defender: a Missed!). */
export function escapeAfter(table: Table): { player: string; card: string }[] {
  const undo = table.prompts.length === 0 ? undoOf(table) : null;
  if (!undo) return [];
  return table.players
    .filter((p) => p.alive && p.hand > 0 && undo.players[p.name] !== undefined)
    .map((p) => ({
      player: p.name,
      card: abilityOf(table, p)?.answersAs?.['missed'] === 'escape' ? 'missed' : 'escape',
    }));
}
