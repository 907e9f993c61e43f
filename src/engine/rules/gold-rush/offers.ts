// What the table is offered for Gold Rush, only when affordable and legal: each shop card to buy (one offer per
// target or choice it needs), the cards that may be turned up into an empty slot, "Remove for N nuggets" for
// each black card in front of another player, selling a Beer, and the abilities and equipment paid in nuggets.
// Rucksack is among the answers of a player facing his own lethal hit.
import type { Entry, EquipmentUse, PlayerState, Prompt, State, Table } from '../../types.ts';
import { noCopyLeft } from '../../known-cards.ts';
import type { Offer } from '../../hooks.ts';
import { catalogue, type CardInfo } from '../../catalogue/index.ts';
import { living } from '../../seat.ts';
import { distance, reach } from '../../distance.ts';
import { abilityOf, eventForbids, hasAbility } from '../../event-in-force.ts';
import { houseRule } from '../../house-rule.ts';
import { deckOf, equipmentOf, goldRushIn, nextCards, nuggetsOf } from './state.ts';
import { hasWorking } from './equipment-works.ts';
import { usesThisTurn } from './equipment.ts';

const name = (id: string): string => catalogue.card(id)?.name.en ?? catalogue.character(id)?.name.en ?? id;

function price(table: Table, me: PlayerState, card: CardInfo): number {
  const printed = card.equipment?.cost ?? 0;
  const discount =
    hasAbility(table, me, 'pretty-luzena') && !(table.turn.used ?? []).includes('pretty-luzena');
  return discount ? Math.max(0, printed - 1) : printed;
}

/** The ways a bought card can be aimed or used: the entry's extra fields, each legal now. */
/** Extra fields of a buy (or Josh McCloud's use). */
type Choice = { target?: string; targetCard?: string; as?: EquipmentUse };

function choices(table: Table, me: PlayerState, card: CardInfo): Choice[] {
  const others = living(table).filter((p) => p.name !== me.name);
  const inReach = others.filter((p) => distance(table, me, p) <= reach(me, table));
  switch (card.id) {
    case 'shot':
      return living(table).map((p) => ({ target: p.name }));
    case 'wanted':
      return living(table)
        .filter((p) => !equipmentOf(p).includes('wanted'))
        .map((p) => ({ target: p.name }));
    case 'bottle':
      return [
        ...(me.life < me.maxLife && living(table).length > 2 ? [{ as: 'beer' as const }] : []),
        ...inReach.map((p) => ({ as: 'bang' as const, target: p.name })),
        ...others
          .filter((p) => p.hand > 0 && distance(table, me, p) <= 1)
          .map((p) => ({ as: 'panic' as const, target: p.name, targetCard: 'hand' })),
      ];
    case 'pardner':
      return [
        { as: 'general-store' as const },
        ...others.map((p) => ({ as: 'duel' as const, target: p.name })),
        ...others
          .filter((p) => p.hand > 0)
          .map((p) => ({ as: 'cat-balou' as const, target: p.name, targetCard: 'hand' })),
      ];
    default:
      return [{}];
  }
}

function judgeForbids(table: Table, card: CardInfo): boolean {
  return (
    card.kind === 'black' &&
    table.event === 'the-judge' &&
    houseRule(table, 'judge-forbids-black-equipment') === true
  );
}

function fits(me: PlayerState, card: CardInfo, extra: { target?: string }): boolean {
  if (card.kind !== 'black') return true;
  const to = card.id === 'wanted' ? extra.target : me.name;
  return to === me.name ? !equipmentOf(me).includes(card.id) : true;
}

function label(card: string, extra: { target?: string; as?: string }): string {
  return [name(card), extra.as ? `as ${name(extra.as)}` : '', extra.target ? `→ ${extra.target}` : '']
    .filter(Boolean)
    .join(' ');
}

function buyOffers(table: Table, me: PlayerState): Offer[] {
  const out: Offer[] = [];
  for (const id of new Set(table.shop ?? [])) {
    const card = id ? catalogue.card(id) : undefined;
    if (!card?.equipment || nuggetsOf(me) < price(table, me, card) || judgeForbids(table, card)) continue;
    for (const extra of choices(table, me, card)) {
      if (!fits(me, card, extra)) continue;
      out.push({
        label: `Buy ${label(card.id, extra)} (${price(table, me, card)})`,
        entry: {
          type: 'buy',
          player: me.name,
          card: card.id,
          cost: price(table, me, card),
          ...extra,
        } as Entry,
      });
    }
  }
  return out;
}

function removeOffers(table: Table, me: PlayerState): Offer[] {
  return living(table)
    .filter((p) => p.name !== me.name)
    .flatMap((p) =>
      equipmentOf(p)
        .filter((id) => nuggetsOf(me) >= (catalogue.card(id)?.equipment?.cost ?? 0) + 1)
        .map((id): Offer => {
          const cost = (catalogue.card(id)?.equipment?.cost ?? 0) + 1;
          return {
            label: `Remove ${p.name}'s ${name(id)} for ${cost} nuggets`,
            entry: { type: 'remove', player: me.name, target: p.name, card: id, cost },
          };
        }),
    );
}

function sellOffers(table: Table, me: PlayerState): Offer[] {
  const beer = catalogue.card('beer');
  // Not while every Beer the game has is known on the pile or in play.
  if (!beer || me.hand < 1 || ('setup' in table && noCopyLeft(table as State, 'beer') !== null)) return [];
  const forbidden = eventForbids({ state: table, player: me, card: beer, placing: false, answering: false });
  return forbidden.length > 0
    ? []
    : [
        {
          label: 'Sell a Beer for a nugget',
          entry: { type: 'play', player: me.name, card: 'beer', nugget: true },
        },
      ];
}

/** Josh McCloud's card with the fields its use needs by default (Shot on himself, Bottle as a Beer…). */
function joshFields(table: Table, me: PlayerState, id: string): Choice | null {
  const card = catalogue.card(id);
  if (!card) return null;
  const first = choices(table, me, card).find((c) => fits(me, card, c));
  if (card.kind === 'black' && equipmentOf(me).includes(id)) return {};
  return first ?? null;
}

function abilityOffers(table: Table, me: PlayerState): Offer[] {
  const out: Offer[] = [];
  const nuggets = nuggetsOf(me);
  const ability = abilityOf(table, me)?.id;
  const use = (extra: Partial<Entry>, text: string): void =>
    void out.push({ label: text, entry: { type: 'use', player: me.name, ...extra } as Entry });
  if (ability === 'jacky-murieta' && nuggets >= 2) {
    for (const p of living(table)) {
      if (p.name !== me.name && distance(table, me, p) <= reach(me, table))
        use({ ability: 'jacky-murieta', target: p.name }, `${name('jacky-murieta')}: BANG! → ${p.name} (2)`);
    }
  }
  if (ability === 'raddie-snake' && nuggets >= 1 && usesThisTurn(table, 'raddie-snake') < 2)
    use({ ability: 'raddie-snake' }, `${name('raddie-snake')}: 1 card (1)`);
  if (ability === 'josh-mccloud' && nuggets >= 2) {
    const deck = deckOf(table);
    const cards = deck.dealt ? nextCards(deck).slice(0, 1) : [...new Set(nextCards(deck))];
    for (const id of cards) {
      const fields = joshFields(table, me, id);
      if (fields)
        use(
          { ability: 'josh-mccloud', card: id, ...fields },
          `${name('josh-mccloud')}: ${label(id, fields)} (2)`,
        );
    }
  }
  if (hasWorking(table, me, 'gold-pan') && nuggets >= 1 && usesThisTurn(table, 'gold-pan') < 2)
    use({ card: 'gold-pan' }, `${name('gold-pan')}: 1 card (1)`);
  if (hasWorking(table, me, 'rucksack') && nuggets >= 2 && me.life < me.maxLife)
    use({ card: 'rucksack' }, `${name('rucksack')}: 1 life (2)`);
  return out;
}

/** The cards the table may turn up into the shop's empty slot: only equipment still in the deck. */
function refillOffers(table: Table): Offer[] {
  if (!(table.shop ?? []).includes(null)) return [];
  return [...new Set(nextCards(deckOf(table)))].map((id) => ({
    label: `Turn up ${name(id)}`,
    entry: { type: 'shop', card: id },
  }));
}

export function goldRushOffers(table: Table): Offer[] {
  if (!goldRushIn(table) || (table as { over?: boolean }).over) return [];
  const refill = refillOffers(table);
  const me = living(table).find((p) => p.name === table.turn.player);
  if (!me || table.prompts.length > 0 || table.turn.phase !== 'play') return refill;
  return [
    ...refill,
    ...buyOffers(table, me),
    ...removeOffers(table, me),
    ...sellOffers(table, me),
    ...abilityOffers(table, me),
  ];
}

/** Rucksack among the answers of a player facing his own lethal hit, when he can pay. */
export function rucksackAnswers(table: Table, prompt: Prompt): Offer[] {
  if (!goldRushIn(table) || prompt.type !== 'dying') return [];
  const me = living(table).find((p) => p.name === prompt.player);
  if (!me || !hasWorking(table, me, 'rucksack') || nuggetsOf(me) < 2) return [];
  return [
    { label: `${name('rucksack')}: 1 life (2)`, entry: { type: 'use', player: me.name, card: 'rucksack' } },
  ];
}
