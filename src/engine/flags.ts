// Every flag the engine raises: its code, the ruling it cites, and the English sentence with the numbers.
// The UI may say the same sentence in another language from the code and params.
import type { Flag } from './types.ts';

type Params = Record<string, string | number>;
interface FlagTemplate {
  rule: string;
  say: (p: Params) => string;
}

const templates = {
  'out-of-turn': { rule: 'turn-order', say: (p) => `It is ${p.current}'s turn, not ${p.player}'s` },
  'draw-first': { rule: 'turn-phases', say: (p) => `${p.player} has not drawn yet (phase 1 comes first)` },
  'already-drawn': { rule: 'turn-phases', say: (p) => `${p.player} has already drawn this turn` },
  'phase-over': {
    rule: 'turn-phases',
    say: (p) => `${p.player} is discarding (phase 3): no more cards are played this turn`,
  },
  'no-draw': { rule: 'turn-phases', say: (p) => `${p.player} ends the turn without drawing (phase 1)` },
  'hand-limit': {
    rule: 'hand-limit',
    say: (p) => `${p.player} holds ${p.hand} cards with ${p.life} life: discard ${p.excess} first`,
  },
  'empty-hand': {
    rule: 'hand-count',
    say: (p) => `Marshal counts ${p.hand} cards in ${p.player}'s hand (needs ${p.needed})`,
  },
  'discard-empty': {
    rule: 'pedro-ramirez',
    say: (p) =>
      `The discard pile is empty (nothing discarded since the deck was made): ${p.player} draws both from the deck`,
  },
  'out-of-range': {
    rule: 'weapon-range',
    say: (p) => `${p.target} is at distance ${p.distance}; ${p.player}'s ${p.weapon} reaches ${p.reach}`,
  },
  'bang-limit': {
    rule: 'bang-limit',
    say: (p) =>
      `${p.player} already played ${p.bangs} BANG! this turn (limit ${p.limit} without Volcanic or Willy the Kid)`,
  },
  'duplicate-in-play': { rule: 'one-copy-in-play', say: (p) => `${p.player} already has ${p.card} in play` },
  'beer-max-life': {
    rule: 'beer',
    say: (p) => `${p.player} has ${p.life} of ${p.maxLife} life: Beer cannot go above the maximum`,
  },
  'beer-two-left': { rule: 'beer', say: () => `Only two players are left: Beer has no effect` },
  'beer-not-lethal': {
    rule: 'beer',
    say: (p) => `${p.player} is not at a lethal hit: Beer is played out of turn only to survive one`,
  },
  'nothing-to-cancel': {
    rule: 'missed',
    say: (p) => `Nothing is aimed at ${p.player}: ${p.card} answers a shot`,
  },
  'answer-pending': {
    rule: 'answers',
    say: (p) => `The game waits for ${p.waiting} to answer the ${p.prompt}`,
  },
  'not-prompted': {
    rule: 'answers',
    say: (p) => `${p.player} is not asked to answer anything; the game waits for ${p.waiting}`,
  },
  'no-prompt': { rule: 'answers', say: (p) => `There is nothing for ${p.player} to answer` },
  'wrong-answer': { rule: 'answers', say: (p) => `${p.card} does not answer the ${p.prompt}` },
  'needs-target': { rule: 'targets', say: (p) => `${p.card} needs a target player` },
  'self-target': { rule: 'targets', say: (p) => `${p.player} cannot aim ${p.card} at themselves` },
  'dead-target': { rule: 'targets', say: (p) => `${p.target} is out of the game` },
  'dead-player': { rule: 'death', say: (p) => `${p.player} is out of the game` },
  'no-such-card': {
    rule: 'deck',
    say: (p) => `There is no ${p.card} ${p.sign} in the deck (its signs: ${p.signs})`,
  },
  'role-conflict': { rule: 'roles', say: (p) => `${p.player} is already known as ${p.known}` },
  'role-count': {
    rule: 'roles',
    say: (p) => `A ${p.players}-player game has ${p.allowed} ${p.role}; ${p.revealed} already revealed`,
  },
  'role-needed': {
    rule: 'death',
    say: (p) => `${p.player} is out: their role card is turned face up (enter it)`,
  },
  'not-refereed': {
    rule: 'not-refereed',
    say: (p) => `Marshal does not referee ${p.what} yet: apply it at the table and correct life or hands`,
  },
  'game-over': { rule: 'turn-order', say: () => `The game is over` },
  'panic-distance': {
    rule: 'panic',
    say: (p) =>
      `${p.target} is at distance ${p.distance}; Panic! reaches only distance 1 (weapons do not count)`,
  },
  'draw-ability': {
    rule: 'characters',
    say: (p) =>
      `${p.player} draws from the deck: only Jesse Jones draws from a hand, Pedro Ramirez from the discard pile, and Black Jack shows a card`,
  },
  'life-full': { rule: 'characters', say: (p) => `${p.player} has ${p.life} of ${p.maxLife} life already` },
  'not-usable': {
    rule: 'characters',
    say: (p) => `${p.what} is not something a player uses: it works by itself`,
  },
  'must-pick': {
    rule: 'general-store',
    say: (p) => `${p.player} takes one of the General Store's cards (enter which)`,
  },
  'draw-needed': { rule: 'draw', say: (p) => `${p.player} must flip a card for the draw! (enter its sign)` },
  'no-draw-pending': { rule: 'draw', say: () => `No draw! is waiting for a card` },
  'draw-count': {
    rule: 'draw',
    say: (p) => `${p.player} flips ${p.flips} card${p.flips === 1 ? '' : 's'} for a draw!, not ${p.given}`,
  },
  'pick-not-flipped': { rule: 'draw', say: (p) => `${p.pick} is not one of the flipped cards (${p.signs})` },
  'not-in-play': { rule: 'hand-count', say: (p) => `${p.player} has no ${p.card} in play` },
  'not-your-ability': { rule: 'characters', say: (p) => `${p.player} is not ${p.ability}` },
  'already-used': { rule: 'barrel', say: (p) => `${p.player} already tried ${p.source} against this shot` },
  'not-in-game': {
    rule: 'expansions',
    say: (p) => `${p.card} comes with ${p.expansion}, which is not in this game`,
  },
  'extra-card': {
    rule: 'discard-another-card',
    say: (p) =>
      `${p.card} is played together with ${p.cost} more card from the hand; Marshal counts ${p.hand} in ${p.player}'s hand`,
  },
  'green-too-soon': {
    rule: 'green-cards',
    say: (p) => `${p.player} placed ${p.card} this turn: a green card is used from a later turn on`,
  },
  'green-own-turn': {
    rule: 'green-cards',
    say: (p) =>
      `${p.card} is used only in ${p.player}'s own turn: only green Missed! cards answer out of turn`,
  },
  immune: {
    rule: 'characters',
    say: (p) => `${p.target} is Apache Kid: ${p.card} of diamonds has no effect on him`,
  },
  silenced: {
    rule: 'characters',
    say: (p) => `It is ${p.by}'s turn (Belle Star): ${p.player}'s ${p.card} has no effect`,
  },
  'last-life': {
    rule: 'characters',
    say: (p) => `${p.player} has ${p.life} life: ${p.ability} never gives up the last one`,
  },
  'not-blue': {
    rule: 'characters',
    say: (p) => `${p.card} is not a blue card: ${p.ability} discards a blue card`,
  },
  'ability-limit': {
    rule: 'characters',
    say: (p) =>
      `${p.player} already used ${p.ability} ${p.times} time${p.times === 1 ? '' : 's'} this turn (limit ${p.limit})`,
  },
  'event-no-beer': { rule: 'events', say: (p) => `${p.event} is up: no Beer may be played` },
  'event-no-bang': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} may not use BANG! cards in their own turn`,
  },
  'event-no-placing': {
    rule: 'events',
    say: (p) => `${p.event} is up: nobody may play ${p.card} or any card in front of a player`,
  },
  'event-no-in-play': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player}'s ${p.card} has no effect`,
  },
  'event-no-ability': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} has no character ability (${p.ability})`,
  },
  'event-not-up': { rule: 'events', say: (p) => `${p.event} is not the event in force (now: ${p.current})` },
  'no-reveal-due': {
    rule: 'events',
    say: (p) =>
      `No event card is turned up now: the Sheriff turns one up at the start of his turn (${p.player})`,
  },
  'event-seen': {
    rule: 'events',
    say: (p) => `${p.event} was already turned up in turn ${p.turn}: each event card is revealed once`,
  },
  'finale-early': {
    rule: 'events',
    say: (p) => `${p.event} is the last card of the event deck; ${p.left} other cards are still face down`,
  },
  'event-needs-suit': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} names a suit after drawing and plays only cards of that suit`,
  },
  'event-wrong-suit': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} named ${p.suit}; ${p.card} is not of that suit`,
  },
  'event-needs-card': {
    rule: 'events',
    say: (p) => `${p.event} is aimed at a card in play in front of ${p.target}: name it`,
  },
  'event-show-card': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} shows the second card drawn (enter which one)`,
  },
  'event-must-play': {
    rule: 'events',
    say: (p) =>
      `${p.event} is up: ${p.player} showed ${p.card} and has not played it; it must be played if it can be (the table judges whether it could)`,
  },
  'event-needs-character': {
    rule: 'events',
    say: (p) => `${p.event}: name the character ${p.player} takes (the other character card dealt at setup)`,
  },
  'event-same-character': {
    rule: 'events',
    say: (p) => `${p.player} is already ${p.character}: ${p.event} switches to the other character card`,
  },
  'event-character-taken': {
    rule: 'events',
    say: (p) => `${p.holder} plays ${p.character}: ${p.event} takes the other character card dealt at setup`,
  },
  'event-needs-guess': {
    rule: 'events',
    say: (p) => `${p.event}: ${p.player} guesses red or black before the card is shown`,
  },
  'event-instead-of-drawing': {
    rule: 'events',
    say: (p) => `${p.event} is up: ${p.player} guesses red or black instead of drawing`,
  },
  'jail-on-sheriff': {
    rule: 'jail',
    say: (p) => `${p.target} is the Sheriff: Jail cannot be played on the Sheriff`,
  },
  'supply-short': {
    rule: 'load-tokens',
    say: (p) => `The supply holds ${p.supply} Load tokens: ${p.card} needs 3 to enter play`,
  },
  'token-source': {
    rule: 'load-tokens',
    say: (p) =>
      `${p.player} has no ${p.source} in play: Load tokens lie only on their own Dangerous cards and character`,
  },
  'too-few-tokens': {
    rule: 'load-tokens',
    say: (p) => `${p.player}'s ${p.source} holds ${p.tokens} Load tokens; this needs ${p.cost}`,
  },
  'tokens-out-of-turn': {
    rule: 'load-tokens',
    say: (p) => `${p.player} spends Load tokens out of their turn: only an ability that says so allows it`,
  },
  'no-reload': {
    rule: 'load-tokens',
    say: (p) => `${p.card} is not a blue card: playing it puts no Load token anywhere`,
  },
  'too-many-loads': {
    rule: 'load-tokens',
    say: (p) => `${p.player} places ${p.given} Load tokens; ${p.allowed} may be placed`,
  },
  'voluntary-discard': {
    rule: 'load-tokens',
    say: (p) =>
      `${p.player} discards ${p.count} cards but only ${p.excess} must go: no voluntary discards in phase 3`,
  },
  'spend-unused': {
    rule: 'load-tokens',
    say: (p) => `Nothing about ${p.card} is paid with Load tokens`,
  },
  'upgrade-cost': {
    rule: 'load-tokens',
    say: (p) =>
      `An upgrade of ${p.card} costs ${p.cost} Load tokens; ${p.paid} is not a whole number of upgrades`,
  },
  'weapon-needs-bang': {
    rule: 'dangerous-weapons',
    say: (p) => `${p.weapon}'s ability works only with a real BANG! card, not with ${p.card}`,
  },
  'weapon-cost': {
    rule: 'dangerous-weapons',
    say: (p) => `${p.weapon}'s ability costs ${p.cost} Load token from the weapon itself; ${p.paid} paid`,
  },
  'cannot-cancel': {
    rule: 'double-barrel',
    say: (p) =>
      `A ♦ BANG! with Double Barrel cannot be cancelled: ${p.player}'s ${p.card} does nothing, take the hit`,
  },
  'double-barrel-suit': {
    rule: 'dangerous-weapons',
    say: (p) => `Double Barrel makes only a ♦ BANG! impossible to cancel; this BANG! is ${p.sign}`,
  },
  'big-fifty': {
    rule: 'dangerous-weapons',
    say: (p) => `Big Fifty: ${p.card} has no effect against this BANG! at ${p.player}`,
  },
  'bomb-pass': {
    rule: 'load-tokens',
    say: (p) => `${p.player} passes the Bomb to another player of their choice (${p.target} is not one)`,
  },
  'not-out-of-turn': {
    rule: 'load-tokens',
    say: (p) => `${p.card} is used only in its owner's turn, not in ${p.current}'s`,
  },
  'no-draw-done': {
    rule: 'draw',
    say: (p) =>
      `No draw! to repeat: use ${p.card} while a draw! waits for its card, or right after its card was entered`,
  },
  'once-a-turn': {
    rule: 'load-tokens',
    say: (p) => `${p.player} has already used ${p.card} this turn`,
  },
  'upgrade-once': {
    rule: 'load-tokens',
    say: (p) => `${p.card}'s upgrade is bought once: ${p.paid} Load tokens paid where ${p.cost} do it`,
  },
  'upgrade-targets': {
    rule: 'load-tokens',
    say: (p) => `${p.card} is aimed at ${p.targets} players; the Load tokens paid allow ${p.allowed}`,
  },
  'same-target': {
    rule: 'targets',
    say: (p) => `${p.card} is aimed at ${p.target} more than once: all its targets are different players`,
  },
  'no-such-player': { rule: 'targets', say: (p) => `Nobody called ${p.target} plays in this game` },
  'ability-cost': {
    rule: 'load-tokens',
    say: (p) => `${p.ability} costs ${p.cost} Load tokens; ${p.paid} paid`,
  },
  'one-spot': {
    rule: 'characters',
    say: (p) => `${p.ability} puts both Load tokens on one card or on the character, not on ${p.spots}`,
  },
  'cards-only': {
    rule: 'characters',
    say: (p) =>
      `${p.ability} moves Load tokens from the character onto Dangerous cards only, not back onto it`,
  },
  'nothing-to-draw-on': {
    rule: 'characters',
    say: (p) =>
      `No other player has put a blue or orange card into play this turn that ${p.player} has not drawn for yet`,
  },
  'abigail-card': {
    rule: 'ms-abigail',
    say: (p) =>
      `Ms. Abigail ignores only a brown card of rank J, Q, K or A aimed at her alone, not this ${p.card}`,
  },
  'tokens-not-in-game': {
    rule: 'corrections',
    say: (p) => `This game is played without Armed & Dangerous: ${p.player} has no Load tokens to correct`,
  },
  'tokens-cap': {
    rule: 'load-tokens',
    say: (p) => `${p.player}'s ${p.spot} cannot hold ${p.tokens} Load tokens: ${p.cap} at most`,
  },
  'tokens-supply': {
    rule: 'load-tokens',
    say: (p) =>
      `${p.player}'s ${p.spot} holds ${p.has}: ${p.tokens} Load tokens take ${p.needed} from the supply, which holds ${p.supply} (32 in all)`,
  },
  'hand-only': { rule: 'load-tokens', say: (p) => `${p.card} takes a card from a hand, never one in play` },
  'in-play-only': {
    rule: 'load-tokens',
    say: (p) => `${p.card} takes a card in play, never one from a hand`,
  },
} satisfies Record<string, FlagTemplate>;

export type FlagCode = keyof typeof templates;

export function flag(code: FlagCode, params: Params = {}): Flag {
  const t: FlagTemplate = templates[code];
  return { code, message: t.say(params), rule: t.rule, params };
}

export const flagCodes = Object.keys(templates) as FlagCode[];
export function ruleOfFlag(code: FlagCode): string {
  return templates[code].rule;
}
