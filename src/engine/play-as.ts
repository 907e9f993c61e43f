// A card from hand played or answered with the effect of another (`"as"`): a card in front of the player, his
// character or the event in force must allow it, and says how (once a turn, outside the BANG! limit).
import type { Flag, GameEvent, PlayerState, Sign, State, Table } from './types.ts';
import type { PlayAsGrant } from './hooks.ts';
import type { CardInfo } from './catalogue/index.ts';
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
