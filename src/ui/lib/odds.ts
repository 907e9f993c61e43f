// The draw! odds as the table reads them: "Barrel: 17 of 62 unseen cards succeed, 27 % (from what was
// entered)", and Lucky Duke's two cards. The engine counts; this only says it.
import type { DrawOdds } from '../../engine/types.ts';
import { catalogue } from '../../engine/catalogue/index.ts';
import { cardName, characterName, eventCardName, i18n } from '../i18n/index.svelte.ts';
import { percent } from './odds-setting.svelte.ts';

function nameOf(source: string): string {
  if (catalogue.card(source)) return cardName(source);
  if (catalogue.character(source)) return characterName(source);
  return eventCardName(source);
}

export function oddsText(source: string, odds: DrawOdds | undefined): string {
  const t = i18n.t;
  const card = nameOf(source);
  if (!odds) return t.noOdds({ card });
  const one = t.odds({
    card,
    // A card known only by name makes the count an average over its copies: one decimal is enough.
    succeed: Math.round(odds.succeed * 10) / 10,
    unseen: odds.unseen,
    percent: percent(odds.succeed, odds.unseen),
  });
  const two = odds.twoCards;
  return two ? one + t.oddsTwo({ percent: percent(two.succeed, two.pairs) }) : one;
}
