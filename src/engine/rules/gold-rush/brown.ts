// The brown equipment's effects, applied the moment it is bought (then it goes under the equipment deck).
// Bottle and Pardner act as the card chosen without being it: Bottle's BANG! is outside the turn's limit, its
// Beer wakes no Madam Yto and heals 1 even for Tequila Joe (FAQ Q14).
import type { BuyEntry, Flag, GameEvent, PlayEntry, PlayerState, State } from '../../types.ts';
import type { PlayContext } from '../../hooks.ts';
import { catalogue, type CardInfo } from '../../catalogue/index.ts';
import { cardRules } from '../../registry.ts';
import { flag } from '../../flags.ts';
import { lifeBack } from '../../damage.ts';
import { living } from '../../seat.ts';
import { immuneEquipment } from './immune.ts';

const USES: Record<string, readonly string[]> = {
  bottle: ['panic', 'beer', 'bang'],
  pardner: ['general-store', 'duel', 'cat-balou'],
};

/** The card the brown equipment copies, played through that card's own rule with the buyer as its player. */
function asCard(
  state: State,
  buyer: PlayerState,
  copied: CardInfo,
  entry: Pick<BuyEntry, 'target' | 'targetCard'>,
  target: PlayerState | undefined,
): { events: GameEvent[]; flags: Flag[] } {
  const play: PlayEntry = {
    type: 'play',
    card: copied.id,
    ...(entry.target !== undefined ? { target: entry.target } : {}),
    ...(entry.targetCard !== undefined ? { targetCard: entry.targetCard } : {}),
  };
  const ctx: PlayContext = {
    state,
    actor: buyer,
    target: target ?? null,
    card: copied,
    entry: play,
    events: [],
    flags: [],
  };
  cardRules.get(copied.id)?.play?.(ctx);
  // Its Panic! or Cat Balou never reaches black equipment.
  immuneEquipment(ctx, entry.target, entry.targetCard, copied.id);
  // It is not a BANG! card: it does not count toward the turn's limit.
  return {
    events: ctx.events.filter((e) => e.type !== 'BangCounted'),
    flags: ctx.flags.filter((f) => f.code !== 'bang-limit'),
  };
}

export function brownEffect(
  state: State,
  buyer: PlayerState,
  card: CardInfo,
  entry: Pick<BuyEntry, 'target' | 'targetCard' | 'as'>,
  target: PlayerState | undefined,
): { events: GameEvent[]; flags: Flag[] } {
  switch (card.id) {
    case 'shot': {
      // Any player, the buyer too, at any distance: 1 life back.
      const who = target ?? buyer;
      if (!who.alive) return { events: [], flags: [flag('dead-target', { target: who.name })] };
      return { events: [lifeBack(who, 1)], flags: [] };
    }
    case 'union-pacific':
      return { events: [{ type: 'CardsDrawn', player: buyer.name, count: 4, reason: card.id }], flags: [] };
    case 'rhum':
      // A draw! of 4 cards (more for Lucky Duke and Horseshoe): 1 life per different suit.
      return {
        events: [{ type: 'PromptOpened', prompt: { type: 'draw-check', player: buyer.name, card: card.id } }],
        flags: [],
      };
    case 'gold-rush-card':
      // The turn ends at once (phase 3 at the current life); the heal and the extra turn come at end-turn.
      return {
        events: [
          { type: 'PhaseChanged', phase: 'discard' },
          { type: 'AbilityUsed', player: buyer.name, what: card.id },
        ],
        flags: [],
      };
    case 'bottle':
    case 'pardner': {
      const as = entry.as;
      if (!as || !USES[card.id]?.includes(as))
        return { events: [], flags: [flag('needs-choice', { card: card.id })] };
      if (as === 'beer') {
        // As a Beer: 1 life, no effect with two players left; it is no Beer card (no Madam Yto).
        if (living(state).length <= 2)
          return { events: [{ type: 'NoEffect', player: buyer.name, why: 'two-left' }], flags: [] };
        return { events: [lifeBack(buyer, 1)], flags: [] };
      }
      const copied = catalogue.card(as);
      return copied ? asCard(state, buyer, copied, entry, target) : { events: [], flags: [] };
    }
    default:
      return { events: [], flags: [flag('not-refereed', { what: card.id })] };
  }
}
