// `setup.shop`: the three equipment cards the table turned up, only with Gold Rush, no more copies than the box.
import type { EntryError, Setup } from '../../types.ts';
import { catalogue } from '../../catalogue/index.ts';
import { GOLD_RUSH } from './state.ts';

export function checkShopSetup(setup: Setup): EntryError | null {
  if (!setup.shop) return null;
  if (!setup.expansions.includes(GOLD_RUSH)) {
    return { path: 'setup.shop', message: 'the shop is Gold Rush\'s: add "gold-rush" to the expansions' };
  }
  for (const [i, id] of setup.shop.entries()) {
    const card = catalogue.card(id);
    if (!card?.equipment)
      return { path: `setup.shop[${i}]`, message: `"${id}" is not a Gold Rush equipment card` };
    const count = setup.shop.filter((x) => x === id).length;
    if (count > card.equipment.count) {
      return {
        path: `setup.shop[${i}]`,
        message: `the box holds ${card.equipment.count} ${card.name.en}, not ${count}`,
      };
    }
  }
  return null;
}
