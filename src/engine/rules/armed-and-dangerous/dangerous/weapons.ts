// The four Dangerous weapons: a gun like any other (reach, replaced by any weapon), plus an ability paid with
// 1 token from the weapon when a real BANG! card is played (`spend: {"double-barrel": 1}`), before the answer.
import type { GameEvent, Prompt, State } from '../../../types.ts';
import type { CardRule, PlayContext } from '../../../hooks.ts';
import { catalogue } from '../../../catalogue/index.ts';
import { flag } from '../../../flags.ts';
import { formatSign } from '../../../sign.ts';
import { cardSuit } from '../../../draw-check.ts';
import { apply } from '../../../apply.ts';

function weapon(id: string, reach: number): CardRule {
  return { id, passive: { reach } };
}

export const armedWeaponRules: CardRule[] = [
  weapon('big-fifty', 6),
  weapon('buntline-special', 2),
  weapon('double-barrel', 1),
  weapon('thunderer', 3),
];

/** The shot this BANG! opened, marked with the weapon whose ability was paid. */
function markShot(ctx: PlayContext, weaponId: string): Prompt | null {
  const at = ctx.events.findIndex((e) => e.type === 'PromptOpened' && e.prompt.type === 'answer-bang');
  const opened = ctx.events[at];
  if (!opened || opened.type !== 'PromptOpened') return null;
  const prompt: Prompt = { ...opened.prompt, weapon: weaponId };
  ctx.events[at] = { type: 'PromptOpened', prompt };
  return prompt;
}

/** A Dangerous weapon's ability on the BANG! being played (the payment itself is the entry's `spend`). */
export function weaponShot(ctx: PlayContext, weaponId: string, paid: number): void {
  const cost = catalogue.card(weaponId)?.tokenCost ?? 1;
  if (paid !== cost) ctx.flags.push(flag('weapon-cost', { weapon: weaponId, cost, paid }));
  switch (weaponId) {
    case 'thunderer':
      // The BANG! card goes back to the hand before the answer; it still was the turn's BANG!.
      ctx.events.push({
        type: 'CardsDrawn',
        player: ctx.actor.name,
        count: 1,
        reason: 'thunderer',
        taken: 1,
      });
      return;
    case 'double-barrel': {
      // The suit as the event in force makes it count (Blessing, Curse).
      const suit = ctx.entry.sign ? (cardSuit(ctx.state, ctx.entry.sign) ?? undefined) : undefined;
      if (suit !== 'D') {
        const sign = ctx.entry.sign ? formatSign(ctx.entry.sign) : '(no sign given)';
        ctx.flags.push(flag('double-barrel-suit', { sign }));
        // Without a sign the table vouches for the ♦ by accepting; a sign of another suit has no effect.
        if (suit !== undefined) return;
      }
      uncancellable(ctx);
      return;
    }
    case 'big-fifty':
      // The target's cards and ability do nothing against it (rules/armed/entries.ts flags their use). Its
      // reach of 6 already covers any Mustang at a table of 8.
      markShot(ctx, weaponId);
      return;
    default: {
      // Buntline Special acts when the shot is cancelled (settle.ts). Slab the Killer's BANG! with it needs
      // 3 Missed! (the rule text's ruling).
      const shot = markShot(ctx, weaponId);
      if (shot && (shot.needed ?? 1) > 1) setNeeded(ctx, (shot.needed ?? 1) + 1);
    }
  }
}

function setNeeded(ctx: PlayContext, needed: number): void {
  const at = ctx.events.findIndex((e) => e.type === 'PromptOpened' && e.prompt.type === 'answer-bang');
  const opened = ctx.events[at];
  if (opened?.type === 'PromptOpened') ctx.events[at] = { ...opened, prompt: { ...opened.prompt, needed } };
}

/** A ♦ BANG! with Double Barrel cannot be cancelled. Like every shot it still waits for its target, who can
 *  only take the hit (`pass`): Marshal never lands a hit the table has not entered (docs/game-script.md). */
function uncancellable(ctx: PlayContext): void {
  markShot(ctx, 'double-barrel');
}

/** A shot nothing can cancel: Double Barrel's ♦ BANG!. */
export function cannotBeCancelled(prompt: Prompt): boolean {
  return prompt.type === 'answer-bang' && prompt.weapon === 'double-barrel';
}

/** The shots (answer-bang prompts) these events closed by cancelling them (Missed!, Barrel…), not by a hit. */
export function cancelledShots(state: State, events: readonly GameEvent[]): Prompt[] {
  const out: Prompt[] = [];
  let s = state;
  events.forEach((e, i) => {
    const top = s.prompts[0];
    if (e.type === 'PromptClosed' && top?.type === 'answer-bang') {
      const took = events.slice(i + 1).some((x) => x.type === 'LifeLost' && x.player === top.player);
      if (!took) out.push(top);
    }
    s = apply(s, [e]);
  });
  return out;
}

/** Buntline Special: a cancelled shot still costs the target a card from hand. */
export function buntlineAfter(state: State, events: readonly GameEvent[]): GameEvent[] {
  return cancelledShots(state, events)
    .filter((p) => p.weapon === 'buntline-special')
    .map((p): GameEvent => ({
      type: 'CardsLeftHand',
      player: p.player,
      count: 1,
      reason: 'buntline-special',
    }));
}
