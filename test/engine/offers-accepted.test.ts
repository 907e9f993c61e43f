// No wrong buttons: whatever state the table has entered (random games of legal and illegal entries, forced or
// not), every answer and every ability or action the host offers is an entry the engine takes without a flag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, State } from '../../src/engine/index.ts';
import { setupArb, templateArb, toEntry } from './arbitraries.ts';

describe('every offer is accepted', () => {
  it('400 random games: each answer and ability offered after each entry is taken as it stands', () => {
    let offered = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(setupArb, fc.array(templateArb, { minLength: 30, maxLength: 120 }), (setup, templates) => {
        let state: State = createGame(setup);
        for (const t of templates) {
          const offers = tableOffers(state, setup);
          for (const o of [...offers.answers, ...offers.abilities]) {
            offered++;
            const r = step(state, o.entry as Entry);
            if (!r.accepted && wrong.length < 10) {
              const why = r.error?.message ?? r.flags.map((f) => f.code).join(', ');
              wrong.push(`${JSON.stringify(o.entry)} → ${why} (prompt ${state.prompts[0]?.type ?? 'none'})`);
            }
          }
          state = step(state, toEntry(state, t)).state;
        }
      }),
      { numRuns: 400, seed: 20261202 },
    );
    expect(wrong).toEqual([]);
    // The games really offer a lot to check.
    expect(offered).toBeGreaterThan(10_000);
  }, 240_000);
});

describe('every seat offered is one the card may go to', () => {
  // What the seat does not decide: how many BANG!s the player has left, the card's own copies, whether the
  // player already has one in play, a hand too small for a card's extra discard.
  const NOT_THE_SEAT = new Set([
    'bang-limit',
    'no-such-card',
    'duplicate-in-play',
    'empty-hand',
    'extra-card',
  ]);

  it('150 random games: each card with a target, played at each seat offered as fine, takes no flag about the seat', () => {
    let offered = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(setupArb, fc.array(templateArb, { minLength: 30, maxLength: 120 }), (setup, templates) => {
        let state: State = createGame(setup);
        for (const t of templates) {
          const me = state.players.find((p) => p.name === state.turn.player);
          if (!state.over && state.prompts.length === 0 && state.turn.phase === 'play' && me?.alive) {
            const offers = tableOffers(state, setup);
            for (const card of catalogue.cards) {
              if (
                !setup.expansions.includes(card.expansion) ||
                card.target === 'none' ||
                card.kind === 'green'
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
                const r = step(state, entry);
                const codes = r.flags.map((f) => f.code).filter((c) => !NOT_THE_SEAT.has(c));
                if ((r.error || codes.length > 0) && wrong.length < 10)
                  wrong.push(`${JSON.stringify(entry)} → ${r.error?.message ?? codes.join(', ')}`);
              }
            }
          }
          state = step(state, toEntry(state, t)).state;
        }
      }),
      { numRuns: 150, seed: 20261203 },
    );
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(20_000);
  }, 240_000);
});
