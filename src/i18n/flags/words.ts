// The shape of a language's flag table: a sentence for every flag code, typed by the code's params (a missing
// code, or a sentence using a param the code does not declare, fails the type check), and the few words the
// params are said with.
import type { FlagCode, SaidParams } from '../../engine/catalogue/flags.ts';
import type { PromptType } from '../../engine/types.ts';

export type FlagSentences = { [C in FlagCode]: (p: SaidParams[C]) => string };

/** The questions no card or event names: said in the table's words. */
export type UnnamedPrompt = Exclude<
  PromptType,
  | 'answer-bang'
  | 'duel'
  | 'indians'
  | 'general-store'
  | 'russian-roulette'
  | 'ricochet'
  | 'pass-bomb'
  | 'bandidos'
  | 'poker'
>;

export interface FlagWords {
  /** The weapon of a player without one. */
  colt: string;
  /** Load tokens lying on the character card, not on a card in play. */
  character: string;
  /** A flag raised under a reading the table picked: the sentence, then which ("house rule: …"). */
  underHouseRule: (sentence: string, reading: string) => string;
  prompts: Record<UnnamedPrompt, string>;
  flags: FlagSentences;
}
