// Shared generators for the property tests: random setups, and entry templates that become legal or
// illegal entries at play time (answering the prompt, drawing, shooting someone in reach, or anything at all).
import fc from 'fast-check';
import {
  abilityOptions,
  catalogue,
  createGame,
  promptOptions,
  step,
  tableOffers,
} from '../../src/engine/index.ts';
import type { Entry, Role, Setup, State, Table } from '../../src/engine/index.ts';
import { findPlayer } from '../../src/engine/seat.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const CARDS = catalogue.cards.map((c) => c.id);
const BASE_CHARACTERS = catalogue.characters.filter((c) => c.expansion === 'base').map((c) => c.id);
const DODGE_CITY_CHARACTERS = catalogue.characters
  .filter((c) => c.expansion === 'base' || c.expansion === 'dodge-city')
  .map((c) => c.id);
const ARMED_CHARACTERS = catalogue.characters
  .filter((c) => c.expansion === 'base' || c.expansion === 'armed-and-dangerous')
  .map((c) => c.id);
const ROLES: Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];
const GOLD_RUSH_CHARACTERS = catalogue.characters.filter((c) => c.expansion === 'gold-rush').map((c) => c.id);
const EQUIPMENT = catalogue.cards.filter((c) => c.equipment).map((c) => c.id);
const AS = ['panic', 'beer', 'bang', 'general-store', 'duel', 'cat-balou'] as const;

const BULLET_CHARACTERS = catalogue.characters.filter((c) => c.expansion === 'the-bullet').map((c) => c.id);
const VALLEY_CHARACTERS = catalogue.characters
  .filter((c) => c.expansion === 'valley-of-shadows')
  .map((c) => c.id);
/** The 3-player game's roles, all face up (rules/001): the Deputy starts. */
const THREE_PLAYER_ROLES: Role[] = ['deputy', 'outlaw', 'renegade'];

export const setupArb = fc
  .record({
    // 3 players now and then (the variant: no Sheriff, roles face up), 4 to 8 otherwise.
    count: fc.integer({ min: 3, max: 8 }),
    // Half the games with Dodge City: its characters (and 8 players) only then.
    dodgeCity: fc.boolean(),
    // A third of the games with Armed & Dangerous: its characters (Red Ringo's 4 tokens) and the supply.
    armed: fc.nat(2).map((n) => n === 0),
    // A quarter of the games with the Bullet's three characters in the pool as well.
    bullet: fc.nat(3).map((n) => n === 0),
    // A quarter of the games with Gold Rush: its characters, nuggets and the shop.
    goldRush: fc.nat(3).map((n) => n === 0),
    characters: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    seed: fc.nat(),
    // A quarter of the games with The Valley of Shadows: its 16 cards in the deck, its characters in the pool.
    valley: fc.nat(3).map((n) => n === 0),
  })
  .map(({ count, dodgeCity, armed, bullet, goldRush, characters, seed, valley }): Setup => {
    const pool = [
      ...(armed ? ARMED_CHARACTERS : dodgeCity ? DODGE_CITY_CHARACTERS : BASE_CHARACTERS),
      ...(bullet ? BULLET_CHARACTERS : []),
      ...(valley ? VALLEY_CHARACTERS : []),
      ...(goldRush ? GOLD_RUSH_CHARACTERS : []),
    ];
    const n = dodgeCity ? count : Math.min(count, 7);
    return {
      players: NAMES.slice(0, n).map((name, i) => ({
        name,
        character: pickCharacter(pool, characters[i] ?? 0),
        ...(n === 3
          ? { role: THREE_PLAYER_ROLES[(i + seed) % 3] as Role }
          : i === 0
            ? { role: 'sheriff' as const }
            : {}),
      })),
      expansions: [
        'base',
        ...(dodgeCity ? (['dodge-city'] as const) : []),
        ...(armed ? (['armed-and-dangerous'] as const) : []),
        ...(bullet ? (['the-bullet'] as const) : []),
        ...(valley ? (['valley-of-shadows'] as const) : []),
        ...(goldRush ? (['gold-rush'] as const) : []),
      ],
      events: null,
      seed,
    };
  });

const WWS_CHARACTERS = catalogue.characters.filter((c) => c.expansion === 'wild-west-show').map((c) => c.id);

/** The same random setups with an event deck (or both), the Wild West Show pile beside it in half of them, or
 *  the Wild West Show pile alone (its characters then in the pool). */
export const eventSetupArb = fc
  .tuple(
    setupArb,
    fc.constantFrom<'high-noon' | 'fistful-of-cards' | 'both' | 'none'>(
      'high-noon',
      'fistful-of-cards',
      'both',
      'none',
    ),
    fc.boolean(),
  )
  .map(([setup, deck, show]): Setup => ({
    ...setup,
    players:
      deck === 'none'
        ? setup.players.map((p, i) => ({
            ...p,
            character: WWS_CHARACTERS[(i + setup.seed) % 8] ?? p.character,
          }))
        : setup.players,
    expansions: [
      ...setup.expansions,
      ...(deck === 'both' ? (['high-noon', 'fistful-of-cards'] as const) : deck === 'none' ? [] : [deck]),
      ...(show || deck === 'none' ? (['wild-west-show'] as const) : []),
    ],
    events: deck === 'none' ? null : deck,
  }));

/** The entry for a template, except that an event reveal is answered most of the time (`n` below 70 of 100)
 *  with one of the cards the deck still holds (the host's offer), so that the events come up. */
export function toEventEntry(state: State, t: Template, n: number, setup: Setup): Entry {
  const top = state.prompts[0];
  if (top?.type === 'reveal-event' && n < 70) {
    const likely = tableOffers(state, setup).events?.likely ?? [];
    const deck = top.deck ? { deck: top.deck } : {};
    // Now and then Marshal draws the show pile's next card.
    if (top.deck && n < 10) return { type: 'reveal-event', ...deck };
    if (likely.length > 0)
      return { type: 'reveal-event', ...deck, card: likely[n % likely.length] as string };
  }
  // With the show pile, now and then what its card in force offers (Gag, Lady Rose's swap, Dorothy Rage's order,
  // filled in as the table would: another player ordered to play a BANG! at a third).
  if (setup.expansions.includes('wild-west-show') && n >= 70 && n < 85) {
    const offered = tableOffers(state, setup).abilities.filter(
      (o) => o.entry.type === 'use' && o.entry.event,
    );
    const pick = offered[n % Math.max(1, offered.length)]?.entry;
    if (pick?.type === 'use' && pick.event === 'dorothy-rage') {
      const others = state.players.filter((p) => p.alive && p.name !== pick.player);
      const ordered = others[n % Math.max(1, others.length)];
      const aimed = others[(n + 1) % Math.max(1, others.length)];
      if (ordered && aimed && aimed !== ordered)
        return { ...pick, target: ordered.name, card: 'bang', targets: [aimed.name] };
    } else if (pick) return pick;
  }
  // With the show pile, now and then the player in turn plays a Stagecoach, which turns it: its cards come up in
  // every mix of expansions, however many other cards the deck holds.
  if (
    setup.expansions.includes('wild-west-show') &&
    n >= 85 &&
    n < 92 &&
    !top &&
    state.turn.phase === 'play' &&
    !state.over
  ) {
    return { type: 'play', player: state.turn.player, card: 'stagecoach' };
  }
  return toEntry(state, t);
}

function pickCharacter(pool: readonly string[], n: number): string {
  return pool[n % pool.length] ?? 'bart-cassidy';
}

// An entry template: which kind, and indexes that pick a player, card and number at play time.
export const templateArb = fc.record({
  kind: fc.constantFrom(
    'draw',
    'bang',
    'bang',
    'play',
    'play',
    'respond',
    'pass',
    'pass',
    'discard',
    'end-turn',
    'reshuffle',
    'reveal-role',
    'set',
    'use',
    'reveal',
    'gold',
  ),
  who: fc.nat(7),
  whom: fc.nat(7),
  card: fc.constantFrom(...CARDS),
  n: fc.integer({ min: 0, max: 6 }),
  sign: fc.constantFrom('2S', '8S', '10S', 'QH', 'KD', 'AC'),
  force: fc.boolean(),
  onPrompt: fc.integer({ min: 0, max: 9 }),
  natural: fc.boolean(),
  // Armed & Dangerous: which spot (one of the player's, or any card) and how many tokens to load or spend.
  tokens: fc.record({ use: fc.nat(3), spot: fc.nat(5), count: fc.integer({ min: 1, max: 5 }) }),
});
export type Template = typeof templateArb extends fc.Arbitrary<infer T> ? T : never;

/** What a table would most likely enter next: answer the prompt, draw, shoot someone in reach, or end. */
export function natural(state: Table, t: Template): Entry {
  const top = state.prompts[0];
  // Armed & Dangerous games also take the buttons the UI offers (pass the Bomb, Whip, Lock Pick, Tumbleweed);
  // Gold Rush games the shop's (buy, refill, remove, sell a Beer, abilities paid in nuggets).
  const offered = ('supply' in state && state.supply !== null) || state.shop ? armedChoice(state, t) : null;
  if (offered) return offered;
  const me = findPlayer(state, state.turn.player);
  if (top) {
    if (top.type === 'draw-check') return { type: 'reveal', sign: t.sign, force: true };
    if (top.type === 'reveal-role')
      return { type: 'reveal-role', player: top.player, role: ROLES[t.n % 4] ?? 'outlaw', force: true };
    return t.n % 3 === 0
      ? { type: 'respond', player: top.player, card: t.card }
      : { type: 'pass', player: top.player };
  }
  if (state.turn.phase === 'draw') return { type: 'draw' };
  if (me && me.hand > me.life && t.n % 2 === 0) return { type: 'discard', count: me.hand - me.life };
  if (t.n < 3) return { type: 'end-turn', force: t.force };
  const others = state.players.filter((p) => p.alive && p.name !== state.turn.player);
  const target = others[t.whom % Math.max(1, others.length)]?.name ?? 'Ann';
  return { type: 'play', card: t.n === 6 ? t.card : 'bang', target, force: t.force };
}

/** A token spot the player may name: mostly their own Dangerous cards and character, now and then any card. */
function tokenSpot(state: Table, player: string, t: Template): string {
  const me = state.players.find((p) => p.name === player);
  const spots = ['character', ...(me?.inPlay.map((c) => c.card) ?? [])];
  return t.tokens.spot === 5 ? t.card : (spots[t.tokens.spot % spots.length] ?? 'character');
}

/** Adds a random `load` or `spend` to a quarter of the play, use, respond and discard entries. */
function withTokens(state: Table, entry: Entry, t: Template): Entry {
  if (t.tokens.use !== 0) return entry;
  const actor = ('player' in entry && entry.player) || state.turn.player;
  const spot = tokenSpot(state, actor, t);
  switch (entry.type) {
    case 'discard':
      return { ...entry, load: Array.from({ length: Math.min(entry.count, t.tokens.count) }, () => spot) };
    case 'play':
      return t.n % 2 === 0 ? { ...entry, load: spot } : { ...entry, spend: { [spot]: t.tokens.count } };
    case 'use':
      return t.n % 2 === 0
        ? { ...entry, load: { [spot]: t.tokens.count } }
        : { ...entry, spend: { [spot]: t.tokens.count } };
    case 'respond':
      return { ...entry, spend: { [spot]: t.tokens.count } };
    case 'set':
      // A table's token correction: 0–6 on one spot (above 4 is flagged, forced it is clamped; 0 discards).
      return spot === 'character'
        ? { ...entry, tokens: t.n, force: t.force }
        : { ...entry, card: spot, tokens: t.n, force: t.force };
    default:
      return entry;
  }
}

function armedChoice(state: Table, t: Template): Entry | null {
  const offers = state.prompts[0]?.type === 'pass-bomb' ? promptOptions(state) : abilityOptions(state);
  if (offers.length === 0 || (t.n % 2 === 0 && state.prompts[0]?.type !== 'pass-bomb')) return null;
  return offers[t.whom % offers.length]?.entry ?? null;
}

export function toEntry(state: Table, t: Template): Entry {
  return withTokens(state, untokened(state, t), t);
}

function untokened(state: Table, t: Template): Entry {
  if (t.natural) return natural(state, t);
  const names = state.players.map((p) => p.name);
  const pick = (i: number) => names[i % names.length] ?? 'Ann';
  // Half the answers go to whoever the game waits on, so prompts really get answered.
  const answerer = t.onPrompt < 8 && state.prompts[0] ? state.prompts[0].player : pick(t.who);
  const force = t.force ? { force: true } : {};
  switch (t.kind) {
    case 'draw':
      return { type: 'draw', ...force };
    case 'bang':
      return { type: 'play', card: 'bang', target: pick(t.whom), ...force };
    case 'play':
      return { type: 'play', card: t.card, target: pick(t.whom), ...force };
    case 'respond':
      return { type: 'respond', player: answerer, card: t.card, ...force };
    case 'pass':
      return { type: 'pass', player: answerer, ...force };
    case 'discard':
      return { type: 'discard', count: t.n + 1, ...force };
    case 'end-turn':
      return { type: 'end-turn', ...force };
    case 'reshuffle':
      return { type: 'reshuffle', ...force };
    case 'reveal-role':
      return { type: 'reveal-role', player: answerer, role: ROLES[t.n % 4] ?? 'outlaw', ...force };
    case 'use':
      return t.n % 2 === 0
        ? { type: 'use', player: answerer, card: t.card, target: pick(t.whom), ...force }
        : {
            type: 'use',
            player: answerer,
            ability: state.players[t.who % names.length]?.character ?? 'jourdonnais',
            ...force,
          };
    case 'reveal':
      return { type: 'reveal', sign: t.sign, ...force };
    case 'gold':
      return goldEntry(state, t, pick);
    default:
      // Low life and a few cards, so that shots kill and players die holding cards in play.
      return { type: 'set', player: pick(t.who), life: t.n % 3, hand: t.n + 1 };
  }
}

/** Gold Rush: a buy of a shop card (aimed, used as something), a refill, a removal, a Beer sold, or nuggets set. */
function goldEntry(state: Table, t: Template, pick: (i: number) => string): Entry {
  const force = t.force ? { force: true } : {};
  const card = (state.shop ?? [])[t.n % 3] ?? EQUIPMENT[t.whom % EQUIPMENT.length] ?? 'shot';
  const target = pick(t.whom);
  switch (t.n % 5) {
    case 0:
      return { type: 'buy', card, target, as: AS[t.who % AS.length] ?? 'beer', ...force };
    case 1:
      return { type: 'shop', card: EQUIPMENT[t.who % EQUIPMENT.length] ?? 'shot', ...force };
    case 2: {
      const holder = state.players.find((p) => p.name === target);
      return { type: 'remove', target, card: holder?.equipment?.[0] ?? card, ...force };
    }
    case 3:
      return { type: 'play', card: 'beer', nugget: true, ...force };
    default:
      return { type: 'set', player: pick(t.who), nuggets: t.n + t.whom, ...force };
  }
}

/** What is physically impossible at a real table; an empty list when all is well. */
export function impossibilities(state: State): string[] {
  const wrong: string[] = [];
  for (const p of state.players) {
    if (p.life < 0 || p.life > p.maxLife) wrong.push(`${p.name} has ${p.life} of ${p.maxLife} life`);
    if (p.hand < 0) wrong.push(`${p.name} holds ${p.hand} cards`);
    if (!p.alive && (p.hand !== 0 || p.inPlay.length > 0)) wrong.push(`${p.name} is out but holds cards`);
    // The Valley of Shadows: a ghost kept by the Ghost card is at 0 life, always.
    if (p.alive && p.ghost && p.inPlay.some((c) => c.card === 'ghost') && p.life !== 0)
      wrong.push(`${p.name} is a ghost with ${p.life} life`);
    const weapons = p.inPlay.filter((c) => catalogue.card(c.card)?.weapon !== undefined);
    if (weapons.length > 1) wrong.push(`${p.name} has ${weapons.length} weapons`);
  }
  for (const prompt of state.prompts) {
    const p = state.players.find((x) => x.name === prompt.player);
    // The only question put to a player who is out is to turn their role face up.
    if (prompt.type !== 'reveal-role' && !p?.alive)
      wrong.push(`${prompt.type} waits on ${prompt.player}, who is out`);
  }
  if (!state.players.some((p) => p.name === state.turn.player))
    wrong.push(`the turn is ${state.turn.player}'s`);
  wrong.push(...tokenImpossibilities(state), ...goldImpossibilities(state));
  return wrong;
}

/** Gold Rush: nuggets never below 0; the shop at three slots, each a card or empty awaiting its entry; never two
 *  black cards of a name in front of one player; nothing in front of a player who is out. */
function goldImpossibilities(state: State): string[] {
  const wrong: string[] = [];
  const gold = state.setup.expansions.includes('gold-rush');
  for (const p of state.players) {
    if ((p.nuggets ?? 0) < 0) wrong.push(`${p.name} has ${p.nuggets} nuggets`);
    const equipment = p.equipment ?? [];
    if (new Set(equipment).size !== equipment.length) wrong.push(`${p.name} has ${equipment.join(', ')}`);
    if (!p.alive && (equipment.length > 0 || (p.nuggets ?? 0) > 0))
      wrong.push(`${p.name} is out but keeps nuggets or equipment`);
    if (!gold && (p.nuggets !== undefined || p.equipment !== undefined))
      wrong.push(`${p.name} has nuggets or equipment without Gold Rush`);
  }
  if (
    gold &&
    (state.shop?.length !== 3 || state.shop.some((c) => c !== null && !catalogue.card(c)?.equipment))
  )
    wrong.push(`the shop is ${JSON.stringify(state.shop)}`);
  if (!gold && state.shop !== undefined) wrong.push('a shop without Gold Rush');
  return wrong;
}

/** Armed & Dangerous: 32 tokens, conserved, never more than 4 on one card or character; none without it. */
function tokenImpossibilities(state: State): string[] {
  const wrong: string[] = [];
  const spots = state.players.flatMap((p) => [
    { where: `${p.name}'s character`, n: p.tokens },
    ...p.inPlay.map((c) => ({ where: `${p.name}'s ${c.card}`, n: c.tokens })),
  ]);
  for (const s of spots) {
    if (s.n < 0 || s.n > 4) wrong.push(`${s.where} holds ${s.n} tokens`);
    if (state.supply === null && s.n !== 0) wrong.push(`${s.where} holds tokens in a game without them`);
  }
  if (state.supply !== null) {
    const total = state.supply + spots.reduce((sum, s) => sum + s.n, 0);
    if (state.supply < 0) wrong.push(`the supply holds ${state.supply}`);
    if (total !== 32) wrong.push(`supply + tokens = ${total}, not 32`);
  }
  return wrong;
}

/** Plays the templates through the engine and keeps what it accepted: a random legal game (forced flags kept). */
export function playLegal(setup: Setup, templates: readonly Template[]): { entries: Entry[]; state: State } {
  let state = createGame(setup);
  const entries: Entry[] = [];
  for (const t of templates) {
    const entry = toEntry(state, t);
    const result = step(state, entry);
    if (!result.accepted) continue;
    entries.push(entry);
    state = result.state;
  }
  return { entries, state };
}

/** Templates that mostly do what a table would do next, so that random legal games run long. */
export const mostlyNaturalArb = fc
  .tuple(templateArb, fc.nat(9))
  .map(([t, r]): Template => ({ ...t, natural: t.natural || r < 6 }));
