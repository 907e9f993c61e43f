// Answering the top prompt: with a card from hand (respond), by declining (pass), or picking (General Store).
import type { Decision, GameEvent, PassEntry, PickEntry, RespondEntry, State } from '../types.ts';
import type { AnswerContext, PassContext } from '../hooks.ts';
import { catalogue } from '../catalogue/index.ts';
import { cardRules, expansions } from '../registry.ts';
import { findPlayer, nextLiving } from '../seat.ts';
import { flag } from '../flags.ts';
import { hit, eliminate } from '../damage.ts';
import { abilityOf, eventForbids, promptEvent } from '../event-in-force.ts';
import { copyCheck, handCheck } from './checks.ts';
import { playedAs } from '../play-as.ts';

type Waiting =
  { ok: true; player: NonNullable<ReturnType<typeof findPlayer>> } | { ok: false; decision: Decision };

/** The player named must be the one the top prompt waits on. */
function waitingOn(state: State, name: string): Waiting {
  const player = findPlayer(state, name);
  if (!player)
    return {
      ok: false,
      decision: { ok: false, error: { path: 'player', message: `no player called "${name}"` } },
    };
  const prompt = state.prompts[0];
  if (!prompt)
    return {
      ok: false,
      decision: { ok: true, events: [], flags: [flag('no-prompt', { player: player.name })] },
    };
  if (prompt.player !== player.name) {
    const f = flag('not-prompted', { player: player.name, waiting: prompt.player });
    return { ok: false, decision: { ok: true, events: [], flags: [f] } };
  }
  return { ok: true, player };
}

export function decideRespond(state: State, entry: RespondEntry): Decision {
  const card = catalogue.card(entry.card);
  if (!card) return { ok: false, error: { path: 'card', message: `unknown card "${entry.card}"` } };
  // A card that answers another player's question (Saved!) is played by whoever holds it.
  const other = state.prompts[0];
  // No question open: an expansion may take the card as an answer to the last entry (Escape after a Panic!).
  const asker = other ? undefined : findPlayer(state, entry.player);
  const out =
    asker && expansions.map((x) => x.unprompted?.(state, asker, entry)).find((o) => o !== undefined);
  if (asker && out) {
    const checks = [...handCheck(asker, 1), ...copyCheck(state, card.id, entry.sign)];
    return { ok: true, events: out.events, flags: [...checks, ...out.flags] };
  }
  const forOther = other && cardRules.get(card.id)?.answersFor?.includes(other.type);
  const waiting = forOther ? waitingOn(state, other.player) : waitingOn(state, entry.player);
  if (!waiting.ok) return waiting.decision;
  const answerer = forOther ? findPlayer(state, entry.player) : waiting.player;
  if (!answerer)
    return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  const player = answerer;
  const prompt = state.prompts[0];
  if (!prompt) return { ok: true, events: [], flags: [] };
  if (forOther && entry.target !== undefined && findPlayer(state, entry.target)?.name !== prompt.player) {
    return {
      ok: true,
      events: [],
      flags: [flag('not-prompted', { player: entry.target, waiting: prompt.player })],
    };
  }
  // A card answers as itself, or as what the character may use it for (Calamity Janet).
  const character = abilityOf(state, player);
  // Or the table says which card's effect it answers with (`"as"`): what allows it is asked.
  const named = entry.as !== undefined && entry.as !== card.id ? catalogue.card(entry.as) : undefined;
  if (entry.as !== undefined && entry.as !== card.id && !named)
    return { ok: false, error: { path: 'as', message: `unknown card "${entry.as}"` } };
  const as = named?.id ?? character?.answersAs?.[card.id] ?? character?.answersAnyAs;
  const own = named ? undefined : cardRules.get(card.id)?.answers?.[prompt.type];
  const answer = own ?? (as ? cardRules.get(as)?.answers?.[prompt.type] : undefined);
  const ctx: AnswerContext = { state, player, prompt, card, entry, events: [], flags: [] };
  ctx.flags.push(...handCheck(player, 1), ...copyCheck(state, card.id, entry.sign));
  if (named) {
    const asked = playedAs(state, player, card, named, true, entry.sign);
    ctx.flags.push(...asked.flags);
    ctx.events.push(...asked.events);
  }
  // The event in force may forbid the card even as an answer (The Reverend's Beer, The Sermon's BANG! in a
  // Duel the player in turn started).
  const played = (!own && as && catalogue.card(as)) || card;
  ctx.flags.push(
    ...eventForbids({
      state,
      player,
      card: played,
      placing: false,
      answering: true,
      ...(played.id !== card.id ? { physical: card.id } : {}),
    }),
  );
  ctx.events.push({
    type: 'CardsLeftHand',
    player: player.name,
    count: 1,
    reason: card.id,
    ...(entry.sign ? { sign: entry.sign } : {}),
  });
  // The expansions' say (Armed & Dangerous: an upgrade of the answer, Duck!, is paid as it is played).
  for (const x of expansions) x.onRespond?.(ctx);
  // A prompt an event opened is answered as the event says (Russian Roulette, Ricochet: a Missed!).
  const byEvent = promptEvent(prompt)?.answer;
  // A prompt a card opened that any hand card answers (Poker: the card put in), unless the card has its own answer.
  const byCard = prompt.card ? cardRules.get(prompt.card)?.anyCardAnswers?.[prompt.type] : undefined;
  if (byEvent) byEvent(ctx);
  else if (answer) answer(ctx);
  else if (byCard) byCard(ctx);
  else ctx.flags.push(flag('wrong-answer', { card: card.id, prompt: prompt.type }));
  return { ok: true, events: ctx.events, flags: ctx.flags };
}

export function decidePass(state: State, entry: PassEntry): Decision {
  const waiting = waitingOn(state, entry.player);
  if (!waiting.ok) return waiting.decision;
  const { player } = waiting;
  const prompt = state.prompts[0];
  if (!prompt) return { ok: true, events: [], flags: [] };
  const closed: GameEvent = { type: 'PromptClosed' };
  // The prompt closes first, so that a lethal hit's Beer prompt comes on top of what was below it.
  const after = { ...state, prompts: state.prompts.slice(1) };
  const ctx: PassContext = { state: after, player, prompt, events: [closed], flags: [] };
  const custom = prompt.card
    ? (cardRules.get(prompt.card)?.onPass?.[prompt.type] ?? promptEvent(prompt)?.pass)
    : undefined;
  if (custom) {
    custom(ctx);
    return { ok: true, events: ctx.events, flags: ctx.flags };
  }
  switch (prompt.type) {
    case 'answer-bang':
    case 'duel':
    case 'indians':
    case 'bandidos':
      return {
        ok: true,
        events: [closed, ...hit(after, player.name, prompt.damage ?? 1, prompt.from ?? null, prompt.weapon)],
        flags: [],
      };
    case 'dying':
      return { ok: true, events: [closed, ...eliminate(after, player.name, prompt.from ?? null)], flags: [] };
    case 'reveal-role':
      return { ok: true, events: [], flags: [flag('role-needed', { player: player.name })] };
    case 'draw-check':
      return { ok: true, events: [], flags: [flag('draw-needed', { player: player.name })] };
    case 'general-store':
      return { ok: true, events: [], flags: [flag('must-pick', { player: player.name })] };
    case 'reveal-event':
      return {
        ok: true,
        events: [],
        flags: [flag('answer-pending', { waiting: player.name, prompt: 'reveal-event' })],
      };
    case 'pass-bomb':
      return {
        ok: true,
        events: [],
        flags: [flag('bomb-pass', { player: player.name, target: player.name })],
      };
    case 'may-ignore':
      // Not ignored: the card takes what it was played for.
      return { ok: true, events: [closed, ...(prompt.pending ?? [])], flags: [] };
    case 'russian-roulette':
    case 'ricochet':
    case 'dorothy-rage':
    case 'poker':
      // Their events say what declining costs; without a rule the prompt simply closes.
      return { ok: true, events: [closed], flags: [] };
  }
}

/** General Store: each player in turn, from the one who played it, takes one of the revealed cards. */
export function decidePick(state: State, entry: PickEntry): Decision {
  const card = catalogue.card(entry.card);
  if (!card) return { ok: false, error: { path: 'card', message: `unknown card "${entry.card}"` } };
  // A card that answers another player's question (Saved!) is played by whoever holds it.
  const other = state.prompts[0];
  const forOther = other && cardRules.get(card.id)?.answersFor?.includes(other.type);
  const waiting = forOther ? waitingOn(state, other.player) : waitingOn(state, entry.player);
  if (!waiting.ok) return waiting.decision;
  const { player } = waiting;
  const prompt = state.prompts[0];
  // A pick that answers another card's prompt (Poker: a card taken from those put in).
  const picks = prompt?.card ? cardRules.get(prompt.card)?.onPick : undefined;
  if (prompt && prompt.type !== 'general-store' && picks) {
    const out = picks(state, player, prompt, card);
    return { ok: true, ...out };
  }
  if (prompt?.type !== 'general-store') {
    return {
      ok: true,
      events: [],
      flags: [flag('wrong-answer', { card: card.id, prompt: prompt?.type ?? 'general-store' })],
    };
  }
  const left = (prompt.needed ?? 1) - 1;
  const events: GameEvent[] = [
    { type: 'CardsDrawn', player: player.name, count: 1, reason: 'general-store' },
    { type: 'PromptClosed' },
  ];
  const next = nextLiving(state, player.name);
  if (left > 0 && next) {
    events.push({
      type: 'PromptOpened',
      prompt: {
        type: 'general-store',
        player: next.name,
        card: 'general-store',
        needed: left,
        ...(prompt.from ? { from: prompt.from } : {}),
      },
    });
  }
  // The cards laid out come off the deck: not a card whose every copy is known in play or on the pile.
  return { ok: true, events, flags: copyCheck(state, card.id) };
}
