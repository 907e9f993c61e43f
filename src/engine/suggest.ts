// What the UI offers first: the answers to the top prompt and the sensible targets of a card.
// The engine decides what makes sense; the UI only shows it (every seat stays reachable for overrides).
import type { Entry, EventDecks, ExpansionId, PlayerState, Prompt, Role, Table } from './types.ts';
import type { Offer, Targeting } from './hooks.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { abilityId, cardRules, characterRules, expansions as registered } from './registry.ts';
import { activeRule } from './active.ts';
import { findPlayer, living } from './seat.ts';
import { distance, reach } from './distance.ts';
import { abilityOf, currentEvent, eventForbids, eventOffers, eventPromptOffers } from './event-in-force.ts';
import { cardsInPlayWork } from './passive.ts';
import { immuneTo } from './immunity.ts';
import { eventData, eventDecksOf, isFinale } from './catalogue/events.ts';
import { roleTally } from './setup.ts';

export interface PromptOption extends Offer {
  /** The ability that makes this answer possible (Elena Fuente: any card as a Missed!). */
  via?: string;
}

/** A character's own offers and, for Vera Custer, those of the ability she copies; none while the event in
 *  force takes the abilities away (Hangover). */
function characterOffers(table: Table, p: PlayerState): Offer[] {
  if (currentEvent(table)?.disables === 'characters') return [];
  const own = characterRules.get(p.character)?.offers?.(table, p) ?? [];
  const copied = p.copies && p.copies !== p.character ? characterRules.get(p.copies)?.offers?.(table, p) : [];
  return [...own, ...(copied ?? [])];
}

/** What characters' abilities make possible right now (Jesse Jones's draw, Sid Ketchum's trade), and the
 *  green cards the player whose turn it is may use now (one offer per sensible target). */
export function abilityOptions(table: Table): Offer[] {
  // An event that replaces phase 1 (Peyote) leaves no draw to offer, a character's own way included.
  const drawing = !currentEvent(table)?.replacesDraw;
  const abilities = living(table)
    .flatMap((p) => characterOffers(table, p))
    .filter((o) => drawing || o.entry.type !== 'draw');
  // The actions the event in force grants come last (Ricochet, Peyote, Handcuffs).
  return [
    ...abilities,
    ...greenOffers(table),
    ...registered.flatMap((x) => x.offers?.(table) ?? []),
    ...eventOffers(table),
    ...eventChoiceOffers(table),
  ];
}

/** Law of the West and New Identity name a card or a character the engine cannot guess: one offer without
 *  it, and the UI asks for it before sending the entry. */
function eventChoiceOffers(table: Table): Offer[] {
  const me = findPlayer(table, table.turn.player);
  if (!me?.alive || table.prompts.length > 0) return [];
  const used = table.turn.used ?? [];
  const entry = (event: string): Entry => ({ type: 'use', player: me.name, event });
  if (table.event === 'law-of-the-west' && table.turn.phase === 'play') {
    if (used.some((u) => u.startsWith('law-of-the-west:'))) return [];
    return [{ label: 'Law of the West: show the second card', entry: entry('law-of-the-west') }];
  }
  if (table.event === 'new-identity' && table.turn.phase === 'draw' && !used.includes('new-identity'))
    return [{ label: 'New Identity', entry: entry('new-identity') }];
  return [];
}

function greenOffers(table: Table): Offer[] {
  const me = findPlayer(table, table.turn.player);
  if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
  // Under Lasso the cards in play have no effect: none is offered.
  if (!cardsInPlayWork(table, me)) return [];
  return me.inPlay.flatMap((c): Offer[] => {
    const card = catalogue.card(c.card);
    const rule = cardRules.get(c.card);
    if (card?.kind !== 'green' || !rule?.use || rule.usableOn || c.placedTurn >= table.turn.number) return [];
    if (rule.useOffered && !rule.useOffered(table, me)) return [];
    const entry = { type: 'use' as const, player: me.name, card: card.id };
    if (card.target === 'none') return [{ label: card.name.en, entry }];
    return suggestTargets(table, card.id, me.name)
      .filter((s) => s.ok)
      .flatMap((s) => {
        const target = findPlayer(table, s.name);
        // Apache Kid: the card's sign known (a Conestoga of diamonds), it would have no effect on him.
        if (target && immuneTo(table, target, c.sign)) return [];
        const aimed = { label: `${card.name.en} → ${s.name}`, entry: { ...entry, target: s.name } };
        if (!card.takesCard) return [aimed];
        // A card of the target's: the hand (at random) if it holds any, or one in play.
        const spots = [
          ...(target && target.hand > 0 ? ['hand'] : []),
          ...(target?.inPlay ?? []).map((x) => x.card),
        ];
        return spots.map((targetCard) => ({ ...aimed, entry: { ...aimed.entry, targetCard } }));
      });
  });
}

const ROLES: Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];

/** The cards from the hand that answer this prompt and are worth offering: not one that does nothing here (a Beer
 *  with two players left), nor one the event in force forbids (The Reverend's Beer, The Sermon's BANG! in one's
 *  own turn). */
export function cardAnswers(table: Table, top: Prompt, expansions: readonly ExpansionId[]): PromptOption[] {
  const answering = findPlayer(table, top.player);
  return catalogue.cards
    .filter((c) => inGame(c, expansions) && cardRules.get(c.id)?.answers?.[top.type])
    .filter((c) => cardRules.get(c.id)?.answerOffered?.(table, top) ?? true)
    .filter(
      (c) =>
        !answering ||
        eventForbids({ state: table, player: answering, card: c, placing: false, answering: true }).length ===
          0,
    )
    .map((c): PromptOption => ({
      label: c.name.en,
      entry: { type: 'respond', player: top.player, card: c.id },
    }));
}

export function promptOptions(state: Table, expansions: readonly ExpansionId[] = ['base']): PromptOption[] {
  const top = state.prompts[0];
  if (!top) return [];
  // A card answering comes from the hand, whoever offers it (the core, an event, an expansion): an empty hand is
  // offered none.
  const answering = findPlayer(state, top.player);
  const options = answersTo(state, top, expansions);
  // Another player's card answering for him (Saved!) comes from that player's hand.
  return answering && answering.hand < 1
    ? options.filter((o) => o.entry.type !== 'respond' || o.entry.player !== answering.name)
    : options;
}

function answersTo(state: Table, top: Prompt, expansions: readonly ExpansionId[]): PromptOption[] {
  // A prompt an event opened has the event's own answers (Russian Roulette, Ricochet: Missed! or not).
  const byEvent = eventPromptOffers(state, top);
  if (byEvent) return byEvent;
  if (top.type === 'reveal-role') {
    // Only the roles the game still has a card of: the others turned up already hold the rest (the Sheriff known,
    // a 4-player game has no Deputy). Should none be left, the table's word goes: all four.
    const left = ROLES.filter((role) => {
      const { allowed, revealed } = roleTally(state.players, top.player, role);
      return revealed < allowed;
    });
    return (left.length > 0 ? left : ROLES).map((role) => ({
      label: catalogue.roleName(role).en,
      entry: { type: 'reveal-role', player: top.player, role },
    }));
  }
  const cards = cardAnswers(state, top, expansions);
  // A draw! and an event reveal are answered by the card turned up (their own pickers), never by a pass; a
  // General Store by the card picked from those revealed (a `pick`): nobody may take none.
  if (top.type === 'draw-check' || top.type === 'reveal-event' || top.type === 'general-store') return [];
  // An expansion may answer this prompt its own way (a Bomb passed on; a shot nothing cancels).
  for (const x of registered) {
    const own = x.promptAnswers?.(state, top, expansions);
    if (own) return own;
  }
  const pass =
    top.type === 'dying'
      ? 'No Beer: out of the game'
      : top.type === 'may-ignore'
        ? 'Let it take effect'
        : 'Take the hit';
  const player = findPlayer(state, top.player);
  const fromPlay: PromptOption[] = [];
  if (player) {
    // Cards in play that have no effect now are not offered: in Belle Star's turn, the others'; under Lasso,
    // everyone's (Hangover takes the abilities instead).
    // A green card answers from the turn after it was placed on (as when it is used in a turn).
    const inPlay = (cardsInPlayWork(state, player) ? player.inPlay : []).filter(
      (c) => catalogue.card(c.card)?.kind !== 'green' || c.placedTurn < state.turn.number,
    );
    const abilities =
      currentEvent(state)?.disables === 'characters'
        ? []
        : [...new Set([player.character, abilityId(player)])];
    const sources = [
      // A Dangerous card (Crate) only with the tokens its effect costs.
      ...inPlay
        .filter((c) => (catalogue.card(c.card)?.tokenCost ?? 0) <= (c.tokens ?? 0))
        .map((c) => ({
          id: c.card,
          entry: { type: 'use', player: player.name, card: c.card } as Entry,
        })),
      // Vera Custer answers with the ability she copies (Jourdonnais).
      ...abilities.map((id) => ({
        id,
        entry: { type: 'use', player: player.name, ability: id } as Entry,
      })),
    ];
    for (const s of sources) {
      if (!activeRule(s.id)?.usableOn?.includes(top.type) || top.used?.includes(s.id)) continue;
      const card = catalogue.card(s.id);
      const name = card?.name.en ?? catalogue.character(s.id)?.name.en ?? s.id;
      // A green card is discarded for its effect; a Barrel (or Jourdonnais) flips for a draw!.
      // A Dangerous card (Crate) pays tokens instead.
      const plain = card?.kind === 'green' || card?.kind === 'orange';
      fromPlay.push({ label: plain ? name : `${name} draw!`, entry: s.entry });
    }
  }
  return [
    ...cards,
    ...anyCardAnswers(state, expansions, cards),
    ...fromPlay,
    // What the expansions add (Armed & Dangerous: Duck! with its upgrade, Ms. Abigail ignoring the card).
    ...registered.flatMap((x) => x.moreAnswers?.(state, top, expansions) ?? []),
    { label: pass, entry: { type: 'pass', player: top.player } },
  ];
}

/** Calamity Janet: her BANG! as a Missed! and her Missed! as a BANG! (`answersAs`); Elena Fuente (or Vera
 *  Custer copying her): every other card of the game answers as a Missed! (`answersAnyAs`). */
function anyCardAnswers(
  state: Table,
  expansions: readonly ExpansionId[],
  answers: PromptOption[],
): PromptOption[] {
  const top = state.prompts[0];
  const player = top && findPlayer(state, top.player);
  if (!top || !player) return [];
  const rule = abilityOf(state, player);
  const named = new Set(answers.map((o) => (o.entry.type === 'respond' ? o.entry.card : '')));
  const some: PromptOption[] = [];
  for (const [id, someAs] of Object.entries(rule?.answersAs ?? {})) {
    const card = catalogue.card(id);
    if (!card || named.has(id) || !inGame(card, expansions) || !cardRules.get(someAs)?.answers?.[top.type])
      continue;
    named.add(id);
    some.push({
      label: `${card.name.en} as ${catalogue.card(someAs)?.name.en ?? someAs}`,
      entry: { type: 'respond', player: top.player, card: id },
      via: abilityId(player),
    });
  }
  const as = rule?.answersAnyAs;
  if (!as || !cardRules.get(as)?.answers?.[top.type]) return some;
  const asName = catalogue.card(as)?.name.en ?? as;
  return [
    ...some,
    ...catalogue.cards
      .filter((c) => inGame(c, expansions) && !named.has(c.id))
      .map((c): PromptOption => ({
        label: `${c.name.en} as ${asName}`,
        entry: { type: 'respond', player: top.player, card: c.id },
        via: abilityId(player),
      })),
  ];
}

export interface TargetSuggestion {
  name: string;
  /** The engine would not flag this target for this card. */
  ok: boolean;
  distance: number;
}

/** Every living player but the actor, the ones the card can reach first. */
export function suggestTargets(
  state: Table,
  cardId: string,
  actorName = state.turn.player,
): TargetSuggestion[] {
  const card = catalogue.card(cardId);
  return card ? narrowedFor(state, cardId, targetsFor(state, card.target, actorName)) : [];
}

/** The seats a card's aim reaches, narrowed by its own rule (Jail: never the Sheriff): a seat it may not go to is
 *  offered after the right ones, as not right. */
export function narrowedFor(state: Table, cardId: string, seats: TargetSuggestion[]): TargetSuggestion[] {
  const aimsAt = cardRules.get(cardId)?.aimsAt;
  if (!aimsAt) return seats;
  return seats
    .map((t) => {
      const p = findPlayer(state, t.name);
      return { ...t, ok: t.ok && !!p && aimsAt(state, p) };
    })
    .sort((a, b) => Number(b.ok) - Number(a.ok) || a.distance - b.distance);
}

/** Every living player but the actor, for a card aimed this way: the ones it reaches first. */
export function targetsFor(state: Table, aim: Targeting, actorName = state.turn.player): TargetSuggestion[] {
  const actor = findPlayer(state, actorName);
  if (!actor) return [];
  const limit = aim === 'reach' ? reach(actor, state) : aim === 'distance-1' ? 1 : Number.POSITIVE_INFINITY;
  return living(state)
    .filter((p) => p.name !== actor.name)
    .map((p) => {
      const d = distance(state, actor, p);
      return { name: p.name, ok: aim !== 'none' && d <= limit, distance: d };
    })
    .sort((a, b) => Number(b.ok) - Number(a.ok) || a.distance - b.distance);
}

/** The event cards the table may turn up: `likely` are the chosen deck(s)' cards still face down (Marshal's
 *  seeded deck when known, else every card of the decks not yet seen), finales last and only once `finaleDue`
 *  (it lies at the bottom); `others` are the decks' remaining unseen cards, for a table whose deck went another
 *  way. A card already turned up is never offered. */
export function suggestEvents(
  decks: EventDecks,
  seen: readonly string[],
  faceDown?: readonly string[],
  finaleDue = true,
): { likely: string[]; others: string[] } {
  const chosen = eventDecksOf({ events: decks });
  const all = eventData
    .filter((e) => chosen.length === 0 || chosen.includes(e.deck))
    .sort((a, b) => Number(a.finale ?? false) - Number(b.finale ?? false))
    .map((e) => e.id);
  const down = faceDown ? new Set(faceDown) : null;
  const unseen = all.filter((id) => !seen.includes(id));
  const likely = unseen.filter((id) => (down === null || down.has(id)) && (finaleDue || !isFinale(id)));
  return { likely, others: unseen.filter((id) => !likely.includes(id)) };
}
