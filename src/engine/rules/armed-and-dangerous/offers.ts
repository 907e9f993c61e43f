// The Dangerous cards' entries the UI offers as buttons: objects usable now by the player in turn, Tumbleweed
// on any draw! waiting for its card, and where the Bomb may go after a ♥/♦.
import type { Entry, ExpansionId, PlayerState, Prompt, Table } from '../../types.ts';
import type { Offer } from '../../hooks.ts';
import { catalogue } from '../../catalogue/index.ts';
import { cardAnswers } from '../../suggest.ts';
import { living } from '../../seat.ts';
import { cardsInPlayWork } from '../../passive.ts';
import { armedAnswerOffers } from './brown/offers.ts';

/** The card is in front of `p`, has an effect now (not another's in Belle Star's turn, not under Lasso) and holds
 *  its cost. */
function affordable(p: PlayerState, card: string, table: Table): boolean {
  if (!cardsInPlayWork(table, p)) return false;
  const copy = p.inPlay.find((c) => c.card === card);
  return copy !== undefined && copy.tokens >= (catalogue.card(card)?.tokenCost ?? 0);
}

const label = (id: string): string => catalogue.card(id)?.name.en ?? id;

/** Objects the player in turn can pay for now, one offer per sensible target. */
function objectOffers(table: Table): Offer[] {
  const me = living(table).find((p) => p.name === table.turn.player);
  if (!me || table.prompts.length > 0 || table.turn.phase !== 'play') return [];
  const use = (card: string, extra: Partial<Entry> = {}): Entry =>
    ({ type: 'use', player: me.name, card, ...extra }) as Entry;
  const offers: Offer[] = [];
  for (const id of ['ace-up-the-sleeve', 'bell-tower', 'bandolier', 'beer-keg']) {
    if (!affordable(me, id, table)) continue;
    if (id === 'bandolier' && table.turn.used?.includes('bandolier')) continue;
    if (id === 'beer-keg' && me.life >= me.maxLife) continue;
    offers.push({ label: label(id), entry: use(id) });
  }
  if (affordable(me, 'lock-pick', table)) {
    for (const p of living(table)) {
      if (p.name !== me.name && p.hand > 0) {
        offers.push({
          label: `${label('lock-pick')} → ${p.name}`,
          entry: use('lock-pick', { target: p.name }),
        });
      }
    }
  }
  if (affordable(me, 'whip', table)) {
    for (const p of living(table)) {
      for (const c of p.inPlay) {
        offers.push({
          label: `${label('whip')} → ${p.name}: ${label(c.card)}`,
          entry: use('whip', { target: p.name, targetCard: c.card }),
        });
      }
    }
  }
  return offers;
}

/** Tumbleweed: anyone holding it may have the draw! just flipped made again, while it waits for its card or
 *  right after the card was entered. */
function tumbleweedOffers(table: Table): Offer[] {
  if (table.prompts[0]?.type !== 'draw-check' && !table.lastDraw) return [];
  return living(table)
    .filter((p) => affordable(p, 'tumbleweed', table))
    .map((p) => ({
      label: `${label('tumbleweed')}: ${p.name} repeats the draw!`,
      entry: { type: 'use', player: p.name, card: 'tumbleweed' },
    }));
}

export function armedOffers(table: Table): Offer[] {
  return [...objectOffers(table), ...tumbleweedOffers(table)];
}

/** After a ♥/♦, the Bomb goes to another living player of its holder's choice. */
export function bombPassOffers(table: Table, top: Prompt): Offer[] {
  return living(table)
    .filter((p) => p.name !== top.player)
    .map((p) => ({
      label: `${label('bomb')} → ${p.name}`,
      entry: { type: 'use', player: top.player, card: 'bomb', target: p.name },
    }));
}

/** Big Fifty's BANG!: the target's cards in play and ability have no effect against it, so only cards from the
 *  hand answer it (Missed!, Duck!, with its upgrade), or the target takes the hit. */
export function bigFiftyAnswers(table: Table, top: Prompt, expansions: readonly ExpansionId[]): Offer[] {
  return [
    ...cardAnswers(table, top, expansions),
    ...armedAnswerOffers(table, top, expansions),
    { label: 'Take the hit', entry: { type: 'pass', player: top.player } },
  ];
}
