// What a table with Gold Rush loads on first sight: the shop, a seat's gold, the Beer sale, their read-only
// forms for the display and the phones, and the labels of the abilities that cost nuggets.
import SeatGold from './SeatGold.svelte';
import SellBeer from './SellBeer.svelte';
import Shop from './Shop.svelte';
import ShopLine from './ShopLine.svelte';
import TableGold from './TableGold.svelte';
import NuggetsField from './NuggetsField.svelte';
import { goldOfferLabel } from './labels.ts';
import type { GoldRushParts } from '../../lib/gold-rush.svelte.ts';

export const parts: GoldRushParts = {
  SeatGold,
  SellBeer,
  Shop,
  ShopLine,
  TableGold,
  NuggetsField,
  offerLabel: goldOfferLabel,
};
