// A card that takes one card of each other player (Brawl): for each one with cards in play, from the player in
// turn on, the pad asks which goes, the hand (at random) or a card in play; the move goes with the last answer.
// A player with cards in hand only is not asked: his card comes from the hand.
import type { PlayEntry, PlayerState, TargetCard } from '../../engine/types.ts';
import { catalogue } from '../../engine/catalogue/index.ts';

export interface EachPick {
  entry: PlayEntry;
  /** The players still to be asked about, the next first. */
  ask: string[];
  picks: TargetCard[];
}

/** The questions an entry from the pad needs first, or null when it goes as it is. */
export function startEachPick(
  entry: PlayEntry,
  players: readonly PlayerState[],
  turn: string,
): EachPick | null {
  if (entry.target || entry.targetCards || !catalogue.card(entry.card)?.takesCard) return null;
  const at = players.findIndex((p) => p.name === turn);
  const order = [...players.slice(at + 1), ...players.slice(0, Math.max(0, at))];
  const ask = order.filter((p) => p.alive && p.name !== turn && p.inPlay.length > 0).map((p) => p.name);
  return ask.length > 0 ? { entry, ask, picks: [] } : null;
}

/** The answer for the player asked about: the next question, or the entry once all are answered. */
export function answerEachPick(pick: EachPick, card: string): EachPick | PlayEntry {
  const [player, ...ask] = pick.ask;
  const picks = player === undefined ? pick.picks : [...pick.picks, { player, card }];
  if (ask.length > 0) return { ...pick, ask, picks };
  // The hand is what an unnamed player discards from: only the cards in play need naming.
  const named = picks.filter((p) => p.card !== 'hand');
  return named.length > 0 ? { ...pick.entry, targetCards: named } : pick.entry;
}
