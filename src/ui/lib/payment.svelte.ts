// An offered move that pays Load tokens (an ability, an upgraded answer) waits while the table taps where the
// tokens come from; any other offer goes at once. The move pad and the prompt banner each hold one.
import type { Entry, PromptOption } from '../../engine/index.ts';
import { paysTokens, type PaidEntry } from './tokens.ts';

export class Payment {
  option = $state<PromptOption | null>(null);
  /** The move waiting for its tokens, if any. */
  readonly entry = $derived<PaidEntry | null>(
    this.option && paysTokens(this.option.entry) ? this.option.entry : null,
  );
  readonly #enter: (entry: Entry) => void;

  constructor(enter: (entry: Entry) => void) {
    this.#enter = enter;
  }

  /** Enters the offer, or holds it for the pay panel when it pays tokens. */
  pick(option: PromptOption): void {
    if (paysTokens(option.entry)) this.option = option;
    else this.#enter(option.entry);
  }

  /** Enters the move with the tokens the table picked. */
  pay(entry: Entry): void {
    this.option = null;
    this.#enter(entry);
  }

  cancel(): void {
    this.option = null;
  }
}
