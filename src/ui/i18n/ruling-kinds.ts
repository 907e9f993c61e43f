// What a rulings hit is, in the four languages: said beside a name two hits share (Gold Rush: the High Noon
// event and the equipment card). Kept apart from the table's tables: it loads with the rulings panel.
import type { Locale } from '../../engine/catalogue/index.ts';
import type { EntryKind } from '../../rulings/types.ts';

export const RULING_KINDS: Record<Locale, Record<EntryKind, string>> = {
  en: { card: 'card', character: 'character', role: 'role', event: 'event', rule: 'rule' },
  cs: { card: 'karta', character: 'postava', role: 'role', event: 'událost', rule: 'pravidlo' },
  zhHant: { card: '卡牌', character: '角色', role: '身分', event: '事件', rule: '規則' },
  zhHans: { card: '卡牌', character: '角色', role: '身份', event: '事件', rule: '规则' },
};
