// What the seats and the shop read from the host's view and Gold Rush offers. The fields are read
// structurally, so a view without them simply shows nothing.
import type { Entry, PlayerState, TableView } from '../../../engine/types.ts';
import type { PromptOption } from '../../../engine/index.ts';
import { catalogue } from '../../../engine/catalogue/index.ts';

/** The entry fields the Gold Rush offers carry (game-script forms `buy`, `shop`, `remove`, `play` + nugget). */
interface GoldFields {
  type: string;
  card?: string;
  target?: string;
  targetCard?: string;
  as?: string;
  cost?: number;
  nugget?: boolean;
}

function fields(entry: Entry): GoldFields {
  return entry as GoldFields;
}

/** The shop's slots (`null`: a slot still to be entered), or null in a game without Gold Rush. */
export function shopOf(view: TableView): (string | null)[] | null {
  return (view as { shop?: (string | null)[] | null }).shop ?? null;
}

export function nuggetsOf(player: PlayerState): number {
  return (player as { nuggets?: number }).nuggets ?? 0;
}

export function equipmentOf(player: PlayerState): string[] {
  return (player as { equipment?: string[] }).equipment ?? [];
}

/** The printed cost in nuggets of an equipment card, from the catalogue. */
export function costOf(card: string): number | null {
  const info = catalogue.card(card) as { equipment?: { cost: number } } | undefined;
  return info?.equipment?.cost ?? null;
}

/** The host's offers to buy `card` from the shop: one per target or choice. */
export function buyOffers(offers: readonly PromptOption[], card: string): PromptOption[] {
  return offers.filter((o) => fields(o.entry).type === 'buy' && fields(o.entry).card === card);
}

/** The cards the table may have turned up into the empty slot (the equipment still in the deck). */
export function refillOffers(offers: readonly PromptOption[]): PromptOption[] {
  return offers.filter((o) => fields(o.entry).type === 'shop');
}

/** "Remove for N nuggets": the offer to discard `card` in front of `owner`, if the host sent one. */
export function removeOffer(
  offers: readonly PromptOption[],
  owner: string,
  card: string,
): PromptOption | undefined {
  return offers.find((o) => {
    const f = fields(o.entry);
    return f.type === 'remove' && f.target === owner && f.card === card;
  });
}

/** "Sell for a nugget": the offer to sell a Beer, if the host sent one. */
export function sellOffer(offers: readonly PromptOption[]): PromptOption | undefined {
  return offers.find((o) => fields(o.entry).type === 'play' && fields(o.entry).nugget === true);
}

/** The nuggets an offer pays: its `cost`, else the printed one (a removal: the printed cost + 1). */
export function paid(option: PromptOption): number | null {
  const f = fields(option.entry);
  if (f.cost !== undefined) return f.cost;
  const printed = f.card ? costOf(f.card) : null;
  if (printed === null) return null;
  return f.type === 'remove' ? printed + 1 : printed;
}

/** The choice a buy offer makes beyond the card: its target, what it is used as, the card aimed at. */
export function buyChoice(option: PromptOption): { target?: string; as?: string; targetCard?: string } {
  const { target, as, targetCard } = fields(option.entry);
  return {
    ...(target === undefined ? {} : { target }),
    ...(as === undefined ? {} : { as }),
    ...(targetCard === undefined ? {} : { targetCard }),
  };
}

export function cardOf(option: PromptOption): string {
  return fields(option.entry).card ?? '';
}
