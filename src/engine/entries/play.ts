// Playing a card from hand in your turn: the core checks turn, phase, hand and sign; the card's module does the rest.
import type { Decision, PlayEntry, State } from '../types.ts';
import type { PlayContext } from '../rules/hooks.ts';
import { catalogue } from '../catalogue/index.ts';
import { cardRules, characterRules } from '../rules/registry.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { formatSign } from '../sign.ts';
import { handCheck, turnChecks } from './checks.ts';
import { placeInPlay } from '../rules/cards/place.ts';

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
  const as = characterRules.get(actor.character)?.playsAs?.[card.id];
  const ruling = (as && catalogue.card(as)) || card;
  const ctx: PlayContext = { state, actor, target, card: ruling, entry, events: [], flags: [] };
  ctx.flags.push(...turnChecks(state, actor));
  if (state.turn.phase === 'draw' && actor.name === state.turn.player) {
    ctx.flags.push(flag('draw-first', { player: actor.name }));
  }
  if (state.turn.phase === 'discard') ctx.flags.push(flag('phase-over', { player: actor.name }));
  ctx.flags.push(...handCheck(actor, 1));
  if (entry.sign && !card.copies.includes(entry.sign)) {
    ctx.flags.push(
      flag('no-such-card', {
        card: card.name.en,
        sign: formatSign(entry.sign),
        signs: [...new Set(card.copies)].map(formatSign).join(' '),
      }),
    );
  }
  ctx.events.push({ type: 'CardsLeftHand', player: actor.name, count: 1, reason: card.id });

  const rule = cardRules.get(ruling.id);
  if (rule?.play) rule.play(ctx);
  else if (rule && card.kind !== 'brown') placeInPlay(ctx);
  else {
    ctx.flags.push(flag('not-refereed', { what: card.name.en }));
    // Jail goes in front of its target; every other card in front of its player.
    if (card.kind !== 'brown') placeInPlay(ctx, card.target !== 'none' && target ? target : actor);
  }
  return { ok: true, events: ctx.events, flags: ctx.flags };
}
