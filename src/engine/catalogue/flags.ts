// Every flag the engine raises, as data: its code, the ruling it cites, and the kind of each param. Params are
// ids and numbers, never words: a player as entered, a card, character, event or role by its catalogue id. The
// sentences live in the four tables of src/i18n/flags/, typed by these params.
import type { ExpansionId, PromptType, Role, Suit } from '../types.ts';

/** What a param holds, by kind. */
export interface FlagParamKinds {
  /** A player's name as the table entered it. */
  player: string;
  number: number;
  /** A card id. */
  card: string;
  /** A card id, or null where no card is named (a discard). */
  'card?': string | null;
  character: string;
  event: string;
  /** An event id, or null when no event is in force. */
  'event?': string | null;
  role: Role;
  /** A card, character or event id (what a player used, or what answers). */
  named: string;
  /** A weapon's card id; null for the Colt .45 every player has without one. */
  weapon: string | null;
  /** Where Load tokens lie: a card id, or 'character'. */
  spot: string;
  spots: readonly string[];
  /** A card's sign, "QH". */
  sign: string;
  'sign?': string | null;
  signs: readonly string[];
  suit: Suit;
  expansion: ExpansionId;
  prompt: PromptType;
}
export type FlagParamKind = keyof FlagParamKinds;

interface FlagSpec {
  /** The ruling the flag cites (a rule id of the rulings library). */
  readonly rule: string;
  readonly params: Readonly<Record<string, FlagParamKind>>;
}

const P = 'player';
const N = 'number';

export const FLAG_SPECS = {
  'out-of-turn': { rule: 'turn-order', params: { player: P, current: P } },
  'draw-first': { rule: 'turn-phases', params: { player: P } },
  'already-drawn': { rule: 'turn-phases', params: { player: P } },
  'phase-over': { rule: 'turn-phases', params: { player: P } },
  'no-draw': { rule: 'turn-phases', params: { player: P } },
  'hand-limit': { rule: 'hand-limit', params: { player: P, hand: N, life: N, excess: N } },
  'empty-hand': { rule: 'hand-count', params: { player: P, hand: N, needed: N } },
  'discard-empty': { rule: 'pedro-ramirez', params: { player: P } },
  'out-of-range': {
    rule: 'weapon-range',
    params: { player: P, target: P, distance: N, reach: N, weapon: 'weapon' },
  },
  'bang-limit': { rule: 'bang-limit', params: { player: P, bangs: N, limit: N } },
  'duplicate-in-play': { rule: 'one-copy-in-play', params: { player: P, card: 'card' } },
  'beer-max-life': { rule: 'beer', params: { player: P, life: N, maxLife: N } },
  'beer-two-left': { rule: 'beer', params: {} },
  'beer-not-lethal': { rule: 'beer', params: { player: P } },
  'nothing-to-cancel': { rule: 'missed', params: { player: P, card: 'named' } },
  'answer-pending': { rule: 'answers', params: { waiting: P, prompt: 'prompt' } },
  'not-prompted': { rule: 'answers', params: { player: P, waiting: P } },
  'no-prompt': { rule: 'answers', params: { player: P } },
  'wrong-answer': { rule: 'answers', params: { card: 'card', prompt: 'prompt' } },
  'needs-target': { rule: 'targets', params: { card: 'named' } },
  'self-target': { rule: 'targets', params: { player: P, card: 'named' } },
  'dead-target': { rule: 'targets', params: { target: P } },
  'dead-player': { rule: 'death', params: { player: P } },
  'no-such-card': { rule: 'deck', params: { card: 'card', sign: 'sign', signs: 'signs' } },
  // Every copy the game has (with that sign, when one is given) is known in play or on the discard pile since
  // the last reshuffle; `holder`: who has one in play ('' when none is).
  'no-copy-left': {
    rule: 'deck',
    params: { card: 'card', sign: 'sign?', copies: N, inPlay: N, onPile: N, holder: P },
  },
  'role-conflict': { rule: 'roles', params: { player: P, known: 'role' } },
  'role-count': { rule: 'roles', params: { players: N, allowed: N, role: 'role', revealed: N } },
  'role-needed': { rule: 'death', params: { player: P } },
  'not-refereed': { rule: 'not-refereed', params: { what: 'named' } },
  'game-over': { rule: 'turn-order', params: {} },
  'panic-distance': { rule: 'panic', params: { target: P, distance: N } },
  'draw-ability': { rule: 'characters', params: { player: P } },
  'life-full': { rule: 'characters', params: { player: P, life: N, maxLife: N } },
  'not-usable': { rule: 'characters', params: { what: 'named' } },
  'must-pick': { rule: 'general-store', params: { player: P } },
  'draw-needed': { rule: 'draw', params: { player: P } },
  'no-draw-pending': { rule: 'draw', params: {} },
  'draw-count': { rule: 'draw', params: { player: P, flips: N, given: N } },
  'pick-not-flipped': { rule: 'draw', params: { pick: 'sign', signs: 'signs' } },
  'not-in-play': { rule: 'hand-count', params: { player: P, card: 'card' } },
  'not-your-ability': { rule: 'characters', params: { player: P, ability: 'named' } },
  'already-used': { rule: 'barrel', params: { player: P, source: 'named' } },
  'not-in-game': { rule: 'expansions', params: { card: 'card', expansion: 'expansion' } },
  'extra-card': { rule: 'discard-another-card', params: { card: 'card', cost: N, hand: N, player: P } },
  'green-too-soon': { rule: 'green-cards', params: { player: P, card: 'card' } },
  'green-own-turn': { rule: 'green-cards', params: { player: P, card: 'card' } },
  immune: { rule: 'characters', params: { target: P, card: 'card' } },
  silenced: { rule: 'characters', params: { by: P, player: P, card: 'card' } },
  'last-life': { rule: 'characters', params: { player: P, life: N, ability: 'named' } },
  'not-blue': { rule: 'characters', params: { card: 'card', ability: 'named' } },
  'ability-limit': { rule: 'characters', params: { player: P, ability: 'named', times: N, limit: N } },
  'event-no-beer': { rule: 'events', params: { event: 'event' } },
  'event-no-bang': { rule: 'events', params: { event: 'event', player: P } },
  'event-no-placing': { rule: 'events', params: { event: 'event', card: 'card' } },
  'event-no-in-play': { rule: 'events', params: { event: 'event', player: P, card: 'card' } },
  'event-no-ability': { rule: 'events', params: { event: 'event', player: P, ability: 'named' } },
  'event-not-up': { rule: 'events', params: { event: 'event', current: 'event?' } },
  'no-reveal-due': { rule: 'events', params: { player: P } },
  'event-seen': { rule: 'events', params: { event: 'event', turn: N } },
  'finale-early': { rule: 'events', params: { event: 'event', left: N } },
  'event-needs-suit': { rule: 'events', params: { event: 'event', player: P } },
  'event-wrong-suit': {
    rule: 'events',
    params: { event: 'event', player: P, suit: 'suit', card: 'card', sign: 'sign' },
  },
  'event-needs-card': { rule: 'events', params: { event: 'event', target: P } },
  'event-show-card': { rule: 'events', params: { event: 'event', player: P } },
  'event-must-play': { rule: 'events', params: { event: 'event', player: P, card: 'card' } },
  'event-needs-character': { rule: 'events', params: { event: 'event', player: P } },
  'event-same-character': { rule: 'events', params: { event: 'event', player: P, character: 'character' } },
  'event-character-taken': { rule: 'events', params: { event: 'event', holder: P, character: 'character' } },
  'event-needs-guess': { rule: 'events', params: { event: 'event', player: P } },
  'event-instead-of-drawing': { rule: 'events', params: { event: 'event', player: P } },
  'jail-on-sheriff': { rule: 'jail', params: { target: P } },
  'supply-short': { rule: 'load-tokens', params: { supply: N, card: 'card' } },
  'token-source': { rule: 'load-tokens', params: { player: P, source: 'spot' } },
  'too-few-tokens': { rule: 'load-tokens', params: { player: P, source: 'spot', tokens: N, cost: N } },
  'tokens-out-of-turn': { rule: 'load-tokens', params: { player: P } },
  'no-reload': { rule: 'load-tokens', params: { card: 'card?' } },
  'too-many-loads': { rule: 'load-tokens', params: { player: P, given: N, allowed: N } },
  'voluntary-discard': { rule: 'hand-limit', params: { player: P, count: N, excess: N } },
  'spend-unused': { rule: 'load-tokens', params: { card: 'named' } },
  'upgrade-cost': { rule: 'load-tokens', params: { card: 'card', cost: N, paid: N } },
  'weapon-needs-bang': { rule: 'dangerous-weapons', params: { weapon: 'card', card: 'card' } },
  'weapon-cost': { rule: 'dangerous-weapons', params: { weapon: 'card', cost: N, paid: N } },
  'cannot-cancel': { rule: 'double-barrel', params: { player: P, card: 'named' } },
  'double-barrel-suit': { rule: 'dangerous-weapons', params: { sign: 'sign' } },
  'big-fifty': { rule: 'dangerous-weapons', params: { player: P, card: 'named' } },
  'bomb-pass': { rule: 'load-tokens', params: { player: P, target: P } },
  'not-out-of-turn': { rule: 'load-tokens', params: { card: 'card', current: P } },
  'no-draw-done': { rule: 'draw', params: { card: 'card' } },
  'once-a-turn': { rule: 'load-tokens', params: { player: P, card: 'named' } },
  'upgrade-once': { rule: 'load-tokens', params: { card: 'card', paid: N, cost: N } },
  'upgrade-targets': { rule: 'load-tokens', params: { card: 'card', targets: N, allowed: N } },
  'same-target': { rule: 'targets', params: { card: 'card', target: P } },
  'no-such-player': { rule: 'targets', params: { target: P } },
  'ability-cost': { rule: 'load-tokens', params: { ability: 'named', cost: N, paid: N } },
  'one-spot': { rule: 'characters', params: { ability: 'named', spots: 'spots' } },
  'cards-only': { rule: 'characters', params: { ability: 'named' } },
  'nothing-to-draw-on': { rule: 'characters', params: { player: P } },
  'abigail-card': { rule: 'ms-abigail', params: { card: 'named', sign: 'sign?' } },
  'tokens-not-in-game': { rule: 'corrections', params: { player: P } },
  'tokens-cap': { rule: 'load-tokens', params: { player: P, spot: 'spot', tokens: N, cap: N } },
  'tokens-supply': {
    rule: 'load-tokens',
    params: { player: P, spot: 'spot', has: N, tokens: N, needed: N, supply: N },
  },
  'hand-only': { rule: 'load-tokens', params: { card: 'card' } },
  'in-play-only': { rule: 'load-tokens', params: { card: 'card' } },
  'show-not-due': { rule: 'wild-west-show-pile', params: {} },
  'too-few-played': { rule: 'wild-west-show-pile', params: { player: P, played: N, event: 'event' } },
  'ordered-card': { rule: 'wild-west-show-pile', params: { player: P, card: 'card', ordered: 'card' } },
  'swaps-in-a-row': { rule: 'wild-west-show-pile', params: { player: P, swaps: N, cap: N } },
  'two-left-no-swap': { rule: 'wild-west-show-pile', params: { player: P } },
  'bang-only-missed': { rule: 'wild-west-show-pile', params: { player: P, event: 'event' } },
  'needs-order': { rule: 'wild-west-show-pile', params: { player: P } },
  'nothing-to-repeat': { rule: 'characters', params: { player: P } },
  'never-missed': { rule: 'characters', params: { player: P, character: 'character' } },
  'borrow-two': { rule: 'characters', params: { player: P } },
  'borrow-unknown': { rule: 'characters', params: { player: P } },
  'borrow-not-free': { rule: 'characters', params: { player: P, character: 'character' } },
  // Nothing in front of the player, no character ability and no event lets that card be played as the other.
  'cannot-play-as': { rule: 'characters', params: { player: P, card: 'card', as: 'card' } },
  // The Valley of Shadows.
  'not-eliminated': { rule: 'ghost', params: { target: P } },
  'fanning-second-missing': { rule: 'fanning', params: { first: P, target: P } },
  'fanning-second-far': { rule: 'fanning', params: { first: P, target: P, distance: N } },
  'aim-needs-bang': { rule: 'aim', params: { card: 'card' } },
  'bandidos-discard': { rule: 'bandidos', params: { player: P, count: N, needed: N } },
  'escape-brown-only': { rule: 'escape', params: { card: 'card' } },
  'escape-not-next': { rule: 'escape', params: { player: P, card: 'card' } },
  'black-flower-clubs': { rule: 'black-flower', params: { sign: 'sign?' } },
  'evelyn-targets': { rule: 'evelyn-shebang', params: { count: N } },
  'no-beer-played': { rule: 'lemonade-jim', params: { player: P } },
  // Gold Rush.
  'not-enough-nuggets': { rule: 'nuggets', params: { player: P, nuggets: N, card: 'named', cost: N } },
  'duplicate-equipment': { rule: 'black-equipment', params: { card: 'card', player: P } },
  'used-twice': { rule: 'equipment-shop', params: { player: P, what: 'named', limit: N } },
  'buy-phase': { rule: 'equipment-shop', params: { player: P } },
  'not-in-shop': { rule: 'equipment-shop', params: { card: 'card' } },
  'wrong-cost': { rule: 'equipment-shop', params: { card: 'card', cost: N, paid: N } },
  'not-in-equipment-deck': { rule: 'equipment-shop', params: { card: 'card' } },
  'shop-full': { rule: 'equipment-shop', params: {} },
  'own-equipment': { rule: 'black-equipment', params: { player: P, card: 'card' } },
  'not-in-front': { rule: 'black-equipment', params: { player: P, card: 'card' } },
  'equipment-immune': { rule: 'black-equipment', params: { card: 'card', by: 'named' } },
  'sell-not-beer': { rule: 'equipment-shop', params: { card: 'card' } },
  'judge-no-black': { rule: 'black-equipment', params: { event: 'event', card: 'card' } },
  'needs-choice': { rule: 'equipment-shop', params: { card: 'card' } },
  'deck-top': { rule: 'equipment-shop', params: { card: 'card', top: 'card' } },
  'equipment-from-hand': { rule: 'equipment-shop', params: { card: 'card' } },
} as const satisfies Record<string, FlagSpec>;

type Specs = typeof FLAG_SPECS;
export type FlagCode = keyof Specs;
type KindOf<C extends FlagCode, K> = K extends keyof Specs[C]['params']
  ? Specs[C]['params'][K] extends FlagParamKind
    ? Specs[C]['params'][K]
    : never
  : never;

/** Each code's params, typed: a misspelt or missing param is a type error where the flag is raised. */
export type FlagParams = {
  [C in FlagCode]: { -readonly [K in keyof Specs[C]['params']]: FlagParamKinds[KindOf<C, K>] };
};

/** A param as a sentence receives it: ids already said as names in the table's language, numbers as numbers. */
export interface SaidKinds {
  number: number;
  'card?': string | null;
  'sign?': string | null;
}
type Said<K extends FlagParamKind> = K extends keyof SaidKinds ? SaidKinds[K] : string;
export type SaidParams = {
  [C in FlagCode]: { -readonly [K in keyof Specs[C]['params']]: Said<KindOf<C, K>> };
};

export const flagCodes = Object.keys(FLAG_SPECS) as FlagCode[];

export function isFlagCode(code: string): code is FlagCode {
  return Object.hasOwn(FLAG_SPECS, code);
}

/** The kind of each param the code declares. */
export function flagParamKinds(code: FlagCode): Readonly<Record<string, FlagParamKind>> {
  return FLAG_SPECS[code].params;
}

export function ruleOfFlag(code: FlagCode): string {
  return FLAG_SPECS[code].rule;
}
