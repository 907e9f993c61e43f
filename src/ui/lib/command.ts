// The command bar's language: "bang bob", "missed", "beer", "end", "undo", "draw", "discard 2",
// "panic bob hand", "reveal qh". Pure: text + what the table looks like → an entry (or undo/redo/search),
// or an error code with its words. It judges no rule: a flagged entry still goes to the engine.
import { catalogue, type CardInfo } from '../../engine/catalogue/index.ts';
import { parseSign } from '../../engine/sign.ts';
import type { Entry, PlayEntry, Prompt, Role, Suit, TargetCard, UseEntry } from '../../engine/types.ts';
import type { Offer } from '../../engine/hooks.ts';
import type { Locale } from '../../engine/catalogue/index.ts';
import { fold } from './fold.ts';

export interface CommandContext {
  /** Every player in seat order. */
  players: string[];
  /** The question on top, if any. */
  prompt: Prompt | null;
  /** Card ids the engine offers as answers to that question (promptOptions). */
  answers: string[];
  /** The cards the palette shows, most used first (ambiguous prefixes pick the first). */
  cards: CardInfo[];
  /** Whose turn it is (who uses a card in play when nothing is asked). */
  turnPlayer: string;
  /** What `use` can name now, as the engine offers it: ids of cards in play, characters and events. */
  usable: string[];
}

/** What `use` can name now: the card, ability or event of each `use` the engine offers (answers first). */
export function usableNow(offers: readonly Offer[]): string[] {
  const ids = offers.flatMap((o) =>
    o.entry.type === 'use' ? [o.entry.card ?? o.entry.ability ?? o.entry.event ?? ''] : [],
  );
  return [...new Set(ids)].filter(Boolean);
}

export type Command =
  | { kind: 'entry'; entry: Entry }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'search'; query: string }
  /** The draw! odds of a card or character (`odds barrel`). */
  | { kind: 'odds'; source: string };

export type CommandErrorCode =
  | 'empty'
  | 'unknown-word'
  | 'unknown-player'
  | 'ambiguous-player'
  | 'needs-number'
  | 'needs-sign'
  | 'bad-sign'
  | 'needs-role'
  | 'extra-words'
  | 'needs-card'
  | 'no-prompt';

export interface CommandError {
  code: CommandErrorCode;
  params: Record<string, string | number>;
}

export type ParseResult = { ok: true; command: Command } | { ok: false; error: CommandError };

type Verb =
  | 'draw'
  | 'end'
  | 'reshuffle'
  | 'odds'
  | 'undo'
  | 'redo'
  | 'discard'
  | 'reveal'
  | 'pass'
  | 'pick'
  | 'use'
  | 'role';

/** Command words in every shipped language (folded when compared). */
export const VERBS: Record<Verb, string[]> = {
  draw: ['draw', 'lízat', 'líznout', '摸牌', '摸'],
  end: ['end', 'konec', '結束', '结束'],
  reshuffle: ['reshuffle', 'shuffle', 'zamíchat', '洗牌', '重洗'],
  odds: ['odds', 'šance', '機率', '机率'],
  undo: ['undo', 'zpět', '復原', '撤销'],
  redo: ['redo', 'znovu', '重做'],
  discard: ['discard', 'odhodit', '棄', '弃', '棄牌', '弃牌'],
  reveal: ['reveal', 'flip', 'otočit', '翻', '判定'],
  pass: ['pass', 'take', 'přijmout', '承受'],
  pick: ['pick', 'vzít', '拿'],
  use: ['use', 'použít', '使用'],
  role: ['role', '身分', '身份'],
};

const ROLES: Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];
const HAND_WORDS = ['hand', 'ruka', 'ruky', '手牌', '手'];
const HAND_WORD: Record<Locale, string> = { en: 'hand', cs: 'ruka', zhHant: '手牌', zhHans: '手牌' };
const DISCARD_PILE_WORDS = ['discard', 'pile', 'odhazovací', '棄牌堆', '弃牌堆'];

const ok = (command: Command): ParseResult => ({ ok: true, command });
const fail = (code: CommandErrorCode, params: CommandError['params'] = {}): ParseResult => ({
  ok: false,
  error: { code, params },
});

function verbOf(word: string): Verb | null {
  const f = fold(word);
  for (const [verb, words] of Object.entries(VERBS) as [Verb, string[]][]) {
    if (words.some((w) => fold(w) === f)) return verb;
  }
  return null;
}

/** Every name a card, character or event answers to, folded: its id, its names and its aliases. */
function namesOf(known: { id: string; name: Record<Locale, string>; aliases?: string[] }): string[] {
  return [known.id, ...Object.values(known.name), ...(known.aliases ?? [])].map(fold).filter(Boolean);
}

/** The card named by the first 1–3 words: an exact name first, then a name it begins. */
export function findCard(words: string[], cards: CardInfo[]): { card: CardInfo; used: number } | null {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const typed = fold(words.slice(0, n).join(''));
    if (!typed) continue;
    const exact = cards.find((c) => namesOf(c).includes(typed));
    if (exact) return { card: exact, used: n };
  }
  const typed = fold(words[0] ?? '');
  if (!typed) return null;
  const start = cards.find((c) => namesOf(c).some((name) => name.startsWith(typed)));
  return start ? { card: start, used: 1 } : null;
}

type PlayerMatch = { name: string } | { error: CommandError } | null;

function findPlayer(word: string, players: string[]): PlayerMatch {
  const typed = fold(word);
  if (!typed) return null;
  const exact = players.find((p) => fold(p) === typed);
  if (exact) return { name: exact };
  const starts = players.filter((p) => fold(p).startsWith(typed));
  if (starts.length === 1) return { name: starts[0] as string };
  if (starts.length > 1) {
    return { error: { code: 'ambiguous-player', params: { word, options: starts.join(', ') } } };
  }
  return null;
}

function roleOf(word: string): Role | null {
  const typed = fold(word);
  return (
    ROLES.find(
      (r) => fold(r) === typed || Object.values(catalogue.roleName(r)).some((n) => fold(n) === typed),
    ) ?? null
  );
}

/** Signs may be typed as one word ("qh", "10♥") or two ("q h"). */
function takeSigns(words: string[]): { signs: string[]; rest: string[] } {
  const signs: string[] = [];
  let i = 0;
  while (i < words.length) {
    const one = parseSign(words[i] ?? '');
    if (one) {
      signs.push(`${one.rank}${one.suit}`);
      i += 1;
      continue;
    }
    const two = i + 1 < words.length ? parseSign(`${words[i]}${words[i + 1]}`) : null;
    if (two) {
      signs.push(`${two.rank}${two.suit}`);
      i += 2;
      continue;
    }
    break;
  }
  return { signs, rest: words.slice(i) };
}

function isWord(word: string, list: string[]): boolean {
  const f = fold(word);
  return list.some((w) => fold(w) === f);
}

export function parseCommand(text: string, ctx: CommandContext): ParseResult {
  const trimmed = text.trim();
  if (trimmed.startsWith('?')) return ok({ kind: 'search', query: trimmed.slice(1).trim() });
  const words = trimmed.split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return fail('empty');
  const verb = verbOf(first);
  if (verb) return parseVerb(verb, first, rest, ctx);

  // A role word answers a role reveal.
  const role = roleOf(first);
  if (role && ctx.prompt?.type === 'reveal-role' && rest.length === 0) {
    return ok({ kind: 'entry', entry: { type: 'reveal-role', player: ctx.prompt.player, role } });
  }

  // "Ann peyote red": a player, then an action the event in force grants.
  const named = findPlayer(first, ctx.players);
  if (named && 'name' in named && fold(named.name) === fold(first)) {
    const event = findEvent(rest);
    if (event) return parseEvent(named.name, event.id, rest.slice(event.used), ctx);
  }

  const found = findCard(words, ctx.cards);
  if (!found) return fail('unknown-word', { word: first });
  return parseCard(found.card, words.slice(found.used), ctx);
}

/** The event named by the first 1–4 words, in any language ("law of the west", "nová identita"). */
function findEvent(words: string[]): { id: string; used: number } | null {
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    // A word that folds to nothing (a suit symbol) is no part of a name.
    if (!fold(words[n - 1] ?? '')) continue;
    const typed = fold(words.slice(0, n).join(''));
    const hit = catalogue.events.find((e) => [e.id, ...Object.values(e.name)].some((x) => fold(x) === typed));
    if (hit) return { id: hit.id, used: n };
  }
  return null;
}

const GUESS_WORDS: Record<'red' | 'black', string[]> = {
  red: ['red', 'červená', 'červenou', 'červené', '紅', '红', '紅色', '红色'],
  black: ['black', 'černá', 'černou', 'černé', '黑', '黑色'],
};
const SUIT_WORDS: Record<Suit, string[]> = {
  H: ['hearts', 'heart', '♥', 'srdce', '紅心', '红心'],
  D: ['diamonds', 'diamond', '♦', 'káry', 'kára', '方塊', '方块'],
  C: ['clubs', 'club', '♣', 'kříže', 'kříž', '梅花'],
  S: ['spades', 'spade', '♠', 'piky', 'pik', '黑桃'],
};

/** An event action's fields, in any order: a colour (Peyote), a suit (Handcuffs), a player (Blood Brothers,
 *  Sniper, Ricochet), a card (Law of the West's shown card, Ricochet's aimed card), a sign; New Identity
 *  takes a character. */
function parseEvent(player: string, event: string, words: string[], ctx: CommandContext): ParseResult {
  const entry: UseEntry = { type: 'use', player, event };
  if (event === 'new-identity') {
    if (words.length === 0) return ok({ kind: 'entry', entry });
    const character = findCharacter(words);
    if (!character) return fail('unknown-word', { word: words.join(' ') });
    return ok({ kind: 'entry', entry: { ...entry, character } });
  }
  let rest = [...words];
  while (rest.length > 0) {
    const word = rest[0] as string;
    const guess = (Object.keys(GUESS_WORDS) as ('red' | 'black')[]).find((g) => isWord(word, GUESS_WORDS[g]));
    const suit = (Object.keys(SUIT_WORDS) as Suit[]).find(
      (x) => SUIT_WORDS[x].includes(word) || (fold(word) !== '' && isWord(word, SUIT_WORDS[x])),
    );
    if (guess && !entry.guess) {
      entry.guess = guess;
      rest = rest.slice(1);
      continue;
    }
    if (suit && !entry.suit) {
      entry.suit = suit;
      rest = rest.slice(1);
      continue;
    }
    const target = entry.target ? null : findPlayer(word, ctx.players);
    if (target && 'error' in target) return { ok: false, error: target.error };
    if (target) {
      entry.target = target.name;
      rest = rest.slice(1);
      continue;
    }
    const signs = takeSigns(rest);
    if (signs.signs.length > 0 && !entry.sign) {
      if (signs.signs.length > 1) return fail('extra-words', { word: signs.signs.slice(1).join(' ') });
      entry.sign = signs.signs[0];
      rest = signs.rest;
      continue;
    }
    const card = findCard(rest, catalogue.cards);
    // Ricochet aims at a card of the target's; every other event shows or spends a card of the player's.
    const field = event === 'ricochet' && entry.target ? 'targetCard' : 'card';
    if (card && !entry[field]) {
      entry[field] = card.card.id;
      rest = rest.slice(card.used);
      continue;
    }
    return fail('extra-words', { word: rest.join(' ') });
  }
  return ok({ kind: 'entry', entry });
}

/** A character by any of its names, an exact name first, then one it begins. */
function findCharacter(words: string[]): string | undefined {
  const typed = fold(words.join(''));
  return (
    catalogue.characters.find((c) => namesOf(c).includes(typed)) ??
    catalogue.characters.find((c) => namesOf(c).some((n) => n.startsWith(typed)))
  )?.id;
}

/** A card that takes a card of each other player (Brawl): "brawl bob barrel cid hand", then its sign. A player
 *  not named, or named without a card, discards from the hand. */
function parseEachOther(card: CardInfo, words: string[], ctx: CommandContext): ParseResult {
  const picks: TargetCard[] = [];
  let rest = [...words];
  for (let head = rest[0]; head !== undefined && !parseSign(head); head = rest[0]) {
    const player = findPlayer(head, ctx.players);
    if (player === null) return fail('unknown-player', { word: head });
    if ('error' in player) return { ok: false, error: player.error };
    rest = rest.slice(1);
    const taken = rest[0] !== undefined && !parseSign(rest[0]) ? findCard(rest, catalogue.cards) : null;
    if (rest[0] !== undefined && isWord(rest[0], HAND_WORDS)) rest = rest.slice(1);
    else if (taken) {
      picks.push({ player: player.name, card: taken.card.id });
      rest = rest.slice(taken.used);
    }
  }
  const signs = takeSigns(rest);
  if (signs.signs.length > 1 || signs.rest.length > 0) return fail('extra-words', { word: rest.join(' ') });
  const entry: PlayEntry = { type: 'play', card: card.id };
  if (signs.signs[0]) entry.sign = signs.signs[0];
  if (picks.length > 0) entry.targetCards = picks;
  return ok({ kind: 'entry', entry });
}

function parseCard(card: CardInfo, words: string[], ctx: CommandContext): ParseResult {
  if (card.takesCard && card.target === 'none') return parseEachOther(card, words, ctx);
  let target: string | undefined;
  let targetCard: string | undefined;
  let rest = [...words];

  const head = rest[0];
  if (head !== undefined) {
    const player = findPlayer(head, ctx.players);
    if (player && 'error' in player) return { ok: false, error: player.error };
    if (player) {
      target = player.name;
      rest = rest.slice(1);
    }
  }
  if (target && card.takesCard && rest[0] !== undefined) {
    if (isWord(rest[0], HAND_WORDS)) {
      targetCard = 'hand';
      rest = rest.slice(1);
    } else {
      const taken = findCard(rest, catalogue.cards);
      if (taken && !parseSign(rest[0])) {
        targetCard = taken.card.id;
        rest = rest.slice(taken.used);
      }
    }
  }
  const signs = takeSigns(rest);
  if (signs.signs.length > 1) return fail('extra-words', { word: rest.join(' ') });
  const sign = signs.signs[0];
  if (signs.rest.length > 0) {
    const word = signs.rest[0] as string;
    return findPlayer(word, ctx.players) === null && !target
      ? fail('unknown-player', { word })
      : fail('extra-words', { word: signs.rest.join(' ') });
  }

  const prompt = ctx.prompt;
  if (prompt && !target) {
    if (prompt.type === 'general-store') {
      return ok({ kind: 'entry', entry: { type: 'pick', player: prompt.player, card: card.id } });
    }
    if (ctx.answers.includes(card.id)) {
      const entry: Entry = { type: 'respond', player: prompt.player, card: card.id };
      if (sign) entry.sign = sign;
      return ok({ kind: 'entry', entry });
    }
  }
  const entry: Entry = { type: 'play', card: card.id };
  if (sign) entry.sign = sign;
  if (target) entry.target = target;
  if (targetCard) entry.targetCard = targetCard;
  else if (target && card.takesCard) entry.targetCard = 'hand';
  return ok({ kind: 'entry', entry });
}

function parseVerb(verb: Verb, word: string, rest: string[], ctx: CommandContext): ParseResult {
  const prompted = ctx.prompt?.player;
  switch (verb) {
    case 'undo':
    case 'redo':
      return rest.length ? fail('extra-words', { word: rest.join(' ') }) : ok({ kind: verb });
    case 'end':
      return rest.length
        ? fail('extra-words', { word: rest.join(' ') })
        : ok({ kind: 'entry', entry: { type: 'end-turn' } });
    case 'odds': {
      if (rest.length === 0) return fail('unknown-word', { word });
      const card = findCard(rest, catalogue.cards);
      if (card) return ok({ kind: 'odds', source: card.card.id });
      const character = findCharacter(rest);
      return character
        ? ok({ kind: 'odds', source: character })
        : fail('unknown-word', { word: rest.join(' ') });
    }
    case 'reshuffle':
      return rest.length
        ? fail('extra-words', { word: rest.join(' ') })
        : ok({ kind: 'entry', entry: { type: 'reshuffle' } });
    case 'draw': {
      const [arg, ...more] = rest;
      if (more.length) return fail('extra-words', { word: more.join(' ') });
      if (arg === undefined) return ok({ kind: 'entry', entry: { type: 'draw' } });
      if (isWord(arg, DISCARD_PILE_WORDS))
        return ok({ kind: 'entry', entry: { type: 'draw', from: 'discard' } });
      const sign = parseSign(arg);
      if (sign) return ok({ kind: 'entry', entry: { type: 'draw', sign: `${sign.rank}${sign.suit}` } });
      const player = findPlayer(arg, ctx.players);
      if (player && 'error' in player) return { ok: false, error: player.error };
      if (!player) return fail('unknown-player', { word: arg });
      return ok({ kind: 'entry', entry: { type: 'draw', from: player.name } });
    }
    case 'discard': {
      const count = Number(rest[0]);
      if (!rest[0] || !Number.isInteger(count) || count < 1) return fail('needs-number', { command: word });
      if (rest.length > 2) return fail('extra-words', { word: rest.slice(2).join(' ') });
      if (rest[1] === undefined) return ok({ kind: 'entry', entry: { type: 'discard', count } });
      const player = findPlayer(rest[1], ctx.players);
      if (player && 'error' in player) return { ok: false, error: player.error };
      if (!player) return fail('unknown-player', { word: rest[1] });
      return ok({ kind: 'entry', entry: { type: 'discard', count, player: player.name } });
    }
    case 'reveal': {
      const words = rest.filter((w) => !isWord(w, ['pick', 'vybrat', '選', '选']));
      const taken = takeSigns(words);
      if (taken.rest.length) return fail('bad-sign', { word: taken.rest[0] as string });
      const [a, b, pick] = taken.signs;
      if (!a) return fail('needs-sign');
      if (!b) return ok({ kind: 'entry', entry: { type: 'reveal', sign: a } });
      if (taken.signs.length > 3) return fail('extra-words', { word: taken.signs.slice(3).join(' ') });
      return ok({ kind: 'entry', entry: { type: 'reveal', signs: [a, b], pick: pick ?? a } });
    }
    case 'pass': {
      if (!prompted) return fail('no-prompt');
      return ok({ kind: 'entry', entry: { type: 'pass', player: prompted } });
    }
    case 'pick': {
      const found = findCard(rest, ctx.cards);
      if (!found) return fail('needs-card', { command: word });
      const player = ctx.prompt?.type === 'general-store' ? ctx.prompt.player : undefined;
      if (!player) return fail('no-prompt');
      return ok({ kind: 'entry', entry: { type: 'pick', player, card: found.card.id } });
    }
    case 'use': {
      if (rest.length === 0) return fail('needs-card', { command: word });
      const player = prompted ?? ctx.turnPlayer;
      // "use peyote red": an action of the event in force, by whoever is asked or whose turn it is.
      const event = findEvent(rest);
      if (event) return parseEvent(player, event.id, rest.slice(event.used), ctx);
      const found = findCard(rest, catalogue.cards);
      if (found) return ok({ kind: 'entry', entry: { type: 'use', player, card: found.card.id } });
      const typed = fold(rest.join(''));
      const character = catalogue.characters.find((c) => namesOf(c).some((n) => n.startsWith(typed)));
      if (character) return ok({ kind: 'entry', entry: { type: 'use', player, ability: character.id } });
      return fail('unknown-word', { word: rest.join(' ') });
    }
    case 'role': {
      const [a, b] = rest;
      if (a === undefined) return fail('needs-role');
      const named = b === undefined ? null : findPlayer(a, ctx.players);
      if (named && 'error' in named) return { ok: false, error: named.error };
      const role = roleOf(b ?? a);
      if (!role) return fail('needs-role');
      const player = named?.name ?? prompted;
      if (!player) return fail('no-prompt');
      return ok({ kind: 'entry', entry: { type: 'reveal-role', player, role } });
    }
  }
}

export interface Completion {
  /** What the list shows. */
  label: string;
  /** The whole input after choosing it. */
  value: string;
}

/** Suggestions for the word being typed: commands and cards first, then players. */
export function complete(text: string, ctx: CommandContext, locale: Locale, limit = 8): Completion[] {
  if (text.trimStart().startsWith('?')) return [];
  const endsWithSpace = /\s$/.test(text);
  const words = text.trim().split(/\s+/).filter(Boolean);
  const partial = endsWithSpace ? '' : (words.pop() ?? '');
  const before = words.length ? `${words.join(' ')} ` : '';
  const typed = fold(partial);
  const out: Completion[] = [];
  const add = (label: string, word: string) => {
    if (out.length < limit && !out.some((c) => c.label === label)) {
      out.push({ label, value: `${before}${word} ` });
    }
  };

  if (words.length === 0) {
    if (!typed) return [];
    for (const names of Object.values(VERBS)) {
      const hit = names.find((n) => fold(n).startsWith(typed));
      if (hit) add(hit, hit);
    }
    for (const card of ctx.cards) {
      if (namesOf(card).some((n) => n.startsWith(typed))) add(card.name[locale], card.name[locale]);
    }
    return out;
  }

  const verb = verbOf(words[0] as string);
  if (verb === 'use') {
    for (const id of ctx.usable) {
      const known = catalogue.card(id) ?? catalogue.character(id) ?? catalogue.event(id);
      if (!known) continue;
      if (!typed || namesOf(known).some((n) => n.startsWith(typed)))
        add(known.name[locale], known.name[locale]);
    }
    return out;
  }
  if (verb === 'pick') {
    for (const card of ctx.cards) {
      if (!typed || namesOf(card).some((n) => n.startsWith(typed))) add(card.name[locale], card.name[locale]);
    }
    return out;
  }
  if (verb === 'role') {
    for (const role of ROLES) {
      const name = catalogue.roleName(role)[locale];
      if (!typed || fold(name).startsWith(typed) || role.startsWith(typed)) add(name, name);
    }
    return out;
  }
  for (const p of ctx.players) {
    if (!typed || fold(p).startsWith(typed)) add(p, p);
  }
  const card = verb ? null : findCard(words, ctx.cards);
  if (card?.card.takesCard && words.length > card.used) {
    const hand = HAND_WORD[locale];
    if (!typed || fold(hand).startsWith(typed) || 'hand'.startsWith(typed)) add(hand, hand);
  }
  return out;
}
