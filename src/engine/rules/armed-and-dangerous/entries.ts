// What Armed & Dangerous adds to the core's entries: a Dangerous card placed takes 3 tokens, a blue card
// played earns 1 (`load`), a `spend` is paid (upgrades, a Dangerous weapon's ability, character abilities),
// and phase 3's forced discards earn 1 each. The core calls these once per entry; modules read the result.
import type { DiscardEntry, PlayerState, State } from '../../types.ts';
import type { AnswerContext, Outcome, PlayContext, UseContext } from '../../hooks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { flag } from '../../flags.ts';
import { apply } from '../../apply.ts';
import { abilityIgnored, cardRules } from '../../registry.ts';
import { forcedDiscards } from '../../hand-limit.ts';
import { activeRule } from '../../active.ts';
import { abilityOf, currentEvent } from '../../event-in-force.ts';
import { eventFlag } from '../../event-flag.ts';
import { enterPlay, isDangerous, pay, placeLoad, spentTotal, tokensInGame } from './tokens.ts';
import { cannotBeCancelled, weaponShot } from './dangerous/weapons.ts';
import { bellTowerSpent } from './turn-marks.ts';
import { alPreacherLapses } from './characters/abilities.ts';

function add(into: Outcome, more: Outcome): void {
  into.events.push(...more.events);
  into.flags.push(...more.flags);
}

/** The Dangerous weapons a spend map names, in front of the payer. */
function weaponsIn(player: PlayerState, spend: Record<string, number>): string[] {
  return Object.keys(spend).filter(
    (s) =>
      isDangerous(s) && catalogue.card(s)?.weapon !== undefined && player.inPlay.some((c) => c.card === s),
  );
}

/** After a card's module has played it: tokens for a Dangerous card placed, the blue card's reload, the spend. */
export function armedPlay(ctx: PlayContext): void {
  const { state, actor, entry, card } = ctx;
  const played = catalogue.card(entry.card) ?? card;
  // Bell Tower's distance 1 held for this card only.
  if (actor.name === state.turn.player) ctx.events.push(...bellTowerSpent(state, actor.name));
  // Al Preacher draws on a blue or orange card only before the next card is played.
  if (tokensInGame(state)) ctx.events.push(...alPreacherLapses(state));
  // The Dangerous card just placed (in front of its player, or the Bomb in front of anyone) takes 3 tokens.
  for (const e of [...ctx.events]) {
    if (e.type === 'CardPlaced' && e.card === played.id && isDangerous(e.card)) {
      add(ctx, enterPlay(apply(state, ctx.events), e.player, e.card));
    }
  }
  const spend = entry.spend ?? {};
  if (Object.keys(spend).length > 0) {
    if (!tokensInGame(state)) ctx.flags.push(flag('spend-unused', { card: card.id }));
    else {
      const upgrade = card.upgradeCost;
      // A Dangerous weapon's ability: only with a real BANG! card, paid from the weapon itself. An upgradable
      // card's upgrade may be paid from any of the player's Dangerous cards, weapons too: no ability then.
      const weapons = card.id === 'bang' || !upgrade ? weaponsIn(actor, spend) : [];
      if (weapons.length > 0 && card.id !== 'bang') {
        for (const w of weapons) {
          ctx.flags.push(flag('weapon-needs-bang', { weapon: w, card: card.id }));
        }
      }
      const rest = spentTotal(spend) - weapons.reduce((sum, w) => sum + (spend[w] ?? 0), 0);
      if (rest > 0 && !upgrade) ctx.flags.push(flag('spend-unused', { card: card.id }));
      if (rest > 0 && upgrade && rest % upgrade !== 0) {
        ctx.flags.push(flag('upgrade-cost', { card: card.id, cost: upgrade, paid: rest }));
      }
      // Lasso: the weapon in play has no effect, its ability neither.
      if (weapons.length > 0 && state.event && currentEvent(state)?.disables === 'in-play') {
        for (const w of weapons) {
          ctx.flags.push(eventFlag('event-no-in-play', state.event, { player: actor.name, card: w }));
        }
      }
      if (card.id === 'bang') for (const w of weapons) weaponShot(ctx, w, spend[w] ?? 0);
      add(ctx, pay(apply(state, ctx.events), actor, spend, card.id));
    }
  }
  if (entry.load !== undefined && !cardRules.get(card.id)?.loads) {
    // Playing a blue card (also in front of another player, e.g. Jail) earns one token. The border itself, not
    // isBlue(): a Dangerous card's own 3 tokens are the addition the rules give it instead.
    const placed = ctx.events.some((e) => e.type === 'CardPlaced' && e.card === played.id);
    if (played.kind === 'blue' && placed && tokensInGame(state)) {
      add(ctx, placeLoad(apply(state, ctx.events), actor, entry.load, 1, 'blue-card'));
    } else ctx.flags.push(flag('no-reload', { card: played.id }));
  }
}

/** A character ability's `spend` (a Dangerous card's own effect pays its printed cost in its module). */
export function armedUse(ctx: UseContext): void {
  const { state, player, entry } = ctx;
  const rule = activeRule(ctx.source);
  const name = ctx.source;
  // Big Fifty: the target's cards in play and ability do nothing against the shot (Barrel, Crate, Jourdonnais).
  const top = state.prompts[0];
  if (
    top?.type === 'answer-bang' &&
    top.weapon === 'big-fifty' &&
    top.player === player.name &&
    rule?.usableOn?.includes('answer-bang')
  ) {
    ctx.flags.push(flag('big-fifty', { card: name, player: player.name }));
  }
  if (top && top.player === player.name && cannotBeCancelled(top) && rule?.usableOn?.includes(top.type)) {
    ctx.flags.push(flag('cannot-cancel', { card: name, player: player.name }));
  }
  const spend = entry.spend ?? {};
  if (Object.keys(spend).length > 0) {
    if (!entry.ability || !tokensInGame(state) || !rule?.spends)
      ctx.flags.push(flag('spend-unused', { card: name }));
    else {
      const options = { outOfTurn: rule?.spendsOutOfTurn === true };
      add(ctx, pay(apply(state, ctx.events), player, spend, ctx.source, options));
    }
  }
  if (entry.load !== undefined && (!rule?.loads || !tokensInGame(state))) {
    ctx.flags.push(flag('no-reload', { card: name }));
  }
}

/** An answer's upgrade (Duck!): paid out of turn, in whole upgrades. */
export function armedRespond(ctx: AnswerContext): void {
  const { state, player, entry, card } = ctx;
  if (cannotBeCancelled(ctx.prompt))
    ctx.flags.push(flag('cannot-cancel', { card: card.id, player: player.name }));
  // Big Fifty: a card that answers only through the target's ability (Calamity Janet's BANG! as a Missed!,
  // Elena Fuente's any card) does nothing against the shot.
  const { prompt } = ctx;
  const ability = abilityOf(state, player);
  if (
    prompt.type === 'answer-bang' &&
    abilityIgnored(prompt.weapon) &&
    !cardRules.get(card.id)?.answers?.[prompt.type] &&
    ability &&
    (ability.answersAs?.[card.id] ?? ability.answersAnyAs) !== undefined
  ) {
    ctx.flags.push(flag('big-fifty', { card: ability.id, player: player.name }));
  }
  const spend = entry.spend ?? {};
  if (Object.keys(spend).length === 0) return;
  const upgrade = card.upgradeCost;
  if (!upgrade || !tokensInGame(state)) {
    ctx.flags.push(flag('spend-unused', { card: card.id }));
    return;
  }
  const paid = spentTotal(spend);
  if (paid % upgrade !== 0) ctx.flags.push(flag('upgrade-cost', { card: card.id, cost: upgrade, paid }));
  add(ctx, pay(apply(state, ctx.events), player, spend, card.id, { outOfTurn: true }));
}

/** Phase 3: one token (`load`) per card forced out. */
export function armedDiscard(state: State, player: PlayerState, entry: DiscardEntry): Outcome {
  const out: Outcome = { events: [], flags: [] };
  if (!tokensInGame(state)) {
    if (entry.load !== undefined) out.flags.push(flag('no-reload', { card: null }));
    return out;
  }
  // A discard beyond the excess is flagged by the core (no voluntary discards in phase 3).
  const forced = forcedDiscards(state, player);
  const after = apply(state, [
    { type: 'CardsLeftHand', player: player.name, count: entry.count, reason: 'discard' },
  ]);
  add(out, placeLoad(after, player, entry.load, Math.min(entry.count, forced), 'discard'));
  return out;
}
