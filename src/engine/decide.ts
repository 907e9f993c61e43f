// decide(state, entry) → the events the entry causes and the rules it breaks. Pure.
import type { Decision, Entry, GameEvent, State } from './types.ts';
import { decidePlay } from './entries/play.ts';
import { decideDiscard, decideDraw, decideEndTurn } from './entries/turn.ts';
import { decidePass, decidePick, decideRespond } from './entries/answer.ts';
import { decideRevealRole, decideSet } from './entries/table.ts';
import { decideReveal } from './entries/reveal.ts';
import { decideUse } from './entries/use.ts';
import { settle } from './settle.ts';
import { savedReactions } from './damage.ts';
import { decideRevealEvent } from './entries/event.ts';
import { expansions } from './registry.ts';
import { unknownSpot } from './load-tokens.ts';

export function decide(state: State, entry: Entry): Decision {
  const decision = decideEntry(state, entry);
  if (!decision.ok || decision.events.length === 0) return decision;
  const events = settle(state, savedReactions(state, decision.events));
  // A player made another lose life: the expansions' say for each life lost (Gold Rush's nuggets).
  const lost = lifeLostMoments(state, events);
  // What the expansions watch for in the events the entry caused (a shot cancelled under a Buntline Special).
  const after = expansions.flatMap((x) => x.afterEntry?.(state, events) ?? []);
  return { ...decision, events: [...events, ...lost, ...after] };
}

function lifeLostMoments(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (!events.some((e) => e.type === 'LifeLost')) return [];
  const moments = expansions.filter((x) => x.onLifeLost && state.setup.expansions.includes(x.id));
  if (moments.length === 0) return [];
  return events.flatMap((e) =>
    e.type === 'LifeLost' ? moments.flatMap((x) => x.onLifeLost?.(state, e, events) ?? []) : [],
  );
}

function decideEntry(state: State, entry: Entry): Decision {
  const spot = unknownSpot(entry);
  if (spot) return { ok: false, error: { path: spot.path, message: `unknown card "${spot.card}"` } };
  switch (entry.type) {
    case 'draw':
      return decideDraw(state, entry);
    case 'play':
      return decidePlay(state, entry);
    case 'respond':
      return decideRespond(state, entry);
    case 'pass':
      return decidePass(state, entry);
    case 'discard':
      return decideDiscard(state, entry);
    case 'end-turn':
      return decideEndTurn(state);
    case 'reveal-role':
      return decideRevealRole(state, entry);
    case 'set':
      return decideSet(state, entry);
    case 'use':
      return decideUse(state, entry);
    case 'reveal':
      return decideReveal(state, entry);
    case 'pick':
      return decidePick(state, entry);
    case 'reveal-event':
      return decideRevealEvent(state, entry);
    case 'reshuffle':
      return { ok: true, events: [{ type: 'DeckRebuilt' }], flags: [] };
    default:
      return expansionEntry(state, entry);
  }
}

/** An entry type an expansion brings (Gold Rush: `buy`, `shop`, `remove`), decided by that expansion. */
function expansionEntry(state: State, entry: Entry): Decision {
  for (const x of expansions) {
    const own = x.decide?.[entry.type];
    if (own) return own(state, entry);
  }
  return { ok: false, error: { path: 'type', message: `no rule decides "${entry.type}" entries` } };
}
