// Armed & Dangerous as one expansion: its cards and characters, and what it does at the core's moments (the
// Load tokens of every entry, the answers a Dangerous shot leaves, the offers of its objects).
import type { Expansion } from '../../hooks.ts';
import { armedCardRules } from './dangerous/index.ts';
import { armedBrownRules } from './brown/index.ts';
import { armedCharacterRules } from './characters/abilities.ts';
import { armedDiscard, armedPlay, armedRespond, armedUse } from './entries.ts';
import { correctTokens } from './correct.ts';
import { armedSettle } from './settle.ts';
import { armedOffers, bigFiftyAnswers, bombPassOffers } from './offers.ts';
import { armedAnswerOffers } from './brown/offers.ts';
import { cannotBeCancelled } from './dangerous/weapons.ts';
import { abigailOffers } from './characters/reacting.ts';
import { bandolierBangs, bellTowerRinging } from './turn-marks.ts';

export const armedAndDangerous: Expansion = {
  id: 'armed-and-dangerous',
  cards: [...armedCardRules, ...armedBrownRules],
  characters: armedCharacterRules,
  onPlay: armedPlay,
  onRespond: armedRespond,
  onUse: armedUse,
  onDiscard: armedDiscard,
  onCorrect: correctTokens,
  afterEntry: armedSettle,
  offers: armedOffers,
  promptAnswers(table, prompt, expansions) {
    if (prompt.type === 'pass-bomb') return bombPassOffers(table, prompt);
    // A shot nothing cancels (Double Barrel's ♦ BANG!) waits for its target all the same: taking the hit, or
    // Ms. Abigail ignoring the card, which is not cancelling it.
    if (cannotBeCancelled(prompt))
      return [
        ...abigailOffers(table, prompt, expansions),
        { label: 'Take the hit', entry: { type: 'pass', player: prompt.player } },
      ];
    // Big Fifty's shot: the target's Barrel, Crate or ability are not offered (they have no effect on it).
    if (prompt.type === 'answer-bang' && prompt.weapon === 'big-fifty')
      return bigFiftyAnswers(table, prompt, expansions);
    return undefined;
  },
  moreAnswers: armedAnswerOffers,
  // After Bell Tower, the next card its owner plays sees everyone at 1.
  distance: (table, from) => (bellTowerRinging(table, from.name) ? 1 : undefined),
  extraBangs: (table) => bandolierBangs(table),
  // Big Fifty: the target's ability (Apache Kid's immunity, Bart Cassidy's draw) has no effect against the shot.
  ignoresAbility: (weapon) => weapon === 'big-fifty',
};
