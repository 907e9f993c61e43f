// Answers the UI offers for Armed & Dangerous on top of the usual ones: Duck! with its upgrade paid (back to
// the hand) when the player has the tokens, and Ms. Abigail ignoring a J–A brown card aimed at her alone.
import type { ExpansionId, Prompt, Table } from '../../../types.ts';
import type { Offer } from '../../../hooks.ts';
import { catalogue, inGame } from '../../../catalogue/index.ts';
import { findPlayer } from '../../../seat.ts';
import { autoSpend } from '../characters/abilities.ts';
import { abigailOffers } from '../characters/reacting.ts';

export function armedAnswerOffers(table: Table, prompt: Prompt, expansions: readonly ExpansionId[]): Offer[] {
  const offers = abigailOffers(table, prompt, expansions);
  const duck = catalogue.card('duck');
  const player = findPlayer(table, prompt.player);
  if (prompt.type === 'answer-bang' && duck?.upgradeCost && player && inGame(duck, expansions)) {
    const spend = autoSpend(player, duck.upgradeCost);
    if (spend) {
      offers.push({
        label: `${duck.name.en} (${duck.upgradeCost} Load tokens: back to the hand)`,
        entry: { type: 'respond', player: player.name, card: 'duck', spend },
      });
    }
  }
  return offers;
}
