// What a log line says, without the words: the parts of "Ann plays BANG! (A♠) at Bob — distance 2, Schofield
// reaches 2 (pays 1 from the character)" as data, so each language says them its own way. The facts that
// depend on the table (the distance, whose turn ended, what the answered question was) are taken from the
// state before the entry, once, when it is stored.
import type { Entry, Role, State, Suit } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';
import { distance, reach } from './distance.ts';
import { correctionList, loadList } from './load-tokens.ts';
import { activeRule } from './active.ts';

/** Tokens on one spot: a card in play (by id) or `character`. */
export interface Spot {
  card: string;
  count: number;
}

/** What a `pass` meant, from the question it answered. */
export type PassOutcome = 'out' | 'hit' | 'roulette' | 'ricochet' | 'passes';

/** Cards, characters, events and roles are ids; players are names. */
export type LogPart =
  | { code: 'draw'; player: string }
  | { code: 'play'; player: string; card: string; sign?: string; targets: string[] }
  /** A shot's reach: `weapon` is the weapon card in play, null for the Colt .45. */
  | { code: 'distance'; distance: number; weapon: string | null; reach: number }
  | { code: 'respond'; player: string; card: string; sign?: string }
  /** `card`: the card Ricochet discards. */
  | { code: 'pass'; player: string; outcome: PassOutcome; card?: string }
  | { code: 'discard'; player: string; count: number }
  | { code: 'end-turn'; player: string }
  /** The deck rebuilt from the discard pile. */
  | { code: 'reshuffle' }
  /** A note: the draw! the last entry completed is set aside (Tumbleweed); `sign` is its card. */
  | { code: 'set-aside'; sign: string }
  | { code: 'reveal-role'; player: string; role: Role }
  | { code: 'set'; player: string; life?: number; hand?: number; tokens: Spot[] }
  /** Vera Custer takes `target`'s ability: `character` (null when the seat is unknown). */
  | { code: 'vera'; player: string; target: string; character: string | null }
  | {
      code: 'use';
      player: string;
      /** What is used: an event, a character's ability or a card (none: unknown). */
      event?: string;
      ability?: string;
      card?: string;
      target?: string;
      /** An ability aimed at a card in play: that card, or `character`. */
      aimedAt?: string;
      /** An event's action names: a card in play, Peyote's guess, Handcuffs' suit, New Identity's character,
       *  the card (and sign) Law of the West shows. */
      eventCard?: string;
      guess?: 'red' | 'black';
      suit?: Suit;
      character?: string;
      shown?: string;
      sign?: string;
    }
  /** `card`: null when Marshal was to draw it and its deck is empty. */
  | { code: 'reveal-event'; card: string | null }
  | { code: 'reveal'; signs: string }
  | { code: 'pick'; player: string; card: string }
  | { code: 'tokens'; spend: Spot[]; load: Spot[] }
  /** The entry was accepted despite a flag. */
  | { code: 'forced' };

function who(state: State, name: string | undefined): string {
  return (name && findPlayer(state, name)?.name) ?? name ?? state.turn.player;
}

/** Armed & Dangerous: the tokens an entry pays and places, if any. */
function tokens(entry: Entry): LogPart[] {
  if (!('spend' in entry) && !('load' in entry)) return [];
  const spend = Object.entries(('spend' in entry && entry.spend) || {}).map(([card, count]) => ({
    card,
    count,
  }));
  const load = loadList('load' in entry ? entry.load : undefined);
  return spend.length > 0 || load.length > 0 ? [{ code: 'tokens', spend, load }] : [];
}

function outcomeOf(state: State): { outcome: PassOutcome; card?: string } {
  const top = state.prompts[0];
  switch (top?.type) {
    case 'dying':
      return { outcome: 'out' };
    case 'answer-bang':
      return { outcome: 'hit' };
    case 'russian-roulette':
      return { outcome: 'roulette' };
    case 'ricochet':
      return { outcome: 'ricochet', card: top.targetCard ?? '?' };
    default:
      return { outcome: 'passes' };
  }
}

function main(before: State, entry: Entry): LogPart[] {
  switch (entry.type) {
    case 'draw':
      return [{ code: 'draw', player: who(before, entry.player) }];
    case 'play': {
      const player = who(before, entry.player);
      // Several targets (Arrow, Quick Shot upgraded): `target` first, then the others.
      const more = (entry.targets ?? []).filter((n) => n.toLowerCase() !== entry.target?.toLowerCase());
      const target = entry.target ? findPlayer(before, entry.target) : undefined;
      const targets = [
        ...(entry.target ? [target?.name ?? entry.target] : []),
        ...more.map((n) => who(before, n)),
      ];
      const parts: LogPart[] = [
        { code: 'play', player, card: entry.card, ...(entry.sign ? { sign: entry.sign } : {}), targets },
      ];
      const actor = findPlayer(before, player);
      if (actor && target?.alive && actor !== target && catalogue.card(entry.card)?.target === 'reach') {
        const weapon = actor.inPlay.find((c) => catalogue.card(c.card)?.weapon !== undefined)?.card ?? null;
        parts.push({
          code: 'distance',
          distance: distance(before, actor, target),
          weapon,
          reach: reach(actor),
        });
      }
      return parts;
    }
    case 'respond':
      return [
        {
          code: 'respond',
          player: who(before, entry.player),
          card: entry.card,
          ...(entry.sign ? { sign: entry.sign } : {}),
        },
      ];
    case 'pass':
      return [{ code: 'pass', player: who(before, entry.player), ...outcomeOf(before) }];
    case 'discard':
      return [{ code: 'discard', player: who(before, entry.player), count: entry.count }];
    case 'end-turn':
      return [{ code: 'end-turn', player: before.turn.player }];
    case 'reshuffle':
      return [{ code: 'reshuffle' }];
    case 'reveal-role':
      return [{ code: 'reveal-role', player: who(before, entry.player), role: entry.role }];
    case 'set':
      return [
        {
          code: 'set',
          player: who(before, entry.player),
          ...(entry.life !== undefined ? { life: entry.life } : {}),
          ...(entry.hand !== undefined ? { hand: entry.hand } : {}),
          tokens: correctionList(entry).map((c) => ({ card: c.card, count: c.tokens })),
        },
      ];
    case 'use': {
      const player = who(before, entry.player);
      // Vera Custer's choice reads as what the table sees: whose ability she takes.
      if (entry.ability === 'vera-custer' && entry.target) {
        const copied = findPlayer(before, entry.target);
        return [{ code: 'vera', player, target: entry.target, character: copied?.character ?? null }];
      }
      const part: LogPart = { code: 'use', player };
      if (entry.event) part.event = entry.event;
      else if (entry.ability) part.ability = entry.ability;
      else if (entry.card) part.card = entry.card;
      if (entry.target) part.target = entry.target;
      const aimed = entry.targetCard && entry.targetCard !== 'hand' ? entry.targetCard : undefined;
      if (entry.event) {
        if (aimed) part.eventCard = aimed;
        if (entry.guess) part.guess = entry.guess;
        if (entry.suit) part.suit = entry.suit;
        if (entry.character) part.character = entry.character;
        if (entry.card) part.shown = entry.card;
        if (entry.sign) part.sign = entry.sign;
      } else if (entry.ability && aimed) {
        part.aimedAt = aimed;
      }
      // A draw! repeated after its card was entered (Tumbleweed): that card is set aside.
      const repeats = entry.card && activeRule(entry.card)?.usableOn?.includes('draw-check');
      if (repeats && before.lastDraw && before.prompts[0]?.type !== 'draw-check')
        return [part, { code: 'set-aside', sign: before.lastDraw.sign }];
      return [part];
    }
    case 'reveal-event':
      // Marshal draws it from its seeded deck: the log names the card it took.
      return [{ code: 'reveal-event', card: entry.card ?? before.eventDeck?.[0] ?? null }];
    case 'reveal':
      return [{ code: 'reveal', signs: entry.pick ?? entry.sign ?? entry.signs?.join(' ') ?? '?' }];
    case 'pick':
      return [{ code: 'pick', player: who(before, entry.player), card: entry.card }];
  }
}

/** The parts of the log line for `entry`, made in `before`: the sentence, then its notes, in order. */
export function logParts(before: State, entry: Entry): LogPart[] {
  return [...main(before, entry), ...tokens(entry), ...(entry.force ? [{ code: 'forced' as const }] : [])];
}
