// One game's figures for the statistics: who sat where with which character, the roles the table turned up,
// who won, how long it took, how each player died, the cards played and who drew first blood.
import type { ExpansionId, Role, Setup, State } from '../engine/index.ts';
import type { Cause, Moment } from './moments.ts';
import type { Side } from './types.ts';

export interface PlayerFacts {
  seat: number;
  name: string;
  character: string;
  /** Only a role Marshal knows (given at setup or turned up): a hidden role is never guessed. */
  role: Role | null;
  /** null while the game is unfinished or the player's role was never turned up: neither a win nor a loss. */
  won: boolean | null;
  firstBlood: boolean;
  died: boolean;
  /** Gold Rush: the nuggets the player earned (null in a game without Gold Rush). */
  nuggets: number | null;
}

export interface GameFacts {
  players: PlayerFacts[];
  over: boolean;
  side: Side | null;
  turns: number;
  expansions: ExpansionId[];
  deaths: { player: string; cause: Cause; killer: string | null; turn: number }[];
  cards: Map<string, number>;
}

export function summarize(setup: Setup, moments: readonly Moment[], state: State): GameFacts {
  const side = state.over ? sideOf(state) : null;
  const firstBlood = moments.find(
    (m) => m.kind === 'life' && m.delta < 0 && m.by !== null && m.by !== m.player,
  );
  const cards = new Map<string, number>();
  const deaths: GameFacts['deaths'] = [];
  const earned = new Map<string, number>();
  for (const m of moments) {
    // Equipment bought counts beside the cards played: its ids are never played from a hand, so the report
    // tells the two apart by the card.
    if (m.kind === 'card' || m.kind === 'bought') cards.set(m.card, (cards.get(m.card) ?? 0) + 1);
    if (m.kind === 'nuggets') earned.set(m.player, (earned.get(m.player) ?? 0) + m.earned);
    if (m.kind === 'death') deaths.push({ player: m.player, cause: m.cause, killer: m.killer, turn: m.turn });
  }
  const players = setup.players.map((seated, seat): PlayerFacts => {
    const now = state.players.find((p) => p.name === seated.name);
    const role = now?.role ?? null;
    return {
      seat,
      name: seated.name,
      // The character dealt at setup (New Identity may change it later).
      character: seated.character,
      role,
      won: state.over && role !== null ? won(state, seated.name, role, now?.alive ?? false) : null,
      firstBlood: firstBlood?.kind === 'life' && firstBlood.by === seated.name,
      died: deaths.some((d) => d.player === seated.name),
      nuggets: setup.expansions.includes('gold-rush') ? (earned.get(seated.name) ?? 0) : null,
    };
  });
  return {
    players,
    over: state.over,
    side,
    turns: (state.over ? moments.find((m) => m.kind === 'won')?.turn : undefined) ?? state.turn.number,
    expansions: expansionsOf(setup),
    deaths,
    cards,
  };
}

/** The side that won. In the 3-player game a player wins alone; his role names the side. */
function sideOf(state: State): Side | null {
  const winner = state.winner;
  if (winner === 'law' || winner === 'outlaws' || winner === 'renegade') return winner;
  const role = state.players.find((p) => p.name === winner)?.role;
  return role ? SIDE_OF_ROLE[role] : null;
}

const SIDE_OF_ROLE: Record<Role, Side> = {
  sheriff: 'law',
  deputy: 'law',
  outlaw: 'outlaws',
  renegade: 'renegade',
};

function won(state: State, name: string, role: Role, alive: boolean): boolean {
  const winner = state.winner;
  if (state.players.length === 3) return winner === name;
  // With two Renegades (Dodge City's 8-player game) only the one left standing wins.
  if (winner === 'renegade') return role === 'renegade' && alive;
  return winner === SIDE_OF_ROLE[role];
}

/** The expansions a game was played with, its event decks counted as theirs. */
function expansionsOf(setup: Setup): ExpansionId[] {
  const set = new Set<ExpansionId>(setup.expansions);
  if (setup.events === 'high-noon' || setup.events === 'both') set.add('high-noon');
  if (setup.events === 'fistful-of-cards' || setup.events === 'both') set.add('fistful-of-cards');
  set.add('base');
  return [...set].sort();
}
