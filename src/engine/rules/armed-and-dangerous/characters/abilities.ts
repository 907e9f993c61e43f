// Armed & Dangerous's characters who act in their own turn with Load tokens (Bass Greeves, Frankie Canton,
// Mexicali Kid, Red Ringo) or out of it (Al Preacher). Tokens paid for an ability come from the character
// and the player's Dangerous cards (`spend`, paid by the core); tokens gained are a `load`.
import type { CharacterRule, Offer, UseContext } from '../../../hooks.ts';
import type { GameEvent, PlayerState, Spend, Table } from '../../../types.ts';
import { flag } from '../../../flags.ts';
import { catalogue, isBlue } from '../../../catalogue/index.ts';
import { handCheck, turnChecks } from '../../../entries/checks.ts';
import { apply } from '../../../apply.ts';
import { living } from '../../../seat.ts';
import { hasAbility } from '../../../event-in-force.ts';
import { distance, reach } from '../../../distance.ts';
import { aim, shot, type Act } from '../../dodge-city/cards/effects.ts';
import {
  CHARACTER,
  TOKEN_CAP,
  isDangerous,
  loadList,
  placeLoad,
  spentTotal,
  spotName,
  spotOf,
  take,
  tokensAt,
} from '../tokens.ts';
import { bloodyMary, julieCutter, msAbigail } from './reacting.ts';
import { withoutBellTower } from '../turn-marks.ts';
import { playedFromHand } from '../../../place.ts';

/** Tokens Al Preacher and Mexicali Kid pay; tokens Bass Greeves gains; tokens Red Ringo moves at most. */
const ABILITY_COST = 2;

/** Used in its owner's own turn, in phase 2, with nothing waiting for an answer. */
function ownTurn(ctx: UseContext): void {
  const { state, player } = ctx;
  ctx.flags.push(
    ...turnChecks(state, player).filter((f) => f.code !== 'game-over' && f.code !== 'dead-player'),
  );
  if (player.name === state.turn.player && state.turn.phase === 'draw') {
    ctx.flags.push(flag('draw-first', { player: player.name }));
  }
}

/** Once in the owner's turn: flagged the second time; the use is recorded. */
function onceATurn(ctx: UseContext, id: string): void {
  if ((ctx.state.turn.used ?? []).includes(id)) {
    ctx.flags.push(flag('once-a-turn', { player: ctx.player.name, card: id }));
  }
  ctx.events.push({ type: 'AbilityUsed', player: ctx.player.name, what: id });
}

function cost(ctx: UseContext, id: string): void {
  const paid = spentTotal(ctx.entry.spend);
  if (paid !== ABILITY_COST) ctx.flags.push(flag('ability-cost', { ability: id, cost: ABILITY_COST, paid }));
}

/** The player's own token spots (character first, then Dangerous cards) with their tokens. */
function spots(player: PlayerState): { card: string; tokens: number }[] {
  return [
    { card: CHARACTER, tokens: player.tokens },
    ...player.inPlay.filter((c) => isDangerous(c.card)).map((c) => ({ card: c.card, tokens: c.tokens })),
  ];
}

/** A spend of `n` the UI can offer: the character first, then the fullest cards (null: cannot pay). */
export function autoSpend(player: PlayerState, n: number): Spend | null {
  const spend: Spend = {};
  let left = n;
  const [character, ...cards] = spots(player);
  for (const s of [...(character ? [character] : []), ...cards.sort((a, b) => b.tokens - a.tokens)]) {
    const k = Math.min(left, s.tokens);
    if (k > 0) spend[s.card] = k;
    left -= k;
  }
  return left > 0 ? null : spend;
}

/** A game without Armed & Dangerous's supply: no token ability to offer. */
function noTokens(table: Table): boolean {
  return 'supply' in table && table.supply === null;
}

function myPhaseTwo(table: Table, self: PlayerState, id: string): boolean {
  return (
    self.alive &&
    table.turn.player === self.name &&
    table.turn.phase === 'play' &&
    table.prompts.length === 0 &&
    !(table.turn.used ?? []).includes(id)
  );
}

/** Blue or orange cards played this turn (only the player in turn plays them; marked as they are placed, so a
 *  weapon replaced since still counts), minus the cards Al Preacher already drew for or let pass. */
function alPreacherDue(table: Table, self: PlayerState): number {
  if (table.turn.player === self.name) return 0;
  const used = table.turn.used ?? [];
  const played = used.filter((u) => u === PLAYED).length;
  // A card Al Preacher let pass (another card was played after it) is not drawn on any more.
  const done = used.filter((u) => u === 'al-preacher' || u === LAPSED).length;
  return played - done;
}

const PLAYED = 'al-preacher-due';
const LAPSED = 'al-preacher-lapsed';

/** A card is being played: Al Preacher must have drawn on the blue or orange card before it, or not at all. */
export function alPreacherLapses(table: Table): GameEvent[] {
  const due = living(table).some((p) => hasAbility(table, p, 'al-preacher') && alPreacherDue(table, p) > 0);
  return due ? [{ type: 'AbilityUsed', player: table.turn.player, what: LAPSED }] : [];
}

const alPreacher: CharacterRule = {
  id: 'al-preacher',
  spends: true,
  spendsOutOfTurn: true,
  offers(table, self) {
    const spend = autoSpend(self, ABILITY_COST);
    if (!self.alive || !spend || alPreacherDue(table, self) < 1) return [];
    return [
      {
        label: `${self.name}: pay 2 Load tokens to draw 1 card`,
        entry: { type: 'use', player: self.name, ability: 'al-preacher', spend },
      },
    ];
  },
  // A blue or orange card played (it left a hand) is one to draw on; a Dynamite or Bomb passed on lands in
  // front of the next player without being played. Marked once, whoever else holds the ability.
  settle(state, self, events) {
    const first = living(state).find((p) => hasAbility(state, p, 'al-preacher'));
    if (!self.alive || first?.name !== self.name) return [];
    return events
      .filter(
        (e) =>
          e.type === 'CardPlaced' &&
          isBlue(catalogue.card(e.card)) &&
          playedFromHand(events, e.card) !== undefined,
      )
      .map((): GameEvent => ({ type: 'AbilityUsed', player: state.turn.player, what: PLAYED }));
  },
  use(ctx) {
    const { state, player } = ctx;
    cost(ctx, 'al-preacher');
    if (alPreacherDue(state, player) < 1) ctx.flags.push(flag('nothing-to-draw-on', { player: player.name }));
    ctx.events.push(
      { type: 'CardsDrawn', player: player.name, count: 1, reason: 'al-preacher' },
      { type: 'AbilityUsed', player: player.name, what: 'al-preacher' },
    );
  },
};

const bassGreeves: CharacterRule = {
  id: 'bass-greeves',
  loads: true,
  offers(table, self) {
    if (!myPhaseTwo(table, self, 'bass-greeves') || self.hand < 1 || noTokens(table)) return [];
    return spots(self)
      .filter((s) => s.tokens < TOKEN_CAP)
      .map((s) => ({
        label: `${self.name}: discard a card for 2 Load tokens on ${s.card === CHARACTER ? self.name : spotName(s.card)}`,
        entry: { type: 'use', player: self.name, ability: 'bass-greeves', load: { [s.card]: ABILITY_COST } },
      }));
  },
  use(ctx) {
    const { player } = ctx;
    ownTurn(ctx);
    onceATurn(ctx, 'bass-greeves');
    ctx.flags.push(...handCheck(player, 1));
    ctx.events.push({ type: 'CardsLeftHand', player: player.name, count: 1, reason: 'bass-greeves' });
    const list = loadList(ctx.entry.load);
    const distinct = [...new Set(list.map((l) => l.card))];
    if (distinct.length > 1) {
      ctx.flags.push(flag('one-spot', { ability: 'bass-greeves', spots: distinct }));
    }
    // Both tokens on one spot: a single card named gets both; a map with counts is taken as given.
    const load =
      distinct.length <= 1 &&
      (ctx.entry.load === undefined || typeof ctx.entry.load !== 'object' || Array.isArray(ctx.entry.load))
        ? { [distinct[0] ?? CHARACTER]: ABILITY_COST }
        : ctx.entry.load;
    const out = placeLoad(apply(ctx.state, ctx.events), player, load, ABILITY_COST, 'bass-greeves');
    ctx.events.push(...out.events);
    ctx.flags.push(...out.flags);
  },
};

const frankieCanton: CharacterRule = {
  id: 'frankie-canton',
  offers(table, self) {
    if (!myPhaseTwo(table, self, 'frankie-canton') || noTokens(table)) return [];
    const entry = { type: 'use' as const, player: self.name, ability: 'frankie-canton' };
    // From any Dangerous card in play, his own too (the rules name them), or another player's character.
    return living(table).flatMap((p) => [
      ...p.inPlay
        .filter((c) => isDangerous(c.card) && c.tokens > 0)
        .map((c) => ({
          label: `${self.name}: take a Load token from ${p.name}'s ${spotName(c.card)}`,
          entry: { ...entry, target: p.name, targetCard: c.card },
        })),
      ...(p.name !== self.name && p.tokens > 0
        ? [
            {
              label: `${self.name}: take a Load token from ${p.name}`,
              entry: { ...entry, target: p.name, targetCard: CHARACTER },
            },
          ]
        : []),
    ]);
  },
  use(ctx) {
    const { state, player, entry } = ctx;
    ownTurn(ctx);
    onceATurn(ctx, 'frankie-canton');
    const from = entry.target === undefined ? undefined : state.players.find((p) => p.name === entry.target);
    if (!from) return void ctx.flags.push(flag('needs-target', { card: 'frankie-canton' }));
    if (!from.alive) return void ctx.flags.push(flag('dead-target', { target: from.name }));
    const card = entry.targetCard ?? CHARACTER;
    if (card === CHARACTER && from.name === player.name) {
      return void ctx.flags.push(flag('self-target', { player: player.name, card: 'frankie-canton' }));
    }
    if (card !== CHARACTER && !from.inPlay.some((c) => c.card === card)) {
      return void ctx.flags.push(flag('not-in-play', { player: from.name, card }));
    }
    const has = tokensAt(state, spotOf(from.name, card));
    if (has < 1) {
      ctx.flags.push(flag('too-few-tokens', { player: from.name, source: card, tokens: has, cost: 1 }));
    }
    // Taking a card's last token discards it (a Bomb explodes); above 4 on Frankie it goes to the supply.
    ctx.events.push(
      ...take(apply(state, ctx.events), from.name, card, 1, 'frankie-canton', spotOf(player.name, CHARACTER)),
    );
  },
};

const mexicaliKid: CharacterRule = {
  id: 'mexicali-kid',
  spends: true,
  offers(table, self) {
    const spend = autoSpend(self, ABILITY_COST);
    if (!myPhaseTwo(table, self, 'mexicali-kid') || !spend) return [];
    const r = reach(self, table);
    // No card is played: Bell Tower's distance 1 does not help the shot.
    const seen = withoutBellTower(table, self.name);
    return living(table)
      .filter((p) => p.name !== self.name && distance(seen, self, p) <= r)
      .map((p): Offer => ({
        label: `${self.name}: pay 2 Load tokens to shoot ${p.name}`,
        entry: { type: 'use', player: self.name, ability: 'mexicali-kid', target: p.name, spend },
      }));
  },
  use(ctx) {
    ownTurn(ctx);
    onceATurn(ctx, 'mexicali-kid');
    cost(ctx, 'mexicali-kid');
    // Not a BANG! card: no limit, no Dangerous weapon ability, one Missed! cancels it.
    // No card is played: his weapon's reach at the usual distances, Bell Tower or not.
    const state = withoutBellTower(ctx.state, ctx.player.name);
    const a: Act = { ...ctx, state, actor: ctx.player, card: 'mexicali-kid', name: 'Mexicali Kid' };
    const target = aim(a, ctx.entry.target);
    if (target) shot(a, target, 'reach');
  },
};

const redRingo: CharacterRule = {
  id: 'red-ringo',
  loads: true,
  offers(table, self) {
    if (!myPhaseTwo(table, self, 'red-ringo') || self.tokens < 1) return [];
    const cards = spots(self).filter((s) => s.card !== CHARACTER && s.tokens < TOKEN_CAP);
    const entry = { type: 'use' as const, player: self.name, ability: 'red-ringo' };
    const most = Math.min(ABILITY_COST, self.tokens);
    // As many as the card has room for: a 5th token would be lost to the supply.
    const single = cards.map((c) => {
      const n = Math.min(most, TOKEN_CAP - c.tokens);
      return {
        label: `${self.name}: move ${n} Load token${n === 1 ? '' : 's'} onto ${spotName(c.card)}`,
        entry: { ...entry, load: { [c.card]: n } },
      };
    });
    const pairs =
      self.tokens < 2
        ? []
        : cards.flatMap((a, i) =>
            cards.slice(i + 1).map((b) => ({
              label: `${self.name}: move a Load token onto ${spotName(a.card)} and one onto ${spotName(b.card)}`,
              entry: { ...entry, load: { [a.card]: 1, [b.card]: 1 } },
            })),
          );
    return [...single, ...pairs];
  },
  use(ctx) {
    const { player } = ctx;
    ownTurn(ctx);
    onceATurn(ctx, 'red-ringo');
    const list = loadList(ctx.entry.load);
    if (list.length === 0) return void ctx.flags.push(flag('needs-target', { card: 'red-ringo' }));
    const given = list.reduce((sum, l) => sum + l.count, 0);
    if (given > ABILITY_COST) {
      ctx.flags.push(flag('too-many-loads', { player: player.name, given, allowed: ABILITY_COST }));
    }
    if (player.tokens < given) {
      ctx.flags.push(
        flag('too-few-tokens', {
          player: player.name,
          source: CHARACTER,
          tokens: player.tokens,
          cost: given,
        }),
      );
    }
    const from = spotOf(player.name, CHARACTER);
    for (const { card, count } of list) {
      if (card === CHARACTER) {
        ctx.flags.push(flag('cards-only', { ability: 'red-ringo' }));
        continue;
      }
      if (!player.inPlay.some((c) => c.card === card && isDangerous(card))) {
        ctx.flags.push(flag('token-source', { player: player.name, source: card }));
        continue;
      }
      // One movement; what a card has no room for is ignored (back to the supply), as the rule text says.
      ctx.events.push({
        type: 'TokensMoved',
        from,
        to: spotOf(player.name, card),
        count,
        reason: 'red-ringo',
      });
    }
  },
};

export const armedCharacterRules: CharacterRule[] = [
  alPreacher,
  bassGreeves,
  bloodyMary,
  frankieCanton,
  julieCutter,
  mexicaliKid,
  msAbigail,
  redRingo,
];
