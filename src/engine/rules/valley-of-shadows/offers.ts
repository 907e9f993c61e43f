// What the Valley of Shadows offers the table: for the player in turn, a BANG! card with Aim and Fanning's two
// targets (the second only among the legal ones); for a question that would cost a player life, Saved! from
// every other seat, and Bandidos' discard. Each offer is one the engine takes without a flag.
import type { Offer } from '../../hooks.ts';
import type { Entry, Prompt, State, Table } from '../../types.ts';
import { decide } from '../../decide.ts';
import { findPlayer, living } from '../../seat.ts';
import { SAVES_FROM } from './brown.ts';
import { fanningSeconds } from './shots.ts';

const isState = (table: Table): table is State => 'setup' in table && 'supply' in table;

/** Whether the engine takes the entry as it stands. */
function clean(table: Table, entry: Entry): boolean {
  if (!isState(table)) return true;
  const d = decide(table, entry);
  return d.ok && d.flags.length === 0;
}

export function valleyOffers(table: Table): Offer[] {
  const me = findPlayer(table, table.turn.player);
  if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
  const offers: Offer[] = [];
  const others = living(table).filter((p) => p.name !== me.name);
  for (const p of others) {
    offers.push({
      label: `BANG! + Aim → ${p.name}`,
      entry: { type: 'play', card: 'bang', with: 'aim', target: p.name },
    });
    const seconds = fanningSeconds(table, me.name, p);
    if (seconds.length === 0)
      offers.push({
        label: `Fanning → ${p.name}`,
        entry: { type: 'play', card: 'fanning', targets: [p.name] },
      });
    for (const s of seconds)
      offers.push({
        label: `Fanning → ${p.name}, ${s}`,
        entry: { type: 'play', card: 'fanning', targets: [p.name, s] },
      });
  }
  return offers.filter((o) => clean(table, o.entry));
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
