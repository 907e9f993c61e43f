// Apache Kid: cards of diamonds played by other players have no effect on him. Whatever such a card
// would do to him (a prompt, a card taken or discarded) is dropped from its events.
import type { GameEvent, PlayerState, Sign, State, Table } from './types.ts';
import type { Outcome } from './hooks.ts';
import { flag } from './flags.ts';
import { cardSuit } from './draw-check.ts';
import { living } from './seat.ts';
import { passivesOf } from './passive.ts';
import { abilityIgnored } from './registry.ts';

function concerns(e: GameEvent, name: string): boolean {
  switch (e.type) {
    case 'PromptOpened':
      return e.prompt.player === name;
    case 'CardRemoved':
    case 'CardsLeftHand':
    case 'LifeLost':
    case 'CardPlaced':
      return e.player === name;
    default:
      return false;
  }
}

/** Drops the effects of a card with this sign on every player immune to its suit; flags it when aimed at one. */
export function shieldFrom(
  ctx: Outcome & { state: State },
  actor: string,
  sign: Sign | null | undefined,
  card: string,
  target?: string,
): void {
  if (!sign) return;
  for (const p of living(ctx.state)) {
    if (p.name === actor || !immuneTo(ctx.state, p, sign)) continue;
    // A shot at him that no ability of his can stop (Big Fifty's) reaches him all the same.
    const pierced = ctx.events.some(
      (e) => e.type === 'PromptOpened' && e.prompt.player === p.name && abilityIgnored(e.prompt.weapon),
    );
    if (pierced) continue;
    const kept = ctx.events.filter((e) => !concerns(e, p.name));
    if (kept.length === ctx.events.length) continue;
    // A card taken from him (Panic!, Rag Time) never reaches the player who played it.
    const took = ctx.events.some(
      (e) => (e.type === 'CardsLeftHand' || e.type === 'CardRemoved') && e.player === p.name,
    );
    const gain = kept.findIndex((e) => e.type === 'CardsDrawn' && e.player === actor && e.reason !== 'draw');
    if (took && gain >= 0) kept.splice(gain, 1);
    ctx.events.splice(0, ctx.events.length, ...kept);
    if (p.name === target) ctx.flags.push(flag('immune', { target: p.name, card }));
  }
}

/** Whether a card of this sign, played by another player, has no effect on `player` (what offers leave out). */
export function immuneTo(table: Table, player: PlayerState, sign: Sign | null | undefined): boolean {
  if (!sign) return false;
  const suit = cardSuit({ event: table.event ?? null }, sign);
  return passivesOf(player, table).some((h) => h.immuneSuit === suit);
}
