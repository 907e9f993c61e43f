// A new game: life from each character (+1 for the Sheriff), a hand of as many cards as life,
// and the Sheriff's first turn at phase 1.
import type { EntryError, HouseRuleValue, PlayerState, Role, Setup, State } from './types.ts';
import { catalogue, startingLife } from './catalogue/index.ts';
import { eventDeckFor } from './catalogue/events.ts';
import { TOKEN_CAP, TOKEN_TOTAL } from './load-tokens.ts';
import { dealtPile } from './draw-pile.ts';
import { houseRuleSpec, houseRulesInForce, houseRulesOf } from './catalogue/house-rules.ts';
import { expansions } from './registry.ts';

/** The roles in play for each number of players. */
export const roleCounts: Record<number, Record<Role, number>> = {
  3: { sheriff: 0, deputy: 1, outlaw: 1, renegade: 1 },
  4: { sheriff: 1, deputy: 0, outlaw: 2, renegade: 1 },
  5: { sheriff: 1, deputy: 1, outlaw: 2, renegade: 1 },
  6: { sheriff: 1, deputy: 1, outlaw: 3, renegade: 1 },
  7: { sheriff: 1, deputy: 2, outlaw: 3, renegade: 1 },
  8: { sheriff: 1, deputy: 2, outlaw: 3, renegade: 2 },
};

/** The cards of `role` a game of this table has, and how many players other than `player` already revealed one:
 *  what the role offered and the role-count flag both read. */
export function roleTally(
  players: readonly Pick<PlayerState, 'name' | 'role'>[],
  player: string,
  role: Role,
): { allowed: number; revealed: number } {
  return {
    allowed: roleCounts[players.length]?.[role] ?? 0,
    revealed: players.filter((p) => p.name !== player && p.role === role).length,
  };
}

/** Problems that make a setup impossible to play (the schema has already checked its shape). */
export function checkSetup(setup: Setup): EntryError | null {
  const n = setup.players.length;
  if (n < 3 || n > 8) return { path: 'setup.players', message: `a game has 3 to 8 players, not ${n}` };
  const seen = new Set<string>();
  for (const [i, p] of setup.players.entries()) {
    const key = p.name.trim().toLowerCase();
    if (seen.has(key))
      return { path: `setup.players[${i}].name`, message: `two players are called "${p.name}"` };
    seen.add(key);
    if (!catalogue.character(p.character)) {
      return { path: `setup.players[${i}].character`, message: `unknown character "${p.character}"` };
    }
  }
  const houseError = checkHouseRules(setup);
  if (houseError) return houseError;
  for (const x of expansions) {
    const error = x.checkSetup?.(setup);
    if (error) return error;
  }
  const counts = roleCounts[n];
  if (!counts) return { path: 'setup.players', message: `no role table for ${n} players` };
  for (const role of Object.keys(counts) as Role[]) {
    const given = setup.players.filter((p) => p.role === role).length;
    if (given > counts[role]) {
      return {
        path: 'setup.players',
        message: `a ${n}-player game has ${counts[role]} ${role}${counts[role] === 1 ? '' : 's'}, not ${given}`,
      };
    }
  }
  return null;
}

const listed = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');

/** An unknown house rule, one of an expansion not in the game, or a value it does not have: named, with the
 *  ones known. */
function checkHouseRules(setup: Setup): EntryError | null {
  const known = houseRulesOf(setup.expansions);
  const knownIds = known.length > 0 ? known.map((r) => r.id).join(', ') : 'none';
  for (const [id, value] of Object.entries(setup.houseRules ?? {})) {
    const path = `setup.houseRules.${id}`;
    const spec = houseRuleSpec(id);
    if (!spec) return { path, message: `unknown house rule "${id}"; this game's are: ${knownIds}` };
    if (!setup.expansions.includes(spec.expansion)) {
      return {
        path,
        message: `"${id}" is a house rule of ${spec.expansion}, not in this game; this game's are: ${knownIds}`,
      };
    }
    if (!spec.values.includes(value)) {
      return { path, message: `"${id}" is ${listed(spec.values)}, not ${JSON.stringify(value)}` };
    }
  }
  return null;
}

/** A saved choice of house rules (a preset spans expansions): an unknown id or value, named with the known ones. */
export function checkHouseRuleChoice(
  rules: Readonly<Record<string, unknown>>,
  path = 'houseRules',
): EntryError | null {
  for (const [id, value] of Object.entries(rules)) {
    const spec = houseRuleSpec(id);
    if (!spec) {
      const known = houseRulesOf()
        .map((r) => r.id)
        .join(', ');
      return { path: `${path}.${id}`, message: `unknown house rule "${id}"; the known ones are: ${known}` };
    }
    if (!spec.values.includes(value as HouseRuleValue)) {
      return {
        path: `${path}.${id}`,
        message: `"${id}" is ${listed(spec.values)}, not ${JSON.stringify(value)}`,
      };
    }
  }
  return null;
}

function sheriffIndex(setup: Setup): number {
  if (setup.players.length === 3) return -1;
  const given = setup.players.findIndex((p) => p.role === 'sheriff');
  return given >= 0 ? given : 0;
}

/** Who plays the game's first turn (and turns up the event cards). */
export function startingPlayer(setup: Setup): string {
  return firstPlayer(setup, sheriffIndex(setup));
}

/** The 3-player game has no Sheriff: the Deputy starts. */
function firstPlayer(setup: Setup, sheriff: number): string {
  if (sheriff >= 0) return setup.players[sheriff]?.name ?? '';
  const deputy = setup.players.find((p) => p.role === 'deputy');
  return (deputy ?? setup.players[0])?.name ?? '';
}

export function createGame(setup: Setup): State {
  const sheriff = sheriffIndex(setup);
  const armed = setup.expansions.includes('armed-and-dangerous');
  const players: PlayerState[] = setup.players.map((p, i) => {
    const role: Role | null = i === sheriff ? 'sheriff' : (p.role ?? null);
    const life = startingLife(p.character, role);
    return {
      name: p.name.trim(),
      character: p.character,
      life,
      maxLife: life,
      alive: true,
      role,
      hand: life,
      inPlay: [],
      // Red Ringo's card starts with 4 Load tokens, taken from the supply.
      tokens: armed ? Math.min(TOKEN_CAP, catalogue.character(p.character)?.startTokens ?? 0) : 0,
    };
  });
  const state: State = {
    setup,
    houseRules: houseRulesInForce(setup.expansions, setup.houseRules),
    players,
    turn: { player: firstPlayer(setup, sheriff), phase: 'draw', number: 1, bangs: 0 },
    prompts: [],
    event: null,
    discardEmpty: true,
    drawPile: dealtPile({ setup, players }),
    ...(setup.events !== null ? { eventDeck: eventDeckFor(setup.events, setup.seed) } : {}),
    supply: armed ? TOKEN_TOTAL - players.reduce((sum, p) => sum + p.tokens, 0) : null,
    winner: null,
    over: false,
  };
  // What each expansion in the game starts with (Gold Rush: nuggets, the shop).
  return expansions.reduce((s, x) => (setup.expansions.includes(x.id) && x.setup ? x.setup(s) : s), state);
}
