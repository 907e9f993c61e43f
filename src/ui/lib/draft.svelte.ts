// The move being built: a card from the palette (and its sign, optional), then a target seat (or several: an
// upgraded Arrow or Quick Shot), then, for the cards that take a card from someone, which card. Only UI
// state: nothing is sent until it is complete.
import type { PlayEntry } from '../../engine/types.ts';
import { catalogue, targetsAllowed } from '../../engine/catalogue/index.ts';
import { asLoad, asSpend } from './tokens.ts';

export class Draft {
  card = $state<string | null>(null);
  sign = $state<string | null>(null);
  /** The target chosen for a card that still needs to know which of the target's cards. */
  target = $state<string | null>(null);
  /** Dodge City's "discard another card": the extra card, if the table names it (the hand count is what counts). */
  extra = $state<string | null>(null);
  /** Armed & Dangerous: tokens the play places (a blue card's +1) and pays (an upgrade, a weapon's ability). */
  load = $state<Record<string, number>>({});
  spend = $state<Record<string, number>>({});
  /** The card whose effect it is played with, as the host offers it (Lemat: any card as a BANG!). */
  as = $state<string | null>(null);
  /** The card played together with it (Aim with a BANG! card). */
  with = $state<string | null>(null);
  /** The first target of a card whose second depends on it (Fanning), while the second is picked. */
  first = $state<string | null>(null);
  /** The players picked so far for a card aimed at several (in the order tapped). */
  targets = $state<string[]>([]);
  /** The card was chosen from the keyboard: its target is too, and the card search takes the keys back after. */
  byKeys = $state(false);
  /** Moves played from a draft so far, and whether the last one was chosen from the keyboard: the palette
   *  clears its search after each. */
  plays = $state(0);
  lastByKeys = $state(false);

  readonly info = $derived(this.card ? (catalogue.card(this.card) ?? null) : null);
  /** The card whose effect is played: its own, or the one it is played as. */
  readonly effect = $derived(this.as ? (catalogue.card(this.as) ?? this.info) : this.info);
  /** A green card is placed in front of its player: its target is chosen when it is used. */
  readonly aims = $derived(
    this.effect !== null && this.effect.target !== 'none' && this.effect.kind !== 'green',
  );
  /** How many players the card is aimed at with the upgrades paid (Arrow, Quick Shot: one more each). */
  readonly allowed = $derived(this.card ? targetsAllowed(this.card, asSpend(this.spend)) : 1);
  /** Several targets: the pad lists the seats to tap one after another, the move goes with the last. */
  readonly several = $derived(this.aims && this.allowed > 1);
  /** One target: a tap on its seat sends the move. */
  readonly needsTarget = $derived(this.aims && !this.several);
  /** Takes or discards one of the target's cards (Panic!, Cat Balou): the catalogue says so. */
  readonly takesACard = $derived(this.effect?.takesCard ?? false);

  choose(card: string, byKeys = false): void {
    if (this.card === card) {
      this.clear();
      return;
    }
    this.byKeys = byKeys;
    this.card = card;
    this.sign = null;
    this.as = null;
    this.with = null;
    this.first = null;
    this.target = null;
    this.extra = null;
    this.load = {};
    this.spend = {};
    this.targets = [];
  }

  /** The tokens paid; fewer upgrades keep only as many targets as they allow. */
  pay(counts: Record<string, number>): void {
    this.spend = counts;
    this.targets = this.targets.slice(0, this.allowed);
  }

  /** A seat tapped while picking several targets: picked, or unpicked when tapped again. True once every
   *  target the upgrades allow is picked. */
  toggleTarget(name: string): boolean {
    this.targets = this.targets.includes(name)
      ? this.targets.filter((n) => n !== name)
      : [...this.targets, name].slice(0, this.allowed);
    return this.targets.length >= this.allowed;
  }

  toggleSign(sign: string): void {
    this.sign = this.sign === sign ? null : sign;
  }

  clear(): void {
    this.byKeys = false;
    this.card = null;
    this.sign = null;
    this.as = null;
    this.with = null;
    this.first = null;
    this.target = null;
    this.extra = null;
    this.load = {};
    this.spend = {};
    this.targets = [];
  }

  /** The draft's entry, and the draft cleared: the move is on its way (null when no card is chosen). */
  play(target?: string, targetCard?: string): PlayEntry | null {
    const entry = this.entry(target, targetCard);
    if (!entry) return null;
    this.played(this.byKeys);
    return entry;
  }

  /** A card went to the table (played, or given as an answer): the draft is cleared and counted. */
  played(byKeys: boolean): void {
    this.clear();
    this.lastByKeys = byKeys;
    this.plays += 1;
  }

  /** The entry for the draft as it stands, with an optional target and target card (or the targets picked:
   *  the first as `target`, all of them as `targets`). */
  entry(target?: string, targetCard?: string): PlayEntry | null {
    if (!this.card) return null;
    const entry: PlayEntry = { type: 'play', card: this.card };
    if (this.sign) entry.sign = this.sign;
    if (this.as) entry.as = this.as;
    if (this.with) entry.with = this.with;
    const aimed = target ? [target] : this.targets;
    if (aimed[0]) entry.target = aimed[0];
    if (aimed.length > 1) entry.targets = [...aimed];
    if (targetCard) entry.targetCard = targetCard;
    if (this.extra) entry.discard = this.extra;
    const load = asLoad(this.load);
    const spend = asSpend(this.spend);
    if (load !== undefined) entry.load = load;
    if (spend) entry.spend = spend;
    return entry;
  }
}
