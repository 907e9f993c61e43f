// What the UI offers first: the answers to the top prompt and the sensible targets of a card.
// The engine decides what makes sense; the UI only shows it (every seat stays reachable for overrides).
import type { Entry, ExpansionId, Role, Table } from './types.ts';
import type { Offer } from './rules/hooks.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { cardRules, characterRules } from './rules/registry.ts';
import { activeRule } from './rules/active.ts';
import { findPlayer, living } from './seat.ts';
import { distance, reach } from './distance.ts';

export type PromptOption = Offer;

/** What characters' abilities make possible right now (Jesse Jones's draw, Sid Ketchum's trade), and the
 *  green cards the player whose turn it is may use now (one offer per sensible target). */
export function abilityOptions(table: Table): Offer[] {
  const abilities = living(table).flatMap((p) => characterRules.get(p.character)?.offers?.(table, p) ?? []);
  return [...abilities, ...greenOffers(table)];
}

function greenOffers(table: Table): Offer[] {
  const me = findPlayer(table, table.turn.player);
  if (!me?.alive || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
  return me.inPlay.flatMap((c): Offer[] => {
    const card = catalogue.card(c.card);
    const rule = cardRules.get(c.card);
    if (card?.kind !== 'green' || !rule?.use || rule.usableOn || c.placedTurn >= table.turn.number) return [];
    const entry = { type: 'use' as const, player: me.name, card: card.id };
    if (card.target === 'none') return [{ label: card.name.en, entry }];
    return suggestTargets(table, card.id, me.name)
      .filter((s) => s.ok)
      .map((s) => ({
        label: `${card.name.en} → ${s.name}`,
        entry: { ...entry, target: s.name, ...(card.takesCard ? { targetCard: 'hand' } : {}) },
      }));
  });
}

const ROLES: Role[] = ['sheriff', 'deputy', 'outlaw', 'renegade'];

export function promptOptions(state: Table, expansions: readonly ExpansionId[] = ['base']): PromptOption[] {
  const top = state.prompts[0];
  if (!top) return [];
  if (top.type === 'reveal-role') {
    return ROLES.map((role) => ({
      label: catalogue.roleName(role).en,
      entry: { type: 'reveal-role', player: top.player, role },
    }));
  }
  const cards = catalogue.cards
    .filter((c) => inGame(c, expansions) && cardRules.get(c.id)?.answers?.[top.type])
    .map(
      (c) =>
        ({ label: c.name.en, entry: { type: 'respond', player: top.player, card: c.id } }) as PromptOption,
    );
  if (top.type === 'draw-check') return [];
  const player = findPlayer(state, top.player);
  const fromPlay: PromptOption[] = [];
  if (player) {
    const sources = [
      ...player.inPlay.map((c) => ({
        id: c.card,
        entry: { type: 'use', player: player.name, card: c.card } as Entry,
      })),
      {
        id: player.character,
        entry: { type: 'use', player: player.name, ability: player.character } as Entry,
      },
    ];
    for (const s of sources) {
      if (!activeRule(s.id)?.usableOn?.includes(top.type) || top.used?.includes(s.id)) continue;
      const card = catalogue.card(s.id);
      const name = card?.name.en ?? catalogue.character(s.id)?.name.en ?? s.id;
      // A green card is discarded for its effect; a Barrel (or Jourdonnais) flips for a draw!.
      fromPlay.push({ label: card?.kind === 'green' ? name : `${name} draw!`, entry: s.entry });
    }
  }
  const pass = top.type === 'dying' ? 'No Beer: out of the game' : 'Take the hit';
  return [...cards, ...fromPlay, { label: pass, entry: { type: 'pass', player: top.player } }];
}

export interface TargetSuggestion {
  name: string;
  /** The engine would not flag this target for this card. */
  ok: boolean;
  distance: number;
}

/** Every living player but the actor, the ones the card can reach first. */
export function suggestTargets(
  state: Table,
  cardId: string,
  actorName = state.turn.player,
): TargetSuggestion[] {
  const card = catalogue.card(cardId);
  const actor = findPlayer(state, actorName);
  if (!card || !actor) return [];
  const limit =
    card.target === 'reach'
      ? reach(actor, state)
      : card.target === 'distance-1'
        ? 1
        : Number.POSITIVE_INFINITY;
  return living(state)
    .filter((p) => p.name !== actor.name)
    .map((p) => {
      const d = distance(state, actor, p);
      return { name: p.name, ok: card.target !== 'none' && d <= limit, distance: d };
    })
    .sort((a, b) => Number(b.ok) - Number(a.ok) || a.distance - b.distance);
}
