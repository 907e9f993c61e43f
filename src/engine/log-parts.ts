// What a log line says, without the words: the parts of "Ann plays BANG! (A♠) at Bob — distance 2, Schofield
// reaches 2 (pays 1 from the character)" as data, so each language says them its own way. The facts that
// depend on the table (the distance, whose turn ended, what the answered question was) are taken from the
// state before the entry, once, when it is stored.
import type { DrawMeaning, Entry, GameEvent, PlayerState, Role, State, Suit } from './types.ts';
import { catalogue } from './catalogue/index.ts';
import { clockwiseAfter, findPlayer } from './seat.ts';
import { distance, reach } from './distance.ts';
import { correctionList, loadList } from './load-tokens.ts';
import { activeRule } from './active.ts';
import { characterRules, eventRules } from './registry.ts';
import { abilityOf } from './event-in-force.ts';
import { drawnRank, drawnSuit } from './draw-check.ts';
import { suitOf } from './sign.ts';

/** Tokens on one spot: a card in play (by id) or `character`. */
export interface Spot {
  card: string;
  count: number;
}

/** What a `pass` meant, from the question it answered. */
export type PassOutcome = 'out' | 'hit' | 'roulette' | 'ricochet' | 'duel' | 'allows' | 'passes';

/** Cards, characters, events and roles are ids; players are names. */
export type LogPart =
  /** Phase 1. `shown`: the card an ability shows while drawing (Black Jack's second), `good` and `means` as
   *  for a draw!. */
  | { code: 'draw'; player: string; shown?: string; good?: boolean; means?: DrawMeaning }
  | { code: 'play'; player: string; card: string; sign?: string; targets: string[] }
  /** A shot's reach: `weapon` is the weapon card in play, null for the Colt .45. */
  | { code: 'distance'; distance: number; weapon: string | null; reach: number }
  | { code: 'respond'; player: string; card: string; sign?: string }
  /** `card`: the card Ricochet discards, or the card let take effect (`allows`: Ms. Abigail did not ignore it). */
  | { code: 'pass'; player: string; outcome: PassOutcome; card?: string }
  | { code: 'discard'; player: string; count: number }
  | { code: 'end-turn'; player: string }
  /** The deck rebuilt from the discard pile. */
  | { code: 'reshuffle' }
  /** A note: the draw! the last entry completed is set aside (Tumbleweed); `sign` is its card. */
  | { code: 'set-aside'; sign: string }
  | { code: 'reveal-role'; player: string; role: Role }
  /** `nuggets`: Gold Rush's count set by the table. */
  | { code: 'set'; player: string; life?: number; hand?: number; tokens: Spot[]; nuggets?: number }
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
      /** A guess shown in the same entry (`sign`): whether the card's colour was the one guessed. */
      right?: boolean;
      suit?: Suit;
      character?: string;
      shown?: string;
      sign?: string;
    }
  /** `card`: null when Marshal was to draw it and its deck is empty. */
  | { code: 'reveal-event'; card: string | null }
  /** A draw! card entered with nothing waiting for one (and lines stored before `drew`): the signs as typed. */
  | { code: 'reveal'; signs: string }
  /** A draw!, said as the table would: whose it was and what asked for it (`source`: a card in play, a
   *  character or an event), the cards flipped (Lucky Duke: two) and the one that counts, whether it is the
   *  good outcome for `player`, and what followed. */
  | {
      code: 'drew';
      player: string;
      source: string;
      /** What `source` is: a card in play ("Bob's Barrel"), a character's ability or an event ("Bob (Jourdonnais)"). */
      kind: 'card' | 'ability' | 'event';
      signs: string[];
      sign: string;
      good: boolean;
      /** What the outcome means (absent: said as success or failure). */
      means?: DrawMeaning;
      /** The suit the card counts as when the event in force changes it (Blessing, Curse). */
      countsAs?: { suit: Suit; event: string };
      /** Life `player` lost (an explosion). */
      lost?: number;
      /** The player the card in play went to (Dynamite passed on). */
      to?: string;
      /** The player a shot is now aimed at (Julie Cutter shoots back). */
      at?: string;
      /** Load tokens the card lost (the Bomb's 2). */
      tokens?: number;
    }
  /** A card taken from a player or discarded by another's card (Panic!, Cat Balou): `card` in play, or `hand`;
   *  `kept` when the player who played it took it; `tokens`: its Load tokens back to the supply. */
  | { code: 'took'; player: string; card: string; kept: boolean; tokens?: number }
  /** A card in play discarded by an ability, not by the card played at it (Johnny Kisch's same-named cards). */
  | { code: 'discarded'; player: string; card: string; ability: string }
  /** A kill's reward: `player` draws `count` for the `role` killed (null: the 3-player game, any kill). */
  | { code: 'reward'; player: string; count: number; role: Role | null }
  /** A card ignored by the ability of the player it was aimed at (Ms. Abigail): `card`, or the question's kind. */
  | { code: 'ignores'; player: string; ability: string; card: string }
  /** The Sheriff killed a Deputy: he discards every card in his hand and in play. */
  | { code: 'penalty'; player: string }
  /** A card's life back that could not come: `player` at full life (`life` of `maxLife`), or two players left. */
  | { code: 'no-effect'; player: string; why: 'full-life' | 'two-left'; life?: number; maxLife?: number }
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
    case 'duel':
      return { outcome: 'duel' };
    case 'may-ignore':
      return { outcome: 'allows', card: top.card ?? '?' };
    case 'indians':
      return { outcome: 'hit' };
    default:
      return { outcome: 'passes' };
  }
}

function main(before: State, entry: Entry, events: readonly GameEvent[]): LogPart[] {
  // Gold Rush's shop entries read as a use of the card: "Ann: Shot → Bob".
  if (entry.type === 'buy' || entry.type === 'remove') {
    const player = who(before, entry.player);
    return [
      {
        code: 'use',
        player,
        card: entry.card,
        ...(entry.target ? { target: who(before, entry.target) } : {}),
      },
    ];
  }
  if (entry.type === 'shop') return [{ code: 'use', player: before.turn.player, card: entry.card }];
  switch (entry.type) {
    case 'draw': {
      const player = who(before, entry.player);
      const part: LogPart = { code: 'draw', player };
      const drawer = findPlayer(before, player);
      const ability = drawer && abilityOf(before, drawer);
      if (entry.sign && ability?.drawSucceeds) {
        part.shown = entry.sign;
        part.good = ability.drawSucceeds(
          { suit: drawnSuit(before, entry.sign), rank: drawnRank(before, entry.sign) },
          before,
        );
        if (ability.drawMeans) part.means = ability.drawMeans;
      }
      return [part];
    }
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
      // A card in play named, or one from the hand (at random): said only when the events show it went.
      const taken = target ? took(entry.card, player, target, entry.targetCard ?? 'hand', events) : null;
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
      if (taken) return [...parts, taken];
      // No one aimed at, cards gone from the others (Brawl): what went, from each, in turn order.
      if (!target && actor) {
        const named = (n: string) =>
          entry.targetCards?.find((c) => findPlayer(before, c.player) === findPlayer(before, n))?.card;
        for (const p of clockwiseAfter(before.players, actor.name)) {
          if (!p.alive) continue;
          const gone = took(entry.card, player, p, named(p.name) ?? 'hand', events);
          if (gone) parts.push(gone);
        }
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
    case 'pass': {
      const parts: LogPart[] = [{ code: 'pass', player: who(before, entry.player), ...outcomeOf(before) }];
      // A card let take effect says what it took, as it would have when played.
      const top = before.prompts[0];
      const target = top?.type === 'may-ignore' ? findPlayer(before, top.player) : undefined;
      const taken =
        target && top?.card && top.from
          ? took(top.card, top.from, target, top.targetCard ?? 'hand', events)
          : null;
      return taken ? [...parts, taken] : parts;
    }
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
          ...(entry.nuggets !== undefined ? { nuggets: entry.nuggets } : {}),
        },
      ];
    case 'use': {
      const player = who(before, entry.player);
      // Vera Custer's choice reads as what the table sees: whose ability she takes.
      if (entry.ability === 'vera-custer' && entry.target) {
        const copied = findPlayer(before, entry.target);
        return [{ code: 'vera', player, target: entry.target, character: copied?.character ?? null }];
      }
      // An ability that ignores the card aimed at him (Ms. Abigail) names the card.
      const top = before.prompts[0];
      if (
        entry.ability &&
        top?.player === player &&
        characterRules.get(entry.ability)?.mayIgnore &&
        events.some((e) => e.type === 'PromptClosed')
      )
        return [{ code: 'ignores', player, ability: entry.ability, card: top.card ?? top.type }];
      const part: LogPart = { code: 'use', player };
      if (entry.event) part.event = entry.event;
      else if (entry.ability) part.ability = entry.ability;
      else if (entry.card) part.card = entry.card;
      if (entry.target) part.target = entry.target;
      const aimed = entry.targetCard && entry.targetCard !== 'hand' ? entry.targetCard : undefined;
      if (entry.event) {
        if (aimed) part.eventCard = aimed;
        if (entry.guess) part.guess = entry.guess;
        const suit = entry.sign ? suitOf(entry.sign) : null;
        if (entry.guess && suit)
          part.right = (suit === 'H' || suit === 'D' ? 'red' : 'black') === entry.guess;
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
      return (
        drew(before, entry, events) ?? [
          { code: 'reveal', signs: entry.pick ?? entry.sign ?? entry.signs?.join(' ') ?? '?' },
        ]
      );
    case 'pick':
      return [{ code: 'pick', player: who(before, entry.player), card: entry.card }];
  }
}

/** What the play's card took from `target`, read from the events it made. */
function took(
  card: string,
  player: string,
  target: PlayerState,
  aimed: string,
  events: readonly GameEvent[],
): LogPart | null {
  const gone = events.some((e) =>
    aimed === 'hand'
      ? e.type === 'CardsLeftHand' && e.player === target.name && e.reason === card
      : e.type === 'CardRemoved' && e.player === target.name && e.card === aimed,
  );
  if (!gone) return null;
  const kept = events.some((e) => e.type === 'CardsDrawn' && e.player === player && e.reason === card);
  // A card leaving play sends its Load tokens back to the supply (apply does it): those it held before.
  const back = aimed === 'hand' ? 0 : (target.inPlay.find((c) => c.card === aimed)?.tokens ?? 0);
  return { code: 'took', player: target.name, card: aimed, kept, ...(back > 0 ? { tokens: back } : {}) };
}

/** A draw! card answering the draw! the table waits for: what it meant, from the rule that asked for it and
 *  the events it made. */
function drew(
  before: State,
  entry: Extract<Entry, { type: 'reveal' }>,
  events: readonly GameEvent[],
): LogPart[] | null {
  const top = before.prompts[0];
  const signs = entry.signs ?? (entry.sign ? [entry.sign] : []);
  const sign = entry.pick ?? (signs.length === 1 ? signs[0] : undefined);
  if (top?.type !== 'draw-check' || !top.card || !sign) return null;
  const source = top.card;
  const event = eventRules.get(source);
  const rule = activeRule(source) ?? event;
  const suit = drawnSuit(before, sign);
  const good = rule?.drawSucceeds?.({ suit, rank: drawnRank(before, sign) }, before) ?? false;
  const player = top.player;
  const holder = findPlayer(before, player);
  const kind = event ? 'event' : holder?.inPlay.some((c) => c.card === source) ? 'card' : 'ability';
  let lost = 0;
  let tokens = 0;
  let to: string | undefined;
  let at: string | undefined;
  for (const e of events) {
    if (e.type === 'LifeLost' && e.player === player) lost += e.amount;
    else if (e.type === 'CardPlaced' && e.card === source && e.player !== player) to = e.player;
    else if (e.type === 'PromptOpened' && e.prompt.type === 'answer-bang' && e.prompt.from === player)
      at = e.prompt.player;
    else if (
      e.type === 'TokensMoved' &&
      e.from !== 'supply' &&
      e.from.player === player &&
      e.from.card === source
    )
      tokens += e.count;
  }
  const printed = suitOf(sign);
  const part: LogPart = { code: 'drew', player, source, kind, signs, sign, good };
  if (rule?.drawMeans) part.means = rule.drawMeans;
  if (suit && printed && suit !== printed && before.event) part.countsAs = { suit, event: before.event };
  if (lost > 0) part.lost = lost;
  if (to) part.to = to;
  if (at) part.at = at;
  if (tokens > 0) part.tokens = tokens;
  return [part];
}

/** Rewards and penalties a death brought, read from the events: notes after the line's sentence. */
function deaths(before: State, events: readonly GameEvent[]): LogPart[] {
  const out: LogPart[] = [];
  let dead: string | undefined;
  let role: Role | null = null;
  for (const e of events) {
    if (e.type === 'PlayerDied') dead = e.player;
    if (e.type === 'RoleRevealed') role = e.role;
    if (e.type === 'CardsDrawn' && e.reason === 'reward') {
      const known = role ?? (dead ? (findPlayer(before, dead)?.role ?? null) : null);
      out.push({ code: 'reward', player: e.player, count: e.count, role: known });
    }
    if (e.type === 'CardsLeftHand' && e.reason === 'penalty') out.push({ code: 'penalty', player: e.player });
  }
  return out;
}

/** Cards in play an ability sent to the discard pile, read from the events: a note for each. */
function discardedBy(events: readonly GameEvent[]): LogPart[] {
  return events.flatMap((e): LogPart[] =>
    e.type === 'CardRemoved' && e.reason
      ? [{ code: 'discarded', player: e.player, card: e.card, ability: e.reason }]
      : [],
  );
}

/** Life back that could not come, read from the events: a note, with the life the player already had. */
function noEffect(before: State, events: readonly GameEvent[]): LogPart[] {
  return events.flatMap((e): LogPart[] => {
    if (e.type !== 'NoEffect') return [];
    const player = findPlayer(before, e.player);
    return [
      e.why === 'full-life' && player
        ? { code: 'no-effect', player: e.player, why: e.why, life: player.life, maxLife: player.maxLife }
        : { code: 'no-effect', player: e.player, why: e.why },
    ];
  });
}

/** The parts of the log line for `entry`, made in `before`: the sentence, then its notes, in order. `events`
 *  (what the entry made happen) tell what a draw! or a card did; without them the line says what was entered. */
export function logParts(before: State, entry: Entry, events: readonly GameEvent[] = []): LogPart[] {
  return [
    ...main(before, entry, events),
    ...discardedBy(events),
    ...noEffect(before, events),
    ...deaths(before, events),
    ...tokens(entry),
    ...(entry.force ? [{ code: 'forced' as const }] : []),
  ];
}
