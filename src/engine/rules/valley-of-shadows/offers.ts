// What the Valley of Shadows offers the table: for the player in turn, a BANG! card with Aim, Fanning's second
// targets (only the legal ones) and the Ghost's eliminated seats; for a question that would cost a player life,
// Saved! from every other seat, and Bandidos' discard. Each answer offered is one the engine takes without a flag.
import type { ExtraOffers, Offer } from '../../hooks.ts';
import { ghostTarget } from './ghost.ts';
import type { Entry, Prompt, State, Table } from '../../types.ts';
import { decide } from '../../decide.ts';
import { findPlayer, living } from '../../seat.ts';
import { SAVES_FROM } from './brown.ts';
import { fanningSeconds } from './shots.ts';
import { escapeAfter } from './undo.ts';

const isState = (table: Table): table is State => 'setup' in table && 'supply' in table;

/** Whether the engine takes the entry as it stands. */
function clean(table: Table, entry: Entry): boolean {
  if (!isState(table)) return true;
  const d = decide(table, entry);
  return d.ok && d.flags.length === 0;
}

/** Answers added to a question: Saved! from every other player holding a card, Bandidos' discard. */
export function valleyAnswers(table: Table, prompt: Prompt): Offer[] {
  const offers: Offer[] = [];
  const asked = findPlayer(table, prompt.player);
  if (prompt.type === 'bandidos' && asked && asked.hand > 0) {
    const count = Math.min(2, asked.hand);
    offers.push({
      label: `Discard ${count}`,
      entry: { type: 'discard', player: asked.name, count },
    });
  }
  if (SAVES_FROM.includes(prompt.type)) {
    for (const p of living(table)) {
      if (p.name === prompt.player || p.hand < 1) continue;
      for (const from of ['deck', 'hand'] as const) {
        if (from === 'hand' && (asked?.hand ?? 0) < 1) continue;
        offers.push({
          label: `Saved! (${p.name}) → ${prompt.player}, 2 from the ${from}`,
          entry: { type: 'respond', player: p.name, card: 'saved', target: prompt.player, from },
        });
      }
    }
  }
  return offers.filter((o) => clean(table, o.entry));
}

/** For the player in turn: a BANG! card may go with Aim; Fanning's legal second targets by first target; the
 *  Ghost's seats are the eliminated players'. */
export function valleyTableOffers(table: Table): ExtraOffers {
  const me = findPlayer(table, table.turn.player);
  const ghost = table.players
    .filter((p) => p.name !== me?.name && ghostTarget(p))
    .map((p) => ({ name: p.name, ok: true, distance: 0 }));
  if (!me?.alive) return { cardTargets: { ghost } };
  const fanning = Object.fromEntries(
    living(table)
      .filter((p) => p.name !== me.name)
      .map((p) => [p.name, fanningSeconds(table, me.name, p)]),
  );
  return { pairs: { bang: ['aim'] }, secondTargets: { fanning }, cardTargets: { ghost } };
}

/** Right after a Panic!, Cat Balou or Tornado (a card that opens no question): each player it hit may Escape it
 *  (Mick Defender with a Missed!), when the engine would take it. */
export function escapeOffers(table: Table): Offer[] {
  return escapeAfter(table)
    .map(({ player, card }) => ({
      label: `${card === 'escape' ? 'Escape' : 'Missed! (Mick Defender)'}: ${player} undoes it`,
      entry: { type: 'respond' as const, player, card },
    }))
    .filter((o) => clean(table, o.entry));
}
