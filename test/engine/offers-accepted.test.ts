// No wrong buttons: whatever state the table has entered (random games of legal and illegal entries, forced or
// not, with and without event decks), every answer, ability and action the host offers is an entry the engine
// takes without a flag, and every seat it offers as fine for a card is one the card may go to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, PlayerState, Setup, State } from '../../src/engine/index.ts';
import { findPlayer } from '../../src/engine/seat.ts';
import { eventSetupArb, setupArb, templateArb, toEventEntry, type Template } from './arbitraries.ts';

const anySetup = fc.oneof(setupArb, eventSetupArb);
const movesArb = fc.array(fc.tuple(templateArb, fc.nat(99)), { minLength: 40, maxLength: 140 });

/** Plays the random moves, calling `check` on the state before each; an event reveal is answered most of the
 *  time with a card the deck still holds, so that the events come up. Returns how many were revealed. */
function playOut(setup: Setup, moves: [Template, number][], check: (state: State) => void): number {
  let state: State = createGame(setup);
  let revealed = 0;
  for (const [t, n] of moves) {
    check(state);
    const entry = toEventEntry(state, t, n, setup);
    const r = step(state, entry);
    if (entry.type === 'reveal-event') {
      expect(r.accepted).toBe(true);
      revealed++;
    }
    state = r.state;
  }
  return revealed;
}

/** Steps `entry` and, if it is refused for anything but the `ignored` flags, adds why to `wrong` (ten at most). */
function expectTaken(state: State, entry: Entry, ignored: ReadonlySet<string>, wrong: string[]): void {
  const r = step(state, entry);
  const codes = r.flags.map((f) => f.code).filter((c) => !ignored.has(c));
  if ((r.error || codes.length > 0) && wrong.length < 10)
    wrong.push(
      `${JSON.stringify(entry)} (event ${state.event ?? 'none'}) → ${r.error?.message ?? codes.join(', ')}`,
    );
}

/** The player in turn, if he may play a card now: alive, in phase 2, nothing waiting, the game going on. */
function freeToPlay(state: State): PlayerState | undefined {
  const me = findPlayer(state, state.turn.player);
  return !state.over && state.prompts.length === 0 && state.turn.phase === 'play' && me?.alive
    ? me
    : undefined;
}

/** Offers the UI completes before sending (Law of the West's card, New Identity's character): its question. */
const UI_ASKS = new Set(['event-show-card', 'event-needs-character']);

describe('every offer is accepted', () => {
  it('500 random games: each answer, ability and event action offered after each entry is taken as it stands', () => {
    let offered = 0;
    let revealed = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(anySetup, movesArb, (setup, moves) => {
        revealed += playOut(setup, moves, (state) => {
          const offers = tableOffers(state, setup);
          for (const o of [...offers.answers, ...offers.abilities]) {
            offered++;
            expectTaken(state, o.entry, UI_ASKS, wrong);
          }
        });
      }),
      { numRuns: 500, seed: 20261202, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    // The games really offer a lot to check, and really turn events up.
    expect(offered).toBeGreaterThan(20_000);
    expect(revealed).toBeGreaterThan(100);
  }, 240_000);
});

const GOLD_CHARACTERS = catalogue.characters.filter((c) => c.expansion === 'gold-rush').map((c) => c.id);

describe('every Gold Rush offer is accepted', () => {
  const goldSetup = anySetup.map((s): Setup => ({
    ...s,
    // Two seats with Gold Rush characters, all eight coming round over the games.
    players: s.players.map((p, i) =>
      i === 1 || i === 2
        ? { ...p, character: GOLD_CHARACTERS[(s.seed + i) % GOLD_CHARACTERS.length] ?? p.character }
        : p,
    ),
    expansions: s.expansions.includes('gold-rush') ? s.expansions : [...s.expansions, 'gold-rush'],
    // Half the tables turn up their own shop: each emptied slot then waits for the card entered.
    ...(s.seed % 2 === 0 ? { shop: ['shot', 'gun-belt', 'pickaxe'] } : {}),
  }));
  it('200 random Gold Rush games: each buy, refill, removal, Beer sold and nugget ability offered is taken as it stands', () => {
    const kinds: Record<string, number> = {};
    const wrong: string[] = [];
    fc.assert(
      fc.property(goldSetup, movesArb, (setup, moves) => {
        playOut(setup, moves, (state) => {
          const offers = tableOffers(state, setup);
          for (const o of [...offers.answers, ...offers.abilities]) {
            const e = o.entry;
            const kind =
              e.type === 'use'
                ? (e.ability ?? e.card ?? 'use')
                : e.type === 'play' && e.nugget
                  ? 'sell'
                  : e.type;
            kinds[kind] = (kinds[kind] ?? 0) + 1;
            expectTaken(state, e, UI_ASKS, wrong);
          }
        });
      }),
      { numRuns: 200, seed: 20261204, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    // The games really offer the shop's entries.
    for (const kind of ['buy', 'shop', 'remove', 'sell', 'jacky-murieta', 'raddie-snake', 'josh-mccloud'])
      expect(kinds[kind] ?? 0, kind).toBeGreaterThan(0);
  }, 240_000);
});

describe('every seat offered is one the card may go to', () => {
  // What the seat does not decide: how many BANG!s the player has left, the card's own copies, whether the
  // player already has one in play, a hand too small for a card's extra discard, and what the event in force
  // says of the card itself (Handcuffs' suit, The Sermon's BANG!, The Reverend's Beer, The Judge's placing).
  const NOT_THE_SEAT = new Set([
    'bang-limit',
    'no-such-card',
    'no-copy-left',
    'duplicate-in-play',
    'empty-hand',
    'extra-card',
    'event-needs-suit',
    'event-wrong-suit',
    'event-no-bang',
    'event-no-beer',
    'event-no-placing',
  ]);

  it('200 random games: each card with a target, played at each seat offered as fine, takes no flag about the seat', () => {
    let offered = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(anySetup, movesArb, (setup, moves) => {
        playOut(setup, moves, (state) => {
          if (!freeToPlay(state)) return;
          const offers = tableOffers(state, setup);
          for (const card of catalogue.cards) {
            // Gold Rush's equipment is bought (its targets are the shop's offers), never played from a hand.
            if (
              !setup.expansions.includes(card.expansion) ||
              card.target === 'none' ||
              card.kind === 'green' ||
              card.equipment
            )
              continue;
            for (const seat of (offers.cardTargets[card.id] ?? offers.targets[card.target]).filter(
              (s) => s.ok,
            )) {
              offered++;
              const target = state.players.find((p) => p.name === seat.name);
              // A card taking one of the target's: one in play where only that will do, else the hand.
              const which = card.inPlayOnly ? target?.inPlay[0]?.card : 'hand';
              const entry: Entry = {
                type: 'play',
                card: card.id,
                target: seat.name,
                ...(card.takesCard && which ? { targetCard: which } : {}),
              };
              expectTaken(state, entry, NOT_THE_SEAT, wrong);
            }
          }
        });
      }),
      { numRuns: 200, seed: 20261203, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(20_000);
  }, 240_000);
});

describe('every Load-token spot offered takes the tokens', () => {
  // What the spot does not decide: the card's own copies and target, a duplicate in play, the hand's size.
  const NOT_THE_SPOT = new Set([
    'no-such-card',
    'no-copy-left',
    'duplicate-in-play',
    'empty-hand',
    'extra-card',
    'needs-target',
    'bang-limit',
    'jail-on-sheriff',
    'self-target',
  ]);

  it('200 random Armed & Dangerous games: each card that earns tokens, loaded on each spot offered, takes no token flag', () => {
    let offered = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(
        setupArb.filter((s) => s.expansions.includes('armed-and-dangerous')),
        movesArb,
        (setup, moves) => {
          playOut(setup, moves, (state) => {
            const me = freeToPlay(state);
            if (!me) return;
            const other = state.players.find((p) => p.alive && p.name !== me.name)?.name;
            for (const [card, load] of Object.entries(tableOffers(state, setup).loads ?? {})) {
              const needsTarget = (catalogue.card(card)?.target ?? 'none') !== 'none';
              // A table that forced its way to one player alive with the game going on has no one to aim at.
              if (needsTarget && !other) continue;
              const aimed = needsTarget && other ? { target: other } : {};
              for (const spot of load.spots) {
                offered++;
                const entry: Entry = {
                  type: 'play',
                  card,
                  load: load.count === 1 ? spot : { [spot]: load.count },
                  ...aimed,
                };
                expectTaken(state, entry, NOT_THE_SPOT, wrong);
              }
            }
          });
        },
      ),
      { numRuns: 200, seed: 20261206, endOnFailure: true },
    );
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(10_000);
  }, 240_000);
});
