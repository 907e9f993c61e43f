// Using a card in play or a character ability (Barrel, Jourdonnais…): the module says what it does.
import type { Decision, State, UseEntry } from '../types.ts';
import type { UseContext } from '../hooks.ts';
import { findPlayer } from '../seat.ts';
import { flag } from '../flags.ts';
import { activeRule } from '../active.ts';
import { abilityId, expansions } from '../registry.ts';
import { silenced } from '../passive.ts';
import { catalogue } from '../catalogue/index.ts';
import { currentEvent } from '../event-in-force.ts';
import { eventFlag } from '../event-flag.ts';
import { decideEventUse } from './event.ts';

export function decideUse(state: State, entry: UseEntry): Decision {
  const player = findPlayer(state, entry.player);
  if (!player) return { ok: false, error: { path: 'player', message: `no player called "${entry.player}"` } };
  if (entry.target !== undefined && !findPlayer(state, entry.target)) {
    return { ok: false, error: { path: 'target', message: `no player called "${entry.target}"` } };
  }
  if (entry.event !== undefined) return decideEventUse(state, entry, player);
  // With an ability, `card` is the card from hand it uses (José Delgado's blue card).
  const source = entry.ability ?? entry.card;
  if (!source) {
    return { ok: false, error: { path: 'card', message: 'a use names either a card in play or an ability' } };
  }
  if (entry.card && !catalogue.card(entry.card)) {
    return { ok: false, error: { path: 'card', message: `unknown card "${entry.card}"` } };
  }
  if (entry.ability && !catalogue.character(entry.ability)) {
    return { ok: false, error: { path: 'ability', message: `unknown character "${entry.ability}"` } };
  }
  const ctx: UseContext = { state, player, entry, source, events: [], flags: [] };
  if (state.over) ctx.flags.push(flag('game-over'));
  if (!player.alive) ctx.flags.push(flag('dead-player', { player: player.name }));
  if (entry.card && !entry.ability) {
    // In front of the player: a card in play, or (Gold Rush) black equipment.
    if (!player.inPlay.some((c) => c.card === entry.card) && !(player.equipment ?? []).includes(entry.card)) {
      ctx.flags.push(flag('not-in-play', { player: player.name, card: source }));
    } else {
      const by = silenced(state, player);
      // The flag cites the character who silences the cards (Belle Star), not the general rule.
      const who = by ? findPlayer(state, by) : undefined;
      if (by && who) {
        const silencedFlag = flag('silenced', { by, player: player.name, card: source });
        ctx.flags.push({ ...silencedFlag, rule: abilityId(who) });
      }
    }
  }
  // Vera Custer uses her own ability (to copy) and the one she copies; a player with borrowed characters
  // (Greygory Deck's two) uses theirs.
  if (
    entry.ability &&
    player.character !== entry.ability &&
    player.copies !== entry.ability &&
    !(player.borrows ?? []).includes(entry.ability)
  ) {
    ctx.flags.push(flag('not-your-ability', { player: player.name, ability: source }));
  }
  // Hangover takes the abilities away; Lasso leaves the cards in play without effect.
  const disabled = currentEvent(state)?.disables;
  if (entry.ability && disabled === 'characters' && state.event) {
    ctx.flags.push(eventFlag('event-no-ability', state.event, { player: player.name, ability: source }));
  }
  if (entry.card && !entry.ability && disabled === 'in-play' && state.event) {
    ctx.flags.push(eventFlag('event-no-in-play', state.event, { player: player.name, card: source }));
  }
  const rule = activeRule(source);
  // The expansions' say before it acts (Armed & Dangerous: an ability's `spend` is paid first).
  for (const x of expansions) x.onUse?.(ctx);
  if (rule?.use) rule.use(ctx);
  else if (rule) ctx.flags.push(flag('not-usable', { what: source }));
  else ctx.flags.push(flag('not-refereed', { what: source }));
  return { ok: true, events: ctx.events, flags: ctx.flags };
}
