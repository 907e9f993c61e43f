// The Valley of Shadows' own table parts (its palette choices, the cards offered on a seat, a phone's out-of-turn
// plays) stay out of the table's start-up bundle: they load the first time a game with the expansion is shown.
import type * as PartsModule from '../components/valley-of-shadows/parts.ts';

type Parts = typeof PartsModule;

class ValleyParts {
  parts = $state.raw<Parts | null>(null);
  #started = false;

  /** Starts loading the parts (once) when these expansions include The Valley of Shadows. */
  want(expansions: readonly string[]): void {
    if (this.#started || !expansions.includes('valley-of-shadows')) return;
    this.#started = true;
    void import('../components/valley-of-shadows/parts.ts').then((m) => (this.parts = m));
  }
}

export const valley = new ValleyParts();
