// English: the sentence of every flag, with its numbers and names.
import type { FlagWords } from './words.ts';
import { enCount } from '../plural.ts';

const cards = (n: number): string => enCount(n, 'card');
const tokens = (n: number): string => enCount(n, 'Load token');
const nuggets = (n: number): string => enCount(n, 'nugget');

export const en: FlagWords = {
  colt: 'Colt .45',
  character: 'character',
  underHouseRule: (s, r) => `${s} (house rule: ${r})`,
  prompts: {
    dying: 'lethal hit',
    'reveal-role': 'role reveal',
    'draw-check': 'draw!',
    'reveal-event': 'event card',
    'may-ignore': 'card to ignore',
  },
  flags: {
    'out-of-turn': (p) => `It is ${p.current}'s turn, not ${p.player}'s`,
    'draw-first': (p) => `${p.player} has not drawn yet (phase 1 comes first)`,
    'already-drawn': (p) => `${p.player} has already drawn this turn`,
    'phase-over': (p) => `${p.player} is discarding (phase 3): no more cards are played this turn`,
    'no-draw': (p) => `${p.player} ends the turn without drawing (phase 1)`,
    'hand-limit': (p) => `${p.player} holds ${cards(p.hand)} with ${p.life} life: discard ${p.excess} first`,
    'discard-empty': (p) =>
      `The discard pile is empty (nothing discarded since the deck was made): ${p.player} draws both from the deck`,
    'empty-hand': (p) => `Marshal counts ${cards(p.hand)} in ${p.player}'s hand (needs ${p.needed})`,
    'out-of-range': (p) =>
      `${p.target} is at distance ${p.distance}; ${p.player}'s ${p.weapon} reaches ${p.reach}`,
    'bang-limit': (p) =>
      `${p.player} already played ${p.bangs} BANG! this turn (limit ${p.limit} without Volcanic or Willy the Kid)`,
    'duplicate-in-play': (p) => `${p.player} already has ${p.card} in play`,
    'beer-max-life': (p) =>
      `${p.player} has ${p.life} of ${p.maxLife} life: Beer cannot go above the maximum`,
    'beer-two-left': () => `Only two players are left: Beer has no effect`,
    'beer-not-lethal': (p) =>
      `${p.player} is not at a lethal hit: Beer is played out of turn only to survive one`,
    'nothing-to-cancel': (p) => `Nothing is aimed at ${p.player}: ${p.card} answers a shot`,
    'answer-pending': (p) => `The game waits for ${p.waiting} to answer the ${p.prompt}`,
    'not-prompted': (p) => `${p.player} is not asked to answer anything; the game waits for ${p.waiting}`,
    'no-prompt': (p) => `There is nothing for ${p.player} to answer`,
    'wrong-answer': (p) => `${p.card} does not answer the ${p.prompt}`,
    'needs-target': (p) => `${p.card} needs a target player`,
    'self-target': (p) => `${p.player} cannot aim ${p.card} at themselves`,
    'dead-target': (p) => `${p.target} is out of the game`,
    'dead-player': (p) => `${p.player} is out of the game`,
    'no-copy-left': (p) => {
      const pile = 'on the discard pile since the last reshuffle';
      const one = p.inPlay > 0 ? `in front of ${p.holder}` : pile;
      if (p.sign !== null && p.copies === 1) return `${p.card} ${p.sign}: that copy is ${one}`;
      if (p.copies === 1)
        return p.inPlay > 0
          ? `${p.card}: the game has 1 copy, and it is ${one}`
          : `${p.card}: its only copy is ${pile}`;
      const what = p.sign === null ? p.card : `${p.card} ${p.sign}`;
      const who = p.inPlay > 0 ? ` (one in front of ${p.holder})` : '';
      return `${what}: the game has ${p.copies} copies, ${p.inPlay} in play${who} and ${p.onPile} ${pile}`;
    },
    'no-such-card': (p) => `There is no ${p.card} ${p.sign} in the deck (its signs: ${p.signs})`,
    'role-conflict': (p) => `${p.player} is already known as ${p.known}`,
    'role-count': (p) =>
      `A ${p.players}-player game has ${enCount(p.allowed, `${p.role} card`)}; ${p.revealed} already revealed`,
    'role-needed': (p) => `${p.player} is out: their role card is turned face up (enter it)`,
    'not-refereed': (p) =>
      `Marshal does not referee ${p.what} yet: apply it at the table and correct life or hands`,
    'game-over': () => `The game is over`,
    'panic-distance': (p) =>
      `${p.target} is at distance ${p.distance}; Panic! reaches only distance 1 (weapons do not count)`,
    'draw-ability': (p) =>
      `${p.player} draws from the deck: only Jesse Jones draws from a hand, Pedro Ramirez from the discard pile, and Black Jack shows a card`,
    'life-full': (p) => `${p.player} has ${p.life} of ${p.maxLife} life already`,
    'not-usable': (p) => `${p.what} is not something a player uses: it works by itself`,
    'must-pick': (p) => `${p.player} takes one of the General Store's cards (enter which)`,
    'draw-needed': (p) => `${p.player} must flip a card for the draw! (enter its sign)`,
    'no-draw-pending': () => `No draw! is waiting for a card`,
    'draw-count': (p) => `${p.player} flips ${cards(p.flips)} for a draw!, not ${p.given}`,
    'pick-not-flipped': (p) => `${p.pick} is not one of the flipped cards (${p.signs})`,
    'not-in-play': (p) => `${p.player} has no ${p.card} in play`,
    'not-your-ability': (p) => `${p.player} is not ${p.ability}`,
    'already-used': (p) => `${p.player} already tried ${p.source} against this shot`,
    'not-in-game': (p) => `${p.card} comes with ${p.expansion}, which is not in this game`,
    'extra-card': (p) =>
      `${p.card} is played together with ${enCount(p.cost, 'more card')} from the hand; Marshal counts ${p.hand} in ${p.player}'s hand`,
    'green-too-soon': (p) =>
      `${p.player} placed ${p.card} this turn: a green card is used from a later turn on`,
    'green-own-turn': (p) =>
      `${p.card} is used only in ${p.player}'s own turn: only green Missed! cards answer out of turn`,
    immune: (p) => `${p.target} is Apache Kid: ${p.card} of diamonds has no effect on him`,
    silenced: (p) => `It is ${p.by}'s turn (Belle Star): ${p.player}'s ${p.card} has no effect`,
    'last-life': (p) => `${p.player} has ${p.life} life: ${p.ability} never gives up the last one`,
    'not-blue': (p) => `${p.card} is not a blue card: ${p.ability} discards a blue card`,
    'ability-limit': (p) => `${p.player} already used ${p.ability} ${p.times}× this turn (limit ${p.limit})`,
    'event-no-beer': (p) => `${p.event} is up: no Beer may be played`,
    'event-no-bang': (p) => `${p.event} is up: ${p.player} may not use BANG! cards in their own turn`,
    'event-no-placing': (p) => `${p.event} is up: nobody may play ${p.card} or any card in front of a player`,
    'event-no-in-play': (p) => `${p.event} is up: ${p.player}'s ${p.card} has no effect`,
    'event-no-ability': (p) => `${p.event} is up: ${p.player} has no character ability (${p.ability})`,
    'event-not-up': (p) => `${p.event} is not the event in force (now: ${p.current})`,
    'no-reveal-due': (p) =>
      `No event card is turned up now: the Sheriff turns one up at the start of his turn (${p.player})`,
    'event-seen': (p) =>
      `${p.event} was already turned up in turn ${p.turn}: each event card is revealed once`,
    'finale-early': (p) =>
      `${p.event} is the last card of the event deck; ${enCount(p.left, 'other card is', 'other cards are')} still face down`,
    'event-needs-suit': (p) =>
      `${p.event} is up: ${p.player} names a suit after drawing and plays only cards of that suit`,
    'event-wrong-suit': (p) =>
      `${p.event} is up: ${p.player} named ${p.suit}; ${p.card} ${p.sign} is not of that suit`,
    'event-needs-card': (p) => `${p.event} is aimed at a card in play in front of ${p.target}: name it`,
    'event-show-card': (p) => `${p.event} is up: ${p.player} shows the second card drawn (enter which one)`,
    'event-must-play': (p) =>
      `${p.event} is up: ${p.player} showed ${p.card} and has not played it; it must be played if it can be (the table judges whether it could)`,
    'event-needs-character': (p) =>
      `${p.event}: name the character ${p.player} takes (the other character card dealt at setup)`,
    'event-same-character': (p) =>
      `${p.player} is already ${p.character}: ${p.event} switches to the other character card`,
    'event-character-taken': (p) =>
      `${p.holder} plays ${p.character}: ${p.event} takes the other character card dealt at setup`,
    'event-needs-guess': (p) => `${p.event}: ${p.player} guesses red or black before the card is shown`,
    'event-instead-of-drawing': (p) =>
      `${p.event} is up: ${p.player} guesses red or black instead of drawing`,
    'jail-on-sheriff': (p) => `${p.target} is the Sheriff: Jail cannot be played on the Sheriff`,
    'supply-short': (p) => `The supply holds ${tokens(p.supply)}: ${p.card} needs 3 to enter play`,
    'token-source': (p) =>
      `${p.player} has no ${p.source} in play: Load tokens lie only on their own Dangerous cards and character`,
    'too-few-tokens': (p) => `${p.player}'s ${p.source} holds ${tokens(p.tokens)}; this needs ${p.cost}`,
    'tokens-out-of-turn': (p) =>
      `${p.player} spends Load tokens out of their turn: only an ability that says so allows it`,
    'no-reload': (p) =>
      p.card === null
        ? `This game is played without Armed & Dangerous: a discard puts no Load token anywhere`
        : `${p.card} is not a blue card: playing it puts no Load token anywhere`,
    'too-many-loads': (p) => `${p.player} places ${tokens(p.given)}; ${p.allowed} may be placed`,
    'voluntary-discard': (p) =>
      `${p.player} discards ${cards(p.count)} but only ${p.excess} must go: no voluntary discards in phase 3`,
    'spend-unused': (p) => `Nothing about ${p.card} is paid with Load tokens`,
    'upgrade-cost': (p) =>
      `An upgrade of ${p.card} costs ${tokens(p.cost)}; ${p.paid} is not a whole number of upgrades`,
    'weapon-needs-bang': (p) => `${p.weapon}'s ability works only with a real BANG! card, not with ${p.card}`,
    'weapon-cost': (p) =>
      `${p.weapon}'s ability costs ${tokens(p.cost)} from the weapon itself; ${p.paid} paid`,
    'cannot-cancel': (p) =>
      `A ♦ BANG! with Double Barrel cannot be cancelled: ${p.player}'s ${p.card} does nothing, take the hit`,
    'double-barrel-suit': (p) =>
      `Double Barrel makes only a ♦ BANG! impossible to cancel; this BANG! is ${p.sign}`,
    'big-fifty': (p) => `Big Fifty: ${p.card} has no effect against this BANG! at ${p.player}`,
    'bomb-pass': (p) =>
      `${p.player} passes the Bomb to another player of their choice (${p.target} is not one)`,
    'not-out-of-turn': (p) => `${p.card} is used only in its owner's turn, not in ${p.current}'s`,
    'no-draw-done': (p) =>
      `No draw! to repeat: use ${p.card} while a draw! waits for its card, or right after its card was entered`,
    'once-a-turn': (p) => `${p.player} has already used ${p.card} this turn`,
    'upgrade-once': (p) =>
      `${p.card}'s upgrade is bought once: ${enCount(p.paid, 'Load token was', 'Load tokens were')} paid where ${p.cost} do it`,
    'upgrade-targets': (p) =>
      `${p.card} is aimed at ${enCount(p.targets, 'player')}; the Load tokens paid allow ${p.allowed}`,
    'same-target': (p) =>
      `${p.card} is aimed at ${p.target} more than once: all its targets are different players`,
    'no-such-player': (p) => `Nobody called ${p.target} plays in this game`,
    'ability-cost': (p) => `${p.ability} costs ${tokens(p.cost)}; ${p.paid} paid`,
    'one-spot': (p) =>
      `${p.ability} puts both Load tokens on one card or on the character, not on ${p.spots}`,
    'cards-only': (p) =>
      `${p.ability} moves Load tokens from the character onto Dangerous cards only, not back onto it`,
    'nothing-to-draw-on': (p) =>
      `No other player has put a blue or orange card into play this turn that ${p.player} has not drawn for yet`,
    'abigail-card': (p) =>
      `Ms. Abigail ignores only a brown card of rank J, Q, K or A aimed at her alone, not this ${p.card}${p.sign === null ? '' : ` (${p.sign})`}`,
    'hand-only': (p) => `${p.card} takes a card from a hand, never one in play`,
    'in-play-only': (p) => `${p.card} takes a card in play, never one from a hand`,
    'tokens-not-in-game': (p) =>
      `This game is played without Armed & Dangerous: ${p.player} has no Load tokens to correct`,
    'tokens-cap': (p) => `${p.player}'s ${p.spot} cannot hold ${tokens(p.tokens)}: ${p.cap} at most`,
    'tokens-supply': (p) =>
      `${p.player}'s ${p.spot} holds ${p.has}: raising it to ${tokens(p.tokens)} takes ${p.needed} from the supply, which holds ${p.supply} (32 in all)`,
    'show-not-due': () => 'The Wild West Show pile turns only after a Stagecoach or Wells Fargo',
    'too-few-played': (p) =>
      `${p.player} played ${cards(p.played)} this turn: ${p.event} takes a life point (3 are needed)`,
    'ordered-card': (p) => `${p.player} was ordered to play ${p.ordered}, not ${p.card}`,
    'swaps-in-a-row': (p) =>
      `${p.player}'s swap would be the ${p.swaps}th in a row: at most ${p.cap}, one per living player`,
    'two-left-no-swap': (p) => `Only two players are alive: ${p.player} cannot swap seats`,
    'bang-only-missed': (p) => `${p.event}: a BANG! card can only answer as a Missed! (${p.player})`,
    'needs-order': (p) => `${p.player}'s order names the player and the card he must play`,
    'nothing-to-repeat': (p) => `${p.player} has just played no brown card to repeat (once each)`,
    'never-missed': (p) => `${p.player} (${p.character}) can never play a Missed! card`,
    'borrow-two': (p) => `${p.player} draws 2 different characters from the unused ones`,
    'borrow-unknown': (p) => `${p.player} names a character that is not in the catalogue`,
    'borrow-not-free': (p) =>
      `${p.player} cannot draw ${p.character}: it is not among the unused characters (his own, or at the table)`,
    'cannot-play-as': (p) =>
      `Nothing lets ${p.player} play ${p.card} as ${p.as}: no card in play, ability or event allows it now`,
    'not-eliminated': (p) => `${p.target} is alive: the Ghost goes on an eliminated player`,
    'fanning-second-missing': (p) =>
      `Fanning's second shot must go to ${p.target}, at distance 1 from ${p.first}`,
    'fanning-second-far': (p) =>
      `Fanning's second shot goes at distance 1 from ${p.first}: ${p.target} is at ${p.distance}`,
    'aim-needs-bang': (p) => `Aim is played together with a BANG! card, not with ${p.card}`,
    'bandidos-discard': (p) =>
      `Bandidos: ${p.player} discards ${p.needed} (2 cards, or 1 with only one), not ${p.count}`,
    'escape-brown-only': (p) => `Escape answers a brown card other than BANG!, not ${p.card}`,
    'escape-not-next': (p) =>
      `${p.player}'s ${p.card} comes too late: against a card that opens no question (Panic!, Cat Balou) it must be the very next entry`,
    'black-flower-clubs': (p) =>
      p.sign === null
        ? "Black Flower's extra BANG! is a clubs card: enter its sign"
        : `Black Flower's extra BANG! is a clubs card, not ${p.sign}`,
    'evelyn-targets': (p) =>
      `Evelyn Shebang shoots at most 2 different players instead of drawing, not ${p.count}`,
    'no-beer-played': (p) =>
      `${p.player} regains life with Lemonade Jim's ability only right after another player's Beer`,
    // Gold Rush.
    'not-enough-nuggets': (p) => `${p.player} has ${nuggets(p.nuggets)}; ${p.card} costs ${p.cost}`,
    'duplicate-equipment': (p) => `${p.card} is already in front of ${p.player}`,
    'used-twice': (p) =>
      `${p.what} was used ${p.limit === 2 ? 'twice' : `${p.limit} times`} this turn (${p.player}: at most ${p.limit})`,
    'buy-phase': (p) => `Buying is done in phase 2 of your own turn (${p.player})`,
    'not-in-shop': (p) => `${p.card} is not face up in the shop`,
    'wrong-cost': (p) => `${p.card} costs ${nuggets(p.cost)}, not ${p.paid}`,
    'not-in-equipment-deck': (p) => `No ${p.card} is left in the equipment deck`,
    'shop-full': () => `The shop already shows 3 cards: no slot waits for one`,
    'own-equipment': (p) => `${p.player} cannot pay to discard his own ${p.card}: only another player's`,
    'not-in-front': (p) => `${p.player} has no ${p.card} in front of him`,
    'equipment-immune': (p) =>
      `${p.card} is equipment: ${p.by} cannot take or discard it (only paying its cost + 1 removes it)`,
    'sell-not-beer': (p) => `Only a Beer card is sold for a nugget, not ${p.card}`,
    'judge-no-black': (p) => `${p.event}: no card goes in front of a player, so ${p.card} cannot be bought`,
    'needs-choice': (p) => `${p.card}: say what it is used as`,
    'deck-top': (p) => `The top equipment card is ${p.top} as Marshal dealt it, not ${p.card}`,
    'equipment-from-hand': (p) =>
      `${p.card} is equipment: it is bought from the shop, never played from a hand`,
  },
};
