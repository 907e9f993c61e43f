// decide(state, entry) → the events the entry causes and the rules it breaks. Pure.
import type { Decision, Entry, State } from './types.ts';
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
import { withoutFixedLife } from './returns.ts';

export function decide(state: State, entry: Entry): Decision {
  const decision = decideEntry(state, entry);
  if (!decision.ok || decision.events.length === 0) return decision;
  // A life that never moves (a ghost of the Ghost card) gains and loses nothing, whatever asked it to.
  const fixed = withoutFixedLife(state, decision.events);
  const events = settle(state, savedReactions(state, fixed));
  // What the expansions watch for in the events the entry caused (a shot cancelled under a Buntline Special).
  const after = expansions.flatMap((x) => x.afterEntry?.(state, events) ?? []);
  return { ...decision, events: [...events, ...after] };
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
  }
}
