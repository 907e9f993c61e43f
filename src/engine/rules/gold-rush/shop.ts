// The shop: buying a face-up equipment card, the card turned up into the emptied slot, and paying cost + 1 to
// discard another player's black card. All in phase 2 of the player's own turn.
import type {
  BuyEntry,
  Decision,
  Entry,
  Flag,
  GameEvent,
  PlayerState,
  RemoveEntry,
  ShopEntry,
  State,
} from '../../types.ts';
import { catalogue, type CardInfo } from '../../catalogue/index.ts';
import { findPlayer } from '../../seat.ts';
import { flag } from '../../flags.ts';
import { houseRule } from '../../house-rule.ts';
import { hasAbility } from '../../event-in-force.ts';
import { change, deckOf, equipmentOf, GOLD_RUSH, nextCards, nuggetsOf } from './state.ts';
import { brownEffect } from './brown.ts';

const noPlayer = (name: string | undefined, path = 'player'): Decision => ({
  ok: false,
  error: { path, message: `no player called "${name}"` },
});

function equipmentCard(id: string): CardInfo | Decision {
  const card = catalogue.card(id);
  if (!card) return { ok: false, error: { path: 'card', message: `unknown card "${id}"` } };
  if (!card.equipment) {
    return { ok: false, error: { path: 'card', message: `"${id}" is not a Gold Rush equipment card` } };
  }
  return card;
}

/** The flags every shop action shares: the game, the player, and phase 2 of his own turn. */
export function shopChecks(state: State, player: PlayerState): Flag[] {
  const flags: Flag[] = [];
  if (state.over) flags.push(flag('game-over'));
  if (!player.alive) flags.push(flag('dead-player', { player: player.name }));
  if (!state.setup.expansions.includes(GOLD_RUSH)) {
    flags.push(flag('not-in-game', { card: 'shot', expansion: GOLD_RUSH }));
  }
  if (player.name !== state.turn.player || state.turn.phase !== 'play' || state.prompts.length > 0) {
    flags.push(flag('buy-phase', { player: player.name }));
  }
  return flags;
}

/** Pretty Luzena's discount is still there this turn. */
export function discountLeft(state: State, player: PlayerState): boolean {
  // Her ability, as the event in force leaves it (Hangover takes it away; Vera Custer may copy it).
  return hasAbility(state, player, 'pretty-luzena') && !(state.turn.used ?? []).includes('pretty-luzena');
}

/** What a buy costs the player by default: the printed cost, one less with Pretty Luzena's discount. */
export function priceFor(state: State, player: PlayerState, card: CardInfo): number {
  const printed = card.equipment?.cost ?? 0;
  return discountLeft(state, player) ? Math.max(0, printed - 1) : printed;
}

function pay(player: PlayerState, cost: number, what: string, flags: Flag[], events: GameEvent[]): void {
  if (nuggetsOf(player) < cost) {
    flags.push(
      flag('not-enough-nuggets', { player: player.name, nuggets: nuggetsOf(player), card: what, cost }),
    );
  }
  if (cost > 0) events.push(change({ kind: 'nuggets', player: player.name, delta: -cost, why: what }));
}

export function decideBuy(state: State, raw: Entry): Decision {
  const entry = raw as BuyEntry;
  const card = equipmentCard(entry.card);
  if ('ok' in card) return card;
  const buyer = findPlayer(state, entry.player ?? state.turn.player);
  if (!buyer) return noPlayer(entry.player);
  const target = entry.target !== undefined ? findPlayer(state, entry.target) : undefined;
  if (entry.target !== undefined && !target) return noPlayer(entry.target, 'target');
  const flags = shopChecks(state, buyer);
  const events: GameEvent[] = [];
  const shop = state.shop ?? [];
  const slot = shop.indexOf(card.id);
  if (slot < 0) flags.push(flag('not-in-shop', { card: card.id }));
  // The cost: the printed one, or one less once a turn for Pretty Luzena (free at cost 1).
  const printed = card.equipment?.cost ?? 0;
  const paid = entry.cost ?? priceFor(state, buyer, card);
  const discounted = discountLeft(state, buyer) && paid === Math.max(0, printed - 1) && paid !== printed;
  if (paid !== printed && !discounted) flags.push(flag('wrong-cost', { card: card.id, cost: printed, paid }));
  pay(buyer, paid, card.id, flags, events);
  if (discounted) events.push({ type: 'AbilityUsed', player: buyer.name, what: 'pretty-luzena' });
  if (slot >= 0) {
    events.push(change({ kind: 'shop-taken', slot }));
    const deck = deckOf(state);
    if (entry.refill !== undefined) {
      const refill = equipmentCard(entry.refill);
      if ('ok' in refill) {
        return {
          ok: false,
          error: { path: 'refill', message: `"${entry.refill}" is not a Gold Rush equipment card` },
        };
      }
      if (!nextCards(deck).includes(refill.id))
        flags.push(flag('not-in-equipment-deck', { card: refill.id }));
      events.push(change({ kind: 'shop-filled', slot, card: refill.id }));
    } else if (deck.dealt) events.push(change({ kind: 'shop-filled', slot, card: null }));
  }
  const effect = useEquipment(state, buyer, card, entry, target ?? undefined);
  return { ok: true, events: [...events, ...effect.events], flags: [...flags, ...effect.flags] };
}

/** A bought (or Josh McCloud's) equipment card takes effect: a black one goes in front of its player, a brown
 *  one acts at once and goes face up under the equipment deck. */
export function useEquipment(
  state: State,
  buyer: PlayerState,
  card: CardInfo,
  entry: Pick<BuyEntry, 'target' | 'targetCard' | 'as'>,
  target: PlayerState | undefined,
): { events: GameEvent[]; flags: Flag[] } {
  const flags: Flag[] = [];
  const events: GameEvent[] = [];
  if (card.kind === 'black') {
    // Wanted goes in front of the player it is put on; every other black card in front of its buyer.
    const to = card.id === 'wanted' ? target : buyer;
    if (card.id === 'wanted' && !target) flags.push(flag('needs-target', { card: card.id }));
    if (to && !to.alive) flags.push(flag('dead-target', { target: to.name }));
    if (to && equipmentOf(to).includes(card.id)) {
      flags.push(flag('duplicate-equipment', { card: card.id, player: to.name }));
    }
    // The Judge: nothing goes in front of a player, so no black card can be bought (house rule).
    if (state.event === 'the-judge' && houseRule(state, 'judge-forbids-black-equipment') === true) {
      flags.push(flag('judge-no-black', { event: 'the-judge', card: card.id }));
    }
    if (to && !equipmentOf(to).includes(card.id)) {
      events.push(change({ kind: 'equipped', player: to.name, card: card.id }));
    }
    return { events, flags };
  }
  const effect = brownEffect(state, buyer, card, entry, target);
  return {
    events: [...events, ...effect.events, change({ kind: 'under', card: card.id })],
    flags: [...flags, ...effect.flags],
  };
}

export function decideShop(state: State, raw: Entry): Decision {
  const entry = raw as ShopEntry;
  const card = equipmentCard(entry.card);
  if ('ok' in card) return card;
  const slot = (state.shop ?? []).indexOf(null);
  if (slot < 0) return { ok: true, events: [], flags: [flag('shop-full')] };
  const flags: Flag[] = [];
  if (!nextCards(deckOf(state)).includes(card.id))
    flags.push(flag('not-in-equipment-deck', { card: card.id }));
  return { ok: true, events: [change({ kind: 'shop-filled', slot, card: card.id })], flags };
}

export function decideRemove(state: State, raw: Entry): Decision {
  const entry = raw as RemoveEntry;
  const card = equipmentCard(entry.card);
  if ('ok' in card) return card;
  const remover = findPlayer(state, entry.player ?? state.turn.player);
  if (!remover) return noPlayer(entry.player);
  const target = findPlayer(state, entry.target);
  if (!target) return noPlayer(entry.target, 'target');
  const flags = shopChecks(state, remover);
  const events: GameEvent[] = [];
  if (target.name === remover.name)
    flags.push(flag('own-equipment', { player: remover.name, card: card.id }));
  if (!equipmentOf(target).includes(card.id)) {
    flags.push(flag('not-in-front', { player: target.name, card: card.id }));
  }
  // Its cost + 1; Pretty Luzena's discount is for buying only.
  const cost = (card.equipment?.cost ?? 0) + 1;
  const paid = entry.cost ?? cost;
  if (paid !== cost) flags.push(flag('wrong-cost', { card: card.id, cost, paid }));
  pay(remover, paid, card.id, flags, events);
  events.push(change({ kind: 'unequipped', player: target.name, card: card.id }));
  return { ok: true, events, flags };
}
