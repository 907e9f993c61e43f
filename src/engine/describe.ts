// Plain-English log lines: "Ann plays BANG! (A♠) at Bob — distance 2, Schofield reaches 2". The line is said
// from its parts (log-parts.ts); the renderer says the same parts in the table's language.
import type { DrawMeaning, Entry, GameEvent, Role, State, Suit } from './types.ts';
import { eventName } from './event-flag.ts';
import { catalogue } from './catalogue/index.ts';
import { formatSign } from './sign.ts';
import { spotName } from './load-tokens.ts';
import { logParts, type LogPart, type PassOutcome, type Spot } from './log-parts.ts';

function cardName(id: string, sign?: string): string {
  const name = catalogue.card(id)?.name.en ?? id;
  return sign ? `${name} (${formatSign(sign)})` : name;
}

const characterName = (id: string): string => catalogue.character(id)?.name.en ?? id;

const SUITS: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

const loadTokens = (n: number): string => `${n} Load token${n === 1 ? '' : 's'}`;

const spotWords = (spots: Spot[], preposition: string): string =>
  spots
    .map((s) => `${s.count} ${preposition} ${s.card === 'character' ? 'the character' : spotName(s.card)}`)
    .join(', ');

/** A shot or a challenge is played "at" a player; a card put in front of him or taking one of his, "on" him. */
function aimedWord(id: string): 'at' | 'on' {
  const card = catalogue.card(id);
  return card && (card.takesCard || card.kind !== 'brown') ? 'on' : 'at';
}

/** `allows` names its card mid-sentence: said apart. */
const PASS: Record<Exclude<PassOutcome, 'allows'>, string> = {
  out: 'is out',
  hit: 'takes the hit',
  roulette: 'has no Missed! and loses 2 life',
  ricochet: 'has no Missed!',
  duel: 'loses the Duel',
  passes: 'passes',
};

type Drew = Extract<LogPart, { code: 'drew' }>;
/** What a draw!'s outcome may name. */
type Facts = Pick<Drew, 'player' | 'lost' | 'to' | 'at' | 'tokens'>;

/** A draw!'s outcome by what it means: the good one, then the other. */
const DRAW: Record<DrawMeaning, [(p: Facts) => string, (p: Facts) => string]> = {
  'cancels-shot': [() => 'missed', () => 'not missed'],
  'leaves-jail': [() => 'leaves Jail', () => 'stays in Jail and skips the turn'],
  dynamite: [
    (p) => (p.to ? `passes to ${p.to}` : 'does not explode'),
    (p) => (p.lost ? `explodes, ${p.player} loses ${p.lost}` : 'explodes'),
  ],
  bomb: [
    () => 'passed on to another player',
    (p) =>
      p.lost
        ? `explodes, ${p.player} loses ${p.lost}`
        : p.tokens
          ? `loses ${loadTokens(p.tokens)}`
          : 'loses Load tokens',
  ],
  'one-more-card': [() => 'draws one more card', () => 'no extra card'],
  'shoots-back': [(p) => (p.at ? `shoots back at ${p.at}` : 'shoots back'), () => 'no shot back'],
  'another-turn': [() => 'plays another turn', () => 'no extra turn'],
  guess: [() => 'right: keeps it', () => 'wrong: it is discarded'],
};

const roleWord = (role: Role | null): string => (role ? `the ${catalogue.roleName(role).en}` : 'the kill');

/** "Bob's Barrel: 5♠ and Q♥, Q♥ counts (a ♥ under Blessing) — missed". */
function sayDrew(p: Drew): string {
  const name = catalogue.card(p.source)?.name.en ?? eventName(p.source);
  const whose =
    p.kind === 'card'
      ? `${p.player}'s ${name}`
      : `${p.player} (${p.kind === 'ability' ? characterName(p.source) : name})`;
  const shown =
    p.signs.length > 1
      ? `${p.signs.map(formatSign).join(' and ')}, ${formatSign(p.sign)} counts`
      : formatSign(p.sign);
  const as = p.countsAs ? ` (a ${SUITS[p.countsAs.suit]} under ${eventName(p.countsAs.event)})` : '';
  const said = p.means ? DRAW[p.means][p.good ? 0 : 1](p) : p.good ? 'succeeds' : 'fails';
  return `${whose}: ${shown}${as} — ${said}`;
}

/** One part in English, with the space or punctuation that joins it to the part before. */
function sayPart(part: LogPart): string {
  switch (part.code) {
    case 'draw': {
      if (!part.shown) return `${part.player} draws`;
      const said = part.means ? DRAW[part.means][part.good ? 0 : 1](part) : part.good ? 'succeeds' : 'fails';
      return `${part.player} draws, showing ${formatSign(part.shown)} — ${said}`;
    }
    case 'play': {
      const at = part.targets.length > 0 ? ` ${aimedWord(part.card)} ${part.targets.join(', ')}` : '';
      return `${part.player} plays ${cardName(part.card, part.sign)}${at}`;
    }
    case 'distance':
      return ` — distance ${part.distance}, ${part.weapon ? cardName(part.weapon) : 'Colt .45'} reaches ${part.reach}`;
    case 'respond':
      return `${part.player} answers with ${cardName(part.card, part.sign)}`;
    case 'pass': {
      if (part.outcome === 'allows') return `${part.player} lets ${cardName(part.card ?? '?')} take effect`;
      const lost = part.outcome === 'ricochet' ? `: ${cardName(part.card ?? '?')} is discarded` : '';
      return `${part.player} ${PASS[part.outcome]}${lost}`;
    }
    case 'discard':
      return `${part.player} discards ${part.count}`;
    case 'end-turn':
      return `${part.player} ends the turn`;
    case 'reshuffle':
      return 'The deck is rebuilt from the discard pile';
    case 'set-aside':
      return ` — the draw! ${formatSign(part.sign)} is set aside: flip again`;
    case 'reveal-role':
      return `${part.player} is revealed: ${catalogue.roleName(part.role).en}`;
    case 'set': {
      const parts = [
        part.life !== undefined ? `life ${part.life}` : '',
        part.hand !== undefined ? `hand ${part.hand}` : '',
        // Armed & Dangerous: "2 Load tokens on the character, 0 on Bandolier".
        ...part.tokens.map(
          (c, i) =>
            `${i === 0 ? loadTokens(c.count) : c.count} on ${c.card === 'character' ? 'the character' : spotName(c.card)}`,
        ),
        part.nuggets !== undefined ? `${part.nuggets} nugget${part.nuggets === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      return `Correction: ${part.player} ${parts.join(', ') || 'unchanged'}`;
    }
    case 'vera':
      return `${part.player} (Vera Custer) takes ${part.target}'s ability: ${part.character ? characterName(part.character) : '?'}`;
    case 'use': {
      const what = part.event
        ? eventName(part.event)
        : part.ability
          ? characterName(part.ability)
          : part.card
            ? cardName(part.card)
            : '?';
      const of = part.aimedAt
        ? `'s ${part.aimedAt === 'character' ? 'character' : cardName(part.aimedAt)}`
        : '';
      const at = part.target ? ` at ${part.target}${of}` : '';
      // What an event's action names: Ricochet's card, Peyote's guess, Handcuffs' suit, New Identity's
      // character, the card Law of the West shows.
      const note = [
        part.eventCard ? `'s ${cardName(part.eventCard)}` : '',
        part.guess ? `: ${part.guess}` : '',
        part.suit ? `: ${SUITS[part.suit]}` : '',
        part.character ? `: ${characterName(part.character)}` : '',
        part.shown ? `: ${cardName(part.shown, part.sign)}` : part.sign ? ` (${formatSign(part.sign)})` : '',
      ].join('');
      const right = part.right === undefined ? '' : ` — ${DRAW.guess[part.right ? 0 : 1](part)}`;
      return `${part.player} uses ${what}${at}${note}${right}`;
    }
    case 'ignores':
      return `${part.player} (${characterName(part.ability)}) ignores ${cardName(part.card)}`;
    case 'reveal-event':
      return `Event: ${part.card ? eventName(part.card) : 'the next card'}`;
    case 'reveal':
      return `draw!: ${part.signs.split(' ').map(formatSign).join(' ')}`;
    case 'drew':
      return sayDrew(part);
    case 'took': {
      const what =
        part.card === 'hand'
          ? `a card from ${part.player}'s hand`
          : `${part.player}'s ${cardName(part.card)}`;
      const back = part.tokens ? ` (${loadTokens(part.tokens)} back to the supply)` : '';
      return ` — ${part.kept ? 'takes' : 'discards'} ${what}${back}`;
    }
    case 'discarded':
      return ` — ${part.player}'s ${cardName(part.card)} goes to the discard pile (${characterName(part.ability)})`;
    case 'reward':
      return ` — ${part.player} draws ${part.count} for ${roleWord(part.role)}`;
    case 'penalty':
      return ` — ${part.player} killed a Deputy: discards every card in hand and in play`;
    case 'no-effect':
      return part.why === 'two-left'
        ? ' — no effect: only two players are left'
        : ` — no effect: ${part.player} already has ${part.life ?? '?'} of ${part.maxLife ?? '?'} life`;
    case 'pick':
      return `${part.player} picks ${cardName(part.card)}`;
    case 'tokens': {
      const words = [
        part.spend.length > 0 ? `pays ${spotWords(part.spend, 'from')}` : '',
        part.load.length > 0 ? `loads ${spotWords(part.load, 'on')}` : '',
      ].filter(Boolean);
      return ` (${words.join('; ')})`;
    }
    case 'forced':
      return ' (accepted despite a flag)';
  }
}

/** The English line for parts made by logParts(). */
export function sayParts(parts: readonly LogPart[]): string {
  return parts.map(sayPart).join('');
}

/** `events`: what the entry made happen (a draw!'s outcome, what a card took). */
export function describeEntry(before: State, entry: Entry, events: readonly GameEvent[] = []): string {
  return sayParts(logParts(before, entry, events));
}
