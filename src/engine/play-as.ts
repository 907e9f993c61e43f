// A card from hand played or answered with the effect of another (`"as"`): a card in front of the player, his
// character or the event in force must allow it, and says how (once a turn, outside the BANG! limit).
import type { Flag, GameEvent, PlayerState, Sign, State, Suit, Table } from './types.ts';
import type { PlayAsGrant } from './hooks.ts';
import { catalogue, inGame, type CardInfo } from './catalogue/index.ts';
import { cardRules } from './registry.ts';
import { abilityOf, currentEvent } from './event-in-force.ts';
import { cardsInPlayWork } from './passive.ts';
import { flag } from './flags.ts';

/** What allows this card as that one now: the first card in play, then the character, then the event. */
export function grantFor(
  table: Table,
  player: PlayerState,
  card: CardInfo,
  as: CardInfo,
  answering: boolean,
  sign?: Sign,
): PlayAsGrant | null {
  const check = { state: table, player, card, as, answering, ...(sign ? { sign } : {}) };
  const inPlay = cardsInPlayWork(table, player) ? player.inPlay : [];
  for (const c of inPlay) {
    const grant = cardRules.get(c.card)?.grantsAs?.(check);
    if (grant) return grant;
  }
  const ability = abilityOf(table, player);
  const grant = ability?.grantsAs?.(check);
  if (grant) return grant;
  // A character that plays one card as another without saying so (Calamity Janet) may say it too.
  const same = answering ? ability?.answersAs?.[card.id] : ability?.playsAs?.[card.id];
  if (same === as.id && ability) return { by: ability.id };
  return currentEvent(table)?.grantsAs?.(check) ?? null;
}

export interface PlayedAs {
  flags: Flag[];
  events: GameEvent[];
  outsideLimit: boolean;
}

/** The flags and events of playing `card` as `as`: nothing allows it, or a once-a-turn grant already used. */
export function playedAs(
  state: State,
  player: PlayerState,
  card: CardInfo,
  as: CardInfo,
  answering: boolean,
  sign?: Sign,
): PlayedAs {
  const grant = grantFor(state, player, card, as, answering, sign);
  if (!grant) {
    const f = flag('cannot-play-as', { player: player.name, card: card.id, as: as.id });
    return { flags: [f], events: [], outsideLimit: false };
  }
  const flags = [...(grant.flags ?? [])];
  const events: GameEvent[] = [];
  if (grant.once) {
    const times = (state.turn.used ?? []).filter((u) => u === grant.by).length;
    if (times >= 1)
      flags.push(flag('ability-limit', { player: player.name, ability: grant.by, times, limit: 1 }));
    events.push({ type: 'AbilityUsed', player: player.name, what: grant.by });
  }
  return { flags, events, outsideLimit: grant.outsideLimit === true };
}

/** What the player in turn may play as another card now, as the table offers it: by what allows it, the cards
 *  (`*`: any), and the suit the card must have (Black Flower: clubs). */
export interface PlayAsOption {
  as: string;
  by: string;
  cards: '*' | string[];
  suit?: Suit;
}

const AS_CARDS = ['bang', 'gatling', 'missed'];
const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

export function playAsOptions(state: State): PlayAsOption[] {
  const me = state.players.find((p) => p.name === state.turn.player);
  if (!me?.alive || state.over || state.prompts.length > 0 || state.turn.phase !== 'play') return [];
  // Nothing in front of him, no ability and no event that lets a card be played as another: nothing to probe.
  const ability = abilityOf(state, me);
  const may =
    me.inPlay.some((c) => cardRules.get(c.card)?.grantsAs) ||
    ability?.grantsAs !== undefined ||
    ability?.playsAs !== undefined ||
    currentEvent(state)?.grantsAs !== undefined;
  if (!may) return [];
  const cards = catalogue.cards.filter((c) => inGame(c, state.setup.expansions));
  const found = new Map<string, { as: string; by: string; cards: string[]; suits: Set<Suit> }>();
  for (const asId of AS_CARDS) {
    const as = catalogue.card(asId);
    if (!as) continue;
    for (const card of cards) {
      if (card.id === asId) continue;
      // Any sign first; the suits one by one only for a grant that asks for a sign (Black Flower's clubs).
      const plain = grantFor(state, me, card, as, false);
      if (!plain) continue;
      const suits = (plain.flags ?? []).length > 0 ? SUITS : [];
      if (suits.length === 0) {
        if (plain.once && (state.turn.used ?? []).includes(plain.by)) continue;
        const key = `${asId}/${plain.by}`;
        const entry = found.get(key) ?? { as: asId, by: plain.by, cards: [], suits: new Set<Suit>(SUITS) };
        entry.cards.push(card.id);
        found.set(key, entry);
      }
      for (const suit of suits) {
        const grant = grantFor(state, me, card, as, false, `2${suit}`);
        if (!grant || (grant.flags ?? []).length > 0) continue;
        if (grant.once && (state.turn.used ?? []).includes(grant.by)) continue;
        const key = `${asId}/${grant.by}`;
        const entry = found.get(key) ?? { as: asId, by: grant.by, cards: [], suits: new Set<Suit>() };
        if (!entry.cards.includes(card.id)) entry.cards.push(card.id);
        entry.suits.add(suit);
        found.set(key, entry);
      }
    }
  }
  return [...found.values()].map((f) => {
    const every = f.cards.length >= cards.filter((c) => c.id !== f.as).length;
    const only = f.suits.size === 1 ? [...f.suits][0] : undefined;
    return { as: f.as, by: f.by, cards: every ? '*' : f.cards, ...(only ? { suit: only } : {}) };
  });
}
