// The move being built: a card from the palette (and its sign, optional), then a target seat, then, for the
// cards that take a card from someone, which card. Only UI state: nothing is sent until it is complete.
import type { PlayEntry } from '../../engine/types.ts';
import { catalogue } from '../../engine/index.ts';

export class Draft {
  card = $state<string | null>(null);
  sign = $state<string | null>(null);
  /** The target chosen for a card that still needs to know which of the target's cards. */
  target = $state<string | null>(null);

  readonly info = $derived(this.card ? (catalogue.card(this.card) ?? null) : null);
  /** A green card is placed in front of its player: its target is chosen when it is used. */
  readonly needsTarget = $derived(
    this.info !== null && this.info.target !== 'none' && this.info.kind !== 'green',
  );
  /** Takes or discards one of the target's cards (Panic!, Cat Balou): the catalogue says so. */
  readonly takesACard = $derived(this.info?.takesCard ?? false);

  choose(card: string): void {
    if (this.card === card) {
      this.clear();
      return;
    }
    this.card = card;
    this.sign = null;
    this.target = null;
  }

  toggleSign(sign: string): void {
    this.sign = this.sign === sign ? null : sign;
  }

  clear(): void {
    this.card = null;
    this.sign = null;
    this.target = null;
  }

  /** The entry for the draft as it stands, with an optional target and target card. */
  entry(target?: string, targetCard?: string): PlayEntry | null {
    if (!this.card) return null;
    const entry: PlayEntry = { type: 'play', card: this.card };
    if (this.sign) entry.sign = this.sign;
    if (target) entry.target = target;
    if (targetCard) entry.targetCard = targetCard;
    return entry;
  }
}
