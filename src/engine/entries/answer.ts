// Answering the top prompt: with a card from hand (respond) or by declining (pass).
import type { Decision, GameEvent, PassEntry, RespondEntry, State } from '../types.ts';
import type { AnswerContext } from '../rules/hooks.ts';
import { catalogue } from '../catalogue/index.ts';
import { cardRules } from '../rules/registry.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { hit, eliminate } from '../damage.ts';
import { handCheck, promptLabel } from './checks.ts';

export function decideRespond(state: State, entry: RespondEntry): Decision {
  const card = catalogue.card(entry.card);
  if (!card) return { ok: false, error: { path: 'card', message: `unknown card "${entry.card}"` } };
  const player = findPlayer(state, entry.player);
  if (!player) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const prompt = state.prompts[0];
  if (!prompt) return { ok: true, events: [], flags: [flag('no-prompt', { player: player.name })] };
  if (prompt.player !== player.name) {
    return {
      ok: true,
      events: [],
      flags: [flag('not-prompted', { player: player.name, waiting: prompt.player })],
    };
  }
  const answer = cardRules.get(card.id)?.answers?.[prompt.type];
  const ctx: AnswerContext = { state, player, prompt, card, entry, events: [], flags: [] };
  ctx.flags.push(...handCheck(player, 1));
  ctx.events.push({ type: 'CardsLeftHand', player: player.name, count: 1, reason: card.id });
  if (answer) answer(ctx);
  else ctx.flags.push(flag('wrong-answer', { card: card.name.en, prompt: promptLabel(state) }));
  return { ok: true, events: ctx.events, flags: ctx.flags };
}

export function decidePass(state: State, entry: PassEntry): Decision {
  const player = findPlayer(state, entry.player);
  if (!player) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const prompt = state.prompts[0];
  if (!prompt) return { ok: true, events: [], flags: [flag('no-prompt', { player: player.name })] };
  if (prompt.player !== player.name) {
    return {
      ok: true,
      events: [],
      flags: [flag('not-prompted', { player: player.name, waiting: prompt.player })],
    };
  }
  const closed: GameEvent = { type: 'PromptClosed' };
  switch (prompt.type) {
    case 'answer-bang': {
      // The prompt closes first so that a lethal hit's Beer prompt comes on top of what was below it.
      const after = { ...state, prompts: state.prompts.slice(1) };
      return { ok: true, events: [closed, ...hit(after, player.name, 1, prompt.from ?? null)], flags: [] };
    }
    case 'dying': {
      const after = { ...state, prompts: state.prompts.slice(1) };
      return { ok: true, events: [closed, ...eliminate(after, player.name, prompt.from ?? null)], flags: [] };
    }
    case 'reveal-role':
      return { ok: true, events: [], flags: [flag('role-needed', { player: player.name })] };
    case 'draw-check':
      return { ok: true, events: [], flags: [flag('draw-needed', { player: player.name })] };
  }
}
