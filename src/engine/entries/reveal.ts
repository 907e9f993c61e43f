// draw!: the table flips the top card of the deck; Marshal reads its suit and rank for the card that asked.
import type { Decision, RevealEntry, State } from '../types.ts';
import type { DrawCheckContext } from '../hooks.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { drawFlips } from '../draw-check.ts';
import { activeRule } from '../active.ts';
import { promptEvent } from '../event-in-force.ts';
import { flipCheck } from './checks.ts';

export function decideReveal(state: State, entry: RevealEntry): Decision {
  const top = state.prompts[0];
  const signs = entry.signs ?? (entry.sign ? [entry.sign] : []);
  const reader = top?.type === 'draw-check' && top.card ? activeRule(top.card) : undefined;
  const chosen = entry.pick ?? (signs.length === 1 || reader?.readsAllFlips ? signs[0] : undefined);
  if (!chosen)
    return { ok: false, error: { path: 'sign', message: 'a draw! needs the flipped card, e.g. "QH"' } };
  if (!top || top.type !== 'draw-check') return { ok: true, events: [], flags: [flag('no-draw-pending')] };
  const player = findPlayer(state, top.player);
  if (!player || !top.card) return { ok: true, events: [], flags: [flag('no-draw-pending')] };
  const flags = flipCheck(state, signs);
  const rule = activeRule(top.card) ?? promptEvent(top);
  const usual = drawFlips(player, state);
  const flips =
    rule && 'drawCheckCount' in rule ? (rule.drawCheckCount?.(state, player, usual) ?? usual) : usual;
  if (signs.length !== flips)
    flags.push(flag('draw-count', { player: player.name, flips, given: signs.length }));
  if (!signs.includes(chosen)) {
    flags.push(flag('pick-not-flipped', { pick: chosen, signs }));
  }
  const ctx: DrawCheckContext = { state, player, prompt: top, sign: chosen, events: [], flags };
  const also = signs.filter((s, i) => s !== chosen || signs.indexOf(s) !== i);
  // A draw! an event asked for (Vendetta, Peyote's shown card) is the event's to read (`rule` above).
  ctx.events.push({
    type: 'DrawRevealed',
    player: player.name,
    card: top.card,
    sign: chosen,
    ...(also.length > 0 ? { also } : {}),
    ...(rule?.drawKept?.(chosen, state) ? { kept: true as const } : {}),
  });
  if (rule?.drawCheck) rule.drawCheck(ctx);
  else ctx.flags.push(flag('not-refereed', { what: top.card }));
  return { ok: true, events: ctx.events, flags: ctx.flags };
}
