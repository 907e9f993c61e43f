// Handcuffs: after drawing in phase 1 the player names a suit; for the rest of his turn he may play only cards
// of that suit. Entry: `use` with `"event":"handcuffs","suit":"H"`. Marshal checks a played card's suit when
// its sign is entered; hands are secret, so a card entered without its sign is the table's to check.
import type { EventRule, Offer } from '../../hooks.ts';
import type { Suit, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { findPlayer } from '../../seat.ts';
import { suitOf } from '../../sign.ts';
import { turnChecks } from '../../entries/checks.ts';
import { eventFlag } from '../../event-flag.ts';

const ID = 'handcuffs';
const SUITS: Suit[] = ['H', 'D', 'C', 'S'];
const SUIT_NAMES: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** The suit named this turn, if any. */
function named(table: Pick<Table, 'turn'>): Suit | undefined {
  const used = (table.turn.used ?? []).find((u) => u.startsWith(`${ID}:`));
  return SUITS.find((s) => used === `${ID}:${s}`);
}

export const handcuffs: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase === 'draw') ctx.flags.push(flag('draw-first', { player: player.name }));
    if (!entry.suit) {
      ctx.flags.push(eventFlag('event-needs-suit', ID, { player: player.name }));
      return;
    }
    if (named(state)) {
      ctx.flags.push(flag('ability-limit', { player: player.name, ability: ID, times: 1, limit: 1 }));
    }
    ctx.events.push({ type: 'AbilityUsed', player: player.name, what: `${ID}:${entry.suit}` });
  },
  // Only the cards the player in turn plays from hand (bang-server): answers and cards in play are free.
  forbids({ state, player, card, answering, sign }) {
    if (answering || player.name !== state.turn.player || state.turn.phase === 'draw') return null;
    const suit = named(state);
    if (!suit) return eventFlag('event-needs-suit', ID, { player: player.name });
    const played = sign ? suitOf(sign) : null;
    if (!sign || played === suit) return null;
    return eventFlag('event-wrong-suit', ID, {
      player: player.name,
      card: card.id,
      sign,
      suit,
    });
  },
  offers(table) {
    const me = findPlayer(table, table.turn.player);
    if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play' || named(table)) return [];
    return SUITS.map((suit): Offer => ({
      label: `Handcuffs: ${SUIT_NAMES[suit]}`,
      entry: { type: 'use', player: me.name, event: ID, suit },
    }));
  },
};
