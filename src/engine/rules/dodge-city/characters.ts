// Dodge City's characters, each ability through the hooks it needs. Editions: the 2nd-edition texts
// unless `setup.editions` names the 1st for Pixie Pete (4 cards), Sean Mallory (no hand limit) or
// José Delgado (no limit a turn). Vera Custer's copy is `copies` on her state: the hook lookups read it
// (registry abilityId), and the next turn of hers clears it.
import type { CharacterRule, DrawContext, UseContext } from '../../hooks.ts';
import type { GameEvent, PlayerState, State, Table } from '../../types.ts';
import { flag } from '../../flags.ts';
import { houseRule } from '../../house-rule.ts';
import { catalogue, isBlue } from '../../catalogue/index.ts';
import { hit } from '../../damage.ts';
import { handCheck, turnChecks } from '../../entries/checks.ts';
import { aim, shot, takeCard, type Act } from './cards/effects.ts';
import { distance, reach } from '../../distance.ts';
import { living } from '../../seat.ts';

function edition(table: Table, id: string): 1 | 2 {
  return table.setup?.editions?.[id] ?? 2;
}

/** The cards a phase-1 ability draws, plus Train Arrival's extra card. Thirst against a count above 2 is a
 *  house rule (High Noon's `thirst-with-draw-abilities`): the ability's count stands, or loses one card. */
function withExtra(ctx: DrawContext, count: number): number {
  const change = ctx.count - 2;
  if (change < 0 && houseRule(ctx.state, 'thirst-with-draw-abilities') === 'one-fewer') return count + change;
  return count + Math.max(0, change);
}

/** A phase-1 ability that draws from the deck only: Jesse Jones's or Black Jack's options are flagged. */
function deckOnly(ctx: DrawContext): void {
  if (ctx.entry.from !== undefined || ctx.entry.sign !== undefined) {
    ctx.flags.push(flag('draw-ability', { player: ctx.player.name }));
  }
}

/** An ability used in its owner's own turn, in phase 2: flags when it is not. */
function ownTurn(ctx: UseContext, phase: 'draw' | 'play' = 'play'): void {
  const { state, player } = ctx;
  ctx.flags.push(
    ...turnChecks(state, player).filter((f) => f.code !== 'game-over' && f.code !== 'dead-player'),
  );
  if (player.name !== state.turn.player) return;
  if (phase === 'play' && state.turn.phase === 'draw')
    ctx.flags.push(flag('draw-first', { player: player.name }));
  if (phase === 'draw' && state.turn.phase !== 'draw') {
    ctx.flags.push(flag('already-drawn', { player: player.name }));
  }
}

function timesUsed(state: Table, id: string): number {
  return (state.turn.used ?? []).filter((u) => u === id).length;
}

function act(ctx: UseContext, id: string): Act {
  const name = catalogue.character(id)?.name.en ?? id;
  return { state: ctx.state, actor: ctx.player, card: id, name, events: ctx.events, flags: ctx.flags };
}

const own = (state: State, name: string): boolean => state.turn.player === name;

/** In the owner's own phase 2 with nothing waiting: when the UI offers an ability used in turn. */
function inPlayPhase(table: Table, self: PlayerState): boolean {
  return table.turn.player === self.name && table.turn.phase === 'play' && !table.prompts[0];
}

const billNoface: CharacterRule = {
  id: 'bill-noface',
  draw(ctx) {
    deckOnly(ctx);
    ctx.count = withExtra(ctx, 1 + Math.max(0, ctx.player.maxLife - ctx.player.life));
  },
};

const pixiePete: CharacterRule = {
  id: 'pixie-pete',
  draw(ctx) {
    deckOnly(ctx);
    ctx.count = withExtra(ctx, edition(ctx.state, 'pixie-pete') === 1 ? 4 : 3);
  },
};

const seanMallory: CharacterRule = {
  id: 'sean-mallory',
  handLimit: (state, self) =>
    edition(state, 'sean-mallory') === 1 ? Number.POSITIVE_INFINITY : Math.max(10, self.life),
};

const chuckWengam: CharacterRule = {
  id: 'chuck-wengam',
  offers: (table, self) =>
    table.turn.player === self.name && table.turn.phase === 'play' && !table.prompts[0] && self.life > 1
      ? [
          {
            label: `${self.name}: lose 1 life to draw 2 cards`,
            entry: { type: 'use', player: self.name, ability: 'chuck-wengam' },
          },
        ]
      : [],
  use(ctx) {
    const { player, state } = ctx;
    ownTurn(ctx);
    if (player.life <= 1) {
      ctx.flags.push(flag('last-life', { player: player.name, life: player.life, ability: 'chuck-wengam' }));
    }
    ctx.events.push(...hit(state, player.name, 1, null), {
      type: 'CardsDrawn',
      player: player.name,
      count: 2,
      reason: 'chuck-wengam',
    });
  },
};

const docHolyday: CharacterRule = {
  id: 'doc-holyday',
  // One offer per player within his reach, the nearest first.
  offers: (table, self) =>
    inPlayPhase(table, self) && self.hand >= 2 && !(table.turn.used ?? []).includes('doc-holyday')
      ? living(table)
          .filter((p) => p.name !== self.name && distance(table, self, p) <= reach(self, table))
          .sort((a, b) => distance(table, self, a) - distance(table, self, b))
          .map((p) => ({
            label: `${self.name}: discard 2 cards for a BANG! → ${p.name}`,
            entry: { type: 'use' as const, player: self.name, ability: 'doc-holyday', target: p.name },
          }))
      : [],
  use(ctx) {
    const { player, state } = ctx;
    ownTurn(ctx);
    // A BANG! effect, as a card played: phase 2's, over once discarding has begun.
    if (own(state, player.name) && state.turn.phase === 'discard')
      ctx.flags.push(flag('phase-over', { player: player.name }));
    if (timesUsed(state, 'doc-holyday') >= 1) {
      ctx.flags.push(
        flag('ability-limit', { player: player.name, ability: 'doc-holyday', times: 1, limit: 1 }),
      );
    }
    ctx.flags.push(...handCheck(player, 2));
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 2, reason: 'doc-holyday' },
      { type: 'AbilityUsed', player: player.name, what: 'doc-holyday' },
    );
    const a = act(ctx, 'doc-holyday');
    const target = aim(a, ctx.entry.target);
    if (target) shot(a, target, 'reach');
  },
};

const joseDelgado: CharacterRule = {
  id: 'jose-delgado',
  // The table may name the blue card (`card`); the UI offers that as an optional step.
  offers: (table, self) =>
    inPlayPhase(table, self) &&
    self.hand >= 1 &&
    (edition(table, 'jose-delgado') === 1 || timesUsed(table, 'jose-delgado') < 2)
      ? [
          {
            label: `${self.name}: discard a blue card to draw 2`,
            entry: { type: 'use', player: self.name, ability: 'jose-delgado' },
          },
        ]
      : [],
  use(ctx) {
    const { player, state } = ctx;
    ownTurn(ctx);
    const times = timesUsed(state, 'jose-delgado');
    if (edition(state, 'jose-delgado') === 2 && times >= 2) {
      ctx.flags.push(
        flag('ability-limit', { player: player.name, ability: 'jose-delgado', times, limit: 2 }),
      );
    }
    const card = ctx.entry.card === undefined ? undefined : catalogue.card(ctx.entry.card);
    if (card && !isBlue(card)) {
      ctx.flags.push(flag('not-blue', { card: card.id, ability: 'jose-delgado' }));
    }
    ctx.flags.push(...handCheck(player, 1));
    ctx.events.push(
      { type: 'CardsLeftHand', player: player.name, count: 1, reason: 'jose-delgado' },
      { type: 'CardsDrawn', player: player.name, count: 2, reason: 'jose-delgado' },
      { type: 'AbilityUsed', player: player.name, what: 'jose-delgado' },
    );
  },
};

const patBrennan: CharacterRule = {
  id: 'pat-brennan',
  offers: (table, self) =>
    table.turn.player === self.name && table.turn.phase === 'draw' && !table.prompts[0]
      ? table.players.flatMap((p) =>
          p.alive
            ? p.inPlay.map((c) => ({
                label: `${self.name}: take ${catalogue.card(c.card)?.name.en ?? c.card} from ${p.name} instead of drawing`,
                entry: {
                  type: 'use' as const,
                  player: self.name,
                  ability: 'pat-brennan',
                  target: p.name,
                  targetCard: c.card,
                },
              }))
            : [],
        )
      : [],
  use(ctx) {
    const { player, state } = ctx;
    ownTurn(ctx, 'draw');
    const a = act(ctx, 'pat-brennan');
    const target = aim(a, ctx.entry.target, true);
    const which = ctx.entry.targetCard;
    if (!target || which === undefined || which === 'hand') {
      if (target) ctx.flags.push(flag('needs-target', { card: 'pat-brennan' }));
      return;
    }
    takeCard(a, target, which, true);
    if (own(state, player.name) && state.turn.phase === 'draw') {
      ctx.events.push({ type: 'PhaseChanged', phase: 'play' });
    }
  },
};

/** Before drawing in her own turn, at most with her own draw! checks (Dynamite, Jail) still waiting. */
function veraMayCopy(table: Table, self: PlayerState): boolean {
  const top = table.prompts[0];
  return (
    table.turn.player === self.name &&
    table.turn.phase === 'draw' &&
    (!top || (top.type === 'draw-check' && top.player === self.name)) &&
    !(table.turn.used ?? []).includes('vera-custer')
  );
}

const veraCuster: CharacterRule = {
  id: 'vera-custer',
  offers: (table, self) =>
    veraMayCopy(table, self)
      ? table.players
          .filter((p) => p.alive && p.name !== self.name)
          .map((p) => ({
            label: `${self.name}: take ${p.name}'s ability (${catalogue.character(p.character)?.name.en ?? p.character}) until her next turn`,
            entry: { type: 'use' as const, player: self.name, ability: 'vera-custer', target: p.name },
          }))
      : [],
  use(ctx) {
    const { player, state } = ctx;
    const top = state.prompts[0];
    const ownCheck = top?.type === 'draw-check' && top.player === player.name;
    ctx.flags.push(
      ...turnChecks(state, player).filter(
        (f) =>
          f.code !== 'game-over' && f.code !== 'dead-player' && !(ownCheck && f.code === 'answer-pending'),
      ),
    );
    if (own(state, player.name) && state.turn.phase !== 'draw') {
      ctx.flags.push(flag('already-drawn', { player: player.name }));
    }
    if (timesUsed(state, 'vera-custer') >= 1) {
      ctx.flags.push(
        flag('ability-limit', { player: player.name, ability: 'vera-custer', times: 1, limit: 1 }),
      );
    }
    const target = aim(act(ctx, 'vera-custer'), ctx.entry.target);
    if (!target) return;
    ctx.events.push(
      { type: 'AbilityCopied', player: player.name, character: target.character },
      { type: 'AbilityUsed', player: player.name, what: 'vera-custer' },
    );
  },
};

const ANSWERS = new Set(['missed', 'bang', 'beer', 'dodge']);

const mollyStark: CharacterRule = {
  id: 'molly-stark',
  settle(state, self, events): GameEvent[] {
    if (own(state, self.name)) return [];
    const count = events
      .filter((e) => e.type === 'CardsLeftHand' && e.player === self.name && ANSWERS.has(e.reason))
      .reduce((n, e) => n + (e.type === 'CardsLeftHand' ? e.count : 0), 0);
    return count > 0 ? [{ type: 'CardsDrawn', player: self.name, count, reason: 'molly-stark' }] : [];
  },
};

export const dodgeCityCharacterRules: CharacterRule[] = [
  { id: 'apache-kid', passive: { immuneSuit: 'D' } },
  { id: 'belle-star', silencesOthers: true },
  { id: 'elena-fuente', answersAnyAs: 'missed' },
  { id: 'tequila-joe', passive: { beerHeals: 2 } },
  {
    id: 'greg-digger',
    onOtherOut: (_state, self) =>
      self.life < self.maxLife ? [{ type: 'LifeGained', player: self.name, amount: 2 }] : [],
  },
  {
    id: 'herb-hunter',
    onOtherOut: (_state, self) => [
      { type: 'CardsDrawn', player: self.name, count: 2, reason: 'herb-hunter' },
    ],
  },
  billNoface,
  pixiePete,
  seanMallory,
  chuckWengam,
  docHolyday,
  joseDelgado,
  patBrennan,
  mollyStark,
  veraCuster,
];
