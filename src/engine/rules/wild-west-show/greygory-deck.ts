// Greygory Deck: at the start of his turn (before his phase-1 draw) he may draw 2 characters at random from the
// unused ones and has both abilities until he draws again (Designer FAQ Q1: the previous two go back into the
// pile, which is shuffled, so he may draw the same again). The table draws them and enters which two:
// `{"type":"use","player":…,"ability":"greygory-deck","characters":[ID,ID]}`. The two are public, `borrows` on
// his player; the core's `abilityOf` asks `borrowedAbilities` and gets one rule built from both.
import type { CharacterRule, Expansion, PassiveHooks, UseContext } from '../../hooks.ts';
import type { Flag, GameEvent, JsonValue, PlayerState, State } from '../../types.ts';
import { catalogue } from '../../catalogue/index.ts';
import { abilityId, characterRules } from '../../registry.ts';
import { flag } from '../../flags.ts';
import { turnChecks, oncePerTurn } from '../../entries/checks.ts';

export const GREYGORY = 'greygory-deck';
const WWS = 'wild-west-show' as const;

/** The flags of a draw entered with these characters: 2 different known ones, none his own or at the table. */
function drawFlags(state: State, player: PlayerState, ids: readonly string[]): Flag[] {
  const flags: Flag[] = [];
  if (ids.length !== 2 || ids[0] === ids[1]) flags.push(flag('borrow-two', { player: player.name }));
  const atTable = new Set(state.players.map((p) => p.character));
  for (const id of new Set(ids)) {
    if (!catalogue.character(id)) flags.push(flag('borrow-unknown', { player: player.name }));
    else if (atTable.has(id)) flags.push(flag('borrow-not-free', { player: player.name, character: id }));
  }
  return flags;
}

export const greygoryDeck: CharacterRule = {
  id: GREYGORY,
  use(ctx: UseContext) {
    const { state, player, entry } = ctx;
    const top = state.prompts[0];
    // His own start-of-turn draw! (Dynamite, Jail) may still be waiting: the draw of characters comes first.
    const ownCheck = top?.type === 'draw-check' && top.player === player.name;
    ctx.flags.push(...turnChecks(state, player).filter((f) => !(ownCheck && f.code === 'answer-pending')));
    if (player.name === state.turn.player && state.turn.phase !== 'draw')
      ctx.flags.push(flag('already-drawn', { player: player.name }));
    const ids = entry.characters ?? [];
    ctx.flags.push(...drawFlags(state, player, ids));
    oncePerTurn(ctx, GREYGORY);
    ctx.events.push(borrowed(player.name, ids));
  },
};

function borrowed(player: string, characters: readonly string[]): GameEvent {
  return {
    type: 'ExpansionChanged',
    expansion: WWS,
    change: { kind: 'borrowed', player, characters: [...characters] },
  };
}

/** Folds Wild West Show's own change: the characters Greygory Deck drew replace the previous two. */
export const applyBorrowed: NonNullable<Expansion['apply']> = (state, change) => {
  const { kind, player, characters } = change as {
    kind?: JsonValue;
    player?: JsonValue;
    characters?: JsonValue;
  };
  if (kind !== 'borrowed' || typeof player !== 'string' || !Array.isArray(characters)) return state;
  const ids = characters.filter((c): c is string => typeof c === 'string');
  return {
    ...state,
    players: state.players.map((p) => (p.name === player ? { ...p, borrows: ids } : p)),
  };
};

/** Numbers where the lower is the stronger effect (Rose Doolan's −1: sees others closer). */
const LOWER_WINS: ReadonlySet<string> = new Set<keyof PassiveHooks>(['sees']);

/** Two (or more) passives as one: a number the stronger of them (the larger, `sees` the lower: Paul Regret's +1
 *  and Mustang-like seenFrom keep the larger, Slab the Killer's 2 Missed! stand), a flag either, anything else
 *  (Apache Kid's suit) the first. */
function mergedPassive(passives: readonly PassiveHooks[]): PassiveHooks | undefined {
  if (passives.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const p of passives) {
    for (const [key, value] of Object.entries(p) as [string, unknown][]) {
      const had = out[key];
      if (had === undefined) out[key] = value;
      else if (typeof had === 'number' && typeof value === 'number')
        out[key] = LOWER_WINS.has(key) ? Math.min(had, value) : Math.max(had, value);
      else if (typeof had === 'boolean' && typeof value === 'boolean') out[key] = had || value;
    }
  }
  return out as PassiveHooks;
}

/** One character rule that has every ability of `rules` at once, under the id `id`: passives merged (above),
 *  `playsAs` / `answersAs` merged (the first's reading of a card stands), the cards never played joined, hooks
 *  that act (`draw`, `onLifeLost`, `settle`, `onOtherOut`) called for each and their events joined, hooks that
 *  answer a question (`mayIgnore`, `savesWithoutBeer`) true when either is, `handLimit` the larger, `grantsAs`
 *  and `answersAnyAs` the first that has one, the buttons (`offers`) of both. A `use` of either ability is his
 *  (entries/use.ts reads `borrows`). */
export function combinedAbility(id: string, rules: readonly CharacterRule[]): CharacterRule {
  const all = <K extends keyof CharacterRule>(key: K) =>
    rules.flatMap((r) => (r[key] === undefined ? [] : [r[key] as NonNullable<CharacterRule[K]>]));
  const passive = mergedPassive(all('passive'));
  const playsAs = Object.assign({}, ...all('playsAs').reverse()) as Record<string, string>;
  const answersAs = Object.assign({}, ...all('answersAs').reverse()) as Record<string, string>;
  const neverPlays = all('neverPlays').flat();
  const draws = all('draw');
  const lifeLost = all('onLifeLost');
  const settles = all('settle');
  const othersOut = all('onOtherOut');
  const ignores = all('mayIgnore');
  const saves = all('savesWithoutBeer');
  const limits = all('handLimit');
  const grants = all('grantsAs');
  const anyAs = all('answersAnyAs')[0];
  const offers = all('offers');
  return {
    id,
    combines: rules.map((r) => r.id),
    ...(passive ? { passive } : {}),
    ...(all('playsAs').length > 0 ? { playsAs } : {}),
    ...(all('answersAs').length > 0 ? { answersAs } : {}),
    ...(neverPlays.length > 0 ? { neverPlays } : {}),
    ...(anyAs ? { answersAnyAs: anyAs } : {}),
    ...(all('silencesOthers').some(Boolean) ? { silencesOthers: true } : {}),
    ...(draws.length > 0 ? { draw: (ctx) => draws.forEach((d) => d(ctx)) } : {}),
    ...(lifeLost.length > 0 ? { onLifeLost: (ctx) => lifeLost.flatMap((h) => h(ctx)) } : {}),
    ...(settles.length > 0 ? { settle: (s, self, ev) => settles.flatMap((h) => h(s, self, ev)) } : {}),
    ...(othersOut.length > 0
      ? { onOtherOut: (s, self, out) => othersOut.flatMap((h) => h(s, self, out)) }
      : {}),
    ...(ignores.length > 0 ? { mayIgnore: (s, self, p) => ignores.some((h) => h(s, self, p)) } : {}),
    ...(saves.length > 0 ? { savesWithoutBeer: (s, self, n) => saves.some((h) => h(s, self, n)) } : {}),
    ...(limits.length > 0 ? { handLimit: (s, self) => Math.max(...limits.map((h) => h(s, self))) } : {}),
    ...(offers.length > 0 ? { offers: (table, self) => offers.flatMap((o) => o(table, self)) } : {}),
    ...(grants.length > 0
      ? {
          grantsAs: (check) =>
            grants.reduce<ReturnType<(typeof grants)[number]>>((got, g) => got ?? g(check), null),
        }
      : {}),
  };
}

const combined = new Map<string, CharacterRule>();

/** Greygory Deck's two drawn characters as one rule (his own use stays his: the next draw). */
export const borrowedAbilities: NonNullable<Expansion['borrowedAbilities']> = (_table, player) => {
  const ids = player.borrows;
  if (!ids || ids.length === 0 || abilityId(player) !== GREYGORY) return undefined;
  const key = ids.join('|');
  let rule = combined.get(key);
  if (!rule) {
    rule = combinedAbility(
      GREYGORY,
      ids.flatMap((id) => characterRules.get(id) ?? []),
    );
    combined.set(key, rule);
  }
  return rule;
};
