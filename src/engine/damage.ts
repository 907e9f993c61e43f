// Damage and death: a hit that takes the last life point asks for Beer before the player is out.
import type { GameEvent, PlayerState, Prompt, Role, State } from './types.ts';
import { findPlayer, living } from './seat.ts';
import { apply } from './apply.ts';
import { victoryEvents } from './victory.ts';
import { beginTurn } from './turn-start.ts';
import { abilityOf, nextInTurn } from './event-in-force.ts';
import { abilityIgnored } from './registry.ts';

/** A card's `amount` of life back for `who`: never above the maximum, and at full life the card is still
 *  played, with no effect (as Beer, in the FAQ), which the log says. */
export function lifeBack(who: PlayerState, amount: number): GameEvent {
  return who.life >= who.maxLife
    ? { type: 'NoEffect', player: who.name, why: 'full-life' }
    : { type: 'LifeGained', player: who.name, amount };
}

/** Events for `target` losing `amount` life because of `by` (null: nobody, e.g. Dynamite). `weapon`: the
 *  Dangerous weapon paid for the shot, kept on a lethal hit's Beer prompt (Big Fifty: no "when he loses life"
 *  ability acts on its hit). */
export function hit(
  state: State,
  targetName: string,
  amount: number,
  by: string | null,
  weapon?: string,
): GameEvent[] {
  const target = findPlayer(state, targetName);
  // A Ghost Town ghost cannot die: hits cost him nothing.
  if (!target || !target.alive || target.ghost || amount <= 0) return [];
  const events: GameEvent[] = [{ type: 'LifeLost', player: target.name, amount, by }];
  const lifeAfter = target.life - amount;
  if (lifeAfter > 0) {
    return abilityIgnored(weapon)
      ? events
      : [...events, ...lifeLostReaction(apply(state, events), target.name, amount, by)];
  }
  // The last life point comes first: a Beer saves the player, or he is out, before any "when he loses a
  // life point" ability (Bart Cassidy, El Gringo) happens; saved, it happens then (savedReactions below).
  // Beer saves a player at 0 or below, one life per Beer, except when only two players are left; an ability
  // that is not a Beer (Sid Ketchum's) still may.
  const needed = 1 - lifeAfter;
  if (living(state).length > 2 || abilityOf(state, target)?.savesWithoutBeer?.(state, target, needed)) {
    const prompt: Prompt = {
      type: 'dying',
      player: target.name,
      needed,
      lost: amount,
      ...(by ? { from: by } : {}),
      ...(weapon ? { weapon } : {}),
    };
    events.push({ type: 'PromptOpened', prompt });
    return events;
  }
  return [...events, ...eliminate(apply(state, events), target.name, by)];
}

/** The character's "when he loses life" ability (Bart Cassidy, El Gringo, Julie Cutter), on the state after. */
function lifeLostReaction(state: State, name: string, amount: number, by: string | null): GameEvent[] {
  const player = findPlayer(state, name);
  const reaction = player ? abilityOf(state, player)?.onLifeLost : undefined;
  return player && reaction ? reaction({ state, player, amount, by }) : [];
}

/** A player saved from a lethal hit (Beer, Sid Ketchum…) now gets the ability the hit would have triggered:
 *  right after the event that closes his Beer prompt with life above 0. A player out gets nothing. */
export function savedReactions(state: State, events: readonly GameEvent[]): GameEvent[] {
  if (!state.prompts.some((p) => p.type === 'dying') && !events.some((e) => e.type === 'PromptOpened'))
    return [...events];
  const out: GameEvent[] = [];
  let s = state;
  for (const e of events) {
    const top = s.prompts[0];
    s = apply(s, [e]);
    out.push(e);
    if (e.type !== 'PromptClosed' || top?.type !== 'dying' || top.lost === undefined) continue;
    const saved = findPlayer(s, top.player);
    if (!saved?.alive || saved.life <= 0 || abilityIgnored(top.weapon)) continue;
    const more = lifeLostReaction(s, saved.name, top.lost, top.from ?? null);
    out.push(...more);
    s = apply(s, more);
  }
  return out;
}

/** Whoever kills an Outlaw draws 3; a Sheriff who kills a Deputy discards everything. Dynamite rewards nobody. */
export function rewards(state: State, out: PlayerState, role: Role, by: string | null): GameEvent[] {
  const killer = by === null ? undefined : findPlayer(state, by);
  if (!killer || !killer.alive || killer.name === out.name) return [];
  // In the 3-player game every kill is rewarded.
  if (role === 'outlaw' || state.players.length === 3) {
    return [{ type: 'CardsDrawn', player: killer.name, count: 3, reason: 'reward' }];
  }
  if (role === 'deputy' && killer.role === 'sheriff') {
    return [
      { type: 'CardsLeftHand', player: killer.name, count: killer.hand, reason: 'penalty' },
      ...killer.inPlay.map((c): GameEvent => ({ type: 'CardRemoved', player: killer.name, card: c.card })),
    ];
  }
  return [];
}

/** The player is out: Vulture Sam takes their cards, the rest are discarded, and the role card is turned up. */
export function eliminate(state: State, name: string, by: string | null): GameEvent[] {
  const player = findPlayer(state, name);
  if (!player || !player.alive) return [];
  const events: GameEvent[] = [];
  for (const other of living(state)) {
    const hook = other.name !== player.name ? abilityOf(state, other)?.onOtherOut : undefined;
    if (hook) events.push(...hook(state, other, player));
  }
  events.push({ type: 'PlayerDied', player: player.name, by });
  if (player.role !== null) events.push(...rewards(apply(state, events), player, player.role, by));
  // Out in their own turn (Dynamite): the turn passes on at once.
  if (player.name === state.turn.player) {
    const next = nextInTurn(state, player.name);
    if (next) events.push(...beginTurn(apply(state, events), next.name));
  }
  if (player.role === null) {
    // Rewards and victory wait for the role card: the reveal-role entry settles them.
    events.push({ type: 'PromptOpened', prompt: { type: 'reveal-role', player: player.name } });
    return events;
  }
  const after = apply(state, events);
  const won = victoryEvents(after);
  if (won.length > 0) return [...events, ...won];
  // The Sheriff is dead and one player is left: only that player's role card says who won.
  const survivors = living(after);
  const sole = survivors[0];
  if (player.role === 'sheriff' && survivors.length === 1 && sole && sole.role === null) {
    events.push({ type: 'PromptOpened', prompt: { type: 'reveal-role', player: sole.name } });
  }
  return events;
}
