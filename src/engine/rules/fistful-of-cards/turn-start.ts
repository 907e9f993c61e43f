// A Fistful of Cards, the deck's last card: a BANG! per card in hand at the start of every turn.
import type { GameEvent } from '../../types.ts';
import type { EventRule } from '../../hooks.ts';

/** At the start of his turn each player is the target of one BANG! per card in hand (counted then); each is
 * cancelled as usual (FoC FAQ Q1). Nobody shoots them: a death rewards nobody. */
export const aFistfulOfCards: EventRule = {
  id: 'a-fistful-of-cards',
  startOfTurn: (_state, player) =>
    Array.from({ length: player.hand }, (): GameEvent => ({
      type: 'PromptOpened',
      prompt: { type: 'answer-bang', player: player.name, card: 'a-fistful-of-cards', needed: 1 },
    })),
};
