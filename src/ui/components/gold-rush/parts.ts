// What a table with Gold Rush loads on first sight: the shop, a seat's gold, the Beer sale, their read-only
// forms for the display and the phones, the words, and the labels of the abilities that cost nuggets.
import SeatGold from './SeatGold.svelte';
import SellBeer from './SellBeer.svelte';
import Shop from './Shop.svelte';
import ShopLine from './ShopLine.svelte';
import TableGold from './TableGold.svelte';
import { GOLD_RUSH_WORDS } from '../../i18n/gold-rush.ts';
import { goldOfferLabel } from './labels.ts';

export const parts = {
  SeatGold,
  SellBeer,
  Shop,
  ShopLine,
  TableGold,
  words: GOLD_RUSH_WORDS,
  offerLabel: goldOfferLabel,
};
export type GoldRushParts = typeof parts;
