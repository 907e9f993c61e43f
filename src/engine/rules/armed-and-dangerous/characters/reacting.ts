// Armed & Dangerous's characters who react to what is done to them or by them: Bloody Mary (a BANG! card of
// hers cancelled: she draws), Julie Cutter (hurt by a player: draw!, ♥/♦ shoots back), Ms. Abigail (may
// ignore a J–A brown card aimed at her alone).
import type { CharacterRule, Offer } from '../../../hooks.ts';
import type { Entry, ExpansionId, GameEvent, Prompt, State, Table } from '../../../types.ts';
import { flag } from '../../../flags.ts';
import { catalogue, copiesIn } from '../../../catalogue/index.ts';
import { drawnSuit } from '../../../draw-check.ts';
import { findPlayer } from '../../../seat.ts';
import { parseSign } from '../../../sign.ts';
import { abilityOf, hasAbility } from '../../../event-in-force.ts';
import { abilityIgnored } from '../../../registry.ts';
import { cancelledShots } from '../dangerous/weapons.ts';

/** Bloody Mary: each BANG! card of hers that is cancelled (Missed!, Barrel, Crate…) draws her 1 card. Real
 *  BANG! cards only: not Flintlock, Quick Shot, Gatling or Mexicali Kid's shot. The events are read with the
 *  state before them (from Armed & Dangerous's settle step). */
export function bloodyMaryAfter(state: State, events: readonly GameEvent[]): GameEvent[] {
  return cancelledShots(state, events)
    .filter((p) => {
      const shooter = p.from === undefined ? undefined : findPlayer(state, p.from);
      return p.card === 'bang' && shooter?.alive === true && hasAbility(state, shooter, 'bloody-mary');
    })
    .map((p): GameEvent => ({ type: 'CardsDrawn', player: p.from ?? '', count: 1, reason: 'bloody-mary' }));
}

export const bloodyMary: CharacterRule = { id: 'bloody-mary' };

/** Julie Cutter: whenever a player makes her lose life (once however many points), she draws!; on ♥ or ♦ that
 *  player is the target of a BANG! from her, at any distance, answered as usual. Dynamite and the Bomb hurt
 *  her by nobody: no draw!. */
export const julieCutter: CharacterRule = {
  id: 'julie-cutter',
  onLifeLost({ state, player, by }) {
    const attacker = by === null ? undefined : findPlayer(state, by);
    if (!attacker?.alive || attacker.name === player.name) return [];
    return [
      {
        type: 'PromptOpened',
        prompt: { type: 'draw-check', player: player.name, card: 'julie-cutter', from: attacker.name },
      },
    ];
  },
  // She shoots back on a heart or a diamond.
  drawSucceeds: ({ suit }) => suit === 'H' || suit === 'D',
  drawMeans: 'shoots-back',
  drawCheck(ctx) {
    ctx.events.push({ type: 'PromptClosed' });
    const suit = drawnSuit(ctx.state, ctx.sign);
    const attacker = ctx.prompt.from === undefined ? undefined : findPlayer(ctx.state, ctx.prompt.from);
    if ((suit !== 'H' && suit !== 'D') || !attacker?.alive) return;
    ctx.events.push({
      type: 'PromptOpened',
      prompt: {
        type: 'answer-bang',
        player: attacker.name,
        from: ctx.player.name,
        card: 'julie-cutter',
        needed: 1,
      },
    });
  },
};

/** The ranks Ms. Abigail may ignore. */
const HIGH = new Set(['J', 'Q', 'K', 'A']);
/** The prompts through which a card aimed at her waits for her answer. */
const IGNORABLE: Prompt['type'][] = ['answer-bang', 'duel', 'indians', 'may-ignore'];

/** Why Ms. Abigail may not ignore the top prompt, which waits on her: the card's name (null: she may). The sign
 *  the card was played with decides; else the one her entry names; without either, a card with a J–A copy in
 *  the game is taken on the table's word. */
function abigailRefusal(
  table: Table,
  expansions: readonly ExpansionId[],
  top: Prompt,
  sign?: string,
): string | null {
  const card = top.card === undefined ? undefined : catalogue.card(top.card);
  const name = top.card ?? top.type;
  if (!IGNORABLE.includes(top.type) || !card || card.kind !== 'brown') return name;
  // Cards hitting everybody (Gatling, Indians!), or several players (Arrow, Quick Shot upgraded).
  const others = table.prompts
    .slice(1)
    .some((p) => p.card === top.card && p.from === top.from && p.player !== top.player);
  if (card.target === 'none' || others) return name;
  const known = top.sign ?? sign;
  const ranks = known ? [parseSign(known)?.rank] : copiesIn(card, expansions).map((s) => parseSign(s)?.rank);
  return ranks.some((r) => r !== undefined && HIGH.has(r)) ? null : name;
}

/** The answer the UI offers Ms. Abigail on a prompt she may ignore. */
export function abigailOffers(table: Table, prompt: Prompt, expansions: readonly ExpansionId[]): Offer[] {
  const self = findPlayer(table, prompt.player);
  if (!self || abilityOf(table, self)?.id !== 'ms-abigail') return [];
  // Big Fifty's shot: the target's ability has no effect against it.
  if (abilityIgnored(prompt.weapon)) return [];
  if (abigailRefusal(table, expansions, prompt) !== null) return [];
  const entry: Entry = { type: 'use', player: self.name, ability: 'ms-abigail' };
  return [{ label: `${self.name}: Ms. Abigail ignores it`, entry }];
}

export const msAbigail: CharacterRule = {
  id: 'ms-abigail',
  // Panic!, Cat Balou: a J–A card (or one whose sign was not entered, with a J–A copy in the game) waits for her.
  mayIgnore: (state, _self, prompt) => abigailRefusal(state, state.setup.expansions, prompt) === null,
  use(ctx) {
    const { state, player } = ctx;
    const top = state.prompts[0];
    if (!top) return void ctx.flags.push(flag('no-prompt', { player: player.name }));
    if (top.player !== player.name) {
      return void ctx.flags.push(flag('not-prompted', { player: player.name, waiting: top.player }));
    }
    // Big Fifty's shot: her ability has no effect against it (accepted anyway, she ignored it).
    if (abilityIgnored(top.weapon))
      ctx.flags.push(flag('big-fifty', { card: 'ms-abigail', player: player.name }));
    const refused = abigailRefusal(state, state.setup.expansions, top, ctx.entry.sign);
    if (refused !== null) {
      // The card as the table entered it: "BANG! (5♣)".
      return void ctx.flags.push(flag('abigail-card', { card: refused, sign: top.sign ?? null }));
    }
    ctx.events.push({ type: 'PromptClosed' });
  },
};
