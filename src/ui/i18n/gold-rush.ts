// Gold Rush's words at the table (the shop, the nuggets, the equipment, the nugget abilities) in the four
// languages. Kept apart from the table's tables so that they load with the shop, in a game with Gold Rush only.
// Card and character names come from the catalogue.
import type { Locale } from '../../engine/catalogue/index.ts';
import { csCount, enCount } from '../../i18n/plural.ts';

type N = { n: number | string };
type Name = { name: string };

/** nuget, nominative and accusative alike ("stojí 2 nugety", "za 5 nugetů"). */
const NUGGETS = ['nuget', 'nugety', 'nugetů'] as const;
const enN = (n: number | string) => enCount(n, 'nugget');
const csN = (n: number | string) => csCount(n, NUGGETS);

const en = {
  shop: 'Shop',
  nuggets: ({ n }: N) => enN(n),
  nuggetsOf: ({ name, n }: Name & N) => `${name}: ${enN(n)}`,
  costNuggets: ({ n }: N) => `costs ${enN(n)}`,
  buyFor: ({ card, n }: { card: string } & N) => `Buy ${card} for ${enN(n)}`,
  buyWhich: ({ card }: { card: string }) => `${card}: for whom, as what?`,
  buyWhom: ({ card }: { card: string }) => `${card}: for whom?`,
  notForSale: ({ card }: { card: string }) => `${card}: not for sale now`,
  refillAsk: 'Which card did the table turn up?',
  refillLater: 'Later',
  refillPick: 'Card turned up…',
  refillNow: 'Enter the card turned up',
  removeFor: ({ n }: N) => `Remove for ${enN(n)}`,
  sellBeer: 'Sell for a nugget',
  nuggetsLabel: 'Nuggets',
  oneNuggetLess: 'One nugget less',
  oneNuggetMore: 'One nugget more',
  goldPanUse: ({ name }: Name) => `${name}: 1 nugget → 1 card`,
  rucksackUse: ({ name }: Name) => `${name}: 2 nuggets → 1 life`,
  jackyUse: ({ name, target }: Name & { target: string }) => `${name}: 2 nuggets → BANG! ${target}`,
  joshUse: ({ name, card }: Name & { card: string }) => `${name}: 2 nuggets → ${card}`,
  raddieUse: ({ name }: Name) => `${name}: 1 nugget → 1 card`,
};

export type GoldRushWords = typeof en;

const cs: GoldRushWords = {
  shop: 'Obchod',
  nuggets: ({ n }) => csN(n),
  nuggetsOf: ({ name, n }) => `${name}: ${csN(n)}`,
  costNuggets: ({ n }) => `stojí ${csN(n)}`,
  buyFor: ({ card, n }) => `Koupit ${card} za ${csN(n)}`,
  buyWhich: ({ card }) => `${card}: pro koho, jako co?`,
  buyWhom: ({ card }) => `${card}: pro koho?`,
  notForSale: ({ card }) => `${card}: teď ji koupit nelze`,
  refillAsk: 'Kterou kartu stůl otočil?',
  refillLater: 'Později',
  refillPick: 'Otočená karta…',
  refillNow: 'Zadat otočenou kartu',
  removeFor: ({ n }) => `Odstranit za ${csN(n)}`,
  sellBeer: 'Prodat za nuget',
  nuggetsLabel: 'Nugety',
  oneNuggetLess: 'O nuget méně',
  oneNuggetMore: 'O nuget více',
  goldPanUse: ({ name }) => `${name}: 1 nuget → 1 karta`,
  rucksackUse: ({ name }) => `${name}: 2 nugety → 1 život`,
  jackyUse: ({ name, target }) => `${name}: 2 nugety → BANG! ${target}`,
  joshUse: ({ name, card }) => `${name}: 2 nugety → ${card}`,
  raddieUse: ({ name }) => `${name}: 1 nuget → 1 karta`,
};

const zhHant: GoldRushWords = {
  shop: '商店',
  nuggets: ({ n }) => `${n} 個金塊`,
  nuggetsOf: ({ name, n }) => `${name}：${n} 個金塊`,
  costNuggets: ({ n }) => `價格 ${n} 個金塊`,
  buyFor: ({ card, n }) => `用 ${n} 個金塊買${card}`,
  buyWhich: ({ card }) => `${card}：給誰、當作什麼？`,
  buyWhom: ({ card }) => `${card}：給誰？`,
  notForSale: ({ card }) => `${card}：現在不能買`,
  refillAsk: '翻開的是哪張牌？',
  refillLater: '稍後',
  refillPick: '翻開的牌…',
  refillNow: '輸入翻開的牌',
  removeFor: ({ n }) => `付 ${n} 個金塊移除`,
  sellBeer: '賣掉換 1 個金塊',
  nuggetsLabel: '金塊',
  oneNuggetLess: '少 1 個金塊',
  oneNuggetMore: '多 1 個金塊',
  goldPanUse: ({ name }) => `${name}：1 個金塊 → 1 張牌`,
  rucksackUse: ({ name }) => `${name}：2 個金塊 → 1 點生命`,
  jackyUse: ({ name, target }) => `${name}：2 個金塊 → 砰！${target}`,
  joshUse: ({ name, card }) => `${name}：2 個金塊 → ${card}`,
  raddieUse: ({ name }) => `${name}：1 個金塊 → 1 張牌`,
};

const zhHans: GoldRushWords = {
  shop: '商店',
  nuggets: ({ n }) => `${n} 个金块`,
  nuggetsOf: ({ name, n }) => `${name}：${n} 个金块`,
  costNuggets: ({ n }) => `价格 ${n} 个金块`,
  buyFor: ({ card, n }) => `用 ${n} 个金块买${card}`,
  buyWhich: ({ card }) => `${card}：给谁、当作什么？`,
  buyWhom: ({ card }) => `${card}：给谁？`,
  notForSale: ({ card }) => `${card}：现在不能买`,
  refillAsk: '翻开的是哪张牌？',
  refillLater: '稍后',
  refillPick: '翻开的牌…',
  refillNow: '输入翻开的牌',
  removeFor: ({ n }) => `付 ${n} 个金块移除`,
  sellBeer: '卖掉换 1 个金块',
  nuggetsLabel: '金块',
  oneNuggetLess: '少 1 个金块',
  oneNuggetMore: '多 1 个金块',
  goldPanUse: ({ name }) => `${name}：1 个金块 → 1 张牌`,
  rucksackUse: ({ name }) => `${name}：2 个金块 → 1 点生命`,
  jackyUse: ({ name, target }) => `${name}：2 个金块 → BANG！${target}`,
  joshUse: ({ name, card }) => `${name}：2 个金块 → ${card}`,
  raddieUse: ({ name }) => `${name}：1 个金块 → 1 张牌`,
};

export const GOLD_RUSH_WORDS: Record<Locale, GoldRushWords> = { en, cs, zhHant, zhHans };
