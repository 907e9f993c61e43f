// Gold Rush's 8 characters. Simeon Picos's nuggets come at the wound moment (economy.ts), Pretty Luzena's
// discount with the buy (shop.ts); the others are here.
import type { CharacterRule, PlayContext, UseContext } from '../../hooks.ts';
import type { GameEvent } from '../../types.ts';
import { flag } from '../../flags.ts';
import { catalogue } from '../../catalogue/index.ts';
import { cardRules } from '../../registry.ts';
import { findPlayer } from '../../seat.ts';
import { drawnSuit } from '../../draw-check.ts';
import { apply } from '../../apply.ts';
import { beginTurn, startChecks } from '../../turn-start.ts';
import { nextInTurn } from '../../event-in-force.ts';
import { change, deckOf, nextCards } from './state.ts';
import { countUse, payFor } from './equipment.ts';
import { useEquipment } from './shop.ts';

function ownTurn(ctx: UseContext): void {
  if (ctx.state.turn.player !== ctx.player.name) {
    ctx.flags.push(flag('out-of-turn', { player: ctx.player.name, current: ctx.state.turn.player }));
  }
}

/** Dutch Will: of the cards drawn in phase 1 he discards one and takes a nugget (Thirst: keeps none; Train
 *  Arrival, Pickaxe: keeps one more). */
const dutchWill: CharacterRule = {
  id: 'dutch-will',
  draw(ctx) {
    if (ctx.count > 0)
      ctx.events.push({ type: 'CardsLeftHand', player: ctx.player.name, count: 1, reason: 'dutch-will' });
    ctx.events.push(change({ kind: 'nuggets', player: ctx.player.name, delta: 1, why: 'dutch-will' }));
  },
};

/** Jacky Murieta: 2 nuggets for a BANG! within reach, no card, outside the turn's limit, as often as he pays. */
const jackyMurieta: CharacterRule = {
  id: 'jacky-murieta',
  use(ctx) {
    ownTurn(ctx);
    payFor(ctx, 2);
    const bang = catalogue.card('bang');
    const target = ctx.entry.target ? findPlayer(ctx.state, ctx.entry.target) : undefined;
    if (!bang || !target) return void ctx.flags.push(flag('needs-target', { card: 'jacky-murieta' }));
    const play: PlayContext = {
      state: ctx.state,
      actor: ctx.player,
      target,
      card: bang,
      entry: { type: 'play', card: 'bang', target: target.name },
      events: [],
      flags: [],
    };
    cardRules.get('bang')?.play?.(play);
    ctx.events.push(...play.events.filter((e) => e.type !== 'BangCounted'));
    ctx.flags.push(...play.flags.filter((f) => f.code !== 'bang-limit'));
  },
};

/** Josh McCloud: 2 nuggets, his turn: the top equipment card, used at once (a black one he has is discarded). */
const joshMcCloud: CharacterRule = {
  id: 'josh-mccloud',
  use(ctx) {
    ownTurn(ctx);
    payFor(ctx, 2);
    const card = ctx.entry.card ? catalogue.card(ctx.entry.card) : undefined;
    if (!card?.equipment) return void ctx.flags.push(flag('needs-choice', { card: 'josh-mccloud' }));
    const deck = deckOf(ctx.state);
    const top = nextCards(deck)[0];
    if (!nextCards(deck).includes(card.id)) ctx.flags.push(flag('not-in-equipment-deck', { card: card.id }));
    else if (deck.dealt && top && top !== card.id) ctx.flags.push(flag('deck-top', { card: card.id, top }));
    ctx.events.push(change({ kind: 'deck-taken', card: card.id }));
    // A black card he already has is discarded (a Wanted only when he puts it on nobody else).
    const has = ctx.player.equipment?.includes(card.id) === true;
    if (card.kind === 'black' && has && (card.id !== 'wanted' || ctx.entry.target === undefined)) {
      ctx.events.push(change({ kind: 'under', card: card.id }));
      return;
    }
    const target = ctx.entry.target ? findPlayer(ctx.state, ctx.entry.target) : undefined;
    const used = useEquipment(ctx.state, ctx.player, card, ctx.entry, target);
    ctx.events.push(...used.events);
    ctx.flags.push(...used.flags);
  },
};

/** Madam Yto: a card for every Beer card played, by anyone, for life or sold. */
const madamYto: CharacterRule = {
  id: 'madam-yto',
  settle: (_state, self, events) =>
    events
      .filter((e) => e.type === 'CardsLeftHand' && e.reason === 'beer')
      .map((): GameEvent => ({ type: 'CardsDrawn', player: self.name, count: 1, reason: 'madam-yto' })),
};

/** Raddie Snake: 1 nugget for a card, twice a turn, in his turn. */
const raddieSnake: CharacterRule = {
  id: 'raddie-snake',
  use(ctx) {
    ownTurn(ctx);
    payFor(ctx, 1);
    countUse(ctx, 2);
    ctx.events.push({ type: 'CardsDrawn', player: ctx.player.name, count: 1, reason: 'raddie-snake' });
  },
};

/** Don Bell: at the end of his turn a draw!: hearts or diamonds, another turn (never after that one). */
export const DON_BELL = 'don-bell';
const donBell: CharacterRule = {
  id: DON_BELL,
  drawSucceeds: ({ suit }) => suit === 'H' || suit === 'D',
  drawMeans: 'another-turn',
  drawCheck(ctx) {
    const { state, player } = ctx;
    ctx.events.push({ type: 'PromptClosed' });
    const after = apply(state, ctx.events);
    const suit = drawnSuit(state, ctx.sign);
    if (suit === 'H' || suit === 'D') {
      const checks = startChecks(after, player.name).reverse();
      ctx.events.push(
        { type: 'TurnPassed', player: player.name },
        { type: 'AbilityUsed', player: player.name, what: DON_BELL },
        ...checks.map((prompt): GameEvent => ({ type: 'PromptOpened', prompt })),
      );
      return;
    }
    const next = nextInTurn(after, player.name);
    if (next) ctx.events.push(...beginTurn(after, next.name));
  },
};

export const goldRushCharacterRules: CharacterRule[] = [
  donBell,
  dutchWill,
  jackyMurieta,
  joshMcCloud,
  madamYto,
  { id: 'pretty-luzena' },
  raddieSnake,
  { id: 'simeon-picos' },
];
