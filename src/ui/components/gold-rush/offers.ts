// What the seats and the shop read from the host's view and Gold Rush offers.
import type { PlayerState } from '../../../engine/types.ts';
import type { PromptOption } from '../../../engine/index.ts';
import { catalogue } from '../../../engine/catalogue/index.ts';

export function nuggetsOf(player: PlayerState): number {
  return player.nuggets ?? 0;
}

export function equipmentOf(player: PlayerState): string[] {
  return player.equipment ?? [];
}

/** The printed cost in nuggets of an equipment card, from the catalogue. */
export function costOf(card: string): number | null {
  return catalogue.card(card)?.equipment?.cost ?? null;
}

/** The host's offers to buy `card` from the shop: one per target or choice. */
export function buyOffers(offers: readonly PromptOption[], card: string): PromptOption[] {
  return offers.filter((o) => o.entry.type === 'buy' && o.entry.card === card);
}

/** The cards the table may have turned up into the empty slot (the equipment still in the deck). */
export function refillOffers(offers: readonly PromptOption[]): PromptOption[] {
  return offers.filter((o) => o.entry.type === 'shop');
}

/** "Remove for N nuggets": the offer to discard `card` in front of `owner`, if the host sent one. */
export function removeOffer(
  offers: readonly PromptOption[],
  owner: string,
  card: string,
): PromptOption | undefined {
  return offers.find((o) => o.entry.type === 'remove' && o.entry.target === owner && o.entry.card === card);
}

/** "Sell for a nugget": the offer to sell a Beer, if the host sent one. */
export function sellOffer(offers: readonly PromptOption[]): PromptOption | undefined {
  return offers.find((o) => o.entry.type === 'play' && o.entry.nugget === true);
}

/** The nuggets an offer pays: its `cost`, else the printed one (a removal: the printed cost + 1). */
export function paid(option: PromptOption): number | null {
  const e = option.entry;
  if (e.type !== 'buy' && e.type !== 'remove') return null;
  if (e.cost !== undefined) return e.cost;
  const printed = costOf(e.card);
  if (printed === null) return null;
  return e.type === 'remove' ? printed + 1 : printed;
}

/** The choice a buy offer makes beyond the card: its target, what it is used as, the card aimed at. */
export function buyChoice(option: PromptOption): { target?: string; as?: string; targetCard?: string } {
  const e = option.entry;
  if (e.type !== 'buy') return {};
  return {
    ...(e.target === undefined ? {} : { target: e.target }),
    ...(e.as === undefined ? {} : { as: e.as }),
    ...(e.targetCard === undefined ? {} : { targetCard: e.targetCard }),
  };
}

export function cardOf(option: PromptOption): string {
  const e = option.entry;
  return e.type === 'buy' || e.type === 'shop' || e.type === 'remove' ? e.card : '';
}
