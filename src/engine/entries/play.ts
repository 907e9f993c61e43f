// Playing a card from hand in your turn: the core checks turn, phase, hand and sign; the card's module does the rest.
import type { Decision, PlayEntry, Sign, State } from '../types.ts';
import type { PlayContext } from '../hooks.ts';
import { catalogue, copiesIn, inGame } from '../catalogue/index.ts';
import { cardRules } from '../registry.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { copyCheck, handCheck, turnChecks } from './checks.ts';
import { placeInPlay } from '../place.ts';
import { shieldFrom } from '../immunity.ts';
import { awaitIgnore } from '../ignore.ts';
import { abilityOf, eventForbids } from '../event-in-force.ts';
import { expansions as registered } from '../registry.ts';
import { playedAs } from '../play-as.ts';

export function decidePlay(state: State, entry: PlayEntry): Decision {
  const card = catalogue.card(entry.card);
  if (!card) return { ok: false, error: { path: 'card', message: `unknown card "${entry.card}"` } };
  const actor = findPlayer(state, entry.player ?? state.turn.player);
  if (!actor) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  let target = null;
  if (entry.target !== undefined) {
    target = findPlayer(state, entry.target) ?? null;
    if (!target)
      return { ok: false, error: { path: 'target', message: `no player called "${entry.target}"` } };
  }

  // A character may play one card as another (Calamity Janet's Missed! as a BANG!).
  const as = abilityOf(state, actor)?.playsAs?.[card.id];
  // Or the table says so (`"as"`): what allows it is asked (Lemat, Black Flower, an event).
  const named = entry.as !== undefined && entry.as !== card.id ? catalogue.card(entry.as) : undefined;
  if (entry.as !== undefined && entry.as !== card.id && !named)
    return { ok: false, error: { path: 'as', message: `unknown card "${entry.as}"` } };
  const ruling = named ?? ((as && catalogue.card(as)) || card);
  const ctx: PlayContext = { state, actor, target, card: ruling, entry, events: [], flags: [] };
  if (named) {
    const asked = playedAs(state, actor, card, named, false, entry.sign);
    ctx.flags.push(...asked.flags);
    ctx.events.push(...asked.events);
    if (asked.outsideLimit) ctx.outsideLimit = true;
  }
  ctx.flags.push(...turnChecks(state, actor));
  if (state.turn.phase === 'draw' && actor.name === state.turn.player) {
    ctx.flags.push(flag('draw-first', { player: actor.name }));
  }
  if (state.turn.phase === 'discard') ctx.flags.push(flag('phase-over', { player: actor.name }));
  // The event in force may forbid the card (The Reverend, The Sermon, The Judge).
  ctx.flags.push(
    ...eventForbids({
      state,
      player: actor,
      card: ruling,
      placing: card.kind !== 'brown',
      answering: false,
      ...(entry.sign ? { sign: entry.sign } : {}),
      ...(ruling.id !== card.id ? { physical: card.id } : {}),
    }),
  );
  const expansions = state.setup.expansions;
  if (!inGame(card, expansions)) {
    ctx.flags.push(flag('not-in-game', { card: card.id, expansion: card.expansion }));
  }
  // "Discard another card": the card goes with `cost` more from the hand (`discard` may name one).
  if (card.cost > 0 && actor.hand < 1 + card.cost && actor.hand >= 1) {
    ctx.flags.push(
      flag('extra-card', { card: card.id, cost: card.cost, hand: actor.hand, player: actor.name }),
    );
  } else ctx.flags.push(...handCheck(actor, 1));
  const signs = copiesIn(card, expansions);
  if (entry.sign && !signs.includes(entry.sign)) {
    ctx.flags.push(
      flag('no-such-card', {
        card: card.id,
        sign: entry.sign,
        signs: [...new Set(signs)],
      }),
    );
  }
  ctx.flags.push(...copyCheck(state, card.id, entry.sign));
  if (entry.discard !== undefined && !catalogue.card(entry.discard)) {
    return { ok: false, error: { path: 'discard', message: `unknown card "${entry.discard}"` } };
  }
  // A card played together with it (Aim): it leaves the hand too; the expansions' onPlay says what it does.
  const together = entry.with !== undefined ? catalogue.card(entry.with) : undefined;
  if (entry.with !== undefined && !together)
    return { ok: false, error: { path: 'with', message: `unknown card "${entry.with}"` } };
  if (together) {
    if (!inGame(together, expansions))
      ctx.flags.push(flag('not-in-game', { card: together.id, expansion: together.expansion }));
    ctx.flags.push(...handCheck(actor, 2 + card.cost), ...copyCheck(state, together.id));
    ctx.events.push({ type: 'CardsLeftHand', player: actor.name, count: 1, reason: together.id });
  }
  ctx.events.push({
    type: 'CardsLeftHand',
    player: actor.name,
    count: 1 + card.cost,
    reason: card.id,
    ...(entry.sign ? { sign: entry.sign } : {}),
  });

  const rule = cardRules.get(ruling.id);
  if (rule?.play) rule.play(ctx);
  else if (rule && card.kind !== 'brown') placeInPlay(ctx);
  else {
    ctx.flags.push(flag('not-refereed', { what: card.id }));
    // Jail goes in front of its target; every other card in front of its player.
    if (card.kind !== 'brown') placeInPlay(ctx, card.target !== 'none' && target ? target : actor);
  }
  // The expansions' say (Armed & Dangerous: a Dangerous card's 3 tokens, a blue card's reload, the spend).
  for (const x of registered) x.onPlay?.(ctx);
  if (entry.sign) signPrompts(ctx, [card.id, ruling.id], entry.sign);
  shieldFrom(ctx, actor.name, entry.sign, card.id, target?.name);
  awaitIgnore(ctx);
  return { ok: true, events: ctx.events, flags: ctx.flags };
}

/** The questions this card opened carry its sign: whoever answers them may read it (Ms. Abigail: J–A). */
function signPrompts(ctx: PlayContext, cards: string[], sign: Sign): void {
  ctx.events.forEach((e, i) => {
    if (e.type !== 'PromptOpened' || e.prompt.from !== ctx.actor.name || e.prompt.sign !== undefined) return;
    if (e.prompt.card !== undefined && cards.includes(e.prompt.card))
      ctx.events[i] = { type: 'PromptOpened', prompt: { ...e.prompt, sign } };
  });
}
